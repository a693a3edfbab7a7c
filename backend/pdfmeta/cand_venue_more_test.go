package pdfmeta

import "testing"

func TestVenueCase(t *testing.T) {
	for in, want := range map[string]string{
		"IEEE TRANSACTIONS ON POWER ELECTRONICS": "IEEE Transactions on Power Electronics",
		"nature communications":                  "Nature Communications",
		"PHYSICAL REVIEW B":                      "Physical Review B",
		"Journal of Clinical Microbiology":       "Journal of Clinical Microbiology",
		"PLOS ONE":                               "PLOS ONE",
		"SIGMOD":                                 "SIGMOD",
	} {
		if got := venueCase(in); got != want {
			t.Errorf("venueCase(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAppearVenue(t *testing.T) {
	for in, want := range map[string]string{
		"Appearing in Proceedings of the 28th International Conference on Machine Learning, Bellevue, WA, USA, 2011.":  "Proceedings of the 28th International Conference on Machine Learning, Bellevue, WA, USA, 2011",
		"This paper was published in the proceedings of the Workshop on Evaluation and Usability of X. October, 2010.": "Proceedings of the Workshop on Evaluation and Usability of X",
		"Published in: 2018 IEEE International Conference on Robotics and Automation (ICRA)":                           "2018 IEEE International Conference on Robotics and Automation (ICRA)",
		"Accepted for publication in IEEE Transactions on Robotics":                                                    "IEEE Transactions on Robotics",
		"This article has been accepted for publication in a future issue of this journal":                             "",
		"Received 3 May 2019; accepted 4 June 2019":                                                                    "",
	} {
		if got := appearVenue(in); got != want {
			t.Errorf("appearVenue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestACMEventLine(t *testing.T) {
	for in, want := range map[string]string{
		"SPAA’04, June 27–30, 2004, Barcelona, Spain.":       "SPAA|04|",
		"CHI '19, May 4–9, 2019, Glasgow, Scotland UK":       "CHI|19|",
		"WWW 2007, May 8–12, 2007, Banff, Alberta, Canada.":  "WWW||2007",
		"Copyright 2004 ACM 1-58113-840-7/04/0006 ...$5.00.": "",
	} {
		got := ""
		if m := acmEventRe.FindStringSubmatch(in); m != nil {
			got = m[1] + "|" + m[2] + "|" + m[3]
		}
		if got != want {
			t.Errorf("acmEventRe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCleanAppearVenue(t *testing.T) {
	in := appearVenue("Appearing in Proceedings of the 28th International Conference on Machine Learning, Bellevue, WA, USA, 2011.")
	if got, want := cleanVenue(in), "Proceedings of the 28th International Conference on Machine Learning"; got != want {
		t.Errorf("cleanVenue(%q) = %q, want %q", in, got, want)
	}
}

func TestFinalFormAndVolumeAfter(t *testing.T) {
	if m := finalFormRe.FindStringSubmatch("Published in final edited form as: J Neurosci. 2010 March 3; 30(9): 3210–3219."); m == nil ||
		bannerPrefixRe.FindStringSubmatch(m[1])[1] != "J Neurosci." {
		t.Errorf("final edited form: %q", m)
	}
	if !volAfterRe.MatchString(", Vol. 3, No. 1") || !volAfterRe.MatchString(", VOL. 12, NO. 3") || volAfterRe.MatchString(" 47 (2019) 196–206") {
		t.Error("volAfterRe")
	}
}
