package pdfmeta

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// arxivAnyRe is an arXiv id as pages print it: "arXiv:1501.00001v2", "arXiv 1501.00001",
	// JCAP's "ArXiv ePrint: 0807.3577", "arXiv preprint arXiv:…", a link ("arxiv.org/abs/…",
	// "arxiv.org/pdf/…"), arXiv's DOI ("10.48550/arXiv.…"), old ids with their archive
	// ("arXiv:hep-th/9901001", "math.AG/0601001"). The label may be glued to a word before it
	// ("SidearXiv:1510.07092v1", a stamp set over the text).
	arxivAnyRe = regexp.MustCompile(`(?i)(?:arxiv\s*(?:e-?print)?\s*[:.]?\s*|arxiv\.org/(?:abs|pdf)/|10\.48550/arxiv\.)(\d{4}\.\d{4,5}|[a-z][a-z\-]+(?:\.[a-z]{2})?/\d{7})(?:\s?v\d+)?`)
	// arxivStampTailRe is what follows the id in arXiv's margin stamp: its category and the
	// date ("[cs.LG] 1 Jan 2015", "09 Dec 94").
	arxivStampTailRe = regexp.MustCompile(`^\s*(?:\[[A-Za-z\-]+(?:\.[A-Za-z\-]+)?\]|\d{1,2}\s+[A-Z][a-z]{2}\s+(?:19|20)?\d\d\b)`)
	// arxivOwnRe labels the paper's own id: an e-print line or the paper's suggested citation.
	arxivOwnRe = regexp.MustCompile(`(?i)\be-?print\s*:?\s*$`)
	// arxivCitedRe is the way reference lists cite a preprint ("arXiv preprint arXiv:…", "CoRR abs/…").
	arxivCitedRe = regexp.MustCompile(`(?i)(arxiv preprint|corr,? abs/|preprint at)\s*\S*$`)
)

// arxivCand is one arXiv id printed on pages 1–2, scored as pageDOIs scores DOIs.
type arxivCand struct {
	id    string
	score int
}

// findArXiv returns the paper's own arXiv identifier (without version) from pages 1–2: the
// best of arXivCands, or "" when every id printed there is another work's.
func findArXiv(pages []string) string {
	best, bestScore := "", 0
	for _, c := range arXivCands(pages) {
		if c.score > bestScore { // the earliest wins a tie
			best, bestScore = c.id, c.score
		}
	}
	return best
}

// arXivCands lists the arXiv ids of pages 1–2 with their scores. An id gains for page 1 (+1),
// arXiv's margin stamp (its category or date after it, or the id alone on its line: +3), an
// "e-print" label or the paper's suggested citation before it (+2); it loses on a reference's
// line ("[3] …", "et al." just before, −2) and in the way references cite preprints ("arXiv
// preprint arXiv:…", −1). Ids after page 2's reference heading are left out. Only ids that
// score above 0 can be the paper's (findArXiv): a citation in page 1's text scores 0 at most.
func arXivCands(pages []string) []arxivCand {
	var cs []arxivCand
	for i, text := range pages {
		if i > 1 {
			break
		}
		text = unspaceLetters(text, "X i v", "x i v")
		if i == 1 {
			text = beforeReferences(text)
		}
		add := func(id string, start, end, s int) {
			if !validArXiv(id) {
				return
			}
			lineStart := strings.LastIndexByte(text[:start], '\n') + 1
			lineEnd := strings.IndexByte(text[end:], '\n')
			if lineEnd < 0 {
				lineEnd = len(text) - end
			}
			if i == 0 {
				s++
			}
			if arxivStampTailRe.MatchString(text[end:]) || strings.TrimSpace(text[lineStart:end+lineEnd]) == strings.TrimSpace(text[start:end]) {
				s += 3
			}
			switch {
			case arxivOwnRe.MatchString(text[lineStart:start]) || citeOwnRe.MatchString(text[max(0, start-300):start]):
				s += 2
			case inReference(text, start):
				s -= 2
			case arxivCitedRe.MatchString(text[max(lineStart, start-40):start]):
				s--
			}
			cs = append(cs, arxivCand{id: id, score: s})
		}
		if strings.Contains(foldASCII(text), "arxiv") { // every id arxivAnyRe reads follows "arxiv"
			for _, m := range arxivAnyRe.FindAllStringSubmatchIndex(text, -1) {
				add(text[m[2]:m[3]], m[0], m[1], 0)
			}
		}
		if i == 0 && strings.Contains(text, "/") {
			// an old stamp without its "arXiv:" label: the id with its date after it, or alone
			// on its line (set vertically, the date apart)
			for _, m := range arxivStampOld(text) {
				add(text[m[2]:m[3]], m[2], m[3], 0)
			}
			off := 0
			for _, l := range strings.SplitAfter(text, "\n") {
				t := strings.TrimSpace(l)
				if m := arxivOldIDRe.FindStringSubmatch(t); m != nil {
					st := off + strings.Index(l, t)
					add(m[1], st, st+len(m[1]), 0)
				}
				off += len(l)
			}
		}
	}
	return cs
}

// validArXiv rejects a new-style id that no arXiv listing has: its month 01–12, its year
// 2007 on, four digits after the dot until 2014 and five since 2015.
func validArXiv(id string) bool {
	if strings.Contains(id, "/") {
		return true
	}
	yy, _ := strconv.Atoi(id[:2])
	mm, _ := strconv.Atoi(id[2:4])
	n := len(id) - 5
	return mm >= 1 && mm <= 12 && yy >= 7 && (n == 4 && yy <= 14 || n == 5 && yy >= 15)
}

// arxivStampOld is arxivStampOldRe.FindAllStringSubmatchIndex(text, -1), skipping text
// without an old id's "/" and seven digits.
func arxivStampOld(text string) [][]int {
	if !hasSlashDigits(text) {
		return nil
	}
	return arxivStampOldRe.FindAllStringSubmatchIndex(text, -1)
}
