package pdfmeta

import (
	"strings"
	"testing"
)

// A whole list printed family name first without commas is read family first when the
// lexicon's given-vs-family odds say so for most of its names; lists printed given name
// first, lists of names that are both given and family names, single names, and names whose
// order capitals, initials or commas already tell keep what the other code reads.
func TestFamilyFirstLists(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // "Given|Family; ..."
	}{
		// family first, turned
		{"Hu Yunhai, Xia Tianhua, Liu Zining", "Yunhai|Hu; Tianhua|Xia; Zining|Liu"},
		{"Boykov Yuri and Kolmogorov Vladimir", "Yuri|Boykov; Vladimir|Kolmogorov"},
		{"Lehrmann Andreas and Sigal Leonid", "Andreas|Lehrmann; Leonid|Sigal"},
		{"Kowalski Anna and Tessier Bruno", "Anna|Kowalski; Bruno|Tessier"},
		{"Russell Dean and Kelly Ross", "Russell|Dean; Kelly|Ross"},                                      // both words are both: not clear, kept
		{"Yang Ming-Hsuan, Wu Yi", "Ming-Hsuan|Yang; Yi|Wu"},                                             // a hyphenated given name
		{"Leibo Joel Z, Agapiou John P, Koster Raphael", "Joel Z|Leibo; John P|Agapiou; Raphael|Koster"}, // an initial after the given name
		{"Zhang Sai Qian, Chen Yifan", "Sai Qian|Zhang; Yifan|Chen"},
		{"Callison-Burch Chris, Vidal Rene", "Chris|Callison-Burch; Rene|Vidal"},           // a hyphenated family name
		{"Dey Sombit, Unal Ozan, Van Gool Luc", "Sombit|Dey; Ozan|Unal; Luc|Van Gool"},     // a family name led by a particle moves whole
		{"Xu Li, Jia Jiaya, Matsushita Yasuyuki", "Li|Xu; Jiaya|Jia; Yasuyuki|Matsushita"}, // "Xu Li" alone could be either
		// given name first, kept
		{"Yunhai Hu, Tianhua Xia, Zining Liu", "Yunhai|Hu; Tianhua|Xia; Zining|Liu"},
		{"Yuri Boykov and Vladimir Kolmogorov", "Yuri|Boykov; Vladimir|Kolmogorov"},
		{"Ming-Hsuan Yang, Yi Wu", "Ming-Hsuan|Yang; Yi|Wu"},
		{"Joel Z Leibo, John P Agapiou", "Joel Z|Leibo; John P|Agapiou"},
		{"Wei Li, Jun Zhang, Li Wang", "Wei|Li; Jun|Zhang; Li|Wang"},
		{"Johannes van der Waals, Tom De Bock", "Johannes|van der Waals; Tom|De Bock"},
		// one name alone is not enough evidence
		{"Lehrmann Andreas", "Lehrmann|Andreas"},
		{"Wang Li", "Wang|Li"},
		// capitals, initials and commas tell the order already
		{"ZHANG Wei, LIU Yang", "Wei|Zhang; Yang|Liu"},
		{"Yunhai HU, Tianhua XIA", "Yunhai|Hu; Tianhua|Xia"},
		{"Andrew NG", "Andrew|Ng"},
		{"Patel A, Li B", "A.|Patel; B.|Li"},
		{"Wang Li, Andrew NG", "Wang|Li; Andrew|Ng"}, // one judged name: no list evidence
	} {
		names, ok := splitNames(c.in)
		if !ok {
			t.Fatalf("%q: not split into names", c.in)
		}
		var got []string
		for _, a := range authorsOf(names) {
			got = append(got, a.Given+"|"+a.Family)
		}
		if g := strings.Join(got, "; "); g != c.want {
			t.Errorf("%q: got %q, want %q", c.in, g, c.want)
		}
	}
}

// A name the reading order cannot be asked of is not judged; a judged name's margin leans
// the way the lexicon says.
func TestOrderMargin(t *testing.T) {
	for _, c := range []struct {
		toks []string
		ok   bool
		sign int
	}{
		{[]string{"Hu", "Yunhai"}, true, 1},
		{[]string{"Yunhai", "Hu"}, true, -1},
		{[]string{"Leibo", "Joel", "Z"}, true, 1},
		{[]string{"Joel", "Z", "Leibo"}, true, -1},
		{[]string{"A.", "Smith"}, false, 0},
		{[]string{"Smith"}, false, 0},
		{[]string{"De", "Bock"}, false, 0},
		{[]string{"Jan", "van", "Berg"}, false, 0},
		{[]string{"ZHANG", "Wei"}, false, 0},
		{[]string{"Patel", "A"}, false, 0},
		{[]string{"Martin", "Luther", "Jr."}, false, 0},
		{[]string{"Ana", "Ribas Ripoll"}, false, 0},
	} {
		m, ok := orderMargin(c.toks)
		if ok != c.ok || c.sign > 0 && m <= 0 || c.sign < 0 && m >= 0 {
			t.Errorf("%q: margin %.1f, %v", c.toks, m, ok)
		}
	}
}

// The lexicon's third column is read by givenOdds and leaves nameScore as it was.
func TestGivenOdds(t *testing.T) {
	if !(givenOdds("Yunhai") > 2 && givenOdds("Smith") < -2 && givenOdds("Andrew") > 2 && givenOdds("Zhang") < -2) {
		t.Errorf("givenOdds: Yunhai %.1f Smith %.1f Andrew %.1f Zhang %.1f",
			givenOdds("Yunhai"), givenOdds("Smith"), givenOdds("Andrew"), givenOdds("Zhang"))
	}
	if nameScore("Smith") < 3 || givenOdds("Learning") != 0 || givenOdds("Xyzzyqq") != 0 {
		t.Errorf("nameScore(Smith) %.1f, givenOdds(Learning) %.1f", nameScore("Smith"), givenOdds("Learning"))
	}
	g, f := NameRoleKeys("Johannes van der Waals")
	if len(g) != 1 || g[0] != "johannes" || f != "waals" {
		t.Errorf("NameRoleKeys: %q %q", g, f)
	}
	if g, f := NameRoleKeys("J. R. R. Tolkien"); len(g) != 0 || f != "tolkien" {
		t.Errorf("NameRoleKeys with initials: %q %q", g, f)
	}
}
