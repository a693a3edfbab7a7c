package pdf

import (
	"math"
	"slices"
	"strings"
)

// speckConf is the Tesseract confidence (0..100) under which a word without letters or digits
// is taken for a speck of the scan's noise (a "}" or "," read off a speckled margin) and dropped:
// such a word between two lines' words ended the sentence there.
const speckConf = 50

// isSpeck reports whether a TSV word is noise rather than text.
func isSpeck(text string, conf float64) bool {
	return conf < speckConf && strings.IndexFunc(text, isAlnum) < 0
}

// maxSkew is the largest page skew (pixels down per pixel right, about 3 degrees) pageSkew
// believes; a steeper estimate comes from a page too sparse to tell, which is read as level.
const maxSkew = 0.05

// pageSkew is how much a scanned page's lines fall (positive) or rise per pixel to the right:
// the median over lines of three or more words of the median slope between the bottoms of the
// line's words of letters or digits at least 40 pixels apart (a median, so descenders do not
// count). A scan is skewed as a whole, so one figure serves every line.
func pageSkew(words []ocrWord) float64 {
	var lineSlopes []float64
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && words[j].line == words[i].line {
			j++
		}
		var slopes []float64
		for a := i; a < j; a++ {
			for b := a + 1; b < j; b++ {
				wa, wb := words[a], words[b]
				dx := float64(wb.left+wb.right-wa.left-wa.right) / 2
				if math.Abs(dx) < 40 || strings.IndexFunc(wa.text, isAlnum) < 0 || strings.IndexFunc(wb.text, isAlnum) < 0 {
					continue
				}
				slopes = append(slopes, float64(wb.bot-wa.bot)/dx)
			}
		}
		if j-i >= 3 && len(slopes) > 0 {
			lineSlopes = append(lineSlopes, median(slopes))
		}
		i = j
	}
	if len(lineSlopes) == 0 {
		return 0
	}
	if s := median(lineSlopes); math.Abs(s) <= maxSkew {
		return s
	}
	return 0
}

func median(v []float64) float64 {
	slices.Sort(v)
	if n := len(v); n%2 == 0 {
		return (v[n/2-1] + v[n/2]) / 2
	}
	return v[len(v)/2]
}

// levelLine returns copies of one line's words moved up or down by the page's skew s to where
// they would sit on a level page, about the line's middle: on a skewed scan the words at one
// end of a line sit lower than at the other, so the line's highest bottom and tallest word
// measured as they are gave a baseline and ascent (and so a font size) that changed from line
// to line, and the sentences broke at every line as at a heading.
func levelLine(words []ocrWord, s float64) []ocrWord {
	out := slices.Clone(words)
	if s == 0 {
		return out
	}
	left, right := words[0].left, words[0].right
	for _, w := range words {
		left, right = min(left, w.left), max(right, w.right)
	}
	mid := float64(left+right) / 2
	for i, w := range out {
		dy := int(math.Round(s * (float64(w.left+w.right)/2 - mid)))
		out[i].top -= dy
		out[i].bot -= dy
	}
	return out
}
