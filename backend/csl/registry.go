package csl

import (
	"strings"
)

// register resets the registry to items (in this order), sorts it and disambiguates.
func (p *Processor) register(items []*Item) {
	p.reg = make([]*itemState, 0, len(items))
	p.byID = make(map[string]*itemState, len(items))
	for i, it := range items {
		if _, dup := p.byID[it.ID]; dup {
			continue
		}
		st := &itemState{item: it, seq: i}
		p.reg = append(p.reg, st)
		p.byID[it.ID] = st
	}
	for i, st := range p.reg {
		st.citationNumber = i + 1
	}
	if b := p.style.bibliography; b != nil && len(p.reg) > 1 {
		if srt := b.child("sort"); srt != nil {
			p.sortStates(p.reg, srt, b)
			if !sortUsesCitationNumber(srt) {
				for i, st := range p.reg {
					st.citationNumber = i + 1
				}
			}
		}
	}
	p.disambiguateAll()
}

func sortUsesCitationNumber(srt *element) bool {
	for _, k := range srt.children {
		if k.attr("variable") == "citation-number" || (k.macro != nil && usesVariable(k.macro, "citation-number")) {
			return true
		}
	}
	return false
}

// citeKey renders the citation form of an item for ambiguity checks.
func (p *Processor) citeKey(st *itemState) string {
	c := &rctx{p: p, st: st, it: st.item, area: p.style.citation, cite: &citeInfo{}, noYearSuffix: true,
		disambiguate: st.disambiguate}
	layout := p.style.citation.child("layout")
	return plainText(c.renderChildren(layout.children, ""))
}

func ambiguousGroups(p *Processor, states []*itemState) [][]*itemState {
	byKey := map[string][]*itemState{}
	var order []string
	for _, st := range states {
		k := p.citeKey(st)
		if _, ok := byKey[k]; !ok {
			order = append(order, k)
		}
		byKey[k] = append(byKey[k], st)
	}
	var out [][]*itemState
	for _, k := range order {
		if len(byKey[k]) > 1 {
			out = append(out, byKey[k])
		}
	}
	return out
}

// unresolved returns the members of group whose cite key is still shared with another member.
func unresolved(p *Processor, group []*itemState) []*itemState {
	keys := make([]string, len(group))
	count := map[string]int{}
	for i, st := range group {
		keys[i] = p.citeKey(st)
		count[keys[i]]++
	}
	var out []*itemState
	for i, st := range group {
		if count[keys[i]] > 1 {
			out = append(out, st)
		}
	}
	return out
}

func (p *Processor) citationAttr(k string) string {
	if p.style.citation == nil {
		return ""
	}
	return p.style.citation.attr(k)
}

func (p *Processor) disambiguateAll() {
	for _, st := range p.reg {
		st.yearSuffix, st.etAlNames, st.givenLevels, st.disambiguate = 0, 0, nil, false
	}
	if p.style.citation == nil {
		return
	}
	addNames := p.citationAttr("disambiguate-add-names") == "true"
	addGiven := p.citationAttr("disambiguate-add-givenname") == "true"
	addYS := p.citationAttr("disambiguate-add-year-suffix") == "true"
	useCond := p.usesDisambiguate
	rule := p.citationAttr("givenname-disambiguation-rule")
	if rule == "" {
		rule = "by-cite"
	}
	if (!addNames && !addGiven && !addYS && !useCond) || len(p.reg) < 2 {
		return
	}
	if addGiven && rule != "by-cite" {
		p.globalGivenNames(rule)
	}
	for _, group := range ambiguousGroups(p, p.reg) {
		if addNames || (addGiven && rule == "by-cite") {
			p.resolveGroup(group, addNames, addGiven && rule == "by-cite")
		}
		open := unresolved(p, group)
		if useCond && len(open) > 1 {
			for _, st := range open {
				st.disambiguate = true
			}
		}
	}
	if addYS {
		for _, group := range ambiguousGroups(p, p.reg) {
			for i, st := range group {
				st.yearSuffix = i + 1
			}
		}
	}
}

func usesDisambiguateCondition(e *element) bool {
	if _, ok := e.attrs["disambiguate"]; ok && (e.name == "if" || e.name == "else-if") {
		return true
	}
	for _, c := range e.children {
		if usesDisambiguateCondition(c) {
			return true
		}
	}
	return false
}

func usesDisambiguateInMacros(p *Processor) bool {
	for _, m := range p.style.macros {
		if usesDisambiguateCondition(m) {
			return true
		}
	}
	return false
}

func primaryNames(it *Item) []Name {
	for _, v := range []string{"author", "editor", "translator", "composer", "director"} {
		if ns := it.names[v]; len(ns) > 0 {
			return ns
		}
	}
	return nil
}

// globalGivenNames expands given names wherever two different people share a family name.
func (p *Processor) globalGivenNames(rule string) {
	type ref struct {
		st  *itemState
		idx int
		n   Name
	}
	byFamily := map[string][]ref{}
	for _, st := range p.reg {
		ns := primaryNames(st.item)
		for i, n := range ns {
			if strings.HasPrefix(rule, "primary-name") && i > 0 {
				break
			}
			if n.Family == "" {
				continue
			}
			k := n.NonDroppingParticle + " " + n.Family
			byFamily[k] = append(byFamily[k], ref{st, i, n})
		}
	}
	for _, refs := range byFamily {
		givens := map[string]bool{}
		for _, r := range refs {
			givens[normGiven(r.n.Given)] = true
		}
		if len(givens) < 2 {
			continue
		}
		for _, r := range refs {
			init := initializeName(r.n.Given, ".", true, true)
			lvl := 1
			for _, o := range refs {
				if normGiven(o.n.Given) != normGiven(r.n.Given) && initializeName(o.n.Given, ".", true, true) == init {
					lvl = 2
				}
			}
			if lvl == 2 && strings.HasSuffix(rule, "with-initials") {
				continue
			}
			for len(r.st.givenLevels) <= r.idx {
				r.st.givenLevels = append(r.st.givenLevels, 0)
			}
			if lvl > r.st.givenLevels[r.idx] {
				r.st.givenLevels[r.idx] = lvl
			}
		}
	}
}

type disConfig struct {
	etAl  int
	given []int
}

func snapshot(st *itemState) disConfig {
	return disConfig{st.etAlNames, append([]int(nil), st.givenLevels...)}
}

// collisionCounts returns, per member, how many other members share its cite key.
func collisionCounts(p *Processor, group []*itemState) (map[*itemState]int, int) {
	keys := make(map[*itemState]string, len(group))
	count := map[string]int{}
	for _, st := range group {
		k := p.citeKey(st)
		keys[st] = k
		count[k]++
	}
	out := make(map[*itemState]int, len(group))
	total := 0
	for _, st := range group {
		out[st] = count[keys[st]] - 1
		total += out[st]
	}
	return out, total
}

// resolveGroup expands names and given names step by step; each item keeps the least verbose
// configuration that left it with the fewest look-alikes.
func (p *Processor) resolveGroup(group []*itemState, addNames, addGiven bool) {
	best := map[*itemState]disConfig{}
	bestCount, total := collisionCounts(p, group)
	for _, st := range group {
		best[st] = snapshot(st)
	}
	record := func() int {
		cnt, tot := collisionCounts(p, group)
		for _, st := range group {
			if cnt[st] < bestCount[st] {
				bestCount[st] = cnt[st]
				best[st] = snapshot(st)
			}
		}
		return tot
	}
	maxN := 0
	for _, st := range group {
		if n := len(primaryNames(st.item)); n > maxN {
			maxN = n
		}
	}
	tryGiven := func(upto int) {
		for i := 0; i < upto && total > 0; i++ {
			prev := make(map[*itemState]int, len(group))
			for _, st := range group {
				for len(st.givenLevels) <= i {
					st.givenLevels = append(st.givenLevels, 0)
				}
				prev[st] = st.givenLevels[i]
			}
			improved := false
			for lvl := 1; lvl <= 2 && total > 0; lvl++ {
				for _, st := range group {
					st.givenLevels[i] = lvl
				}
				if t := record(); t < total {
					total, improved = t, true
					break
				}
			}
			if !improved {
				for _, st := range group {
					st.givenLevels[i] = prev[st]
				}
			}
		}
	}
	if addNames {
		for n := 1; n <= maxN && total > 0; n++ {
			for _, st := range group {
				st.etAlNames = n
			}
			if t := record(); t < total {
				total = t
			}
			if addGiven {
				tryGiven(n)
			}
		}
	} else if addGiven {
		tryGiven(maxN)
	}
	for _, st := range group {
		cfg := best[st]
		st.etAlNames, st.givenLevels = cfg.etAl, cfg.given
	}
}

func normGiven(g string) string {
	return strings.NewReplacer(" ", "", ".", "").Replace(g)
}
