package pdfmeta

import (
	"strings"
	"testing"
)

// TestTitleLayouts runs made-up first pages through the embedded model: a title under a
// label, a journal banner or a section heading set as large, a title under its author block,
// and pages whose title is not printed as a title at all, which must be marked "check".
func TestTitleLayouts(t *testing.T) {
	body := []synthRow{
		{y: 300, size: 10, cells: []string{"We measure how sediment drifts along a coast under seasonal storms, using"}},
		{y: 313, size: 10, cells: []string{"three years of buoy records and a transport model that we fit to them; the"}},
		{y: 326, size: 10, cells: []string{"drift doubles in winter, and the model explains most of the variance seen."}},
		{y: 339, size: 10, cells: []string{"We then compare the model with two earlier ones and find it closer to data."}},
	}
	page := func(rows ...synthRow) []synthRow { return append(rows, body...) }
	const want = "Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes"
	for _, tc := range []struct {
		name  string
		rows  []synthRow
		title string // "" when no title can be read: the value must then be marked "check"
	}{
		{"label above the title", page(
			synthRow{y: 60, size: 12, cells: []string{"Research Article"}},
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 110, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"title under its author block", page(
			synthRow{y: 60, size: 11, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 75, size: 9, cells: []string{"Department of Physics, University of Somewhere"}},
			synthRow{y: 110, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}}), want},
		{"all capitals", page(
			synthRow{y: 90, size: 15, cells: []string{"MEASURING THE DRIFT OF COASTAL SEDIMENT"}},
			synthRow{y: 110, size: 15, cells: []string{"UNDER SEASONAL STORM REGIMES"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), strings.ToUpper(want)},
		{"section heading set as large as the title", page(
			synthRow{y: 90, size: 14, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 108, size: 14, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 280, size: 14, cells: []string{"1 Introduction"}}), want},
		{"journal's name set larger than the title", page(
			synthRow{y: 40, size: 20, cells: []string{"Annals of Illustrative Results"}},
			synthRow{y: 70, size: 9, cells: []string{"Volume 12, Issue 3, 2021, Pages 101-118"}},
			synthRow{y: 110, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 160, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"marked names over two lines at the title's size", page(
			synthRow{y: 90, size: 12, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 104, size: 12, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 120, size: 12, cells: []string{"Tavro Quendrith^{1}, Ilsa Vorbanek^{1}, Pemo Starchild^{2}, Oduna Kestrelle^{2},"}},
			synthRow{y: 134, size: 12, cells: []string{"Yarrow Belfontaine^{1,3} and Quillan Marsh^{3}"}},
			synthRow{y: 152, size: 9, cells: []string{"^{1}Department of Physics, University of Somewhere"}}), want},
		{"last line set smaller", page(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 110, size: 13.5, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 160, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"double-spaced manuscript, a line ending on 'of'", page(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of"}},
			synthRow{y: 130, size: 16, cells: []string{"Coastal Sediment under Seasonal Storm Regimes"}},
			synthRow{y: 190, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"double-spaced manuscript, a line going on in lower case", page(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 190, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"only an author line and a heading set large", page(
			synthRow{y: 90, size: 14, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 110, size: 9, cells: []string{"Department of Physics, University of Somewhere"}},
			synthRow{y: 280, size: 12, cells: []string{"Abstract"}}), ""},
		{"only a keyword list set large", page(
			synthRow{y: 90, size: 13, cells: []string{"sediment; storms; coastal drift; buoys; transport models"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := ExtractPaper(synthDoc(tc.rows))
			if tc.title == "" {
				if m.Title != "" && m.Confidence["title"] >= CheckBelow {
					t.Errorf("title %q at %.2f, not marked check", m.Title, m.Confidence["title"])
				}
				return
			}
			if m.Title != tc.title {
				t.Errorf("title %q, want %q", m.Title, tc.title)
			}
			if m.Confidence["title"] < CheckBelow {
				t.Errorf("right title marked check (%.2f)", m.Confidence["title"])
			}
		})
	}
}
