package pdfmeta

import (
	"math"
	"regexp"

	"carrel/backend/domain"
	"strings"
	"unicode"
)

// ConfidenceFeatures are what a field's confidence is calibrated on, besides the header model's
// probability (`logit_p`): how far the chosen value leads the best different one (`margin`),
// the mass of the candidates that give the same value (`agree`), whether the hand-written rule
// gives it too, and for the title what the text itself looks like and what else backs it (the
// file's Info/XMP title, page 2's running head, the paper's printed citation).
func (h *header) confidenceFeatures(field string, cands []Candidate, ps []float64, best int) map[string]float64 {
	f := map[string]float64{}
	if best < 0 || best >= len(cands) {
		return f
	}
	c := cands[best]
	f["logit_p"] = logit(ps[best])
	other, agree := 0.0, 0.0
	for i, o := range cands {
		if sameValue(field, c, o) {
			agree += ps[i]
		} else {
			other = math.Max(other, ps[i])
		}
	}
	f["margin"], f["agree"] = ps[best]-other, agree
	f["rule"] = c.Features["rule"]
	f["null"] = c.Features["null"]
	f["n_cands"] = math.Log(float64(len(cands)))
	switch field {
	case "title":
		h.titleConfidenceFeatures(f, c, cands)
	case "authors":
		h.authorConfidenceFeatures(f, c, cands, ps)
	case "venue":
		h.venueConfidenceFeatures(f, c)
	case "year":
		h.yearConfidenceFeatures(f, c, cands)
	case "type":
		h.typeConfidenceFeatures(f, c, cands)
	}
	return f
}

// sectionNumRe is a section's or a chapter's number leading a line: "2 Learning", "3. A", "IV. RESULTS".
var sectionNumRe = regexp.MustCompile(`^(\d{1,2}(\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.)\s+\S`)

// sameValue reports whether two candidates give one value of the field: for a title, the same
// folded text or one holding the other (a block with and without its label).
func sameValue(field string, a, b Candidate) bool {
	switch field {
	case "authors":
		return sameAuthors(a, b)
	case "year":
		return a.Year == b.Year
	case "title":
		ka, kb := compact(a.Text), compact(b.Text)
		if ka == "" || kb == "" {
			return ka == kb
		}
		return strings.Contains(ka, kb) || strings.Contains(kb, ka)
	}
	return compact(a.Text) == compact(b.Text) && a.Features["null"] == b.Features["null"]
}

// titleConfidenceFeatures describe a chosen title: its source, its block's layout, whether
// the file's Info/XMP title agrees with it or names something else, and what its words look
// like (a title is mostly title words: not names, numbers, a sentence's end or a citation).
func (h *header) titleConfidenceFeatures(f map[string]float64, c Candidate, cands []Candidate) {
	t := c.Text
	k := compact(t)
	for _, src := range []string{"layout", "rank2", "page2", "meta"} {
		f["src_"+src] = c.Features[src]
	}
	f["src_cut"] = math.Min(1, c.Features["stripped"]+c.Features["names_cut"]+c.Features["subtitle"])
	for _, name := range []string{"size_ratio", "upper", "title_names", "running_head", "in_cite", "cover", "journal_title", "blurb", "institution", "venue_word"} {
		f[name] = c.Features[name]
	}
	f["lines"] = math.Min(6, float64(len(c.lines)))
	if own := c.Features["size_ratio"]; own > 0 {
		for _, o := range cands {
			if o.Features["layout"]+o.Features["rank2"]+o.Features["page2"] == 1 && !sameValue("title", c, o) && wordCount(o.Text) >= 4 {
				f["rival_size"] = math.Max(f["rival_size"], o.Features["size_ratio"]/own) // another block of words nearly as large
			}
		}
	}
	if k == "" {
		return
	}
	titleTextFeatures(f, t)
	for _, raw := range []string{h.doc.Meta.XMPTitle, h.doc.Meta.Title} {
		mk := compact(metaTitle(raw))
		if mk == "" {
			continue
		}
		if strings.Contains(mk, k) || strings.Contains(k, mk) {
			f["meta_agree"] = 1
		} else {
			f["meta_differs"] = 1
		}
	}
	if f["meta_agree"] == 1 {
		f["meta_differs"] = 0
	}
	n := wordCount(t)
	f["words"] = math.Log1p(float64(n))
	f["short"] = b2f(n <= 3)
	f["suspect"] = b2f(suspectTitle(t))
	f["affiliation"] = b2f(isAffiliation(t))
	f["semicolons"] = b2f(strings.Count(t, ";") >= 2) // a keyword list
	if len(c.lines) > 0 && sectionNumRe.MatchString(strings.TrimSpace(c.lines[0].text)) {
		f["numbered"] = 1 // a section's or a chapter's number before it: "2 Learning with …"
	}
	f["end_period"] = b2f(strings.HasSuffix(strings.TrimSpace(t), ".") && !strings.HasSuffix(t, "..."))
	words, titleLike, unknown, numbers := 0, 0, 0, 0
	digits, runes, lowerStart := 0, 0, 0
	for _, w := range strings.Fields(t) {
		for _, r := range w {
			runes++
			if unicode.IsDigit(r) {
				digits++
			}
		}
		if letters(w) == 0 {
			numbers++
		}
		if letters(w) < 3 {
			continue
		}
		words++
		switch s := nameScore(w); {
		case s < -1:
			titleLike++
		case s == 0:
			unknown++
		}
	}
	if r := []rune(strings.TrimSpace(t)); len(r) > 0 && unicode.IsLower(r[0]) && lowerWordStart(t) {
		lowerStart = 1
	}
	if words > 0 {
		f["lex_title"] = float64(titleLike) / float64(words)
		f["lex_unknown"] = float64(unknown) / float64(words)
	}
	if runes > 0 {
		f["digits"] = float64(digits) / float64(runes)
	}
	f["numbers"] = float64(numbers) / float64(n)
	f["lower_start"] = float64(lowerStart)
}

// titleAuthorFeatures adds what the chosen authors say of the chosen title: the share of their
// family names that the title's text holds (`author_names`: an author line read as the title).
func titleAuthorFeatures(f map[string]float64, title string, authors []domain.Author) {
	if len(authors) == 0 {
		return
	}
	k, in := compact(title), 0
	for _, a := range authors {
		if fk := compact(a.Family); len(fk) >= 2 && strings.Contains(k, fk) {
			in++
		}
	}
	f["author_names"] = float64(in) / float64(len(authors))
}
