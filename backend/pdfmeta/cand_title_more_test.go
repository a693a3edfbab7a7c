package pdfmeta

import "testing"

// TestLabelPrefix checks which leading labels the stripped title candidate removes.
func TestLabelPrefix(t *testing.T) {
	for text, want := range map[string]bool{
		"Data Descriptor: A global dataset of crowdsourced land cover": true,
		"Research Paper | Deep nets for tables":                        true,
		"Qian et al. | Title of the paper here":                        true,
		"Original Article":                                             true,
		"Article in IET Control Theory & Applications":                 false,
		"Review of deep learning methods":                              false,
		"Letters from the front":                                       false,
	} {
		if got := labelPrefixRe.MatchString(text); got != want {
			t.Errorf("%q: label %v, want %v", text, got, want)
		}
	}
}
