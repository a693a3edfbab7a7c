package eval

import (
	"fmt"
	"io"
	"sort"
)

// lossBudget splits SciFact's selection figures by where they are lost (`claims --budget`):
// recall by why each gold rationale sentence was not found, precision by where each wrongly
// predicted (counted, scored) sentence stands. docs/answers.md, recipe 27 selection.
type lossBudget struct {
	gold, found int
	// recall losses, in gold sentences
	notRetrieved, notCited, related int // the gold abstract outside the pool, in it but not cited, cited as neutral (unscored)
	wrongFinding                    int // counted, no rationale of the abstract quoted
	otherRationale                  int // counted, another rationale of the abstract quoted, not this one
	partial                         int // a rationale of several sentences quoted in part
	partialNext                     int // … of them, sentences next to a quoted sentence of the rationale
	multi, multiWhole               int // rationales of several sentences in counted abstracts, quoted whole
	// precision, in predicted sentences
	pred, right                  int
	nei, otherDoc                int // in an abstract of a claim without gold evidence; of a claim with it, another abstract
	extraFinding, extraFurther   int // in a gold abstract: the finding, a further quote
	partQuoted                   int // in a gold abstract: part of a rationale not quoted whole
	goldDocs, notRetrievedDocs   int
	relatedDocs, countedGoldDocs int
	// uncounted gold abstracts in the pool, by their rank (1, 2, 3–5, 6–20) and by whether the
	// claim counts another gold abstract: [cited as related / not cited][rank bucket][other gold counted]
	uncounted [2][4][2]int
	trace     io.Writer // when set, one line per uncounted gold abstract in the pool (analysis)
}

// add tallies one claim: its gold evidence, the retrieved pool (SciFact doc ids in rank order)
// and its cited abstracts as SciFact scores them.
func (lb *lossBudget) add(id string, gold map[string]*claimGold, pool []string, preds map[string]*docPred, order []string) {
	inPool := map[string]bool{}
	rank := map[string]int{}
	for i, doc := range pool {
		inPool[doc] = true
		if rank[doc] == 0 {
			rank[doc] = i + 1
		}
	}
	goldCounted := 0
	for doc := range gold {
		if p := preds[doc]; p != nil && p.label != "" {
			goldCounted++
		}
	}
	bucket := func(r int) int {
		switch {
		case r == 1:
			return 0
		case r == 2:
			return 1
		case r <= 5:
			return 2
		}
		return 3
	}
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	docs := make([]string, 0, len(gold))
	for doc := range gold {
		docs = append(docs, doc)
	}
	sort.Strings(docs)
	for _, doc := range docs {
		g := gold[doc]
		n := 0
		for _, r := range g.rationales {
			n += len(r)
		}
		lb.gold += n
		lb.goldDocs++
		p := preds[doc]
		switch {
		case !inPool[doc]:
			lb.notRetrieved += n
			lb.notRetrievedDocs++
			continue
		case p == nil:
			lb.notCited += n
			lb.uncounted[1][bucket(rank[doc])][b2i(goldCounted > 0)]++
			lb.traceUncounted(id, doc, rank[doc], "not_cited", n, order, goldCounted)
			continue
		case p.label == "":
			lb.related += n
			lb.uncounted[0][bucket(rank[doc])][b2i(goldCounted > 0)]++
			lb.relatedDocs++
			lb.traceUncounted(id, doc, rank[doc], "related", n, order, goldCounted)
			continue
		}
		lb.countedGoldDocs++
		whole := func(r []int) bool {
			for _, s := range r {
				if !containsInt(p.sents, s) {
					return false
				}
			}
			return true
		}
		anyWhole := false
		for _, r := range g.rationales {
			anyWhole = anyWhole || whole(r)
		}
		for _, r := range g.rationales {
			some := false
			for _, s := range r {
				some = some || containsInt(p.sents, s)
			}
			if len(r) > 1 {
				lb.multi++
			}
			switch {
			case whole(r):
				lb.found += len(r)
				if len(r) > 1 {
					lb.multiWhole++
				}
			case some:
				lb.partial += len(r)
				for _, s := range r {
					if !containsInt(p.sents, s) && (containsInt(p.sents, s-1) && containsInt(r, s-1) || containsInt(p.sents, s+1) && containsInt(r, s+1)) {
						lb.partialNext++
					}
				}
			case anyWhole:
				lb.otherRationale += len(r)
			default:
				lb.wrongFinding += len(r)
			}
		}
	}
	for _, doc := range order {
		p := preds[doc]
		if p.label == "" {
			continue
		}
		g := gold[doc]
		for i, k := range p.sents {
			lb.pred++
			switch {
			case g != nil && inWholeRationale(g.rationales, p.sents, k):
				lb.right++
			case len(gold) == 0:
				lb.nei++
			case g == nil:
				lb.otherDoc++
			case inAnyRationale(g.rationales, k):
				lb.partQuoted++
			case i == 0:
				lb.extraFinding++
			default:
				lb.extraFurther++
			}
		}
	}
}

// traceUncounted writes one uncounted gold abstract of the pool to the trace, when there is one.
func (lb *lossBudget) traceUncounted(id, doc string, rank int, state string, n int, order []string, goldCounted int) {
	if lb.trace == nil {
		return
	}
	first := ""
	if len(order) > 0 {
		first = order[0]
	}
	fmt.Fprintf(lb.trace, "%s\t%s\t%d\t%s\t%d\t%s\t%d\n", id, doc, rank, state, n, first, goldCounted)
}

func inAnyRationale(rats [][]int, k int) bool {
	for _, r := range rats {
		if containsInt(r, k) {
			return true
		}
	}
	return false
}

// print writes the budget as two tables, each row with its count and its share.
func (lb *lossBudget) print(w io.Writer) {
	share := func(n, of int) string { return fmt.Sprintf("%4d  %.3f", n, float64(n)/float64(max(of, 1))) }
	fmt.Fprintf(w, "recall budget: %d gold rationale sentences in %d gold abstracts\n", lb.gold, lb.goldDocs)
	fmt.Fprintf(w, "  found (whole rationale quoted in a counted abstract)       %s\n", share(lb.found, lb.gold))
	fmt.Fprintf(w, "  (a) gold abstract not in the retrieved pool (%3d abstracts) %s\n", lb.notRetrievedDocs, share(lb.notRetrieved, lb.gold))
	fmt.Fprintf(w, "  (b) in the pool, not cited                                 %s\n", share(lb.notCited, lb.gold))
	fmt.Fprintf(w, "  (b') cited as related (neutral, unscored; %3d abstracts)    %s\n", lb.relatedDocs, share(lb.related, lb.gold))
	fmt.Fprintf(w, "  (c) counted, no rationale of the abstract quoted            %s\n", share(lb.wrongFinding, lb.gold))
	fmt.Fprintf(w, "  (c') counted, another rationale quoted, not this one        %s\n", share(lb.otherRationale, lb.gold))
	fmt.Fprintf(w, "  (d) rationale of several sentences quoted in part           %s (unquoted next to a quoted one: %d; several-sentence rationales %d, whole %d)\n",
		share(lb.partial, lb.gold), lb.partialNext, lb.multi, lb.multiWhole)
	fmt.Fprintf(w, "  uncounted gold abstracts in the pool by rank 1 / 2 / 3-5 / 6-20 (another gold abstract of the claim counted: no+yes)\n")
	for i, name := range []string{"cited as related", "not cited"} {
		fmt.Fprintf(w, "    %-18s", name)
		for _, c := range lb.uncounted[i] {
			fmt.Fprintf(w, " %3d+%-3d", c[0], c[1])
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "precision budget: %d predicted sentences (counted abstracts, first 3 each)\n", lb.pred)
	fmt.Fprintf(w, "  right                                                      %s\n", share(lb.right, lb.pred))
	fmt.Fprintf(w, "  wrong: abstract of a claim with no gold evidence (NEI)     %s\n", share(lb.nei, lb.pred))
	fmt.Fprintf(w, "  wrong: non-gold abstract of a claim with gold evidence      %s\n", share(lb.otherDoc, lb.pred))
	fmt.Fprintf(w, "  wrong: gold abstract, the finding not a rationale           %s\n", share(lb.extraFinding, lb.pred))
	fmt.Fprintf(w, "  wrong: gold abstract, a further quote not a rationale       %s\n", share(lb.extraFurther, lb.pred))
	fmt.Fprintf(w, "  wrong: gold abstract, part of a rationale not quoted whole  %s\n", share(lb.partQuoted, lb.pred))
}
