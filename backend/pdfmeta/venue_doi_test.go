package pdfmeta

import "testing"

// Made-up DOIs in each publisher's pattern: a journal code, an ISSN with or without its
// hyphen, and DOIs that name no journal.
func TestDOIJournal(t *testing.T) {
	for _, c := range []struct{ doi, want string }{
		{"10.1109/ACCESS.2021.3051234", "IEEE Access"},
		{"10.1109/lra.2020.1234567", "IEEE Robotics and Automation Letters"},
		{"10.1109/TC.2019.2912345", "IEEE Transactions on Computers"},
		{"10.1109/TCYB.2019.2912345", "IEEE Transactions on Cybernetics"},
		{"10.1016/j.enbuild.2015.01.002", "Energy and Buildings"},
		{"10.1016/j.cell.2020.01.001", "Cell"},
		{"10.1038/s41598-020-12345-6", "Scientific Reports"},
		{"10.1038/nn.2303", "Nature Neuroscience"},
		{"10.1038/nmeth.1234", "Nature Methods"},
		{"10.1038/nature12345", "Nature"},
		{"10.3390/s19051234", "Sensors"},
		{"10.3390/su12051234", "Sustainability"},
		{"10.3389/fpsyg.2019.01234", "Frontiers in Psychology"},
		{"10.1186/s12938-019-0123-4", "BioMedical Engineering OnLine"},
		{"10.1371/journal.pone.0212345", "PLOS ONE"},
		{"10.1103/PhysRevApplied.12.014001", "Physical Review Applied"},
		{"10.1103/PhysRevA.99.012345", "Physical Review A"},
		{"10.1098/rspa.2019.0123", "Proceedings of the Royal Society A: Mathematical, Physical and Engineering Sciences"},
		{"10.1049/iet-cta.2019.0123", "IET Control Theory & Applications"},
		// an ISSN inside the DOI, which the journal lexicon names
		{"10.1088/1361-6579/ab1234", journalByISSN("1361-6579")},
		{"10.1177/0001145219123456", journalByISSN("0001-1452")},
		{"10.1016/S0378-7788(02)00123-4", journalByISSN("0378-7788")},
		// no journal: a conference's, a book chapter's, a preprint's, an unknown code
		{"10.1109/ICRA.2019.8793123", ""},
		{"10.1109/EMBC.2017.8037172", ""},
		{"10.1007/978-3-319-27926-8_24", ""},
		{"10.48550/arXiv.2001.00001", ""},
		{"10.1145/3292500.3330701", ""},
		{"10.1109/XYZZY.2019.1", ""},
		{"", ""},
		{"not a doi", ""},
	} {
		if got := doiJournal(c.doi); got != c.want {
			t.Errorf("doiJournal(%q) = %q, want %q", c.doi, got, c.want)
		}
	}
	for _, issn := range []string{"1361-6579", "0001-1452", "0378-7788"} {
		if journalByISSN(issn) == "" {
			t.Errorf("the journal lexicon has lost ISSN %s, which the test needs", issn)
		}
	}
}

// TestIEEEConfVenue: an IEEE conference paper's DOI names its conference by code and year.
func TestIEEEConfVenue(t *testing.T) {
	for _, c := range []struct {
		doi, want string
		year      int
	}{
		{"10.1109/ICRA.2019.8793123", "2019 IEEE International Conference on Robotics and Automation (ICRA)", 2019},
		{"10.1109/ROBOT.2008.4543299", "2008 IEEE International Conference on Robotics and Automation (ICRA)", 2008},
		{"10.1109/EMBC.2017.8037172", "2017 Annual International Conference of the IEEE Engineering in Medicine and Biology Society (EMBC)", 2017},
		{"10.1109/IROS40897.2019.8967123", "2019 IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)", 2019},
		{"10.1109/CDC.2018.8619123", "2018 IEEE Conference on Decision and Control (CDC)", 2018},
		// a code only the acronym table (confAcronymNames) names
		{"10.1109/ICASSP.2019.8682345", "2019 IEEE International Conference on Acoustics, Speech and Signal Processing (ICASSP)", 2019},
		// no conference: an unknown code, a journal, another publisher
		{"10.1109/XYZZY.2019.8000001", "", 0},
		{"10.1109/TPAMI.2019.2912345", "", 0},
		{"10.1109/ACCESS.2019.2912345", "", 0},
		{"10.1145/3292500.3330701", "", 0},
	} {
		got, y := ieeeConfVenue(c.doi)
		if got != c.want || y != c.year {
			t.Errorf("ieeeConfVenue(%q) = %q, %d; want %q, %d", c.doi, got, y, c.want, c.year)
		}
	}
}
