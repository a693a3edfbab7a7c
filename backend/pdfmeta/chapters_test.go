package pdfmeta

import "testing"

// TestChapterVenueReaders: a chapter note's book title without its series, volume label and
// meeting acronym; an "In:" note's editors are no venue (s18-chapters).
func TestChapterVenueReaders(t *testing.T) {
	for in, want := range map[string]string{
		"Discovery Science, Neural Information Processing Series 3684":                          "Discovery Science",
		"Discovery Science (DS 2014)":                                                           "Discovery Science",
		"Algorithmic Learning Theory, Lecture Notes in Artificial Intelligence":                 "Algorithmic Learning Theory",
		"Advances in Intelligent Data Analysis, Proceedings, Part 1, Chapman & Hall/CRC Series": "Advances in Intelligent Data Analysis",
		"Pattern Recognition, Proceedings of GCPR 2024, Studies in Computational Intelligence":  "Pattern Recognition",
		"Text, Speech, and Dialogue, Lecture Notes in Computer Science 7044":                    "Text, Speech, and Dialogue",
		"Automated Machine Learning: Methods, Systems, Challenges":                              "Automated Machine Learning: Methods, Systems, Challenges",
		"Proceedings of the 28th International Conference on Machine Learning":                  "Proceedings of the 28th International Conference on Machine Learning",
		"Advances in Neural Information Processing Systems 32":                                  "Advances in Neural Information Processing Systems 32",
	} {
		if got := seriesCut(in); got != want {
			t.Errorf("seriesCut(%q) = %q, want %q", in, got, want)
		}
	}
	if v := appearVenue("In: Jane Roe and Carl W. Mendes (eds.), Semi-Supervised Learning, pp. 4–9"); v != "" {
		t.Errorf("editors read as a venue: %q", v)
	}
	if v := appearVenue("Published in Discovery Science, Proceedings, Part 1"); v == "" {
		t.Error("a publication note read as none")
	}
	if !namedWithEditors("Pattern Recognition", "In: J. Roe (eds.), Pattern Recognition, Springer") ||
		namedWithEditors("Pattern Recognition", "Pattern Recognition 88 (2019) 1–12") {
		t.Error("namedWithEditors, editors before the venue")
	}
	for s, want := range map[string]bool{"A. Smith (eds.): Discovery Science, LNCS 9566": true,
		"Discovery Science, Proceedings, Part II, Springer": true, "Lecture Notes in Computer Science 9566, pp. 3–9": true,
		"Proceedings of the 2019 Conference, Part of the series": false} {
		if got := springerVol(s); got != want {
			t.Errorf("springerVol(%q) = %v", s, got)
		}
	}
}

// TestThesisReaders: a thesis's own statement, its university with a campus, its year and its
// author as its notes name them; an earlier degree names neither (s18-chapters).
func TestThesisReaders(t *testing.T) {
	for s, want := range map[string]bool{"Master’s Degree in Statistics": true, "Dottorato di Ricerca in Informatica": true,
		"Chapter 3 of the doctoral dissertation of Anna Smith": true, "PhD Program in Computer Science": true,
		"The degree of overlap in the graph": false, "Chapter 2 reviews the literature": false} {
		if got := thesisStatement(s); got != want {
			t.Errorf("thesisStatement(%q) = %v", s, got)
		}
	}
	for in, want := range map[string]string{"UNIVERSITY OF CALIFORNIA, LOS ANGELES": "University of California, Los Angeles",
		"University of Oxford, Oxford, UK": "University of Oxford", "B.S. (Tsinghua University) 2012": "Tsinghua University"} {
		if got := institutionIn(in); got != want {
			t.Errorf("institutionIn(%q) = %q, want %q", in, got, want)
		}
	}
	for s, want := range map[string]bool{"B.S. (Tsinghua University) 2012": true, "M.Sc. (ETH Zürich) 2014": true,
		"M.S., Stanford University, 2015": true, "Ph.D. Thesis, University of Toronto, 2019": false, "Bonn, 2019": false} {
		if got := prevDegreeLineRe.MatchString(s); got != want {
			t.Errorf("prevDegreeLineRe(%q) = %v", s, got)
		}
	}
	if got := academicYearRe.ReplaceAllString("Academic Year 2022/2023", "$1"); got != "Academic Year 2023" {
		t.Errorf("academic year: %q", got)
	}
	for in, want := range map[string]string{
		"Chapter 7 of the doctoral dissertation of Manolis C. Tsakiris, Statistics, University of Washington, 2025.": "Manolis C. Tsakiris",
		"© Copyright 2019 Guy Van den Broeck. Doctoral Dissertation, University of Washington.":                      "Guy Van den Broeck",
	} {
		m := thesisOfRe.FindStringSubmatch(in)
		if m == nil {
			m = thesisCopyrightRe.FindStringSubmatch(in)
		}
		if m == nil || m[1] != want {
			t.Errorf("%q: got %q, want %q", in, m, want)
		}
	}
	if m := thesisCopyrightRe.FindStringSubmatch("© 2019 Elsevier Ltd. All rights reserved."); m != nil {
		t.Errorf("a publisher's copyright read as a thesis's: %q", m)
	}
}
