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

func TestConfHead(t *testing.T) {
	for in, want := range map[string]string{
		"2019 IEEE Energy Conversion Congress and Exposition (ECCE)":                                                              "2019 IEEE Energy Conversion Congress and Exposition (ECCE)",
		"2016 38th Annual International Conference of the IEEE Engineering in Medicine and Biology Society (EMBC)":                "2016 38th Annual International Conference of the IEEE Engineering in Medicine and Biology Society (EMBC)",
		"2018 IEEE International Conference on Systems, Man, and Cybernetics":                                                     "2018 IEEE International Conference on Systems, Man, and Cybernetics",
		"2019 The Authors. Published by Elsevier B.V. Peer-review under responsibility of the 11th International Conference on X": "",
		"2019 The Authors. Published by Elsevier Ltd.":                                                                            "",
		"2020 Elsevier B.V. All rights reserved. Peer-review under responsibility of the scientific committee of the conference":  "",
	} {
		got := ""
		if m := confHeadRe.FindStringSubmatch(in); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("confHeadRe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEditorsLine(t *testing.T) {
	for in, want := range map[string]string{
		"M. Smith and J. Doe (eds.), Handbook of Robot Learning, Springer Series in Robotics 12, https://doi.org/10.1007/978-3-030-1_7": "Handbook of Robot Learning",
		"P. Pardalos et al. (Eds.): MOD 2015, LNCS 9432, pp. 269–279, 2015.":                                                            "MOD 2015", // an LNCS acronym: the event, when the book title is not printed
		"We thank the editors (eds.) for comments":                                                                                      "",
	} {
		got := ""
		if m := edsLineRe.FindStringSubmatch(in); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("edsLineRe(%q) = %q, want %q", in, got, want)
		}
	}
}
