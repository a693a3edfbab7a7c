package eval

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/template"
	"time"
)

// synthSplit names the synthetic title pages `synth-papers` writes: scored by
// `meta --split synth` and fitted on with `train-header --extra synth`.
const synthSplit = "synth"

//go:embed synth/*.tex
var synthTemplates embed.FS

// synthTemplate is one page layout: a .tex file of synth/ and what a page of it is.
type synthTemplate struct {
	file     string
	itemType string
	opts     []string                 // class options, one drawn per page
	single   bool                     // the page names the first author only (a thesis)
	year     func(p synthPage) bool   // whether the page prints the year
	venue    func(p synthPage) string // the venue the page prints, "" for none
	doi      func(p synthPage) bool   // whether the page prints the DOI
	kind     func(p synthPage) string // the item type when it depends on the page
	optIn    bool                     // written only when --layouts names it (not in the default set)
	prep     func(p *synthPage)       // sets what the class prints its own way (a DOI it builds), or nil
	draw     synthDraw                // draws the template's own furniture (nil: none)
}

func always(synthPage) bool           { return true }
func never(synthPage) bool            { return false }
func noVenue(synthPage) string        { return "" }
func journalVenue(p synthPage) string { return p.Journal }

var synthLayouts = []synthTemplate{
	{file: "ieee_conf.tex", itemType: "conferencePaper", year: func(p synthPage) bool { return p.Flags["a"] }, venue: noVenue, doi: never},
	{file: "ieee_journal.tex", itemType: "journalArticle", year: always, venue: journalVenue, doi: func(p synthPage) bool { return p.Flags["c"] }},
	{file: "elsarticle.tex", itemType: "journalArticle", opts: []string{"preprint", "3p", "5p,twocolumn", "review"}, year: always, venue: journalVenue, doi: never},
	{file: "revtex.tex", itemType: "journalArticle", opts: []string{"aps,prl,twocolumn", "aps,pre,preprint", "aip,jcp,reprint", "aps,prb,reprint,superscriptaddress", "aps,prx,twocolumn,superscriptaddress"}, year: always, venue: noVenue, doi: never},
	{file: "amsart.tex", itemType: "journalArticle", year: always, venue: noVenue, doi: never},
	{file: "aastex.tex", itemType: "journalArticle", opts: []string{"twocolumn", "preprint", "modern"}, year: never, venue: noVenue, doi: never},
	{file: "mnras.tex", itemType: "journalArticle", year: always, venue: noVenue, doi: never},
	{file: "llncs.tex", itemType: "conferencePaper", year: never, venue: noVenue, doi: never},
	{file: "authblock.tex", itemType: "journalArticle", opts: []string{"11pt", "12pt", "10pt"},
		year:  func(p synthPage) bool { return p.Flags["a"] || p.Flags["c"] || p.Flags["d"] },
		venue: func(p synthPage) string { return map[bool]string{true: p.Journal}[p.Flags["a"]] },
		doi:   func(p synthPage) bool { return p.Flags["a"] },
		kind: func(p synthPage) string {
			return map[bool]string{true: "journalArticle", false: "preprint"}[p.Flags["a"]]
		}},
	{file: "columns.tex", itemType: "preprint", year: func(p synthPage) bool { return p.Flags["a"] || p.Flags["c"] },
		venue: func(p synthPage) string { return map[bool]string{true: p.Conf}[p.Flags["c"] && !p.Flags["a"]] }, doi: never,
		kind: func(p synthPage) string {
			return map[bool]string{true: "conferencePaper", false: "preprint"}[p.Flags["c"] && !p.Flags["a"]]
		}},
	{file: "thesis.tex", itemType: "thesis", single: true, year: always, venue: noVenue, doi: never},
	{file: "springer.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: journalVenue, doi: always},
	{file: "leftblock.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: journalVenue, doi: never},
	{file: "nature.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: never, venue: noVenue, doi: always},
	{file: "acmlike.tex", itemType: "conferencePaper", opts: []string{"10pt", "11pt"}, year: always, venue: func(p synthPage) string { return "Proceedings of the " + p.Conf }, doi: always},
	{file: "publisher.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: func(p synthPage) bool { return p.Pub.Shown }},
	{file: "wiley.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: always},
	// s7-venue: one publisher's way of naming the venue and type per page (synth_venue.go)
	{file: "venue.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always,
		venue: func(p synthPage) string { return p.Ven.Venue }, doi: func(p synthPage) bool { return p.Ven.DOI != "" },
		kind: func(p synthPage) string { return p.Ven.Kind }},
	// s7-authors: publishers' author lines (synth_authors.go)
	{file: "pubauthors.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: never},
	{file: "authorpages.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: never,
		kind: func(p synthPage) string {
			return map[bool]string{true: "bookSection", false: "journalArticle"}[p.Auth.Page == "chapter"]
		}},
	// s8-pubs: publishers' whole first pages that train and shared label few of (synth_front.go)
	{file: "pubfront.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: never,
		kind: func(p synthPage) string { return p.Front.Kind }},
	{file: "pubmore.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: never,
		kind: func(p synthPage) string { return p.Front.Kind }},
	{file: "pubcover.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt"}, year: always, venue: noVenue, doi: never,
		kind: func(p synthPage) string { return p.Front.Kind }},
	// s9-layouts: first pages composed from randomly drawn parts (synth_random.go), opt-in
	// (--layouts random.tex) so the default set's pages stay as they were for a seed
	{file: "random.tex", itemType: "journalArticle", opts: []string{"10pt", "11pt", "12pt"}, year: always, venue: noVenue,
		doi: func(p synthPage) bool { return p.Front.DOI }, optIn: true},
}

// s18-chapters: chapters, proceedings volumes and theses (synth_chapters.go), opt-in
func init() { synthLayouts = append(synthLayouts, synthChapterLayouts...) }

var synthFuncs = template.FuncMap{
	"inc": func(i int) int { return i + 1 },
	"mod": func(a, b int) int { return a % max(b, 1) },
	// short is an affiliation's first two parts: a column of names has no room for more.
	"short": func(s string) string {
		parts := strings.Split(s, ", ")
		return strings.Join(parts[:min(2, len(parts))], ", ")
	},
}

// evalSynthPapers writes the synthetic set: real titles, authors and years from mlanthology
// printed as title pages by publishers' LaTeX classes, compiled with pdflatex, with their
// truth in realpdfs' truth.jsonl schema (make synth-papers; docs/metadata.md).
func evalSynthPapers(env Env, args []string) error {
	fs := flag.NewFlagSet("synth-papers", flag.ContinueOnError)
	out := fs.String("out", "build/synth", "folder to write pdfs/, tex/ and truth.jsonl into")
	n := fs.Int("n", 300, "number of papers")
	seed := fs.Uint64("seed", 1, "seed of the draw: the same seed writes the same pages")
	latex := fs.String("pdflatex", "pdflatex", "the pdflatex program")
	only := fs.String("layouts", "", "comma-separated template files to use (publisher.tex,...); all when empty")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := sharedDir("synth-papers", "datasets/mlanthology")
	if err != nil {
		return err
	}
	recs, err := sampleSynthRecords(filepath.Join(dir, "corpus.jsonl.gz"), *n*2, *seed)
	if err != nil {
		return err
	}
	for _, sub := range []string{"pdfs", "tex"} {
		if err := os.MkdirAll(filepath.Join(*out, sub), 0o755); err != nil {
			return err
		}
	}
	tmpl, err := template.New("synth").Delims("<<", ">>").Funcs(synthFuncs).ParseFS(synthTemplates, "synth/*.tex")
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(*seed, 0x5e7))
	var truth bytes.Buffer
	written, failed := 0, 0
	for i, rec := range recs {
		if written >= *n {
			break
		}
		page, authors, ok := newSynthPage(rec, rng)
		if !ok {
			continue
		}
		layouts := pickLayouts(*only)
		if len(layouts) == 0 {
			return fmt.Errorf("synth-papers: no layout named in %q", *only)
		}
		lay := layouts[i%len(layouts)]
		if lay.file == "publisher.tex" {
			// Its own stream, so the other layouts' pages stay as they were for a seed.
			page.Pub = newSynthPub(page, rand.New(rand.NewPCG(*seed, uint64(i)+0x9b)))
		}
		switch lay.file {
		case "venue.tex":
			page.Ven = newSynthVen(page, rand.New(rand.NewPCG(*seed, uint64(i)+0x7e)))
		case "pubauthors.tex":
			page.Auth = newSynthAuth(page, rand.New(rand.NewPCG(*seed, uint64(i)+0xa7)))
		case "authorpages.tex":
			page.Auth = newSynthAuthPage(page, rand.New(rand.NewPCG(*seed, uint64(i)+0xa8)))
		case "pubfront.tex":
			page.Front = newSynthFront(page, synthFrontDesigns, rand.New(rand.NewPCG(*seed, uint64(i)+0xf8)))
		case "pubmore.tex":
			page.Front = newSynthFront(page, synthMoreDesigns, rand.New(rand.NewPCG(*seed, uint64(i)+0xf9)))
		case "pubcover.tex":
			rng := rand.New(rand.NewPCG(*seed, uint64(i)+0xfa))
			page.Front = frontCover(page, synthCoverDesigns[rng.IntN(len(synthCoverDesigns))], rng)
		}
		if lay.draw != nil {
			// Its own stream, so the other layouts' pages stay as they were for a seed.
			lay.draw(&page, rand.New(rand.NewPCG(*seed, uint64(i)+0xc8)))
		}
		if len(lay.opts) > 0 {
			page.Opt = lay.opts[rng.IntN(len(lay.opts))]
		}
		if lay.prep != nil {
			lay.prep(&page)
		}
		if lay.file == "random.tex" {
			page.Front = randomPage(page, rand.New(rand.NewPCG(*seed, uint64(i)+0xfb)))
		}
		var tex bytes.Buffer
		if err := tmpl.ExecuteTemplate(&tex, lay.file, page); err != nil {
			return err
		}
		// The PDF's creation date falls in the paper's year, as a publisher's file's does.
		made := time.Date(page.Year, time.Month(1+rng.IntN(12)), 1+rng.IntN(28), 12, 0, 0, 0, time.UTC).Unix()
		body := strings.Replace(tex.String(), "\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}", synthFonts[rng.IntN(len(synthFonts))], 1)
		src := fmt.Sprintf("%% SOURCE_DATE_EPOCH=%d\n", made) + strings.Replace(body, "\\begin{document}",
			fmt.Sprintf("\\def\\today{%s %d, %d}\n\\begin{document}", page.Month, 1+len(page.Title)%28, page.Year), 1)
		name := fmt.Sprintf("s%04d", written)
		pdfPath, err := compileSynth(*latex, filepath.Join(*out, "tex"), filepath.Join(*out, "pdfs"), name, src, made)
		if err != nil {
			failed++
			fmt.Fprintf(env.Stderr, "synth-papers: %s (%s, %s) not compiled: %v\n", name, lay.file, rec.ID, err)
			continue
		}
		data, err := os.ReadFile(pdfPath)
		if err != nil {
			return err
		}
		if lay.single || page.Front.Single {
			authors = authors[:1]
		}
		rec := synthTruth(lay, page, rec, authors, name, data)
		line, err := json.Marshal(rec)
		if err != nil {
			return err
		}
		truth.Write(append(line, '\n'))
		written++
		if written%25 == 0 {
			fmt.Fprintf(env.Stderr, "synth-papers: %d/%d\n", written, *n)
		}
	}
	if err := os.WriteFile(filepath.Join(*out, "truth.jsonl"), truth.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "synth-papers: %d papers in %s (%d layouts, %d not compiled, seed %d)\n", written, *out, len(synthLayouts), failed, *seed)
	return nil
}

// pickLayouts is the layouts named in the comma-separated list, or all of them for "".
func pickLayouts(only string) []synthTemplate {
	var out []synthTemplate
	for _, l := range synthLayouts {
		if only == "" && !l.optIn || only != "" && strings.Contains(","+only+",", ","+l.file+",") {
			out = append(out, l)
		}
	}
	return out
}

// synthTruth is the page's record in truth.jsonl's schema: what the page prints.
func synthTruth(lay synthTemplate, p synthPage, rec synthRecord, authors [][2]string, name string, pdf []byte) map[string]any {
	sum := sha256.Sum256(pdf)
	kind := lay.itemType
	if lay.kind != nil {
		kind = lay.kind(p)
	}
	t := map[string]any{"file": name + ".pdf", "item_type": kind, "title": strings.Join(strings.Fields(rec.Title), " "),
		"authors": authors, "year": nil, "doi": nil, "venue": nil, "sha256": hex.EncodeToString(sum[:]),
		"text_layer": true, "split": synthSplit, "source": "synth-papers " + lay.file + " " + p.Opt + p.Front.Design + " from mlanthology " + rec.ID}
	if lay.year(p) {
		t["year"] = p.Year
	}
	if v := lay.venue(p); v != "" {
		t["venue"] = v
	}
	if lay.doi(p) {
		t["doi"] = p.DOI
		if lay.file == "venue.tex" {
			t["doi"] = p.Ven.DOI
		}
	}
	return t
}

// compileSynth runs pdflatex (niced, in the tex folder, dated made) on src unless the same source was
// compiled before, and returns the PDF's path.
func compileSynth(latex, texDir, pdfDir, name, src string, made int64) (string, error) {
	texPath := filepath.Join(texDir, name+".tex")
	pdfPath := filepath.Join(pdfDir, name+".pdf")
	if old, err := os.ReadFile(texPath); err == nil && string(old) == src {
		if _, err := os.Stat(pdfPath); err == nil {
			return pdfPath, nil
		}
	}
	os.Remove(pdfPath)
	os.Remove(filepath.Join(texDir, name+".aux")) // another class's .aux, left by a page that failed, stops this one
	if err := os.WriteFile(texPath, []byte(src), 0o644); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "nice", "-n", "15", latex, "-interaction=batchmode", "-halt-on-error", name+".tex")
	cmd.Dir = texDir
	// A set creation date keeps the PDF, and so its SHA-256, the same from run to run.
	cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", made), "FORCE_SOURCE_DATE=1")
	if msg, err := cmd.CombinedOutput(); err != nil {
		// The next record is written under the same name: keep this one's source and log apart.
		failed := filepath.Join(texDir, name+"-failed")
		os.Rename(texPath, failed+".tex")
		os.Rename(filepath.Join(texDir, name+".log"), failed+".log")
		return "", fmt.Errorf("%s: %w: %s (see %s.log)", latex, err, lastLine(string(msg)), failed)
	}
	for _, ext := range []string{".aux", ".out"} {
		os.Remove(filepath.Join(texDir, name+ext))
	}
	return pdfPath, os.Rename(filepath.Join(texDir, name+".pdf"), pdfPath)
}

func lastLine(s string) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	return ls[len(ls)-1]
}

// synthFonts are the font set-ups a page is drawn with: Latin Modern in T1, Computer Modern in
// OT1 (accents built from two glyphs, as in many arXiv papers), and Times.
var synthFonts = []string{
	"\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}\\usepackage{lmodern}",
	"\\usepackage[utf8]{inputenc}",
	"\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}\\usepackage{mathptmx}",
}

// sampleSynthRecords draws k records with authors from the corpus, the same k for a seed
// (reservoir sampling over the file in its order).
func sampleSynthRecords(path string, k int, seed uint64) ([]synthRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0xa11))
	sc := bufio.NewScanner(gz)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var res []synthRecord
	seen := 0
	for sc.Scan() {
		var r synthRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if len(r.Authors) == 0 || r.Title == "" {
			continue
		}
		seen++
		if len(res) < k {
			res = append(res, r)
		} else if j := rng.IntN(seen); j < k {
			res[j] = r
		}
	}
	return res, sc.Err()
}
