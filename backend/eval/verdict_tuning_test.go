//go:build tuning

package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// Verdict tuning: replays the candidates `carrel-eval train-answer --dump F` wrote for SciFact
// train through answer.Compose and prints eval claims' figures, without the index or the
// service. Run with
//
//	VERDICT_DUMP=F go test -tags tuning -run TestVerdictReplay -v ./backend/eval/
//
// VERDICT_FOLD=0|1 scores one fold only; VERDICT_SHOW=notrel|contra|gated prints the cases;
// VERDICT_SIDE, VERDICT_SURE and VERDICT_CUT set answer.SideShare, SureProb and StanceCut;
// VERDICT_NOVAL=1 turns the outcome valence off (answer.UseValence); VERDICT_NOSYN=1 turns WordNet synonyms off, VERDICT_NOVEC=1 the word vectors, VERDICT_NOWN=1
// all of WordNet, VERDICT_NOANT=1 only its antonyms in the antonym rule (ablation);
// VERDICT_VEC sets answer.VecNeighbour; VERDICT_MODEL replays with that model file;
// VERDICT_COUNT sets answer.CountProb (recipe 35's coverage switches, VERDICT_CONTRAM and the
// rest, are on branch s18-cover, docs/answers.md); VERDICT_POOL and VERDICT_POOLN set answer.StudyPool and
// answer.StudyOthers; VERDICT_RULEW sets answer.RuleWeight; VERDICT_RULESOFF=a,b switches the
// named stance rules off (answer.RulesOff, the ablation of docs/answers.md recipe 27); VERDICT_RESTANCE=1 refits the
// model's stance on the gold rationale pairs outside VERDICT_FOLD first (restance), so that a
// stance change is replayed without refitting the evidence model; VERDICT_CLAIMS=F writes
// each claim's counted studies as the verdict's decision reads them (with their gold label and
// quote, and the stance rule that reads the quote) and every cited study, counted or not, as
// JSON lines, for the decision's precision/coverage curve and TestVerdictCensus.
func TestVerdictReplay(t *testing.T) {
	path := os.Getenv("VERDICT_DUMP")
	if path == "" {
		t.Skip("VERDICT_DUMP not set")
	}
	dir := shareddata.Require(t, "datasets/scifact")
	d, err := loadSciFact(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	gold, err := loadClaimEvidence(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	var c claimCounts
	var v verdictCounts
	// Each variable, when set, overrides one of the verdict's analysis switches.
	for name, v := range map[string]any{
		"VERDICT_SIDE":  &answer.SideShare,
		"VERDICT_POOL":  &answer.StudyPool,
		"VERDICT_POOLN": &answer.StudyOthers,
		"VERDICT_RULEW": &answer.RuleWeight,
		"VERDICT_CUT":   &answer.StanceCut,
		"VERDICT_SURE":  &answer.SureProb,
		"VERDICT_COUNT": &answer.CountProb,
		"VERDICT_OTHER": &answer.OtherProb,
	} {
		if x := os.Getenv(name); x != "" {
			fmt.Sscan(x, v)
		}
	}
	if x := os.Getenv("VERDICT_RULESOFF"); x != "" {
		answer.RulesOff = map[string]bool{}
		for _, r := range strings.Split(x, ",") {
			answer.RulesOff[r] = true
		}
	}
	if x := os.Getenv("VERDICT_MODEL"); x != "" {
		if os.Getenv("VERDICT_RESTANCE") != "" {
			x = restance(t, dir, x, os.Getenv("VERDICT_FOLD"))
		}
		if err := answer.LoadModel(x); err != nil {
			t.Fatal(err)
		}
	}
	if x := os.Getenv("VERDICT_VEC"); x != "" {
		fmt.Sscan(x, &answer.VecNeighbour)
	}
	answer.UseWordNetSynonyms = os.Getenv("VERDICT_NOSYN") == "" && os.Getenv("VERDICT_NOWN") == ""
	answer.UseWordNetAntonyms = os.Getenv("VERDICT_NOWN") == "" && os.Getenv("VERDICT_NOANT") == ""
	answer.UseVectors = os.Getenv("VERDICT_NOVEC") == ""
	answer.UseValence = os.Getenv("VERDICT_NOVAL") == ""
	show := os.Getenv("VERDICT_SHOW")
	var claimsOut *json.Encoder
	if x := os.Getenv("VERDICT_CLAIMS"); x != "" {
		w, err := os.Create(x)
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		claimsOut = json.NewEncoder(w)
	}
	fold := os.Getenv("VERDICT_FOLD")
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	folds := splitClaims(qrels, foldSpecEnv())
	for sc.Scan() {
		var cd claimDump
		if err := json.Unmarshal(sc.Bytes(), &cd); err != nil {
			t.Fatal(err)
		}
		if fold != "" && fmt.Sprint(folds[cd.ID]) != fold {
			continue
		}
		q := d.claims[cd.ID]
		res, err := answer.Compose(answer.Request{Query: q, Candidates: cd.Cands, Depth: domain.DepthStandard})
		if err != nil {
			t.Fatal(err)
		}
		ext := map[string]string{}
		for k, cand := range cd.Cands {
			ext[cand.SourceID] = cd.Exts[k]
		}
		cites := res.Citations()
		decision := ""
		if vd := res.Verdict(); vd != nil {
			decision = vd.Decision
		}
		c.add(d, gold[cd.ID], cites, ext)
		v.add(gold[cd.ID], func(doc string) bool { return gold[cd.ID][doc] != nil }, cites, decision, ext)
		if claimsOut != nil {
			// one line per claim: its one gold label ("" when mixed or none), and per counted study
			// what the verdict's decision reads with the study's gold label ("" when not evidence)
			type studyRow struct {
				answer.VerdictStudy
				Gold, Quote, Branch string
				Rationale           bool // the quote is one of the gold abstract's rationale sentences
			}
			// citedRow is every cited study (counted or not) as the census of recipe 34 reads it
			type citedRow struct {
				Gold, Stance, Quote, Branch string
				Rationale, Counted          bool
				Order                       int // place among the cited studies (0 first)
			}
			quotes := map[string]string{}
			var order []string
			stances := map[string]string{}
			for _, ct := range cites {
				if _, ok := quotes[ct.Source.ID]; !ok {
					quotes[ct.Source.ID] = ct.Quote
					order = append(order, ct.Source.ID)
					if ct.Stance != nil {
						stances[ct.Source.ID] = *ct.Stance
					}
				}
			}
			isRationale := func(src string) bool {
				cg := gold[cd.ID][ext[src]]
				if cg == nil {
					return false
				}
				for _, k := range quoteSentences(d, ext[src], quotes[src]) {
					for _, r := range cg.rationales {
						if containsInt(r, k) {
							return true
						}
					}
				}
				return false
			}
			// goldOf is a cited study's gold label for the claim ("" when none) and the
			// stance rule's branch that reads its quote
			goldOf := func(src string) (label, branch string) {
				if cg := gold[cd.ID][ext[src]]; cg != nil {
					label = cg.label
				}
				_, branch = answer.StanceRuleBranch(q, quotes[src])
				return label, branch
			}
			studyOf := func(s answer.VerdictStudy) studyRow {
				g, branch := goldOf(s.SourceID)
				return studyRow{s, g, quotes[s.SourceID], branch, isRationale(s.SourceID)}
			}
			var rows []studyRow
			counted := map[string]bool{}
			for _, s := range res.Studies {
				rows = append(rows, studyOf(s))
				counted[s.SourceID] = true
			}
			var cited []citedRow
			for k, src := range order {
				g, branch := goldOf(src)
				cited = append(cited, citedRow{g, stances[src], quotes[src], branch, isRationale(src), counted[src], k})
			}
			// golds are the claim's gold abstracts with their place among the candidates (-1 when not retrieved)
			type goldRow struct {
				Doc, Label string
				Cand       int
			}
			var golds []goldRow
			for _, doc := range slices.Sorted(maps.Keys(gold[cd.ID])) { // sorted: a rerun writes the same file
				golds = append(golds, goldRow{doc, gold[cd.ID][doc].label, slices.Index(cd.Exts, doc)})
			}
			claimsOut.Encode(map[string]any{"id": cd.ID, "fold": folds[cd.ID], "claim": q, "label": oneLabel(gold[cd.ID]), "studies": rows, "cited": cited, "decision": decision, "golds": golds})
		}
		if show != "" {
			for _, ct := range cites {
				g := gold[cd.ID][ext[ct.Source.ID]]
				st := ""
				if ct.Stance != nil {
					st = *ct.Stance
				}
				switch {
				case show == "notrel" && g == nil && st != domain.StanceNeutral && oneLabel(gold[cd.ID]) != "",
					show == "contra" && g != nil && g.label == "CONTRADICT" && st != domain.StanceContradicts,
					show == "gated" && g != nil && st == domain.StanceNeutral:
					t.Logf("%s | %s\n   -> [%s] %s | %s", cd.ID, q, st, ct.Source.Title, ct.Quote)
				}
			}
		}
	}
	o := c.result()
	o.verdictFigures = v.figures()
	b, _ := json.Marshal(roundClaims(o))
	t.Logf("%s", b)
}

// restance writes a copy of the model file at path with its stance model refitted on the train
// gold rationale pairs outside fold (with flipped claims, as train-answer fits), so that a change
// to the stance features can be replayed on a fold without refitting the evidence model; returns
// the copy's path (VERDICT_RESTANCE=1).
func restance(t *testing.T, dir, path, fold string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	t.Setenv("STANCE_AUG", "1")
	single, _ := stancePairs(t, dir)
	var x [][]float64
	var y []bool
	for _, p := range single {
		if fmt.Sprint(p.fold) != fold {
			x, y = append(x, p.features), append(y, p.contradict)
		}
	}
	m["stance"] = fitLogistic(answer.StanceFeatureNames(), x, y, 1.0)
	out, _ := json.Marshal(m)
	p := t.TempDir() + "/model.json"
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
