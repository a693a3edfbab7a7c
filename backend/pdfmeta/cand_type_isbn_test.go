package pdfmeta

import "testing"

// TestISBNDOI: a DOI built on a book's ISBN, right after the prefix or after a publisher's
// letters or path (s17-type), names a book; journals' and proceedings' DOIs do not.
func TestISBNDOI(t *testing.T) {
	for _, tc := range []struct {
		doi  string
		want bool
	}{
		{"10.1007/978-3-030-12345-6_1", true},
		{"10.1002/9781118445112.stat06938", true},
		{"10.1016/B978-0-12-815000-1.00003-2", true},
		{"10.1017/CBO9780511803161.004", true},
		{"10.1093/oso/9780198812345.003.0002", true},
		{"10.1093/acprof:oso/9780199812345.003.0004", true},
		{"10.1093/oxfordhb/9780199812345.013.7", true},
		{"10.1016/S0140-6736(20)30183-5", false},
		{"10.1103/PhysRevB.97.085123", false},
		{"10.1145/1978942.1978979", false},
		{"10.1093/nar/gky978", false},
		{"10.3390/s19051234", false},
	} {
		if got := isbnDOIRe.MatchString(tc.doi); got != tc.want {
			t.Errorf("isbnDOIRe(%q) = %v, want %v", tc.doi, got, tc.want)
		}
	}
}
