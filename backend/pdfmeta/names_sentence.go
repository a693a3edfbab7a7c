package pdfmeta

import (
	"math"
	"strings"
)

// Author lists set as running text (s9-layouts): a footnote "Authors: A. Smith, PhD; W. Zhang,
// MD. Affiliations: …" or "A. Smith; W. Zhang (w.zhang@…) are with …". Their names run over
// line ends, hold ";" between names, degrees ending in a full stop ("Ph.D.") and e-mails in
// brackets, so the list is the longest run up to a boundary that splits wholly into names.

// listEnd says whether a list of names may start or end after word w (soft) and whether it
// cannot run on across w (hard): ";" and an e-mail note parts names, a full stop after a
// degree or an initial ("Ph.D.", "A.") does not end a sentence, and any other word ending in
// ")", ":" or "." does ("Corresponding author: Anna Smith.)", "Leeds, UK.").
func listEnd(w string) (soft, hard bool) {
	end := strings.HasSuffix(w, ")") || strings.HasSuffix(w, ":") || strings.HasSuffix(w, ".")
	switch {
	case strings.HasSuffix(w, ";"), strings.Contains(w, "@") && end:
		return true, false
	// "-H." is the second half of "Y.-H." that an extractor split at the hyphen's kern
	case dottedInitialsRe.MatchString(strings.TrimPrefix(w, "-")), degreeRe.MatchString(strings.Trim(w, ",;")):
		return false, false
	}
	return end, end
}

// longestNames is the longest run of words of ws, ending at its last word (back) or starting at
// its first (!back), that splits wholly into names, cut only where listEnd allows or (back) at a
// line's start (starts, aligned with ws, may be nil), not across a sentence's end and within
// limit words; nil when none does.
func longestNames(ws []string, starts []bool, back bool, limit int) [][]string {
	var best [][]string
	try := func(chunk string) {
		chunk = strings.TrimPrefix(strings.Trim(chunk, " ;,."), "and ")
		if names, ok := splitNames(chunk); ok && !hasTitleWord(names) {
			best = names
		}
	}
	if back {
		for start := len(ws) - 1; start >= 0 && len(ws)-start <= limit; start-- {
			if start == 0 {
				try(strings.Join(ws, " "))
				break
			}
			soft, hard := listEnd(ws[start-1])
			if soft || starts != nil && starts[start] {
				try(strings.Join(ws[start:], " "))
			}
			if hard {
				break
			}
		}
		return best
	}
	for end := 1; end <= len(ws) && end <= limit; end++ {
		soft, hard := listEnd(ws[end-1])
		if soft || end == len(ws) {
			try(strings.Join(ws[:end], " "))
		}
		if hard {
			break
		}
	}
	return best
}

// labelRun reads the names after a label ("Authors: …") that run on over the next lines of its
// block (same page, within 1.5 sizes of leading) up to the sentence that follows them
// ("… J. Zheng, PhD. a School of …"): the lines read as one wrapped list, or as one name a
// line, whichever gives more names.
func labelRun(page []line, i int, first string) [][]string {
	text, stacked, prev := first, first, page[i]
	for _, n := range page[i+1:] {
		if len(strings.Fields(text)) > 80 {
			break
		}
		if n.vertical || n.page != prev.page || n.y0 <= prev.y0 || math.Abs(n.size-prev.size) > 0.15*prev.size {
			continue
		}
		if n.y0-prev.y1 > 1.5*prev.size {
			break
		}
		text += " " + n.text
		if end := strings.TrimSpace(stacked); strings.HasSuffix(end, ",") || strings.HasSuffix(end, ";") || strings.HasSuffix(end, " and") {
			stacked += " " + n.text
		} else {
			stacked += " ; " + n.text // one name a line: the line's end parts the names
		}
		prev = n
	}
	run := longestNames(strings.Fields(text), nil, false, 80)
	if one := longestNames(strings.Fields(stacked), nil, false, 80); len(one) > len(run) {
		return one
	}
	return run
}

// lineWords is the words of lines read as running text, with the words that start a line
// marked; a word hyphenated over a line end is joined (brokenWord), as joinLines joins it.
func lineWords(texts []string) (ws []string, starts []bool) {
	for _, t := range texts {
		f := strings.Fields(t)
		if len(f) == 0 {
			continue
		}
		if n := len(ws); n > 0 {
			prev := ws[n-1]
			if brokenWord(prev, f[0]) {
				ws[n-1] = prev[:len(prev)-1] + f[0]
				f = f[1:]
			}
		}
		for i, w := range f {
			ws = append(ws, w)
			starts = append(starts, i == 0)
		}
	}
	return ws, starts
}
