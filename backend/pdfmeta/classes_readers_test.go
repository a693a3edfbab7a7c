package pdfmeta

import "testing"

// Made-up pages for the two readers s18-classes mended (docs/metadata.md "Session 18: genuine
// publisher classes"): a byline that alternates names and institutions, and a journal's
// masthead sentence that describes the journal after its name.

// TestBylineAlternatingInstitutions: every name of "Name, Institution, Name, Institution" is
// read, not only those before the first institution; a place after an institution is no name.
func TestBylineAlternatingInstitutions(t *testing.T) {
	for _, c := range []struct{ byline, want string }{
		{"Anna Smith, University of Leeds, Wei Zhang, Hohai University, Carl Jones, University of Otago", "Smith, Zhang, Jones"},
		{"Anna Smith, Wei Zhang, University of Leeds, Leeds, United Kingdom", "Smith, Zhang"},
		{"Anna Smith, Department of Geography, Mountain View, USA", "Smith"},
	} {
		h := newHeader(freeDoc([]string{`
c 80 16 MEASURING THE DRIFT OF COASTAL SEDIMENT
c 102 10 ` + c.byline + `
60 130 12 Abstract
60 146 10 We measure how sediment drifts along a coast under seasonal storms, using three years of
` + body(170, 20)}))
		_, title := h.layoutTitleOf(0)
		if got := familyList(lenientNames(h.page1, title)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.byline, got, c.want)
		}
	}
}

// TestVenueSelfDescription: a masthead sentence "The X is an international journal …" gives
// the journal's name alone.
func TestVenueSelfDescription(t *testing.T) {
	for in, want := range map[string]string{
		"The Journal of Coastal Sediment is an international journal committed to scholarly excellence": "The Journal of Coastal Sediment",
		"Coastal Letters is published by the Society of Coastal Engineers":                              "Coastal Letters",
		"Journal of Coastal Sediment": "Journal of Coastal Sediment",
	} {
		if got := withoutSelfDesc(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}
