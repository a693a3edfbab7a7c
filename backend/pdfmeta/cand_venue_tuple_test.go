package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// Made-up running heads, footers and citation lines, one per way publishers set a journal's
// volume tuple after its name.
func TestTupleVenue(t *testing.T) {
	cases := []struct {
		line, name, cut string
		year            int
	}{
		{"Energy and Buildings 43 (2011) 1–10", "Energy and Buildings", "", 2011},
		{"J Med Syst (2019) 43:123", "J Med Syst", "", 2019},
		{"Zhang et al. BioMed Eng OnLine (2019) 18:3", "BioMed Eng OnLine", "", 2019},
		{"Smith et al., Science 363, 1234–1240 (2019) 15 March 2019 1 of 7", "Science", "", 2019},
		{"Kidney Dis 2019;5:23–30", "Kidney Dis", "", 2019},
		{"J Neurosci. 2010 March 3; 30(9): 3210–3219.", "J Neurosci.", "", 2010},
		{"Schmidt M et al. Quantifying bleeding in patients. Thromb Haemost 2019; 119: 1–10.", "Thromb Haemost", "", 2019},
		{"Sensors 2019, 19, 1234; doi:10.3390/s19051234 www.mdpi.com/journal/sensors", "Sensors", "", 2019},
		{"J. Am. Chem. Soc. 2019, 141, 1234−1245", "J. Am. Chem. Soc.", "", 2019},
		{"Cite as: Chaos 29, 013123 (2019); doi: 10.1063/1.5078734", "Chaos", "", 2019},
		{"PHYSICAL REVIEW LETTERS 122, 123456 (2019)", "PHYSICAL REVIEW LETTERS", "", 2019},
		{"J. Phys.: Condens. Matter 31 (2019) 123456 (10pp) https://doi.org/10.1088/1361-648X/ab1234", "J. Phys.: Condens. Matter", "", 2019},
		{"Bioinformatics, 35(14), 2019, 2345–2352", "Bioinformatics", "", 2019},
		{"Cell Reports 27, 1234–1245, April 23, 2019 ª 2019 The Author(s).", "Cell Reports", "", 2019},
		{"Personality and Social Psychology Bulletin 2019, Vol. 45(3) 123–145", "Personality and Social Psychology Bulletin", "", 2019},
		{"IEEE TRANSACTIONS ON POWER ELECTRONICS, VOL. 34, NO. 5, MAY 2019", "IEEE TRANSACTIONS ON POWER ELECTRONICS", "", 2019},
		{"Citation: Vlachas PR, Byeon W (2018) Data-driven forecasting. PLoS ONE 14(2): e0212345.", "PLoS ONE", "", 0},
		{"WIREs Comput Stat 2012, 4:199–203. doi: 10.1002/wics.199", "WIREs Comput Stat", "", 2012},
		{"Z. Naturforsch. 54 a, 272-273 (1999);", "Z. Naturforsch.", "", 1999},
		{"Linguistics Vanguard 2019; 5(1): 20180012", "Linguistics Vanguard", "", 2019},
		{"Using Recurrent Networks. Thromb. Haemost. 2019; 119: 1", "Thromb. Haemost.", "", 2019},
		{"Using Recurrent Networks. Thromb. Hemost. Ultim. 2019; 119: 1", "Using Recurrent Networks. Thromb. Hemost. Ultim.", "Thromb. Hemost. Ultim.", 2019}, // unknown to the lexicon
		{"To cite this article: Anna Smith & Bo Li (2019) Mapping Coastal Wetlands, Journal of Spatial Science, 12:3, 123-145, DOI: 10.1080/1234", "Mapping Coastal Wetlands, Journal of Spatial Science", "Journal of Spatial Science", 0},
		{"How to cite this article: Smith, J. (2019). Coastal wetlands mapped. Journal of Spatial Science, 12(3), 45–67.", "Journal of Spatial Science", "", 0},
		{"Journal of Fluid Mechanics (2019), vol. 870, pp. 1–20. © The Author(s) 2019", "Journal of Fluid Mechanics", "", 2019},
		{"Annu. Rev. Psychol. 2019. 70:1–24", "Annu. Rev. Psychol.", "", 2019},
		{"PNAS 2019 Vol. 116 No. 12 1234–1240", "PNAS", "", 2019},
		{"J Clin Microbiol 56:e01234-18. https://doi.org/10.1128/JCM.01234-18", "J Clin Microbiol", "", 0},
		{"N Engl J Med 2019;380:123-34.", "N Engl J Med", "", 2019},
		{"NATURE COMMUNICATIONS | (2019) 10:1234 | https://doi.org/10.1038/s41467-019-09999-1", "NATURE COMMUNICATIONS", "", 2019},
		{"Coastal Systems Letters — (2019) 12:345 — www.example.org", "Coastal Systems Letters", "", 2019},
		// no journal: an address, a date, a sentence, a copyright line
		{"Los Angeles, California 90095", "", "", 0},
		{"Received December 15, 1998; accepted March 3, 1999", "", "", 0},
		{"the results in 2019, 12, 34 were", "", "", 0},
		{"© 2019 The Authors. Published by Elsevier B.V.", "", "", 0},
		{"Published online December 2019; 12(3): 45-67", "", "", 0},
		{"Spring 2018, Vol. 12(1) 1-10", "", "", 0},
	}
	for _, c := range cases {
		name, cut, year := tupleVenue(c.line)
		if name != c.name || cut != c.cut || year != c.year {
			t.Errorf("tupleVenue(%q) = %q, %q, %d; want %q, %q, %d", c.line, name, cut, year, c.name, c.cut, c.year)
		}
	}
}

// A made-up page: a citation block whose journal starts a line, page 2's running head, and a
// numbered reference at page 1's foot, whose journal is another paper's.
func TestTupleVenuesOnPages(t *testing.T) {
	mk := func(page int, y, size float64, text string) line {
		return line{page: page, pw: 600, ph: 800, x0: 50, x1: 500, y0: y, y1: y + size, size: size, text: text}
	}
	p1 := []line{
		mk(1, 120, 18, "Bleeding in anticoagulated patients"),
		mk(1, 600, 8, "Citation: Smith J, Doe A. Bleeding in anticoagulated patients. Int. J. Neonatal"),
		mk(1, 609, 8, "Screen. 2020, 6, 48."),
		mk(1, 760, 8, "[3] Y. Gao and B. Tian, Acta Mechanica 128, 137 (1998)"),
	}
	p2 := []line{mk(2, 30, 8, "J Med Syst (2019) 43:123"), mk(2, 400, 10, "in Energy and Buildings 43 (2011) 1–10 we read"),
		mk(2, 715, 7.5, "J Trauma 2000, 49:140-4.")} // a reference list running to page 2's foot
	h := &header{doc: &pdf.Doc{}, pages: [][]line{p1, p2}, page1: p1, body: 10}
	h.texts = []string{"ACM Reference Format:\nAnna Smith and Bo Li. 2019. A Title Set Otherwise. In Proceedings\nof the 2019 CHI Conference on Human Factors in Computing Systems (CHI '19), May 4–9."}
	got := map[string]map[string]float64{}
	h.tupleVenues(func(text string, year int, feats ...string) {
		got[text] = map[string]float64{"year": float64(year)}
		for _, f := range feats {
			got[text][f] = 1
		}
	})
	if c := got["Int. J. Neonatal Screen."]; c == nil || c["year"] != 2020 || c["tuple_p2"] == 1 {
		t.Errorf("page 1's citation over two lines: %v", got)
	}
	if c := got["J Med Syst"]; c == nil || c["tuple_p2"] != 1 || c["year"] != 2019 {
		t.Errorf("page 2's running head: %v", got)
	}
	h.citeTupleVenues(func(text string, year int, feats ...string) {
		got[text] = map[string]float64{"year": float64(year)}
	})
	if c := got["Proceedings of the 2019 CHI Conference on Human Factors in Computing Systems"]; c == nil || c["year"] != 2019 {
		t.Errorf("ACM's reference format: %v", got)
	}
	if got["Acta Mechanica"] != nil || got["Energy and Buildings"] != nil || got["J Trauma"] != nil || len(got) != 3 {
		t.Errorf("a reference or page 2's running text read as the venue: %v", got)
	}
}
