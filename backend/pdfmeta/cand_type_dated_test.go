package pdfmeta

import "testing"

// TestDatedTitleBlock reads made-up first pages for a manuscript's own date: a date under the
// names or with a version or draft label counts; a publisher's, a meeting's or a journal
// issue's date does not, nor a stamp's date wrapped onto a line of its own.
func TestDatedTitleBlock(t *testing.T) {
	for _, tc := range []struct {
		name       string
		head, foot string
		body       []string
		want       bool
	}{
		{"date under the names", "", "", append([]string{"January 5, 2015"}, typeAbstract...), true},
		{"day first, French", "", "", append([]string{"22 mars 2001"}, typeAbstract...), true},
		{"versioned date", "", "", append([]string{"VERSION 2.4.6, May 4, 2016"}, typeAbstract...), true},
		{"draft's dated head", "Draft for comments — 3 March 2019", "", typeAbstract, true},
		{"no date", "", "", typeAbstract, false},
		{"month and year only", "", "", append([]string{"March 2019"}, typeAbstract...), false},
		{"meeting's dates", "", "", append(typeAbstract, "KDD ’19, August 4–8, 2019, Anchorage, AK, USA"), false},
		{"journal issue's date in the head", "The Journal of Coastal Research, December 1, 1998, 18(23):101–118", "", typeAbstract, false},
		{"received date", "", "", append(typeAbstract, "Received 3 March 2018"), false},
		{"stamp's date wrapped", "", "", append([]string{"Received: 23 June 2015 / Accepted: 13 September 2016 / Published online:",
			"3 September 2016"}, typeAbstract...), false},
		{"date at the page's foot", "", "January 5, 2015", typeAbstract, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHeader(synthDoc(typePage(tc.head, "Sediment Drift under Seasonal Storms", tc.body, tc.foot)))
			if got := h.datedTitleBlock(); got != tc.want {
				t.Errorf("datedTitleBlock = %v, want %v", got, tc.want)
			}
		})
	}
}
