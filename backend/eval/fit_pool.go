package eval

import (
	"sort"
	"strings"
)

// typeFamilies groups the publication types whose cues point the same way: a piece published
// in a venue, a book or a meeting's proceedings (a publisher's stamps: copyright, volume, ISSN,
// ISBN) against a document that stands alone (a preprint, a report, a thesis: no such stamps).
var typeFamilies = map[string]string{
	"journal_article": "published", "conference_paper": "published", "book": "published", "book_chapter": "published", "review": "published",
	"preprint": "alone", "report": "alone", "thesis": "alone", "dataset": "alone", "other": "alone",
}

// typePool maps each type feature "cue|type" to its family's pooled parameter "cue|@family".
func typePool(f string) string {
	c, t, ok := strings.Cut(f, "|")
	if !ok || typeFamilies[t] == "" {
		return ""
	}
	return c + "|@" + typeFamilies[t]
}

// fitChoicePooled is fitChoice with each feature's weight written as its own part plus a part
// it shares with the features pool maps to the same key (a cue's weight for a family of types):
// w[f] = u[f] + v[pool(f)]. u is pulled toward the prior with L2 l2(f), v toward 0 with l2Pool, so
// a cue that few papers of one type show borrows the weight the family's papers give it, and
// only what the family does not explain is the type's own. Decoding reads w alone.
func fitChoicePooled(groups []choiceGroup, l2 func(string) float64, l2Pool float64, iters int, prior map[string]float64, pool func(string) string) map[string]float64 {
	u, keys := startWeights(groups, prior)
	v := map[string]float64{}
	var pkeys []string
	for _, f := range keys {
		if p := pool(f); p != "" {
			if _, ok := v[p]; !ok {
				pkeys = append(pkeys, p)
			}
			v[p] = 0
		}
	}
	sort.Strings(pkeys)
	w := func() map[string]float64 {
		out := make(map[string]float64, len(keys))
		for _, f := range keys {
			out[f] = u[f]
			if p := pool(f); p != "" {
				out[f] += v[p]
			}
		}
		return out
	}
	if len(groups) == 0 {
		return roundWeights(w(), keys)
	}
	n := 0.0
	for _, g := range groups {
		n += g.weight()
	}
	for range iters {
		grad := choiceGrad(groups, w())
		gv := map[string]float64{}
		for _, f := range keys {
			if p := pool(f); p != "" {
				gv[p] += grad[f]
			}
			u[f] += grad[f]/n - l2(f)*(u[f]-prior[f])
		}
		for _, p := range pkeys {
			v[p] += gv[p]/n - l2Pool*v[p]
		}
	}
	return roundWeights(w(), keys)
}
