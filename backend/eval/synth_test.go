package eval

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"text/template"
)

func TestSplitSynthName(t *testing.T) {
	for name, want := range map[string][2]string{
		"Guy Van den Broeck":   {"Guy", "Van den Broeck"},
		"Matthijs van Leeuwen": {"Matthijs", "van Leeuwen"},
		"L. A. Prashanth":      {"L. A.", "Prashanth"},
		"Souhaib Ben Taieb":    {"Souhaib Ben", "Taieb"},
		"Jean-Baptiste Mouret": {"Jean-Baptiste", "Mouret"},
		"Ana de la Cruz":       {"Ana", "de la Cruz"},
		"Marco Túlio Ribeiro":  {"Marco Túlio", "Ribeiro"},
	} {
		g, f, ok := splitSynthName(name)
		if !ok || g != want[0] || f != want[1] {
			t.Errorf("%q: got %q / %q (%v), want %q", name, g, f, ok, want)
		}
	}
	for _, name := range []string{"Plato", "Ronald J. Williams Jr.", "John Smith III"} {
		if _, _, ok := splitSynthName(name); ok {
			t.Errorf("%q: split, want refused", name)
		}
	}
}

// TestSynthPagesRender: every layout renders a drawn page, the same seed draws the same page,
// and what LaTeX would read as markup in a record is escaped.
func TestSynthPagesRender(t *testing.T) {
	rec := synthRecord{ID: "x", Title: "Bounds for 50% of $k$-means_plus & more", Text: "An abstract.", Year: 2019,
		Authors: []string{"Anna Smith", "Guy Van den Broeck", "Zoë Müller", "Wei Zhang"}}
	draw := func() (synthPage, [][2]string) {
		p, truth, ok := newSynthPage(rec, rand.New(rand.NewPCG(7, 1)))
		if !ok {
			t.Fatal("record refused")
		}
		return p, truth
	}
	p, truth := draw()
	if q, truth2 := draw(); !reflect.DeepEqual(p, q) || !reflect.DeepEqual(truth, truth2) {
		t.Error("the same seed drew two pages")
	}
	if truth[1] != [2]string{"Guy", "Van den Broeck"} || len(truth) != 4 {
		t.Errorf("truth %v", truth)
	}
	if !strings.Contains(p.Title, `50\%`) || !strings.Contains(p.Title, `\$k\$`) || !strings.Contains(p.Title, `means\_plus \&`) {
		t.Errorf("title not escaped: %q", p.Title)
	}
	p.Pub = newSynthPub(p, rand.New(rand.NewPCG(7, 2)))
	p.Ven = newSynthVen(p, rand.New(rand.NewPCG(7, 3)))
	tmpl := template.Must(template.New("synth").Delims("<<", ">>").Funcs(synthFuncs).ParseFS(synthTemplates, "synth/*.tex"))
	for _, lay := range synthLayouts {
		switch lay.file {
		case "pubauthors.tex":
			p.Auth = newSynthAuth(p, rand.New(rand.NewPCG(7, 3)))
		case "authorpages.tex":
			p.Auth = newSynthAuthPage(p, rand.New(rand.NewPCG(7, 4)))
		case "pubfront.tex":
			p.Front = newSynthFront(p, synthFrontDesigns, rand.New(rand.NewPCG(7, 5)))
		case "pubmore.tex":
			p.Front = newSynthFront(p, synthMoreDesigns, rand.New(rand.NewPCG(7, 6)))
		case "pubcover.tex":
			p.Front = frontCover(p, "sciencecover", rand.New(rand.NewPCG(7, 7)))
		}
		var b strings.Builder
		if err := tmpl.ExecuteTemplate(&b, lay.file, p); err != nil {
			t.Fatalf("%s: %v", lay.file, err)
		}
		name := "Van den Broeck"
		if lay.single {
			name = "Anna Smith" // a thesis names its one author
		}
		title := p.Title
		if lay.file == "publisher.tex" {
			title = p.Pub.TitleMain // the title as the page sets it (capitals, a subtitle apart)
		}
		if strings.HasPrefix(lay.file, "pub") && lay.file != "pubauthors.tex" {
			title = strings.Fields(p.Title)[0] // a design may break the title in two lines
		}
		if !strings.Contains(b.String(), title) || !strings.Contains(b.String(), p.Pub.Sub) || !strings.Contains(b.String(), name) {
			t.Errorf("%s: title or a name missing", lay.file)
		}
	}
	if _, _, ok := newSynthPage(synthRecord{Title: "日本語のタイトル", Authors: []string{"A B"}, Year: 2020}, rand.New(rand.NewPCG(1, 1))); ok {
		t.Error("a title pdflatex cannot print was drawn")
	}
}

// TestSynthPubTitle: a publisher page's title pieces print the whole title, whatever the draw,
// and the same stream draws the same set-up.
func TestSynthPubTitle(t *testing.T) {
	p := testSynthPage(t, "Coastal Drift: Surprisingly Easy Estimates from Buoy Records", "Anna Smith", "Wei Zhang")
	subs, doiShown := 0, 0
	for i := uint64(0); i < 60; i++ {
		u := newSynthPub(p, rand.New(rand.NewPCG(3, i)))
		if !reflect.DeepEqual(u, newSynthPub(p, rand.New(rand.NewPCG(3, i)))) {
			t.Fatal("the same stream drew two set-ups")
		}
		main := u.TitleMain
		for _, w := range []string{"\\MakeUppercase{", "\\textsc{"} {
			main = strings.TrimSuffix(strings.TrimPrefix(main, w), "}")
		}
		got := main
		if u.Sub != "" {
			subs++
			got += " " + u.Sub
		}
		if got != p.Title {
			t.Errorf("draw %d: title pieces %q + %q print %q", i, u.TitleMain, u.Sub, got)
		}
		if u.Shown {
			doiShown++
			if !strings.Contains(u.DOIHead+u.DOIFoot+u.CiteLine, p.DOI[:8]) {
				t.Errorf("draw %d: the DOI is said to be shown but is not printed", i)
			}
		}
	}
	if subs == 0 || doiShown == 0 || doiShown == 60 {
		t.Errorf("60 draws: %d subtitles, %d printed DOIs", subs, doiShown)
	}
}

// TestSynthVenue: every venue style prints the venue it records (or, for an abbreviated
// banner, the page names it somehow), records a DOI only when printed, and a style's type
// matches what it prints.
func TestSynthVenue(t *testing.T) {
	p := testSynthPage(t, "Coastal Drift from Buoy Records", "Anna Smith", "Wei Zhang", "Guy Van den Broeck")
	styles := map[string]int{}
	for i := uint64(0); i < 400; i++ {
		v := newSynthVen(p, rand.New(rand.NewPCG(5, i)))
		if !reflect.DeepEqual(v, newSynthVen(p, rand.New(rand.NewPCG(5, i)))) {
			t.Fatal("the same stream drew two set-ups")
		}
		styles[v.Style]++
		page := v.Margin + v.Head + v.Top + v.Side + v.Foot
		if v.DOI != "" && !strings.Contains(page, texEscape(v.DOI)) {
			t.Errorf("%s: DOI %s recorded, not printed", v.Style, v.DOI)
		}
		switch v.Kind {
		case "preprint":
			if v.Venue != "" || !strings.Contains(page, "arXiv:") {
				t.Errorf("%s: a preprint with venue %q", v.Style, v.Venue)
			}
		case "journalArticle", "conferencePaper", "bookSection", "thesis", "report":
			if v.Venue == "" && v.Style != "lncs" { // an LNCS chapter prints its book's acronym only
				t.Errorf("%s: no venue", v.Style)
			}
		default:
			t.Errorf("%s: type %q", v.Style, v.Kind)
		}
	}
	if len(styles) != len(synthVenStyles) {
		t.Errorf("400 draws gave %d of %d styles", len(styles), len(synthVenStyles))
	}
}

// TestSynthAuthorPagesPrintEveryName: every author-line style and page design of
// pubauthors.tex and authorpages.tex prints every family name of the truth, in order.
func TestSynthAuthorPagesPrintEveryName(t *testing.T) {
	rec := synthRecord{ID: "x", Title: "A Study of Things", Year: 2020, Text: "We study things.",
		Authors: []string{"Anna Smith", "Guy Van den Broeck", "Jean-Pierre Dubois", "Bo Li"}}
	p, truth, ok := newSynthPage(rec, rand.New(rand.NewPCG(3, 3)))
	if !ok {
		t.Fatal("record refused")
	}
	tmpl := template.Must(template.New("synth").Delims("<<", ">>").Funcs(synthFuncs).ParseFS(synthTemplates, "synth/*.tex"))
	styles, pages := map[string]bool{}, map[string]bool{}
	for seed := uint64(0); seed < 400; seed++ {
		for _, file := range []string{"pubauthors.tex", "authorpages.tex"} {
			rng := rand.New(rand.NewPCG(seed, 1))
			if file == "pubauthors.tex" {
				p.Auth = newSynthAuth(p, rng)
			} else {
				p.Auth = newSynthAuthPage(p, rng)
			}
			styles[p.Auth.Style] = true
			if file == "authorpages.tex" {
				pages[p.Auth.Page] = true
			}
			var b strings.Builder
			if err := tmpl.ExecuteTemplate(&b, file, p); err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			out, at := b.String(), 0
			body := out[strings.Index(out, "\\begin{document}"):]
			for _, a := range truth {
				i := strings.Index(body[at:], a[1])
				if i < 0 {
					t.Fatalf("%s %s/%s: %q missing or out of order", file, p.Auth.Style, p.Auth.Page, a[1])
				}
				at += i
			}
		}
	}
	if len(styles) != len(synthAuthStyles) || len(pages) != len(synthAuthPages) {
		t.Errorf("drew %d of %d styles, %d of %d pages", len(styles), len(synthAuthStyles), len(pages), len(synthAuthPages))
	}
}

// TestSynthFrontDesigns: every publisher design prints the title's words and every author's
// family name, and says what kind of document it is.
func TestSynthFrontDesigns(t *testing.T) {
	p := testSynthPage(t, "Coastal Drift Estimates from Buoy Records", "Anna Smith", "Guy Van den Broeck", "Wei Zhang")
	for _, d := range append(synthFrontDesigns, synthMoreDesigns...) {
		f := frontPage(p, d, rand.New(rand.NewPCG(1, 2)))
		names := []string{"Smith", "Van den Broeck", "Zhang"}
		if f.Single {
			names = names[:1] // a thesis chapter names its one author
		}
		for _, w := range append(strings.Fields(p.Title), names...) {
			if !strings.Contains(f.Body, w) {
				t.Errorf("%s: %q not printed", d, w)
			}
		}
		if f.Kind == "" {
			t.Errorf("%s: no kind", d)
		}
	}
}

// TestSynthRandomPagePrintsEveryName: every random design prints the title and every name,
// and 60 seeds give at least 50 distinct pages.
func TestSynthRandomPagePrintsEveryName(t *testing.T) {
	p := testSynthPage(t, "Coastal Drift Estimates: Evidence from Buoy Records", "Anna Smith", "Guy Van den Broeck", "Wei Zhang", "Jean-Pierre Dupont")
	p.Opt = "11pt"
	designs := map[string]bool{}
	for s := uint64(0); s < 60; s++ {
		f := randomPage(p, rand.New(rand.NewPCG(3, s)))
		designs[f.Design] = true
		for _, w := range []string{"Coastal", "Buoy", "Smith", "Van den Broeck", "Zhang", "Dupont"} {
			if !strings.Contains(f.Body, w) {
				t.Errorf("seed %d (%s): %q not printed", s, f.Design, w)
			}
		}
	}
	if len(designs) < 50 {
		t.Errorf("only %d distinct pages of 60", len(designs))
	}
}

// testSynthPage is the page newSynthPage makes of a record with this title and these authors
// (seed 7, 1), failing the test when the record is refused.
func testSynthPage(t *testing.T, title string, authors ...string) synthPage {
	t.Helper()
	rec := synthRecord{ID: "x", Title: title, Text: "An abstract.", Year: 2019, Authors: authors}
	p, _, ok := newSynthPage(rec, rand.New(rand.NewPCG(7, 1)))
	if !ok {
		t.Fatal("record refused")
	}
	return p
}
