package pdfmeta

import "testing"

// TestFamilyCommaNames reads made-up lines of names written "Family, Given" with the given
// name in full, and refuses the places and lists that share the shape.
func TestFamilyCommaNames(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Smith, Anna; Zhang, Wei; Van der Berg, Jan Peter", "Anna|Smith; Wei|Zhang; Jan Peter|Van der Berg"},
		{"SMITH, Anna · ZHANG, Wei", "Anna|Smith; Wei|Zhang"},
		{"Smith, Anna, PhD*; Zhang, Wei, MD†", "Anna|Smith; Wei|Zhang"},
		{"Kowalski, Maria", "Maria|Kowalski"}, // one name a line, in a stack
		{"Smith, Anna MSc; Zhang, Wei MSc", "Anna|Smith; Wei|Zhang"},
		{"(w.zhang@example.org); Kowalski, Maria (m.kowalski@example.org)", "Maria|Kowalski"}, // a wrapped list's next line
		// s14-lostnames: an e-mail note in brackets closes each entry, as ";" does
		{"Smith, Anna Maria (a.smith@example.org) Zhang, Wei (w.zhang@example.org)", "Anna Maria|Smith; Wei|Zhang"},
		{"Smith, Anna, PhD (a.smith@example.org), Van der Berg, Jan (j.berg@example.org)", "Anna|Smith; Jan|Van der Berg"},
		{"Leeds, UK (office@example.org) Paris, France (info@example.org)", ""},
		{"Smith, Anna,† ; Zhang, Wei B.,‡", "Anna|Smith; Wei B.|Zhang"}, // the mark after its comma (REVTeX's habit)
		{"May, Brandon B MSc,†", "Brandon B|May"},                       // a family name that is also a word, a degree after the name
		{"Young, Carl PhD", "Carl|Young"},
		{"Leeds, UK", ""},
		{"Stanford University, Stanford", ""},
		{"Anna Smith, Wei Zhang; Carl Jones", ""},
	} {
		got := ""
		if names := familyCommaLine(c.in); names != nil {
			got = authorsString(names)
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
	if names, ok := splitNames("Smith, Anna; Zhang, Wei"); !ok || authorsString(names) != "Anna|Smith; Wei|Zhang" {
		t.Errorf("splitNames: got %v %v", names, ok)
	}
}

// TestBareInitialsBeforeFamily: initials without periods before a family name ("JP Lim",
// made-up names) are a given name, not a family name set in capitals; "NG Andrew" is one.
func TestBareInitialsBeforeFamily(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"JP Lim, S Tan and HW Lauw", "JP|Lim; S|Tan; HW|Lauw"},
		{"JVG Cano, GJ Aguiar", "JVG|Cano; GJ|Aguiar"},
		{"YAMADA Taro, LI Wei", "Taro|Yamada; Wei|Li"},
	} {
		names, ok := splitNames(c.in)
		if got := authorsString(names); !ok || got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestStackOfFamilyFirstGroups: a stack of lines written family first with initials, some
// lines of one name ("Wang X.") and some of two ("Zhang J., Yang S.", made up), is turned whole.
func TestStackOfFamilyFirstGroups(t *testing.T) {
	var toks [][]string
	for _, line := range []string{"Wang X.", "Zhang J., Yang S.", "Kowalski M."} {
		names, ok := splitNames(line)
		if !ok {
			t.Fatalf("%q not split", line)
		}
		toks = append(toks, names...)
	}
	if got := familyList(stackAuthors(toks)); got != "Wang, Zhang, Yang, Kowalski" {
		t.Errorf("got %q", got)
	}
}
