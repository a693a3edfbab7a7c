package eval

import (
	"context"
	"encoding/gob"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"carrel/backend/pdf"

	"golang.org/x/text/unicode/norm"
)

// realPaper is one truth.jsonl record of ../shared/testdata/realpdfs (see its README).
type realPaper struct {
	File      string      `json:"file"`
	ItemType  string      `json:"item_type"`
	Title     string      `json:"title"`
	Authors   [][2]string `json:"authors"`
	Year      *int        `json:"year"`
	DOI       *string     `json:"doi"`
	Venue     *string     `json:"venue"`
	SHA256    string      `json:"sha256"`
	TextLayer bool        `json:"text_layer"`
	Split     string      `json:"split"`
	Source    string      `json:"source"` // how a shared record was checked (realpdfs records have notes instead)
	// SourceRepo is the public Zotero library the paper came from (grouped folds, --group source).
	SourceRepo string `json:"source_repo"`
	// Batch names the session that added a dev record ("s12"; empty for the first 32), so that
	// `meta --batch` scores the papers no recipe was tuned on apart from those it was.
	Batch string `json:"batch"`
}

// zoteroTypes maps the truth's Zotero item types to Carrel's publication types
// (domain.PublicationTypes) as the Zotero import does (service/papers_zotero.go): magazine
// and newspaper articles are journal articles; Carrel has no patent type, so a patent is
// "other", and so is any type not listed (see zoteroType).
var zoteroTypes = map[string]string{
	"journalArticle":   "journal_article",
	"magazineArticle":  "journal_article",
	"newspaperArticle": "journal_article",
	"conferencePaper":  "conference_paper",
	"preprint":         "preprint",
	"bookSection":      "book_chapter",
	"book":             "book",
	"thesis":           "thesis",
	"report":           "report",
	"dataset":          "dataset",
	"patent":           "other",
}

// zoteroType is Carrel's type for a Zotero item type: "other" for one zoteroTypes lacks
// ("manuscript", "presentation", "webpage"), "" for none.
func zoteroType(itemType string) string {
	if t, ok := zoteroTypes[itemType]; ok || itemType == "" {
		return t
	}
	return "other"
}

// loadRealPapers reads truth.jsonl and keeps the records of split ("" keeps all) that have a
// text layer.
func loadRealPapers(dir, split string) ([]realPaper, error) {
	f, err := os.Open(filepath.Join(dir, "truth.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseTruth(f, "truth.jsonl", split)
}

// headerPages is how many pages of each PDF the header model sees (and the cache keeps): the
// readers use two, and a chapter behind a publisher's cover names its book on page 3
// (pdfmeta's coverHeadVenues), as the product, which passes every page, sees it.
const headerPages = 3

// docCache extracts realpdfs with the product's extractor, keeping the first pages of each
// in a temporary folder keyed by the file's SHA-256: extraction is the slow part of a run.
type docCache struct {
	dir string
	ext *pdf.Extractor
}

func newDocCache() *docCache {
	return &docCache{dir: filepath.Join(os.TempDir(), "carrel-eval-realpdfs")}
}

func (c *docCache) close() {
	if c.ext != nil {
		c.ext.Close()
	}
}

// docCacheVersion names what a cached extraction holds; it changes when pdf.Doc gains
// something an older entry lacks or the words are read differently (m3: the file's dates and
// the XMP ISSNs; m4: fonts that give glyph ids read as text; m5-dotless: an accented dotless i
// read as i; m7-p3: three pages kept), so stale entries are not read.
const docCacheVersion = "m7-p3"

// doc returns the extraction of p's first headerPages pages.
func (c *docCache) doc(root string, p realPaper) (*pdf.Doc, error) {
	path := filepath.Join(c.dir, p.SHA256+"-"+docCacheVersion+".gob")
	if f, err := os.Open(path); err == nil {
		defer f.Close()
		var d pdf.Doc
		if err := gob.NewDecoder(f).Decode(&d); err == nil {
			return &d, nil
		}
	}
	d, err := c.extract(filepath.Join(root, "pdfs", p.File))
	if err != nil {
		return nil, err
	}
	if len(d.Pages) > headerPages {
		d.Pages = d.Pages[:headerPages]
	}
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(c.dir, "doc-*")
	if err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(tmp).Encode(d); err != nil {
		tmp.Close()
		return nil, err
	}
	tmp.Close()
	return d, os.Rename(tmp.Name(), path)
}

func (c *docCache) extract(path string) (*pdf.Doc, error) {
	if c.ext == nil {
		ext, err := pdf.NewExtractor(pdf.Options{CacheDir: filepath.Join(os.TempDir(), "carrel-pdfmeta-wazero")})
		if err != nil {
			return nil, err
		}
		c.ext = ext
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	d, err := c.ext.Extract(context.Background(), data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return d, nil
}

// realDoc is one paper of the corpus with its extraction.
type realDoc struct {
	paper realPaper
	doc   *pdf.Doc
}

// loadRealDocs loads the split's papers (train, test or shared) and their extractions,
// reporting progress to w.
func loadRealDocs(w io.Writer, split string) ([]realDoc, error) {
	root, papers, err := corpusPapers(split)
	if err != nil {
		return nil, err
	}
	return loadDocsAt(w, split, root, papers)
}

// loadDocsAt loads the extractions of papers, whose files are in root/pdfs, reporting progress
// to w under label.
func loadDocsAt(w io.Writer, label, root string, papers []realPaper) ([]realDoc, error) {
	c := newDocCache()
	defer c.close()
	var out []realDoc
	for i, p := range papers {
		d, err := c.doc(root, p)
		if err != nil {
			return nil, err
		}
		if i%10 == 9 {
			fmt.Fprintf(w, "%s: %d/%d extracted\n", label, i+1, len(papers))
		}
		out = append(out, realDoc{p, d})
	}
	return out, nil
}

// fold lowercases s, folds accents and ligatures and keeps letters and digits only: the
// comparison used for titles, names and venues. Letters that Unicode does not decompose
// ("ø", "ł", "ß", "æ") fold to their base letters too, as a typed record often has them.
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(norm.NFKD.String(s)) {
		if x, ok := foldLetters[r]; ok {
			b.WriteString(x)
		} else if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

var foldLetters = map[rune]string{'ø': "o", 'ł': "l", 'đ': "d", 'ð': "d", 'ß': "ss", 'æ': "ae", 'œ': "oe", 'ı': "i", 'þ': "th", 'ħ': "h"}
