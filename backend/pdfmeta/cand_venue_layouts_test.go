package pdfmeta

import (
	"fmt"
	"os"
	"strings"
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
	{"T&F cover", "", "", "To cite this article: Anna Smith & John Doe (2019) Measuring the drift of coastal sediment under seasonal storm regimes, Journal of Spatial Science, 12:3, 123-145, DOI: 10.1080/14498596.2019.1234567", "Journal of Spatial Science"},
	{"IEEE journal head", "IEEE TRANSACTIONS ON POWER ELECTRONICS, VOL. 34, NO. 5, MAY 2019", "", "", "IEEE Transactions on Power Electronics"},
	{"IEEE accepted head", "This article has been accepted for publication in a future issue of this journal, but has not been fully edited.\nCitation information: DOI 10.1109/TPEL.2019.2912345, IEEE Transactions on Power Electronics", "", "", "IEEE Transactions on Power Electronics"},
	{"Elsevier masthead", "Contents lists available at ScienceDirect\nEnergy and Buildings\njournal homepage: www.elsevier.com/locate/enbuild", "", "", "Energy & Buildings"},
	{"Hindawi masthead", "Hindawi\nJournal of Healthcare Engineering\nVolume 2019, Article ID 1234567, 10 pages", "", "", "Journal of Healthcare Engineering"},
	{"Frontiers foot", "", "Frontiers in Psychology | www.frontiersin.org 1 March 2019 | Volume 10 | Article 123", "", "Frontiers in Psychology"},
	{"PLOS foot", "", "PLOS ONE | https://doi.org/10.1371/journal.pone.0212345 February 20, 2019 1 / 15", "", "PLOS ONE"},
	{"ICLR head", "Published as a conference paper at ICLR 2019", "", "", "ICLR 2019"},
	{"PMLR foot", "", "Proceedings of the 36th International Conference on Machine Learning, Long Beach, California, PMLR 97, 2019. Copyright 2019 by the author(s).", "", "Proceedings of the 36th International Conference on Machine Learning"},
	{"NeurIPS foot", "", "33rd Conference on Neural Information Processing Systems (NeurIPS 2019), Vancouver, Canada.", "", "33rd Conference on Neural Information Processing Systems"},
	{"IEEE conference head", "2019 IEEE International Conference on Robotics and Automation (ICRA)\nPalais des congres de Montreal, Montreal, Canada, May 20-24, 2019", "", "", "2019 IEEE International Conference on Robotics and Automation (ICRA)"},
	{"ACL foot", "", "Proceedings of the 57th Annual Meeting of the Association for Computational Linguistics, pages 1–10 Florence, Italy, July 28 - August 2, 2019.", "", "Proceedings of the 57th Annual Meeting of the Association for Computational Linguistics"},
}

// venueLayoutDoc lays out one made-up first page.
func venueLayoutDoc(head, foot, front string) []synthRow {
	rows := []synthRow{}
	if head != "" {
		for i, l := range strings.Split(head, "\n") {
			rows = append(rows, synthRow{y: 30 + 11*float64(i), size: 8, cells: []string{l}})
		}
	}
	rows = append(rows,
		synthRow{y: 90, size: 17, cells: []string{"Measuring the Drift of Coastal Sediment"}},
		synthRow{y: 112, size: 17, cells: []string{"under Seasonal Storm Regimes"}},
		synthRow{y: 145, size: 11, cells: []string{"Anna Smith^{1} and John Doe^{2}"}},
		synthRow{y: 165, size: 8, cells: []string{"^{1}Department of Geology, University of Bergen, Bergen, Norway"}})
	if front != "" {
		for i, l := range wrapWords(front, 90) {
			rows = append(rows, synthRow{y: 180 + 9*float64(i), size: 7, cells: []string{l}})
		}
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

// wrapWords breaks s into lines of at most n characters, at spaces.
func wrapWords(s string, n int) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if cur != "" && len(cur)+1+len(w) > n {
			out, cur = append(out, cur), ""
		}
		if cur != "" {
			cur += " "
		}
		cur += w
	}
	return append(out, cur)
}

// TestVenueLayouts checks that each made-up layout offers its journal as a venue candidate;
// CARREL_VENUE_LAYOUTS=1 also prints what the embedded model chooses.
func TestVenueLayouts(t *testing.T) {
	for _, c := range venueLayouts {
		doc := synthDoc(venueLayoutDoc(c.head, c.foot, c.front))
		trace := DefaultHeaderModel().Trace(doc)
		found := false
		for _, v := range trace["venue"] {
			found = found || JournalKey(v.Text) == JournalKey(c.want)
		}
		if !found {
			var texts []string
			for _, v := range trace["venue"] {
				texts = append(texts, v.Text)
			}
			t.Errorf("%s: no candidate %q among %q", c.name, c.want, texts)
		}
		if os.Getenv("CARREL_VENUE_LAYOUTS") != "" {
			got := DefaultHeaderModel().Extract(doc).Venue
			fmt.Printf("%-22s %v chosen %q\n", c.name, JournalKey(got) == JournalKey(c.want), got)
		}
	}
}
