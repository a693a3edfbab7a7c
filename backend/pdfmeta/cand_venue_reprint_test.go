package pdfmeta

import "testing"

// TestReprintVenue reads the venue out of a reprint's note, whole or broken after its verb,
// and nothing out of a copyright line, a caption that reproduces another work, or a note that
// names no capitalized venue.
func TestReprintVenue(t *testing.T) {
	for in, want := range map[string]string{
		"Reproduced with permission from Eutypon, no. 4, Apr. 2000, pp. 1–16.":               "Eutypon",
		"with permission from Eutypon, no. 5, Oct. 2000, pp. 7–16.":                          "Eutypon",
		"Reprinted from The Journal of Physiology, Vol. 12, No. 3, 1990, pp. 100–120":        "Journal of Physiology",
		"Reprinted by kind permission from TUGboat 43:1 (2022)":                              "TUGboat",
		"No part of this publication may be reproduced or utilized in any form":              "",
		"Figure 2: Reproduced from Smith et al. (2010), with permission.":                    "",
		"Reproduced from Smith (2010) with permission":                                       "",
		"Table 1 is reproduced from Smith and Doe, 2010.":                                    "",
		"reproduced from [3] with the authors' permission":                                   "",
		"Reprinted from the proceedings of a meeting held in 1990 whose name we do not give": "",
	} {
		if got := reprintVenue(in); got != want {
			t.Errorf("reprintVenue(%q) = %q, want %q", in, got, want)
		}
	}
}
