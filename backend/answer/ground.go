package answer

import (
	"fmt"
	"strings"

	"carrel/backend/domain"
)

// KeepGrounded is the last step of every answer, a search's or a chat's: it keeps only the
// citations grounded accepts (the caller knows where its sources' texts are stored), removes a
// claim whose citations all fail (the claim was the quote itself), and renumbers the remaining
// markers 1..n in order. When citations were dropped and none is left, the answer is composed
// again without candidates: the "nothing found" answer.
func KeepGrounded(res Result, req Request, grounded func(domain.Citation) bool) Result {
	var segs []Segment
	n := 0
	dropped := false
	for _, seg := range res.Segments {
		if len(seg.Citations) == 0 {
			segs = append(segs, seg)
			continue
		}
		var keep []domain.Citation
		text := seg.Text
		for _, c := range seg.Citations {
			if !grounded(c) {
				text = replaceLast(text, fmt.Sprintf(" [%d]", c.Index), "")
				dropped = true
				continue
			}
			n++
			text = replaceLast(text, fmt.Sprintf("[%d]", c.Index), fmt.Sprintf("[%d]", n))
			c.Index = n
			keep = append(keep, c)
		}
		if len(keep) == 0 {
			continue
		}
		segs = append(segs, Segment{Text: text, Citations: keep})
	}
	if n == 0 && dropped {
		req.Candidates = nil
		if r, err := Compose(req); err == nil {
			return r
		}
	}
	return Result{Segments: segs, UnsourcedClaimCount: res.UnsourcedClaimCount, Claim: res.Claim, Studies: res.Studies}
}

// replaceLast replaces the last old in s: a marker follows its quote, which may itself contain
// bracketed numbers.
func replaceLast(s, old, repl string) string {
	i := strings.LastIndex(s, old)
	if i < 0 {
		return s
	}
	return s[:i] + repl + s[i+len(old):]
}
