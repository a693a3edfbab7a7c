//go:build tuning

package answer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
)

// Why cited gold studies are neutral: replays the candidates `carrel-eval train-answer --cands F`
// wrote for SciFact train through the claim answer and, for every cited study with a gold label
// that the answer lists as neutral (never counted), names the first of Policy's and the stance's
// conditions it fails. Run with
//
//	NEUTRAL_CANDS=F NEUTRAL_MODEL=hK.json NEUTRAL_FOLD=K go test -tags tuning -run TestNeutralCauses -v ./backend/answer/
//
// NEUTRAL_SHOW=cause prints that cause's cases (claim, finding, side shares); NEUTRAL_LABEL=
// CONTRADICT|SUPPORT limits to one gold label.
func TestNeutralCauses(t *testing.T) {
	path := os.Getenv("NEUTRAL_CANDS")
	if path == "" {
		t.Skip("NEUTRAL_CANDS not set")
	}
	if x := os.Getenv("NEUTRAL_MODEL"); x != "" {
		if err := LoadModel(x); err != nil {
			t.Fatal(err)
		}
	}
	dir := shareddata.Require(t, "datasets/scifact")
	claims := map[string]string{}
	readJSONL(t, filepath.Join(dir, "queries.jsonl"), func(b []byte) {
		var r struct{ Text string }
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		claims[jsonField(t, b, "_id")] = r.Text
	})
	labels := map[string]map[string]string{} // claim -> doc -> label
	readJSONL(t, filepath.Join(dir, "evidence.jsonl"), func(b []byte) {
		var r struct {
			QueryID string `json:"query_id"`
			Split   string
			DocID   string `json:"doc_id"`
			Label   string
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		if r.Split != "train" {
			return
		}
		if labels[r.QueryID] == nil {
			labels[r.QueryID] = map[string]string{}
		}
		labels[r.QueryID][r.DocID] = r.Label
	})
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	fold, show, only := os.Getenv("NEUTRAL_FOLD"), os.Getenv("NEUTRAL_SHOW"), os.Getenv("NEUTRAL_LABEL")
	tally := map[string]map[string]int{} // label -> cause -> studies
	cited := map[string]int{}
	for sc.Scan() {
		var cd struct {
			ID    string
			Cands []Candidate
			Exts  []string
		}
		if err := json.Unmarshal(sc.Bytes(), &cd); err != nil {
			t.Fatal(err)
		}
		if n, _ := strconv.Atoi(cd.ID); fold != "" && fmt.Sprint(n%2) != fold {
			continue
		}
		claim := claims[cd.ID]
		req := Request{Query: claim, Candidates: cd.Cands, Depth: domain.DepthStandard}
		if err := normalize(&req); err != nil {
			t.Fatal(err)
		}
		if kind, _ := readQuestion(claim); kind != kindClaim {
			continue
		}
		m := current.Load()
		q := buildQuery(req.Query, nil)
		p := buildPool(req.Candidates)
		scorePool(p, q, req.Candidates)
		fs := selectFindings(p, q, req.Candidates, req.Query, depthLimits[req.Depth])
		ev := evidenceFeatures(p, q, req.Candidates, req.Query)
		studies, members := policyStudies(p, q, req.Candidates, req.Query, ev, func(i int) float64 { return m.Evidence.Prob(ev[i]) })
		subject, outcome := claimSides(claim)
		weight := p.poolWeight()
		for fi, fd := range fs {
			s := &p.sents[fd.members[0]]
			label := labels[cd.ID][cd.Exts[s.cand]]
			if label == "" && labels[cd.ID] != nil {
				label = "NOTREL" // a claim with gold evidence, a study that is none of it
			}
			if label == "" || only != "" && label != only {
				continue
			}
			cited[label]++
			if fd.stance != domain.StanceNeutral {
				continue
			}
			var ps PolicySentence
			for k := range members {
				for j, i := range members[k] {
					if i == fd.members[0] {
						ps = studies[k].Sentences[j]
					}
				}
			}
			keys := p.findingKeys(s)
			title := keySet(gateTerms(req.Candidates[s.cand].Title))
			withTitle := map[string]bool{}
			for k := range keys {
				withTitle[k] = true
			}
			for k := range title {
				withTitle[k] = true
			}
			subShare, subOther := sideShare(subject, withTitle, weight)
			outShare, outOther := sideShare(outcome, keys, weight)
			cause := ""
			switch {
			case !(fd.prob >= max(m.Threshold, CountProb) || ps.States):
				cause = fmt.Sprintf("weak: over threshold %v, about %v, first %v", fd.prob >= m.Threshold, ps.About, fi == 0)
			case !(fd.prob >= SureProb || ps.About):
				switch {
				case subShare < SideShare || subOther:
					if outShare < SideShare || outOther {
						cause = "gate: both sides"
					} else {
						cause = "gate: subject"
					}
				default:
					cause = "gate: outcome"
				}
			case fi > 0 && fd.prob < OtherProb && !ps.States:
				cause = "other study under OtherProb"
			case nonResult(s.quote):
				cause = "aim/method rule"
			default:
				cause = "other"
			}
			if tally[label] == nil {
				tally[label] = map[string]int{}
			}
			tally[label][cause]++
			if show != "" && strings.HasPrefix(cause, show) {
				t.Logf("%s [%s] %s | p=%.2f at=%d states=%v sub=%.2f out=%.2f\n   claim: %s\n   sides: %v | %v\n   -> %s",
					cd.ID, label, cause, fd.prob, fi, ps.States, subShare, outShare, claim, subject, outcome, s.quote)
			}
		}
	}
	for _, label := range []string{"CONTRADICT", "SUPPORT", "NOTREL"} {
		var causes []string
		n := 0
		for c, k := range tally[label] {
			causes = append(causes, c)
			n += k
		}
		sort.Strings(causes)
		t.Logf("%s: %d cited, %d neutral", label, cited[label], n)
		for _, c := range causes {
			t.Logf("  %-45s %d", c, tally[label][c])
		}
	}
}
