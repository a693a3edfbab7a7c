package pdf

import (
	"strings"
	"testing"
)

// charsOf lays out text lines as characters of width 5 and height 10 starting at (x, y).
func charsOf(x, y float64, lines ...string) []rawChar {
	var out []rawChar
	for li, ln := range lines {
		cx := x
		cy := y + float64(li)*12
		for _, r := range ln {
			if r == ' ' {
				out = append(out, rawChar{r: ' '})
			} else {
				out = append(out, rawChar{r: r, x0: cx, y0: cy, x1: cx + 5, y1: cy + 10})
			}
			cx += 5
		}
		out = append(out, rawChar{r: '\n'})
	}
	return out
}

func TestOrderTwoColumns(t *testing.T) {
	// A full-width title, then two columns; the content stream interleaves the
	// columns line by line, as some producers do.
	var chars []rawChar
	chars = append(chars, charsOf(100, 20, "a title across the whole page")...)
	left := charsOf(50, 60, "left one", "left two", "left three")
	right := charsOf(300, 60, "right one", "right two", "right three")
	for i := 0; i < 3; i++ {
		chars = append(chars, lineOf(left, i)...)
		chars = append(chars, lineOf(right, i)...)
	}
	chars = append(chars, charsOf(280, 120, "7")...) // page number below both columns
	ws := orderWords(buildWords(chars))
	var texts []string
	for _, w := range ws {
		texts = append(texts, w.Text)
	}
	want := "a title across the whole page left one left two left three right one right two right three 7"
	if got := strings.Join(texts, " "); got != want {
		t.Fatalf("order:\n got %q\nwant %q", got, want)
	}
	if ws[0].Line != ws[1].Line || ws[6].Line == ws[8].Line {
		t.Fatalf("line numbers: %+v", ws)
	}
}

// lineOf returns the i-th '\n'-terminated line of chars.
func lineOf(chars []rawChar, i int) []rawChar {
	start := 0
	for k, c := range chars {
		if c.r == '\n' {
			if i == 0 {
				return chars[start : k+1]
			}
			i--
			start = k + 1
		}
	}
	return nil
}

func TestBuildWordsSplitsSuperscript(t *testing.T) {
	chars := charsOf(10, 10, "ranking")
	// A footnote mark: smaller and raised.
	chars = append(chars[:len(chars)-1], rawChar{r: '3', x0: 45, y0: 8, x1: 48, y1: 14})
	ws := buildWords(chars)
	if len(ws) != 2 || ws[0].Text != "ranking" || ws[1].Text != "3" {
		t.Fatalf("words = %+v", ws)
	}
}

func TestAttachAccentAtLineEnd(t *testing.T) {
	chars := charsOf(10, 10, "Schutze was here")
	// TeX drew the umlaut after the line, over the "u" (x 25..30).
	chars = append(chars, rawChar{r: '\u00a8', x0: 25.5, y0: 10, x1: 29.5, y1: 20})
	ws := buildWords(chars)
	if got := normalizeText(ws[0].Text); got != "Schütze" {
		t.Fatalf("first word %q", got)
	}
	if len(ws) != 3 {
		t.Fatalf("words = %+v", ws)
	}
}

func TestGeometryRotation(t *testing.T) {
	// A 612x792 media box; a point 100pt right of the left edge and 50pt below the top.
	x, y := 100.0, 742.0
	cases := []struct {
		rot          int
		w, h, px, py float64
	}{
		{0, 612, 792, 100, 50},
		{1, 792, 612, 742, 100}, // 90° clockwise: the left edge becomes the top
		{2, 612, 792, 512, 742},
		{3, 792, 612, 50, 512},
	}
	for _, c := range cases {
		g := newGeometry(0, 792, 612, 0, c.rot)
		w, h := g.size()
		px, py := g.point(x, y)
		if w != c.w || h != c.h || px != c.px || py != c.py {
			t.Errorf("rot %d: size %gx%g point (%g,%g), want %gx%g (%g,%g)", c.rot, w, h, px, py, c.w, c.h, c.px, c.py)
		}
	}
}
