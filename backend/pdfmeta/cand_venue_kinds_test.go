package pdfmeta

import (
	"strings"
	"testing"
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

// TestVenueNotDateOrLabel: a banner cut at its date or number ("June 2019", "ACM ISBN 978-…")
// offers no venue, and a conference name read with its commas keeps the "Proceedings of the"
// before it.
func TestVenueNotDateOrLabel(t *testing.T) {
	doc := synthDoc(venueLayoutDoc("June 2019", "Proceedings of the 36th International Conference on Coastal Learning, Long Beach, California, PMLR 97, 2019.\nACM ISBN 978-1-4503-6201-6/19/08...$15.00", ""))
	for _, v := range DefaultHeaderModel().Trace(doc)["venue"] {
		if v.Text == "June" || strings.HasPrefix(v.Text, "ACM I") || strings.HasPrefix(v.Text, "36th") {
			t.Errorf("venue candidate %q", v.Text)
		}
	}
}
