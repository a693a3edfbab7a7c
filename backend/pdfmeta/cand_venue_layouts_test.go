package pdfmeta

import (
	"fmt"
	"os"
	"testing"
)

// venueLayouts are made-up first pages in the ways publishers print a journal's name with its
// volume: a head line, a foot line, or a suggested citation in the front matter. want is the
// venue a reference manager stores.
var venueLayouts = []struct {
	name       string
	head, foot string
	front      string // a line under the authors
	want       string
}{
	{"Springer running head", "J Med Syst (2019) 43:123", "https://doi.org/10.1007/s10916-019-1234-5", "", "Journal of Medical Systems"},
	{"Wiley foot", "", "Int J Numer Methods Eng. 2019;120:1–20. wileyonlinelibrary.com/journal/nme © 2019 John Wiley & Sons, Ltd.", "", "International Journal for Numerical Methods in Engineering"},
	{"Thieme foot citation", "", "Schmidt M et al. Seasonal drift of sediment. Thromb Haemost 2019; 119: 1–10.", "", "Thrombosis and Haemostasis"},
	{"Science foot", "", "Smith et al., Science 363, 1234–1240 (2019) 15 March 2019 1 of 7", "", "Science"},
	{"AIP cite as", "", "", "Cite as: Chaos 29, 013123 (2019); doi: 10.1063/1.5078734", "Chaos"},
	{"Nature foot", "", "Scientific Data | (2019) 6:123 | https://doi.org/10.1038/s41597-019-0123-4", "", "Scientific Data"},
	{"OUP head", "Bioinformatics, 35(14), 2019, 2345–2352", "", "", "Bioinformatics"},
	{"ACS head", "J. Am. Chem. Soc. 2019, 141, 1234−1245", "", "", "Journal of the American Chemical Society"},
	{"APS head", "PHYSICAL REVIEW LETTERS 122, 123456 (2019)", "", "", "Physical Review Letters"},
	{"SAGE head", "Personality and Social Psychology Bulletin 2019, Vol. 45(3) 123–145", "", "", "Personality and Social Psychology Bulletin"},
	{"BMJ foot", "", "Smith A, et al. BMJ Open 2019;9:e012345. doi:10.1136/bmjopen-2019-012345", "", "BMJ Open"},
	{"IOP head", "J. Phys.: Condens. Matter 31 (2019) 123456 (10pp)", "", "", "Journal of Physics: Condensed Matter"},
	{"MDPI citation", "", "", "Citation: Smith, J.; Doe, A. Seasonal Drift of Sediment. Sensors 2019, 19, 1234.", "Sensors"},
}

// venueLayoutDoc lays out one made-up first page.
func venueLayoutDoc(head, foot, front string) []synthRow {
	rows := []synthRow{}
	if head != "" {
		rows = append(rows, synthRow{y: 40, size: 8, cells: []string{head}})
	}
	rows = append(rows,
		synthRow{y: 90, size: 17, cells: []string{"Measuring the Drift of Coastal Sediment"}},
		synthRow{y: 112, size: 17, cells: []string{"under Seasonal Storm Regimes"}},
		synthRow{y: 145, size: 11, cells: []string{"Anna Smith^{1} and John Doe^{2}"}},
		synthRow{y: 165, size: 8, cells: []string{"^{1}Department of Geology, University of Bergen, Bergen, Norway"}})
	if front != "" {
		rows = append(rows, synthRow{y: 185, size: 8, cells: []string{front}})
	}
	rows = append(rows, synthRow{y: 210, size: 10, cells: []string{"Abstract"}})
	for i, t := range []string{
		"We measure how sediment drifts along a coast under seasonal storms, using",
		"three years of buoy records and a transport model that we fit to them; the",
		"drift doubles in winter, and the model explains most of the variance seen.",
	} {
		rows = append(rows, synthRow{y: 224 + 12*float64(i), size: 10, cells: []string{t}})
	}
	rows = append(rows, synthRow{y: 280, size: 12, cells: []string{"1. Introduction"}})
	for i := 0; i < 30; i++ {
		rows = append(rows, synthRow{y: 300 + 12*float64(i), size: 10, cells: []string{"Coastal sediment moves with the waves and the tides, and storms move most of it."}})
	}
	if foot != "" {
		rows = append(rows, synthRow{y: 760, size: 7, cells: []string{foot}})
	}
	return rows
}

// TestVenueLayouts checks that each made-up layout offers its journal as a venue candidate;
// CARREL_VENUE_LAYOUTS=1 also prints what the embedded model chooses.
func TestVenueLayouts(t *testing.T) {
	for _, c := range venueLayouts {
		doc := synthDoc(venueLayoutDoc(c.head, c.foot, c.front))
		trace := DefaultHeaderModel().Trace(doc)
		found := false
		for _, v := range trace["venue"] {
			found = found || v.Text == c.want
		}
		if !found {
			var texts []string
			for _, v := range trace["venue"] {
				texts = append(texts, v.Text)
			}
			t.Errorf("%s: no candidate %q among %q", c.name, c.want, texts)
		}
		if os.Getenv("CARREL_VENUE_LAYOUTS") != "" {
			fmt.Printf("%-22s chosen %q\n", c.name, DefaultHeaderModel().Extract(doc).Venue)
		}
	}
}
