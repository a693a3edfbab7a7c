package pdfmeta

import (
	"math"
	"regexp"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// ExtractPaper reads the paper's metadata from the file's own metadata and its first
// pages with the embedded header model. Fields it cannot establish stay empty; NeedsReview is
// set when the title or the authors are unknown or doubtful. It never fails and never reads
// past page 2.
func ExtractPaper(doc *pdf.Doc) PaperMeta { return DefaultHeaderModel().Extract(doc) }

// Extract is ExtractPaper with this model.
func (hm *HeaderModel) Extract(doc *pdf.Doc) PaperMeta { return hm.decode(doc, nil) }

// Trace decodes doc and returns every decided field's candidates (see HeaderFields): what
// carrel-eval train-header labels and fits on.
func (hm *HeaderModel) Trace(doc *pdf.Doc) map[string][]Candidate {
	tr := &decodeTrace{cands: map[string][]Candidate{}}
	hm.decode(doc, tr)
	return tr.cands
}

// TraceConfidence decodes doc and returns, for each decided field, the ConfidenceFeatures of
// the value chosen: what carrel-eval train-confidence calibrates on.
func (hm *HeaderModel) TraceConfidence(doc *pdf.Doc) map[string]map[string]float64 {
	tr := &decodeTrace{conf: map[string]map[string]float64{}}
	hm.decode(doc, tr)
	return tr.conf
}

// decodeTrace collects what decode saw: each decided field's candidates, and the confidence
// features of its chosen value (either map may be nil).
type decodeTrace struct {
	cands map[string][]Candidate
	conf  map[string]map[string]float64
}

// confidence is the calibration in use: the model's own, else the embedded one.
func (hm *HeaderModel) confidence() *ConfidenceModel {
	if hm.Calibration != nil {
		return hm.Calibration
	}
	return DefaultConfidenceModel()
}

// decode fills PaperMeta field by field; each decided field's candidates and confidence
// features go to trace when it is not nil.
func (hm *HeaderModel) decode(doc *pdf.Doc, trace *decodeTrace) PaperMeta {
	m := PaperMeta{Confidence: map[string]float64{}}
	if doc == nil {
		m.NeedsReview = true
		return m
	}
	defer beginTextCache()()
	h := newHeader(doc)
	// the title's confidence features, completed once the authors are known
	cfs, raw := map[string]map[string]float64{}, map[string]float64{}
	choose := func(field string, cands []Candidate) *Candidate {
		if trace != nil && trace.cands != nil {
			trace.cands[field] = cands
		}
		i, p := -1, 0.0
		if len(cands) > 0 {
			ps := hm.probs(field, cands)
			i = argmax(ps)
			p = ps[i]
			if _, calibrated := hm.confidence().Fields[field]; calibrated || trace != nil && trace.conf != nil {
				cf := h.confidenceFeatures(field, cands, ps, i)
				if trace != nil && trace.conf != nil {
					trace.conf[field] = cf
				}
				cfs[field], raw[field] = cf, p
				p = hm.confidence().calibrated(field, cf, p)
			}
		}
		if i < 0 || cands[i].Features["null"] == 1 && field != "venue" && field != "type" {
			p = 0 // every paper has a title, authors and a year: not finding one is never right
		}
		m.Confidence[field] = round2(p)
		if i < 0 {
			return &Candidate{}
		}
		return &cands[i]
	}
	m.DOI = findDOI(doc.Meta.DOI, h.texts)
	h.arxiv = findArXiv(h.texts)
	m.ArXivID = h.arxiv
	if m.ArXivID == "" {
		m.ArXivID = arXivFromDOI(m.DOI) // a file that names itself by its arXiv DOI only
	}
	m.Confidence["doi"] = doiConfidence(m.DOI, doc.Meta.DOI)

	title := choose("title", h.titleCandidates())
	m.Title = title.Text
	m.Authors = choose("authors", h.authorCandidates(title.lines)).Authors
	if cf := cfs["title"]; m.Title != "" && cf != nil {
		titleAuthorFeatures(cf, m.Title, m.Authors)
		m.Confidence["title"] = round2(hm.confidence().calibrated("title", cf, raw["title"]))
	}
	if suspectTitle(m.Title) {
		m.Confidence["title"] = min(m.Confidence["title"], titleSuspectCap)
	}
	h.authors = m.Authors
	h.doi = m.DOI
	venue := choose("venue", h.venueCandidates(title.lines, m.Title))
	m.Venue = venue.Text
	h.venue = m.Venue
	if y := choose("year", h.yearCandidates(venue, m.ArXivID)).Year; y > 0 {
		m.Year = &y
	}
	m.Type = choose("type", h.typeCandidates(m.Venue, m.ArXivID)).Text
	m.Abstract = findAbstract(h.pages)
	m.Confidence["abstract"] = abstractConfidence(m.Abstract)
	m.NeedsReview = m.Title == "" || len(m.Authors) == 0 ||
		m.Confidence["title"] < CheckBelow || m.Confidence["authors"] < CheckBelow
	return m
}

func round2(p float64) float64 { return math.Round(p*100) / 100 }

// header is the first pages of a document as the candidate generators read them.
type header struct {
	doc       *pdf.Doc
	pages     [][]line
	texts     []string // pages 1-2 text, ligatures undone
	page1     []line
	page1Text string // compact(page 1)
	body      float64
	authors   []domain.Author // the chosen authors, which a running head prints before the venue
	doi       string          // the paper's own DOI (findDOI), which may name its journal
	venue     string          // the chosen venue, whose kind the type's confidence reads
	arxiv     string          // the arXiv id pages 1-2 print (findArXiv), read once
	titles    [2]*pageTitle   // layoutTitle of pages 1 and 2, found once (several readers need them)
	confYrs   []int           // confYears, read once (the type and the year both use them)
	confRead  bool
	famEv     *familyEvidence      // e-mail addresses and running heads, read once (cand_names_double.go)
	words     map[string]int       // pages 1-2's folded words counted (wordCounts), read once
	cover     int8                 // authorCover, read once: 0 not yet, 1 a cover, 2 not
	coverMk   int8                 // coverMarked, read once: 0 not yet, 1 marked, 2 not
	labels    map[labelKey][][]int // labelsIn, read once per expression and text
	lineProbs [][]float64          // lineLabels: page 1's lines' class probabilities, read once
}

// pageTitle is layoutTitle's answer for one page.
type pageTitle struct {
	text  string
	lines []line
}

// layoutTitleOf is layoutTitle of page p (0 or 1; none for a page the PDF lacks), computed
// once per paper. The lines are shared: callers read them and never change them.
func (h *header) layoutTitleOf(p int) (string, []line) {
	if p >= len(h.pages) {
		return "", nil
	}
	if h.titles[p] == nil {
		t, ls := layoutTitle(h.pages[p])
		h.titles[p] = &pageTitle{t, ls}
	}
	return h.titles[p].text, h.titles[p].lines
}

func newHeader(doc *pdf.Doc) *header {
	h := &header{doc: doc, pages: docLines(doc, 2)}
	for _, ls := range h.pages {
		markColumnCuts(ls) // only the author readers use the cuts: not on every page of a document
	}
	for i := range doc.Pages {
		if i >= 2 {
			break
		}
		h.texts = append(h.texts, ligatures.Replace(doc.Pages[i].Text))
	}
	if len(h.pages) > 0 {
		h.page1, h.page1Text = h.pages[0], compact(h.texts[0])
	}
	h.body = bodySize(h.pages)
	return h
}

// chooseTitle prefers a clean metadata title that is printed on page 1, then the layout
// title. An unverifiable metadata title is used only when page 1 has no text at all.
func chooseTitle(meta pdf.Metadata, layout, page1 string) string {
	for _, raw := range []string{meta.XMPTitle, meta.Title} {
		t := metaTitle(raw)
		if t == "" {
			continue
		}
		if c := compact(t); len(page1) < 200 || strings.Contains(page1, c) {
			return t
		}
	}
	return layout
}

var (
	etAlRe  = regexp.MustCompile(`(?i)\bet\.?\s*al\b`)
	parenRe = regexp.MustCompile(`\([^)]*\)|\{[^}]*\}|\[[^\]]*\]`)
)

// metaAuthors parses the Info/XMP author list; nil when it is incomplete ("et al.") or
// any entry is not a person's name.
func metaAuthors(meta pdf.Metadata) []domain.Author {
	raw := meta.XMPAuthors
	if len(raw) == 0 && strings.TrimSpace(meta.Author) != "" {
		if etAlRe.MatchString(meta.Author) {
			return nil
		}
		s := parenRe.ReplaceAllString(meta.Author, "")
		sep := regexp.MustCompile(`\s*(?:;|,|\band\b|&)\s*`)
		if strings.Contains(s, ";") || singleInverted(s) {
			sep = regexp.MustCompile(`\s*;\s*`)
		}
		raw = sep.Split(s, -1)
	}
	var names [][]string
	commas := false
	for _, r := range raw {
		r = collapse(r)
		if r == "" {
			continue
		}
		if etAlRe.MatchString(r) || isAffiliation(r) || placeholderAuthor(r) {
			return nil
		}
		family, given, inverted := strings.Cut(r, ",") // "Family, Given"
		commas = commas || inverted
		if inverted {
			r = strings.TrimSpace(given) + " " + strings.TrimSpace(family)
		}
		toks := nameTokens(r)
		if toks == nil {
			return nil
		}
		if fw := strings.Fields(family); inverted && len(fw) > 1 && len(fw) < len(toks) {
			// the file says where the family name starts: "Ribas Ripoll, Vicent" keeps both words
			toks = append(toks[:len(toks)-len(fw):len(toks)-len(fw)], strings.Join(toks[len(toks)-len(fw):], " "))
		}
		names = append(names, toks)
	}
	if commas {
		return toAuthors(initialsFirst(names)) // the commas said the order
	}
	return authorsOf(initialsFirst(names)) // "Smith A, Li B"; "Hu Yunhai; Xia Tianhua"
}

var andRe = regexp.MustCompile(`(?i)\band\b|&`)

// singleInverted reports whether an Info author string is one name written family first
// ("RIBAS RIPOLL, VICENT", "Smith, Anna Maria"): one comma, no other separator, one side a
// single word ("Anna Smith, Bo Li" is two names).
func singleInverted(s string) bool {
	if strings.Count(s, ",") != 1 || andRe.MatchString(s) {
		return false
	}
	family, given, _ := strings.Cut(s, ",")
	return len(strings.Fields(family)) == 1 || len(strings.Fields(given)) == 1
}

// chooseAuthors prefers metadata names (metaAuthors) when every family name is printed on page 1
// and they are at least as many as the layout found; otherwise the layout names.
func chooseAuthors(ma, layout []domain.Author, page1 string) []domain.Author {
	verified := len(ma) > 0
	for _, a := range ma {
		if !strings.Contains(page1, compact(a.Family)) {
			verified = false
		}
	}
	if verified && len(ma) == len(layout) {
		same := true
		for i := range ma {
			same = same && compact(ma[i].Family) == compact(layout[i].Family)
		}
		if same {
			return layout // the page keeps accents that metadata often drops
		}
	}
	if verified && len(ma) >= len(layout) || verified && len(ma) >= 2 {
		return ma
	}
	return layout
}
