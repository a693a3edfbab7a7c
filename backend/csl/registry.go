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
	if b := p.style.bibliography; b != nil {
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
	useCond := usesDisambiguateCondition(p.style.citation) || usesDisambiguateInMacros(p)
	rule := p.citationAttr("givenname-disambiguation-rule")
	if rule == "" {
		rule = "by-cite"
	}
	if !addNames && !addGiven && !addYS && !useCond {
		return
	}
	if addGiven && rule != "by-cite" {
		p.globalGivenNames(rule)
	}
	for _, group := range ambiguousGroups(p, p.reg) {
		open := group
		if addNames {
			maxN := 0
			for _, st := range open {
				if n := len(primaryNames(st.item)); n > maxN {
					maxN = n
				}
			}
			for n := 2; n <= maxN && len(open) > 1; n++ {
				for _, st := range open {
					st.etAlNames = n
				}
				open = unresolved(p, group)
			}
			for _, st := range open {
				st.etAlNames = 0
			}
			if len(open) > 0 && len(open) < len(group) {
				// Keep the expansion that separated the others; restore the last useful count.
				for _, st := range open {
					st.etAlNames = maxN
				}
				open = unresolved(p, group)
				if len(open) > 0 {
					for _, st := range open {
						st.etAlNames = 0
					}
				}
			}
		}
		if addGiven && rule == "by-cite" && len(open) > 1 {
			maxN := 0
			for _, st := range open {
				if n := len(primaryNames(st.item)); n > maxN {
					maxN = n
				}
			}
			before := map[*itemState][]int{}
			for _, st := range open {
				before[st] = append([]int(nil), st.givenLevels...)
			}
			for i := 0; i < maxN && len(open) > 1; i++ {
				for lvl := 1; lvl <= 2 && len(open) > 1; lvl++ {
					for _, st := range open {
						for len(st.givenLevels) <= i {
							st.givenLevels = append(st.givenLevels, 0)
						}
						st.givenLevels[i] = lvl
					}
					open = unresolved(p, group)
				}
			}
			for _, st := range open {
				st.givenLevels = before[st]
			}
		}
		if useCond && len(open) > 1 {
			for _, st := range open {
				st.disambiguate = true
			}
			open = unresolved(p, group)
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
			givens[r.n.Given] = true
		}
		if len(givens) < 2 {
			continue
		}
		for _, r := range refs {
			init := initializeName(r.n.Given, ".", true, true)
			lvl := 1
			for _, o := range refs {
				if o.n.Given != r.n.Given && initializeName(o.n.Given, ".", true, true) == init {
					lvl = 2
				}
			}
			if strings.HasSuffix(rule, "with-initials") {
				lvl = 1
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
