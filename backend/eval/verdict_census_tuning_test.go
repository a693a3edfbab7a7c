//go:build tuning

package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// Verdict census (docs/answers.md, recipe 34): sorts every wrong verdict shown and every cited
// gold-CONTRADICT study not marked contradicts, out of fold, by why. It reads the claims file
// TestVerdictReplay writes (VERDICT_CLAIMS), one per grouped fold:
//
//	VERDICT_CENSUS=c0.jsonl,c1.jsonl go test -tags tuning -run TestVerdictCensus -v ./backend/eval/
//
// and prints one row per category with the count in each file and in all.
func TestVerdictCensus(t *testing.T) {
	files := os.Getenv("VERDICT_CENSUS")
	if files == "" {
		t.Skip("VERDICT_CENSUS not set")
	}
	paths := strings.Split(files, ",")
	counts := make([]map[string]int, len(paths))
	for k, p := range paths {
		counts[k] = map[string]int{}
		for _, c := range readCensusClaims(t, p) {
			censusClaim(c, counts[k])
		}
	}
	keys := map[string]bool{}
	for _, m := range counts {
		for key := range m {
			keys[key] = true
		}
	}
	var sorted []string
	for key := range keys {
		sorted = append(sorted, key)
	}
	sort.Strings(sorted)
	for _, key := range sorted {
		row, all := "| "+key, 0
		for _, m := range counts {
			row += fmt.Sprintf(" | %d", m[key])
			all += m[key]
		}
		t.Logf("%s | %d |", row, all)
	}
}

// censusStudy is a counted study as VERDICT_CLAIMS writes it.
type censusStudy struct {
	answer.VerdictStudy
	Gold, Quote, Branch string
	Rationale           bool
}

// censusCited is a cited study, counted or not, as VERDICT_CLAIMS writes it.
type censusCited struct {
	Gold, Stance, Quote, Branch string
	Rationale, Counted          bool
	Order                       int
}

// censusClaimLine is one claim of a VERDICT_CLAIMS file.
type censusClaimLine struct {
	ID, Label, Decision string
	Studies             []censusStudy
	Cited               []censusCited
}

func readCensusClaims(t *testing.T, path string) []censusClaimLine {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []censusClaimLine
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var c censusClaimLine
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// censusClaim adds one claim's wrong verdict ("wrong: …") and missed contradictions ("missed:
// …") to counts, with the totals they are shares of ("all: …").
func censusClaim(c censusClaimLine, counts map[string]int) {
	quoted := func(r bool) string {
		if r {
			return "quote a rationale"
		}
		return "quote no rationale"
	}
	reader := func(s censusStudy) string {
		if s.Rule {
			return "a rule (" + s.Branch + ")"
		}
		if math.Abs(s.Pooled-answer.StanceCut) < 0.15 {
			return "the stance model, pooled within 0.15 of the cut"
		}
		return "the stance model, pooled 0.15 or more from the cut"
	}
	shown := c.Decision == domain.StanceSupports || c.Decision == domain.StanceContradicts
	if c.Label != "" && shown {
		counts["all: verdicts shown"]++
		if (c.Decision == domain.StanceSupports) != (c.Label == "SUPPORT") {
			counts["all: verdicts shown wrong"]++
			var decided *censusStudy
			for i, s := range c.Studies {
				if s.Stance == c.Decision && (decided == nil || decided.Gold == "" && s.Gold != "") {
					decided = &c.Studies[i]
				}
			}
			switch {
			case decided == nil:
			case decided.Gold == "":
				counts["wrong: a counted study that is no gold evidence decided"]++
			default:
				counts[fmt.Sprintf("wrong: gold %s read as %s by %s, %s", decided.Gold, c.Decision, reader(*decided), quoted(decided.Rationale))]++
			}
			if len(c.Studies) > 1 {
				counts["wrong: shown from more than one counted study"]++
			}
		}
	}
	for _, r := range c.Cited {
		if r.Gold != "CONTRADICT" {
			continue
		}
		counts["all: cited gold-CONTRADICT studies"]++
		if r.Stance == domain.StanceContradicts {
			continue
		}
		if !r.Counted || r.Stance == domain.StanceNeutral {
			place := "first cited"
			if r.Order > 0 {
				place = "not first cited"
			}
			counts[fmt.Sprintf("missed: never counted (neutral), %s, %s", place, quoted(r.Rationale))]++
			continue
		}
		for _, s := range c.Studies {
			if s.Quote == r.Quote {
				counts[fmt.Sprintf("missed: counted, read as supports by %s, %s", reader(s), quoted(r.Rationale))]++
				break
			}
		}
	}
}
