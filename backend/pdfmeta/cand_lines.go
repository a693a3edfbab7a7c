package pdfmeta

import "math"

// The line labeler's candidates (linelabel.go): the run of title lines as a title, carrying
// the feature "line_lab" (its source) and "line_p" (the labeler's mean probability of its
// lines), so the header model weighs it beside the readers' candidates. Only a title no reader
// found is added: tagging the readers' own titles too moved the header model's choices on dev
// titles. The author lines' names as an author list and the venue line as a venue were
// measured and are not offered: the lists cost synthR41 author lists through the refit, the
// venues three train-fold venues, and neither added a right value on a real set (docs/metadata.md,
// "Session 19").

// lineTitle is the run of consecutive lines labelled title, at one size, with the largest summed
// probability, its text and its lines' mean probability ("" when no line is labelled title).
func (h *header) lineTitle() (string, []line, float64) {
	ps := h.lineLabels()
	best, bestSum, bestP := []line(nil), 0.0, 0.0
	for i := 0; i < len(ps); {
		if argmax(ps[i]) != LineTitle {
			i++
			continue
		}
		j, sum := i, 0.0
		// a title block is set in one size: a label or a banner line above it at another size
		// ("IJDC | General Article") starts a run of its own
		for j < len(ps) && argmax(ps[j]) == LineTitle && math.Abs(h.page1[j].size-h.page1[i].size) <= 0.1*h.page1[i].size {
			sum += ps[j][LineTitle]
			j++
		}
		if sum > bestSum {
			best, bestSum, bestP = h.page1[i:j], sum, sum/float64(j-i)
		}
		i = j
	}
	if len(best) == 0 {
		return "", nil, 0
	}
	var ts []string
	for _, l := range best {
		ts = append(ts, l.text)
	}
	return collapse(joinLines(ts)), best, bestP
}

// lineFeaturesOf are the features that mark a candidate as the labeler's.
func lineFeaturesOf(p float64) map[string]float64 {
	return map[string]float64{"line_lab": 1, "line_p": math.Round(p*1000) / 1000}
}

// addLineTitle adds the labeler's title to cands when no candidate has its text.
func (h *header) addLineTitle(cands []Candidate) []Candidate {
	t, ls, p := h.lineTitle()
	if wordCount(t) < 2 {
		return cands
	}
	if indexText(cands, compact(t)) >= 0 {
		return cands // a reader's value: its score stays the readers' (tagging them cost dev titles, s19-lines)
	}
	f := lineFeaturesOf(p)
	f["bias"], f["words"], f["lines"] = 1, math.Log1p(float64(wordCount(t))), float64(len(ls))
	f["upper"], f["size_ratio"], f["top"], f["bold"] = b2f(isUpperWord(t)), math.Min(4, ls[0].size/h.body), ls[0].y0/ls[0].ph, b2f(ls[0].bold)
	return append(cands, Candidate{Text: t, Features: f, lines: ls})
}
