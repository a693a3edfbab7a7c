//go:build tuning

package eval

import (
	"fmt"
	"math"
	"testing"

	"carrel/backend/answer"
)

// TestSelectRunnerUp tabulates each held-out claim's likeliest study other than the best-ranked
// one (by the study model) by whether the best-ranked counts and the runner-up's probability,
// and how often it is gold (SEL_CACHE).
func TestSelectRunnerUp(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		if len(kept) == 0 {
			return
		}
		sp := studyProbsOf(&m, studies)
		first := kept[0].Study
		best := -1
		for j := range studies {
			if j != first && (best < 0 || sp[j] > sp[best]) {
				best = j
			}
		}
		if best < 0 {
			return
		}
		counted := false
		for _, f := range kept {
			counted = counted || f.Counts
		}
		cited, counts := false, false
		for _, f := range kept {
			if f.Study == best {
				cited, counts = true, f.Counts
			}
		}
		key := fmt.Sprintf("first counts %v any %v | sp %.1f cited %v counts %v", kept[0].Counts, counted, math.Floor(sp[best]*10)/10, cited, counts)
		tally(tab, key, c.gold[c.rows[rowsOf[best][0]].source] != nil)
	})
	printStudyTab(tab)
}
