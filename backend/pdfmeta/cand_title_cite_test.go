package pdfmeta

import (
	"strings"
	"testing"
)

// abstractRows are body-size lines of running text from y on, enough to pass 40 words.
func abstractRows(y, size float64) []synthRow {
	var rows []synthRow
	for i, t := range []string{
		"Abstract. We measure how sediment drifts along a coast under seasonal storms, using",
		"three years of buoy records and a transport model that we fit to them; the drift",
		"doubles in winter, and the model explains most of the variance that the buoys see.",
		"We then ask which of the storms moved most of the sand and find that a few did.",
	} {
		rows = append(rows, synthRow{y: y + 14*float64(i), size: size, cells: []string{t}})
	}
	return rows
}

// A title set barely above the body text grew over the authors and the abstract into a block of
// over 40 words and was dropped; it is grown again over lines of its own size only.
func TestLayoutTitleBarelyAboveBody(t *testing.T) {
	cases := []struct {
		name     string
		rows     []synthRow
		want     string
		boldHead bool // the first row set in bold
	}{
		{"a bold head over its regular subtitle at its size, affiliations a step smaller", append([]synthRow{
			{y: 60, size: 9.96, cells: []string{"Painting with Words:"}},
			{y: 74, size: 9.96, cells: []string{"Elevating Detailed Image Captioning with"}},
			{y: 88, size: 9.96, cells: []string{"Benchmark and Alignment Learning"}},
			{y: 102, size: 8.97, cells: []string{"Department of Physics, ETH Zürich, Zürich, Switzerland"}},
		}, abstractRows(120, 8.97)...), "Painting with Words: Elevating Detailed Image Captioning with Benchmark and Alignment Learning", true},
		{"title at 1.09 × the body over authors and abstract", append([]synthRow{
			{y: 60, size: 10.9, cells: []string{"Partial Binarization of Neural Networks for"}},
			{y: 74, size: 10.9, cells: []string{"Budget-Aware Efficient Learning"}},
			{y: 90, size: 10, cells: []string{"Anna Smith and Wei Zhang"}},
			{y: 103, size: 10, cells: []string{"Department of Physics, ETH Zürich, Zürich, Switzerland"}},
		}, abstractRows(125, 10)...), "Partial Binarization of Neural Networks for Budget-Aware Efficient Learning", false},
		{"a title set well above the body is read as before", append([]synthRow{
			{y: 60, size: 17, cells: []string{"Measuring the Drift of Coastal Sediment"}},
			{y: 82, size: 10, cells: []string{"Anna Smith and Wei Zhang"}},
		}, abstractRows(110, 10)...), "Measuring the Drift of Coastal Sediment", false},
		{"a short block at the body's size is kept whole, authors and all", []synthRow{
			{y: 60, size: 10.9, cells: []string{"Sediment Drift under Storms"}},
			{y: 74, size: 10, cells: []string{"Anna Smith and Wei Zhang"}},
		}, "Sediment Drift under Storms Anna Smith and Wei Zhang", false},
	}
	for _, c := range cases {
		doc := synthDoc(c.rows)
		for i, w := range doc.Pages[0].Words {
			doc.Pages[0].Words[i].Bold = c.boldHead && w.Line == 0
		}
		h := newHeader(doc)
		if got, _ := layoutTitle(h.pages[0]); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// citedPart picks out of a block the run of whole lines the suggested citation prints.
func TestCitedPart(t *testing.T) {
	cited := compact("Kim, M., Seo, S. (2022). InfoNeRF: Ray Entropy Minimization for Few-Shot Neural Volume Rendering. Artificial Intelligence, 25(11).")
	cases := []struct {
		name  string
		lines []string
		want  string
	}{
		{"title over two sizes with the author line read in", []string{"InfoNeRF:", "Ray Entropy Minimization for Few-Shot Neural Volume Rendering", "M. Kim S. Seo B. Han"},
			"InfoNeRF: Ray Entropy Minimization for Few-Shot Neural Volume Rendering"},
		{"a banner read in over the title", []string{"Artificial Intelligence 25 (2022) 101–118", "InfoNeRF: Ray Entropy Minimization", "for Few-Shot Neural Volume Rendering"},
			"InfoNeRF: Ray Entropy Minimization for Few-Shot Neural Volume Rendering"},
		{"nothing of the block cited", []string{"Measuring the Drift", "of Coastal Sediment"}, ""},
		{"a single line cannot be cut", []string{"InfoNeRF: Ray Entropy Minimization for Few-Shot Neural Volume Rendering"}, ""},
		{"under three words", []string{"InfoNeRF:", "Anna Smith"}, ""},
	}
	for _, c := range cases {
		var ls []line
		for i, s := range c.lines {
			ls = append(ls, line{text: s, words: synthWords(s, 12, float64(60+14*i), i), size: 12})
		}
		cand := Candidate{Text: strings.Join(c.lines, " "), lines: ls, Features: map[string]float64{"page2": 1}}
		if got := citedPart(cand, cited); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// A repository cover's citation whose lines the text stream scrambles still names the title, and
// the cover's banner is marked as the one the citation does not hold.
func TestCitedTitleCover(t *testing.T) {
	cover := []synthRow{
		{y: 60, size: 17, cells: []string{"Institutional Repository"}},
		{y: 84, size: 12, cells: []string{"This is the author's accepted manuscript of an article published in Neurocomputing."}},
		{y: 100, size: 12, cells: []string{"Please cite as: Farooq, M., Steinwart, I. (2019). Learning rates for kernel-based expectile"}},
		{y: 114, size: 12, cells: []string{"regression. Neurocomputing, 63(11)."}},
	}
	paper := append([]synthRow{
		{y: 60, size: 12.5, cells: []string{"Learning rates for kernel-based expectile regression"}},
		{y: 80, size: 12, cells: []string{"Farooq, M. ; Steinwart, I."}},
	}, abstractRows(110, 10.9)...)
	for _, scrambled := range []bool{false, true} {
		doc := synthDoc(cover, paper)
		if scrambled { // the extractor's stream sets the citation's second line first
			doc.Pages[0].Text = "Institutional Repository\nThis is the author's accepted manuscript of an article published in Neurocomputing.\nPlease cite as: Farooq, M., Steinwart, I. (2019). regression. Neurocomputing, 63(11). Learning rates for kernel-based expectile\n"
		}
		h := newHeader(doc)
		cands := h.titleCandidates()
		found := 0
		for _, c := range cands {
			switch c.Text {
			case "Learning rates for kernel-based expectile regression":
				found++
				if c.Features["in_cite"] != 1 || c.Features["cite_elsewhere"] != 0 || c.Features["rule"] != 1 {
					t.Errorf("scrambled=%v: the title's features %v", scrambled, c.Features)
				}
			case "Institutional Repository":
				found++
				if c.Features["cite_elsewhere"] != 1 {
					t.Errorf("scrambled=%v: the banner's features %v", scrambled, c.Features)
				}
			}
		}
		if found != 2 {
			t.Errorf("scrambled=%v: %d of the two candidates offered", scrambled, found)
		}
	}
}

// markCiteElsewhere marks only when the citation holds some candidate, and never the empty one.
func TestMarkCiteElsewhere(t *testing.T) {
	cases := []struct {
		inCite []float64 // per candidate after the empty one
		want   []float64
	}{
		{[]float64{0, 1, 0}, []float64{1, 0, 1}},
		{[]float64{0, 0}, []float64{0, 0}},
		{[]float64{1, 1}, []float64{0, 0}},
	}
	for i, c := range cases {
		cands := []Candidate{nullCandidate()}
		for _, v := range c.inCite {
			cands = append(cands, Candidate{Text: "x", Features: map[string]float64{"in_cite": v}})
		}
		markCiteElsewhere(cands)
		if cands[0].Features["cite_elsewhere"] != 0 {
			t.Errorf("case %d: the empty candidate marked", i)
		}
		for j, w := range c.want {
			if got := cands[j+1].Features["cite_elsewhere"]; got != w {
				t.Errorf("case %d candidate %d: cite_elsewhere %v, want %v", i, j, got, w)
			}
		}
	}
}

// On a cover the rule leaves a banner the suggested citation does not print for the page-2
// block it prints; off a cover, or when the citation prints the rule's block, it stays.
func TestCitedRuleTitle(t *testing.T) {
	cited := compact("Farooq, M., Steinwart, I. (2019). Learning rates for kernel-based expectile regression. Neurocomputing, 63(11).")
	p2 := Candidate{Text: "Learning rates for kernel-based expectile regression", Features: map[string]float64{"page2": 1}}
	rank2 := Candidate{Text: "Learning rates for kernel-based expectile regression", Features: map[string]float64{"rank2": 1}}
	cases := []struct {
		name  string
		cands []Candidate
		rule  string
		front bool
		want  string
	}{
		{"a cover's banner", []Candidate{p2}, "Institutional Repository", true, p2.Text},
		{"not a cover", []Candidate{p2}, "Institutional Repository", false, "Institutional Repository"},
		{"the rule's block is cited", []Candidate{p2}, "Neurocomputing", true, "Neurocomputing"},
		{"only a page-1 block is cited", []Candidate{rank2}, "Institutional Repository", true, "Institutional Repository"},
	}
	for _, c := range cases {
		if got := citedRuleTitle(c.cands, cited, c.rule, c.front); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
