package pdfmeta

import (
	"strings"
	"testing"
)

// titlePage is a made-up first page: rows above four lines of running text at 10 pt, the body
// every title layout test sets under its title.
func titlePage(rows ...synthRow) []synthRow {
	return append(rows,
		synthRow{y: 300, size: 10, cells: []string{"We measure how sediment drifts along a coast under seasonal storms, using"}},
		synthRow{y: 313, size: 10, cells: []string{"three years of buoy records and a transport model that we fit to them; the"}},
		synthRow{y: 326, size: 10, cells: []string{"drift doubles in winter, and the model explains most of the variance seen."}},
		synthRow{y: 339, size: 10, cells: []string{"We then compare the model with two earlier ones and find it closer to data."}},
	)
}

// TestTitleLayouts runs made-up first pages through the embedded model: a title under a
// label, a journal banner or a section heading set as large, a title under its author block,
// and pages whose title is not printed as a title at all, which must be marked "check".
func TestTitleLayouts(t *testing.T) {
	const want = "Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes"
	for _, tc := range []struct {
		name  string
		rows  []synthRow
		title string // "" when no title can be read: the value must then be marked "check"
	}{
		{"label above the title", titlePage(
			synthRow{y: 60, size: 12, cells: []string{"Research Article"}},
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 110, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"title under its author block", titlePage(
			synthRow{y: 60, size: 11, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 75, size: 9, cells: []string{"Department of Physics, University of Somewhere"}},
			synthRow{y: 110, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}}), want},
		{"all capitals", titlePage(
			synthRow{y: 90, size: 15, cells: []string{"MEASURING THE DRIFT OF COASTAL SEDIMENT"}},
			synthRow{y: 110, size: 15, cells: []string{"UNDER SEASONAL STORM REGIMES"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), strings.ToUpper(want)},
		{"section heading set as large as the title", titlePage(
			synthRow{y: 90, size: 14, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 108, size: 14, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 280, size: 14, cells: []string{"1 Introduction"}}), want},
		{"journal's name set larger than the title", titlePage(
			synthRow{y: 40, size: 20, cells: []string{"Annals of Illustrative Results"}},
			synthRow{y: 70, size: 9, cells: []string{"Volume 12, Issue 3, 2021, Pages 101-118"}},
			synthRow{y: 110, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 160, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"marked names over two lines at the title's size", titlePage(
			synthRow{y: 90, size: 12, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 104, size: 12, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 120, size: 12, cells: []string{"Tavro Quendrith^{1}, Ilsa Vorbanek^{1}, Pemo Starchild^{2}, Oduna Kestrelle^{2},"}},
			synthRow{y: 134, size: 12, cells: []string{"Yarrow Belfontaine^{1,3} and Quillan Marsh^{3}"}},
			synthRow{y: 152, size: 9, cells: []string{"^{1}Department of Physics, University of Somewhere"}}), want},
		{"capitals, the last line a name-like phrase after 'with' (amsart)", []synthRow{
			{y: 150, size: 10, cells: []string{"FINITE-SAMPLE SYMMETRIC MEAN ESTIMATION WITH"}},
			{y: 164, size: 10, cells: []string{"FISHER INFORMATION RATE"}},
			{y: 196, size: 8, cells: []string{"ANNA SMITH, WEI ZHANG, AND CARL JONES"}},
			{y: 223, size: 8, cells: []string{"Abstract. The mean of an unknown distribution can be estimated from samples with"}},
			{y: 233, size: 8, cells: []string{"variance that is nearly the subgaussian rate; when the shape is known up to"}},
			{y: 243, size: 8, cells: []string{"translation this can be improved asymptotically, and we give finite bounds."}},
		}, "FINITE-SAMPLE SYMMETRIC MEAN ESTIMATION WITH FISHER INFORMATION RATE"},
		{"a title line holding 'Correspondence'", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Dense Correspondence of Coastal Sediment"}},
			synthRow{y: 110, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), "Dense Correspondence of Coastal Sediment under Seasonal Storm Regimes"},
		{"a title line ending on 'volume'", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Estimating Coastal Sediment Drift by Volume"}},
			synthRow{y: 110, size: 16, cells: []string{"Sampling under Seasonal Storm Regimes"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), "Estimating Coastal Sediment Drift by Volume Sampling under Seasonal Storm Regimes"},
		{"a last line of one word that reads as a heading", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment: Models and"}},
			synthRow{y: 110, size: 16, cells: []string{"Evaluation"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), "Measuring the Drift of Coastal Sediment: Models and Evaluation"},
		{"a last line of one word that reads as a label", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment for Storm"}},
			synthRow{y: 110, size: 16, cells: []string{"Research"}},
			synthRow{y: 150, size: 11, cells: []string{"Anna Smith and Bo Li"}}), "Measuring the Drift of Coastal Sediment for Storm Research"},
		{"marked names at the title's size wrapping after 'and'", titlePage(
			synthRow{y: 90, size: 12, cells: []string{"Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes"}},
			synthRow{y: 106, size: 11, cells: []string{"Tavro Quendrith,^{1} Ilsa Vorbanek,^{1} Pemo Starchild,^{2} and"}},
			synthRow{y: 120, size: 11, cells: []string{"Yarrow Belfontaine^{3}"}},
			synthRow{y: 140, size: 9, cells: []string{"^{1}Department of Physics, University of Somewhere"}}), want},
		{"last line set smaller", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 110, size: 13.5, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 160, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"double-spaced manuscript, a line ending on 'of'", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of"}},
			synthRow{y: 130, size: 16, cells: []string{"Coastal Sediment under Seasonal Storm Regimes"}},
			synthRow{y: 190, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"double-spaced manuscript, a line going on in lower case", titlePage(
			synthRow{y: 90, size: 16, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			synthRow{y: 130, size: 16, cells: []string{"under Seasonal Storm Regimes"}},
			synthRow{y: 190, size: 11, cells: []string{"Anna Smith and Bo Li"}}), want},
		{"only an author line and a heading set large", titlePage(
			synthRow{y: 90, size: 14, cells: []string{"Anna Smith and Bo Li"}},
			synthRow{y: 110, size: 9, cells: []string{"Department of Physics, University of Somewhere"}},
			synthRow{y: 280, size: 12, cells: []string{"Abstract"}}), ""},
		{"only a keyword list set large", titlePage(
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
