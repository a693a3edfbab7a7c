package pdfmeta

import (
	"math"
	"slices"
	"strings"
	"unicode"
)

// The line labeler's features (linelabel.go): what a line of page 1 looks like, read from
// pdfmeta's own lines (lines.go), so that a layout no reader was written for is still read by
// what its lines share with every other publisher's: the title is large and near the top, a
// line of names holds words the name lexicon knows with marks glued to them, a venue line holds
// a journal's words and a volume's numbers. No regexp runs per line: the whole page costs a few
// hundred lexicon look-ups.

// lineOwnFeatures are the features a line has by itself; the labeler also reads the first
// lineNearOwn of them on the previous and the next line.
var lineOwnFeatures = []string{
	"size_rel", "size_top", "bold", "names", "affil", "size_rank", "y_top", "y_top2", "centred", "width",
	"words", "caps", "all_caps", "digits", "commas", "and", "marks", "title_words", "email", "venue_words",
	"vol_tuple", "year", "journal", "above_block", "in_block", "below_block", "far_below", "lower_start", "abstract", "long",
}

// lineNearOwn is how many of lineOwnFeatures the labeler reads on the neighbouring lines.
const lineNearOwn = 5

// LineFeatureNames are the labeler's feature names in the order its model's weights use: a
// bias, the line's own features, then the previous and the next line's first few.
var LineFeatureNames = func() []string {
	out := []string{"bias"}
	out = append(out, lineOwnFeatures...)
	for _, side := range []string{"prev_", "next_"} {
		for _, f := range lineOwnFeatures[:lineNearOwn] {
			out = append(out, side+f)
		}
	}
	return out
}()

// lineVenueWords are the words a venue's line holds whatever the journal.
var lineVenueWords = map[string]bool{"journal": true, "proceedings": true, "conference": true, "transactions": true,
	"letters": true, "symposium": true, "workshop": true, "annals": true, "bulletin": true, "review": true, "vol": true,
	"volume": true, "issue": true, "no": true, "pp": true, "press": true, "publishing": true, "published": true}

// lineFeatures returns each line's feature vector (LineFeatureNames' order) for the lines of
// one page, body being the paper's body text size.
func lineFeatures(ls []line, body float64) [][]float64 {
	if body <= 0 {
		body = 10
	}
	own := make([][]float64, len(ls))
	top, y0, y1 := largestBlock(ls)
	sizes := distinctSizes(ls)
	for i, l := range ls {
		own[i] = ownLineFeatures(l, body, top, y0, y1, sizes)
	}
	out := make([][]float64, len(ls))
	for i := range ls {
		f := make([]float64, 0, len(LineFeatureNames))
		f = append(f, 1)
		f = append(f, own[i]...)
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(ls) {
				f = append(f, own[j][:lineNearOwn]...)
			} else {
				f = append(f, make([]float64, lineNearOwn)...)
			}
		}
		out[i] = f
	}
	return out
}

// largestBlock is the largest size of the page's horizontal lines with letters and the top
// and bottom of the lines set at it (within 5%): where a title usually is.
func largestBlock(ls []line) (size, y0, y1 float64) {
	for _, l := range ls {
		if !l.vertical && letters(l.text) >= 3 && l.size > size {
			size = l.size
		}
	}
	y0, y1 = math.Inf(1), math.Inf(-1)
	for _, l := range ls {
		if !l.vertical && letters(l.text) >= 3 && l.size >= 0.95*size {
			y0, y1 = math.Min(y0, l.y0), math.Max(y1, l.y1)
		}
	}
	return size, y0, y1
}

// distinctSizes are the page's line sizes, rounded to half points, largest first.
func distinctSizes(ls []line) []float64 {
	seen := map[float64]bool{}
	var out []float64
	for _, l := range ls {
		s := math.Round(l.size*2) / 2
		if !seen[s] && !l.vertical {
			seen[s] = true
			out = append(out, s)
		}
	}
	slices.Sort(out)
	slices.Reverse(out)
	return out
}

// ownLineFeatures is one line's own features (lineOwnFeatures' order).
func ownLineFeatures(l line, body, top, by0, by1 float64, sizes []float64) []float64 {
	f := make([]float64, len(lineOwnFeatures))
	rank := len(sizes)
	for i, s := range sizes {
		if s == math.Round(l.size*2)/2 {
			rank = i
			break
		}
	}
	ws := strings.Fields(l.text)
	nw := float64(max(len(ws), 1))
	var capsW, namesW, titleW, venueW, marks, digits, chars, commas, ands float64
	allCaps, affil, email := letters(l.text) >= 2, false, false
	for _, w := range ws {
		lw := strings.ToLower(strings.Trim(w, ".,;:()[]"))
		if lw == "and" || w == "&" {
			ands++
		}
		commas += float64(strings.Count(w, ","))
		if strings.ContainsAny(w, "@") || strings.HasPrefix(lw, "http") || strings.HasPrefix(lw, "www.") {
			email = true
		}
		if lineVenueWords[lw] {
			venueW++
		}
		if affiliationWords[lw] || strings.HasPrefix(lw, "universit") || strings.HasPrefix(lw, "institut") || strings.HasPrefix(lw, "laborator") {
			affil = true
		}
		hasLetter, glued, upper, prevLetter := false, false, false, false
		for k, r := range w {
			chars++
			switch {
			case unicode.IsDigit(r):
				digits++
				glued = glued || prevLetter
			case strings.ContainsRune(markGlyphs, r):
				marks++
			case unicode.IsLetter(r):
				hasLetter = true
				upper = upper || k == 0 && unicode.IsUpper(r)
				if unicode.IsLower(r) {
					allCaps = false
				}
			}
			prevLetter = unicode.IsLetter(r)
		}
		if glued {
			marks++ // "Smith1": an affiliation's number glued to a name
		}
		if !hasLetter {
			continue
		}
		if upper {
			capsW++
		}
		// the lexicon is asked of capitalized words only: names are, and so are a title's words
		// in most styles, while running text's lower-case words are most of a page's words
		if upper && len(lw) >= 2 {
			switch s := nameScore(lw); {
			case s > 1:
				namesW++
			case s < -1:
				titleW++
			}
		}
	}
	pw, ph := math.Max(l.pw, 1), math.Max(l.ph, 1)
	mid := (l.x0 + l.x1) / 2
	f[0] = math.Min(3, l.size/body)
	f[1] = b2f(top > 0 && l.size >= 0.95*top)
	f[2] = b2f(l.bold)
	f[3] = namesW / nw
	f[4] = b2f(affil)
	f[5] = 1 / float64(1+rank)
	f[6] = l.y0 / ph
	f[7] = f[6] * f[6]
	f[8] = b2f(math.Abs(mid-pw/2) < 0.05*pw && l.x0 > 0.15*pw)
	f[9] = (l.x1 - l.x0) / pw
	f[10] = math.Log1p(float64(len(ws)))
	f[11] = capsW / nw
	f[12] = b2f(allCaps)
	f[13] = digits / math.Max(chars, 1)
	f[14] = math.Log1p(commas)
	f[15] = b2f(ands > 0)
	f[16] = math.Log1p(marks)
	f[17] = titleW / nw
	f[18] = b2f(email)
	f[19] = math.Log1p(venueW)
	f[20] = b2f(digits >= 2 && strings.ContainsAny(l.text, "(:–-") && bannerNumRe.MatchString(l.text))
	f[21] = b2f(digits >= 4 && yearRe.MatchString(l.text))
	f[22] = b2f(len(ws) <= 12 && knownJournal(l.text) != "")
	switch {
	case top == 0:
	case l.y1 < by0:
		f[23] = 1
	case l.size >= 0.95*top:
		f[24] = 1
	case l.y0 < by1+6*body:
		f[25] = 1
	default:
		f[26] = 1
	}
	f[27] = b2f(len(ws) > 0 && startsLowerRune(ws[0]))
	f[28] = b2f(len(ws) > 0 && strings.HasPrefix(strings.ToLower(ws[0]), "abstract"))
	f[29] = b2f(len(ws) > 20)
	return f
}
