package eval

import (
	"sort"

	"carrel/backend/internal/beir"
)

// claimFolds is the one split of SciFact claims into the two folds that train-answer --holdout
// leaves out and claims --fold scores (and the tuning replays read): each claim id in qrels maps
// to 0 or 1. Without grouped it is the numeric id's parity, the split of recipes 1–31. SciFact's
// annotators wrote claims in runs from one citing sentence, so siblings (a claim and its
// negation, a variant with the opposite label) cite the same abstract and parity puts them on
// both sides: a held-out claim's rationale sentences were fitted with its sibling's label. With
// grouped, claims that cite a common abstract (qrels, which hold every gold evidence abstract
// and, for NOT ENOUGH INFO claims, the abstract they cite) are one group, and whole groups are
// dealt to the folds (docs/answers.md, recipe 32).
func claimFolds(qrels beir.Qrels, grouped bool) map[string]int {
	out := make(map[string]int, len(qrels))
	if !grouped {
		for id := range qrels {
			out[id] = numID(id) % 2
		}
		return out
	}
	groups := citeGroups(qrels)
	// Largest groups first, ties by their smallest id, each to the fold with fewer claims so
	// far (fold 0 on a tie): deterministic, and the folds differ by at most the last group's size.
	sort.Slice(groups, func(i, j int) bool {
		if len(groups[i]) != len(groups[j]) {
			return len(groups[i]) > len(groups[j])
		}
		return numCmp(groups[i][0], groups[j][0]) < 0
	})
	var size [2]int
	for _, g := range groups {
		k := 0
		if size[1] < size[0] {
			k = 1
		}
		for _, id := range g {
			out[id] = k
		}
		size[k] += len(g)
	}
	return out
}

// citeGroups are the connected components of "cites a common abstract" over the claims of
// qrels, each sorted by numeric id.
func citeGroups(qrels beir.Qrels) [][]string {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if parent[x] == x {
			return x
		}
		parent[x] = find(parent[x])
		return parent[x]
	}
	ids := make([]string, 0, len(qrels))
	for id := range qrels {
		parent[id] = id
		ids = append(ids, id)
	}
	// Union in id order so that the result does not depend on map order.
	sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 })
	owner := map[string]string{}
	for _, id := range ids {
		docs := make([]string, 0, len(qrels[id]))
		for doc := range qrels[id] {
			docs = append(docs, doc)
		}
		sort.Strings(docs)
		for _, doc := range docs {
			if o, ok := owner[doc]; ok {
				a, b := find(o), find(id)
				if numCmp(a, b) > 0 {
					a, b = b, a
				}
				parent[b] = a
			} else {
				owner[doc] = id
			}
		}
	}
	byRoot := map[string][]string{}
	for _, id := range ids {
		r := find(id)
		byRoot[r] = append(byRoot[r], id)
	}
	out := make([][]string, 0, len(byRoot))
	for _, id := range ids {
		if g, ok := byRoot[id]; ok {
			out = append(out, g)
		}
	}
	return out
}
