package pdfmeta

import "testing"

// sizeCutLines finds where a title block's size steps down to an affiliation, an author line or
// the abstract's first line read into it; a block of one size, or one that grows, has no cut.
func TestSizeCutLines(t *testing.T) {
	cases := []struct {
		name  string
		sizes []float64
		want  int
	}{
		{"affiliation a step under a two-line title", []float64{11.96, 11.96, 10.91}, 2},
		{"author lines under a four-line title", []float64{11.96, 11.96, 11.96, 11.96, 10.91, 10.91}, 4},
		{"one size throughout", []float64{12, 12, 12}, 0},
		{"a larger second line is no step down", []float64{10.91, 11.96, 11.96}, 0},
		{"a step of under 5% is the same size", []float64{12, 11.5}, 0},
		{"the smallest line above counts", []float64{12, 11.6, 11.2}, 0},
		{"one line", []float64{12}, 0},
	}
	for _, c := range cases {
		var ls []line
		for _, s := range c.sizes {
			ls = append(ls, line{size: s})
		}
		if got := sizeCutLines(ls); got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, got, c.want)
		}
	}
}

// The title block read over an affiliation set a step smaller is offered again without it.
func TestSizeCutCandidates(t *testing.T) {
	cases := []struct {
		name string
		rows []synthRow
		want string // "" for no size_cut candidate
	}{
		{"affiliation under the title", []synthRow{
			{y: 100, size: 12, cells: []string{"MAPP: a Scalable Multi-Agent Path Planning Algorithm with"}},
			{y: 115, size: 12, cells: []string{"Tractability and Completeness Guarantees"}},
			{y: 131, size: 10.9, cells: []string{"Dipartimento di Ingegneria, Politecnico di Milano, Milano, Italy"}},
		}, "MAPP: a Scalable Multi-Agent Path Planning Algorithm with Tractability and Completeness Guarantees"},
		{"a title of one size", []synthRow{
			{y: 100, size: 12, cells: []string{"MAPP: a Scalable Multi-Agent Path Planning Algorithm with"}},
			{y: 115, size: 12, cells: []string{"Tractability and Completeness Guarantees"}},
		}, ""},
		{"under three words kept", []synthRow{
			{y: 100, size: 12, cells: []string{"InfoNeRF:"}},
			{y: 115, size: 10.9, cells: []string{"Ray Entropy Minimization for Few-Shot Neural Volume Rendering"}},
		}, ""},
	}
	for _, c := range cases {
		rows := append(c.rows, abstractRows(300, 10)[:2]...)
		h := newHeader(synthDoc(rows))
		got := ""
		for _, cand := range h.titleCandidates() {
			if cand.Features["size_cut"] == 1 {
				got = cand.Text
			}
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// roleLine tells the lines a title's size step leads to that play another part.
func TestRoleLine(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"Dipartimento di Ingegneria, Politecnico di Milano, Milano, Italy", true},
		{"Language Technologies Institute, Carnegie Mellon University, Pittsburgh, PA 15213", true},
		{"Abstract. We study the problem stated in the title and report experiments.", true},
		{"Anna Smith and Wei Zhang", true},
		{"Bang, D., Ph.D. a", true},
		{"Min Zhang m.zhang@example.edu", true},
		{"Second-order Methods for PhDs and MScs", false},
		{"HDR imaging techniques using moving cameras", false},
		{"Elevating Detailed Image Captioning with Benchmark and Alignment Learning", false},
	}
	for _, c := range cases {
		l := line{text: c.text, words: synthWords(c.text, 11, 100, 0), size: 11}
		if got := roleLine(l); got != c.want {
			t.Errorf("%q: got %v, want %v", c.text, got, c.want)
		}
	}
}

// The rule follows the title's block cut at its size step only when an affiliation, a line of
// names or the abstract's label follows the step: a subtitle set smaller stays.
func TestSizeCutRule(t *testing.T) {
	title := "Tractability and Completeness Guarantees for Path Planning"
	cases := []struct {
		name, under string
		want        string
	}{
		{"affiliation", "Dipartimento di Ingegneria, Politecnico di Milano, Milano, Italy", title},
		{"abstract", "Abstract. We study the problem stated in the title.", title},
		{"subtitle", "A Study of Multi-Agent Search Spaces", title + " A Study of Multi-Agent Search Spaces"},
	}
	for _, c := range cases {
		ls := []line{{text: title, words: synthWords(title, 12, 100, 0), size: 12},
			{text: c.under, words: synthWords(c.under, 10.9, 116, 1), size: 10.9}}
		block := Candidate{Text: title + " " + c.under, lines: ls, Features: map[string]float64{"layout": 1}}
		if got := sizeCutRule([]Candidate{nullCandidate(), block}, block.Text); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// A banner set a little smaller over the title is a head the block is cut after; the rule
// follows only when the head prints a volume, year or pages.
func TestSizeHeadCut(t *testing.T) {
	title := "Road Detection With EOSResUNet and Post Vectorizing Algorithm"
	cases := []struct {
		name       string
		head       string
		headSize   float64
		wantLines  int
		wantRuleOK bool
	}{
		{"journal banner 5% smaller", "Computational Linguistics 5 (2018) 2844–2871", 9.96, 1, true},
		{"a smaller line without numbers", "A Study in Remote Sensing", 9.96, 1, false},
		{"same size", "Computational Linguistics 5 (2018) 2844–2871", 10.4, 0, false},
	}
	for _, c := range cases {
		ls := []line{{text: c.head, words: synthWords(c.head, c.headSize, 100, 0), size: c.headSize},
			{text: title, words: synthWords(title, 10.46, 114, 1), size: 10.46}}
		if got := sizeHeadLines(ls); got != c.wantLines {
			t.Errorf("%s: sizeHeadLines %d, want %d", c.name, got, c.wantLines)
		}
		block := Candidate{Text: c.head + " " + title, lines: ls, Features: map[string]float64{"layout": 1}}
		want := block.Text
		if c.wantRuleOK {
			want = title
		}
		if got := sizeCutRule([]Candidate{block}, block.Text); got != want {
			t.Errorf("%s: rule %q, want %q", c.name, got, want)
		}
	}
}

// dropFirstLines matches the head's letters at the start of the block's text.
func TestDropFirstLines(t *testing.T) {
	ls := []line{{text: "Vol. 5 (2018)"}, {text: "Road Detection"}, {text: "With EOSResUNet"}}
	cases := []struct {
		text string
		cut  int
		want string
	}{
		{"Vol. 5 (2018) Road Detection With EOSResUNet", 1, "Road Detection With EOSResUNet"},
		{"Vol. 5 (2018) Road Detection With EOSResUNet", 2, "With EOSResUNet"},
		{"Vol. 5 (2018) Road Detection With EOSResUNet", 3, ""},
		{"Something else entirely here", 1, ""},
	}
	for _, c := range cases {
		if got := dropFirstLines(Candidate{Text: c.text, lines: ls}, c.cut); got != c.want {
			t.Errorf("%q cut %d: got %q, want %q", c.text, c.cut, got, c.want)
		}
	}
}

// TestGenreSubtitle: a Texinfo title page sets the document's kind under its title at the body's
// size ("User's Guide and Reference Manual"); the title block takes it as its subtitle
// (s16-s15open), and a line at that size that names no kind stays out.
func TestGenreSubtitle(t *testing.T) {
	page2 := []synthRow{{y: 60, size: 10.9, cells: []string{"1 Introduction"}},
		{y: 75, size: 10.9, cells: []string{"Sprout draws themes over the display of a drift model, one layer per theme, in the order given."}},
		{y: 88, size: 10.9, cells: []string{"Each theme is a file of commands that the display reads when it starts, then again on request."}}}
	for under, want := range map[string]string{
		"User's Guide and Reference Manual": "Writing Sprout Themes: User's Guide and Reference Manual",
		"Drift Institute of Somewhere":      "",
	} {
		cover := []synthRow{{y: 124, size: 20.7, cells: []string{"Writing Sprout Themes"}},
			{y: 155, size: 10.9, cells: []string{under}},
			{y: 168, size: 10.9, cells: []string{"First Edition, for Sprout Version 3.3.12"}},
			{y: 181, size: 10.9, cells: []string{"Last updated 2001-02-01"}},
			{y: 704, size: 12, cells: []string{"Anna Smith"}}}
		h := newHeader(synthDoc(cover, page2))
		c := Candidate{Text: "Writing Sprout Themes", lines: h.pages[0][:1], Features: map[string]float64{"layout": 1}}
		if got := h.subtitled(c); got != want {
			t.Errorf("under %q: subtitled %q, want %q", under, got, want)
		}
	}
}
