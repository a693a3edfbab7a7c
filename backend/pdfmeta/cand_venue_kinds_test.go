package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// venueKinds are made-up first pages for the venues the s7-venue synthetic layout showed
// missed: a journal's name set apart by a bar before its volume tuple (Nature's foot), a
// thesis's university and a report's institution, each of which must be offered.
var venueKinds = []struct {
	name, head, foot, front, want string
}{
	{"bar before tuple", "", "COMMUNICATIONS BIOLOGY | (2019) 2:123 | www.nature.com/commsbio", "", "Communications Biology"},
	{"bar before tuple, dash", "", "Coastal Systems Letters — (2019) 12:345 — www.example.org", "", "Coastal Systems Letters"},
	{"thesis, university in the statement", "", "", "A dissertation submitted in partial fulfillment of the requirements for the degree of Doctor of Philosophy in Geology at the University of Oslo", "University of Oslo"},
	{"thesis, university under it", "", "", "Thesis submitted for the degree of Master of Science\nFaculty of Earth Sciences\nTrondheim University of Technology\nJune 2019", "Trondheim University of Technology"},
	{"thesis, university broken over two lines", "", "", "A thesis submitted to the University of\nTromsø for the degree of Doctor of Philosophy\nDepartment of Geology, University of Bergen", "University of Tromsø"},
	{"thesis, institute in capitals", "", "", "in partial fulfillment of the requirements for the degree of\nDOCTOR OF PHILOSOPHY\nat the\nMASSACHUSETTS INSTITUTE OF TECHNOLOGY\nJune 2019", "Massachusetts Institute of Technology"},
	{"IEEE accepted manuscript", "This article has been accepted for publication in a future issue of this journal, but has not been fully edited.\nContent may change prior to final publication. Citation information: DOI 10.1109/TX.2019.1234567, IEEE Robotics and Automation Letters", "", "", "IEEE Robotics and Automation Letters"},
	{"IEEE accepted manuscript, name broken", "Content may change prior to final publication. Citation information: DOI 10.1109/TX.2019.1234567, IEEE Transactions on Pattern\nAnalysis and Machine Intelligence", "", "", "IEEE Transactions on Pattern Analysis and Machine Intelligence"},
	{"ACM event, camel-case name", "", "RecSys ’19, September 16–20, 2019, Copenhagen, Denmark © 2019 Association for Computing Machinery.", "", "RecSys '19"},
	{"publisher before the journal", "Hindawi Journal of Healthcare Engineering\nVolume 2018, Article ID 7804243, 10 pages", "", "", "Journal of Healthcare Engineering"},
	{"thesis, university at the top", "UNIVERSITY OF TROMSØ\nFaculty of Science and Technology\nDepartment of Geology", "", "Coastal Sediment Drift in Arctic Fjords\nRecords from Six Buoys over Three Winters\nAnna Smith\nA thesis submitted for the degree of Philosophiae Doctor\nMay 2019", "University of Tromsø"},
	{"report", "Technical Report TR-2019-12\nSchool of Earth Sciences, Bergen Polytechnic\nMarch 2019", "", "", "Bergen Polytechnic"},
}

// TestVenueKinds checks that each page offers its venue as a candidate.
func TestVenueKinds(t *testing.T) {
	for _, c := range venueKinds {
		rows := venueLayoutDoc(c.head, c.foot, "")
		if c.front != "" {
			for i, l := range strings.Split(c.front, "\n") {
				rows = append(rows, synthRow{y: 180 + 9*float64(i), size: 9, cells: []string{l}})
			}
		}
		trace := DefaultHeaderModel().Trace(synthDoc(rows))
		var texts []string
		found := false
		for _, v := range trace["venue"] {
			found = found || JournalKey(v.Text) == JournalKey(c.want)
			texts = append(texts, v.Text)
		}
		if !found {
			t.Errorf("%s: no candidate %q among %q", c.name, c.want, texts)
		}
	}
}

// TestVenueJustifiedLine: a venue broken over two lines of a justified block, whose first line the
// extractor split at a wide gap and read after the block's next line, is joined with the line
// under it.
func TestVenueJustifiedLine(t *testing.T) {
	mk := func(x0, x1, y float64, text string) line {
		return line{page: 1, pw: 600, ph: 800, x0: x0, x1: x1, y0: y, y1: y + 8, size: 8, text: text}
	}
	p1 := []line{
		mk(50, 150, 30, "prior to final publication."),
		mk(50, 140, 41, "Machine Intelligence"),
		mk(220, 550, 30, "Citation information: DOI 10.1109/TX.2019.1234567, IEEE Transactions on Coastal Analysis and"),
		{page: 1, pw: 600, ph: 800, x0: 100, x1: 500, y0: 90, y1: 107, size: 17, text: "Measuring the Drift of Coastal Sediment"},
	}
	h := &header{doc: &pdf.Doc{}, pages: [][]line{p1}, page1: p1, body: 10, texts: []string{""}}
	if k := h.lineUnder(2); k != 1 {
		t.Fatalf("lineUnder = %d, want 1", k)
	}
	found := false
	var texts []string
	for _, v := range h.venueCandidates(p1[3:], p1[3].text) {
		found = found || v.Text == "IEEE Transactions on Coastal Analysis and Machine Intelligence"
		texts = append(texts, v.Text)
	}
	if !found {
		t.Errorf("venue candidates %q", texts)
	}
}

// TestVenueNotDateOrLabel: a banner cut at its date or number ("June 2019", "ACM ISBN 978-…")
// and a submission's notice offer no venue, a month glued to a journal's name is cut off, and a conference name read with its commas keeps the "Proceedings of the"
// before it.
func TestVenueNotDateOrLabel(t *testing.T) {
	doc := synthDoc(venueLayoutDoc("June 2019", "Proceedings of the 36th International Conference on Coastal Learning, Long Beach, California, PMLR 97, 2019.\nACM ISBN 978-1-4503-6201-6/19/08...$15.00", ""))
	for _, v := range DefaultHeaderModel().Trace(synthDoc(venueLayoutDoc("Under review as a conference paper at ICLR 2020", "Preprint submitted to Journal of Computational Physics March 3, 2019", "")))["venue"] {
		if strings.Contains(v.Text, "review") || strings.Contains(v.Text, "March") {
			t.Errorf("venue candidate %q", v.Text)
		}
	}
	for _, v := range DefaultHeaderModel().Trace(doc)["venue"] {
		if v.Text == "June" || strings.HasPrefix(v.Text, "ACM I") || strings.HasPrefix(v.Text, "36th") {
			t.Errorf("venue candidate %q", v.Text)
		}
	}
}
