package csl

import (
	"fmt"
	"sort"
	"strings"
)

// clusterCite is one cite being rendered in a cluster.
type clusterCite struct {
	st   *itemState
	info citeInfo
	out  string
	// group key (the rendered first names) and the rendering without names
	names     string
	rest      string
	restNoYS  string
	collapsed bool
	first     bool
}

// Register sets the items the processor knows, sorting and disambiguating them.
func (p *Processor) Register(items []Item) error {
	ptrs := make([]*Item, len(items))
	for i := range items {
		ptrs[i] = &items[i]
	}
	p.register(ptrs)
	return nil
}

// Cite renders one citation cluster of registered items as plain text and HTML.
func (p *Processor) Cite(refs ...CiteRef) (text, html string, err error) {
	if len(refs) == 0 {
		return "", "", fmt.Errorf("csl: empty citation")
	}
	cites := make([]*clusterCite, 0, len(refs))
	for _, r := range refs {
		st := p.byID[r.ID]
		if st == nil {
			return "", "", fmt.Errorf("csl: item %q not registered", r.ID)
		}
		if err := checkMetadata(st.item); err != nil {
			return "", "", err
		}
		cites = append(cites, &clusterCite{st: st, info: citeInfo{locator: r.Locator, label: r.Label, prefix: r.Prefix,
			suffix: r.Suffix, suppressAu: r.SuppressAuthor, authorOnly: r.AuthorOnly}})
	}
	s := p.renderCluster(cites, true)
	if plainText(s) == "" {
		return "", "", ErrInsufficientMetadata
	}
	text, html = p.finish(s)
	return text, html, nil
}

// renderCiteBody renders the citation layout for one cite.
func (p *Processor) renderCiteBody(cc *clusterCite, suppressNames, noYS bool) (string, string) {
	c := &rctx{p: p, st: cc.st, it: cc.st.item, area: p.style.citation, cite: &cc.info, noYearSuffix: noYS}
	if suppressNames || cc.info.suppressAu {
		c.suppressFirst = true
	}
	if cc.info.authorOnly {
		c.authorOnly = true
	}
	if p.style.Class == "note" {
		// A note's first cite, or a cite whose prefix ends a sentence (a full stop, maybe
		// inside closing quotes), starts a sentence: a term opening it is capitalized, as in
		// `He said “Please work.” Ibid.`
		pre := strings.TrimRight(strings.TrimSpace(cc.info.prefix), "”’\"'»")
		c.capitalizeTerm = cc.first && pre == "" || (strings.HasSuffix(pre, ".") && strings.Contains(pre, " "))
	}
	layout := p.style.citation.child("layout")
	s := c.renderChildren(layout.children, "")
	if c.authorOnly {
		s = c.firstNames
	}
	return s, c.firstNames
}

// renderCluster renders a cluster; sortCites applies the citation sort.
func (p *Processor) renderCluster(cites []*clusterCite, sortCites bool) string {
	for _, cc := range cites {
		p.embeddedLabel(&cc.info)
	}
	cit := p.style.citation
	layout := cit.child("layout")
	if srt := cit.child("sort"); srt != nil && sortCites && len(cites) > 1 {
		keys := map[*clusterCite][]string{}
		for _, cc := range cites {
			keys[cc] = p.sortKeys(cc.st, srt, cit, &cc.info)
		}
		sort.SliceStable(cites, func(i, j int) bool { return compareKeys(keys[cites[i]], keys[cites[j]], srt) < 0 })
	}
	collapse := cit.attr("collapse")
	_, hasGroupDelim := cit.attrs["cite-group-delimiter"]
	for i, cc := range cites {
		cc.first = i == 0
		cc.out, cc.names = p.renderCiteBody(cc, false, false)
		if cc.out == "" && !cc.info.suppressAu {
			cc.out = "[CSL STYLE ERROR: reference with no printed form.]"
		}
		cc.names = plainText(cc.names)
	}
	if (collapse == "year" || collapse == "year-suffix" || collapse == "year-suffix-ranged") && len(cites) > 1 && cit.child("sort") != nil {
		cites = groupByNames(cites)
	}
	delim := layout.delimiter
	afterCollapse := delim
	if v, ok := cit.attrs["after-collapse-delimiter"]; ok {
		afterCollapse = v
	}
	// cite-group-delimiter defaults to ", "; citeproc-js applies that default to in-text
	// styles only and joins a note style's collapsed cites with the layout delimiter.
	groupDelim := ", "
	if p.style.Class == "note" {
		groupDelim = delim
	}
	if v, ok := cit.attrs["cite-group-delimiter"]; ok {
		groupDelim = v
	}
	ysDelim := delim
	if hasGroupDelim {
		ysDelim = groupDelim
	}
	if v, ok := cit.attrs["year-suffix-delimiter"]; ok {
		ysDelim = v
	}
	var pieces []string
	var seps []string
	switch {
	case collapse == "citation-number" && len(cites) > 1:
		pieces, seps = p.collapseNumbers(cites, delim, afterCollapse)
	case (collapse == "year" || collapse == "year-suffix" || collapse == "year-suffix-ranged" || hasGroupDelim) && len(cites) > 1:
		pieces, seps = p.collapseYears(cites, collapse, delim, afterCollapse, groupDelim, ysDelim)
	default:
		for i, cc := range cites {
			if i > 0 {
				seps = append(seps, delim)
			}
			pieces = append(pieces, p.affixCite(cc, cc.out))
		}
	}
	out := ""
	for i, pc := range pieces {
		if pc == "" {
			continue
		}
		if r, _ := firstRealRune(pc); out != "" && i > 0 && !strings.ContainsRune(",.;:", r) {
			out = joinPunct(out, seps[i-1])
		}
		out = joinPunct(out, pc)
	}
	if out == "" {
		return ""
	}
	c := &rctx{p: p, it: &Item{}, area: cit}
	return c.decorate(layout, out)
}

func (p *Processor) affixCite(cc *clusterCite, s string) string {
	if s == "" {
		return ""
	}
	if cc.info.prefix != "" {
		s = joinPunct(parseRich(cc.info.prefix), s)
	}
	if cc.info.suffix != "" {
		s = joinPunct(s, parseRich(cc.info.suffix))
	}
	return s
}

func groupByNames(cites []*clusterCite) []*clusterCite {
	var order []string
	groups := map[string][]*clusterCite{}
	for _, cc := range cites {
		k := cc.names
		if k == "" {
			k = "\x00" + fmt.Sprint(len(order))
		}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], cc)
	}
	out := make([]*clusterCite, 0, len(cites))
	for _, k := range order {
		out = append(out, groups[k]...)
	}
	return out
}

func (p *Processor) collapseNumbers(cites []*clusterCite, delim, afterCollapse string) ([]string, []string) {
	var pieces, seps []string
	nextSep := delim
	i := 0
	for i < len(cites) {
		j := i
		for j+1 < len(cites) && plain(cites[j+1]) && plain(cites[j]) &&
			cites[j+1].st.citationNumber == cites[j].st.citationNumber+1 {
			j++
		}
		if j-i >= 2 {
			if len(pieces) > 0 {
				seps = append(seps, nextSep)
			}
			pieces = append(pieces, p.affixCite(cites[i], cites[i].out)+"–"+p.affixCite(cites[j], cites[j].out))
			nextSep = afterCollapse
		} else {
			for k := i; k <= j; k++ {
				if len(pieces) > 0 {
					seps = append(seps, nextSep)
				}
				pieces = append(pieces, p.affixCite(cites[k], cites[k].out))
				nextSep = delim
			}
		}
		i = j + 1
	}
	return pieces, seps
}

func plain(cc *clusterCite) bool {
	return cc.info.locator == "" && cc.info.prefix == "" && cc.info.suffix == ""
}

func (p *Processor) collapseYears(cites []*clusterCite, collapse, delim, afterCollapse, groupDelim, ysDelim string) ([]string, []string) {
	var pieces, seps []string
	i := 0
	for i < len(cites) {
		j := i
		for j+1 < len(cites) && (cites[j+1].names != "" || collapse != "") && cites[j+1].names == cites[i].names {
			j++
		}
		if len(pieces) > 0 {
			seps = append(seps, afterCollapse)
		}
		grp := p.affixCite(cites[i], cites[i].out)
		prev := cites[i]
		if collapse != "" && j > i {
			prev.restNoYS, _ = p.renderCiteBody(prev, true, true)
		}
		run := []int{prev.st.yearSuffix}
		collapsedRun := false
		flushRun := func() {
			if len(run) > 1 {
				grp += suffixRuns(run, collapse == "year-suffix-ranged", ysDelim)
				collapsedRun = true
			}
			run = run[:0]
		}
		for k := i + 1; k <= j; k++ {
			cc := cites[k]
			if collapse == "" {
				grp = joinPunct(joinPunct(grp, groupDelim), p.affixCite(cc, cc.out))
				continue
			}
			cc.rest, _ = p.renderCiteBody(cc, true, false)
			cc.restNoYS, _ = p.renderCiteBody(cc, true, true)
			if (collapse == "year-suffix" || collapse == "year-suffix-ranged") && plain(cc) && plain(prev) &&
				cc.st.yearSuffix > 0 && prev.st.yearSuffix > 0 && cc.restNoYS == prev.restNoYS {
				run = append(run, cc.st.yearSuffix)
				continue
			}
			flushRun()
			if plainText(cc.rest) == "" {
				continue
			}
			sep := groupDelim
			if prev.info.locator != "" || prev.info.suffix != "" || collapsedRun {
				sep = afterCollapse
			}
			collapsedRun = false
			grp = joinPunct(joinPunct(grp, sep), p.affixCite(cc, trimLeadingSpace(cc.rest)))
			prev = cc
			run = append(run, cc.st.yearSuffix)
		}
		flushRun()
		pieces = append(pieces, grp)
		i = j + 1
	}
	return pieces, seps
}

// suffixRuns renders the year suffixes after the first (already printed) one.
func suffixRuns(run []int, ranged bool, delim string) string {
	out := ""
	i := 0
	for i < len(run) {
		j := i
		for j+1 < len(run) && run[j+1] == run[j]+1 {
			j++
		}
		if ranged && j-i >= 2 {
			if i == 0 {
				out += "–" + yearSuffixString(run[j])
			} else {
				out += delim + yearSuffixString(run[i]) + "–" + yearSuffixString(run[j])
			}
		} else {
			for k := i; k <= j; k++ {
				if k == 0 {
					continue
				}
				out += delim + yearSuffixString(run[k])
			}
		}
		i = j + 1
	}
	return out
}

func consecutiveSuffixes(first *clusterCite, run []*clusterCite) bool {
	prev := first.st.yearSuffix
	for _, r := range run {
		if r.st.yearSuffix != prev+1 {
			return false
		}
		prev = r.st.yearSuffix
	}
	return true
}

func trimLeadingSpace(s string) string {
	r, i := firstRealRune(s)
	if i >= 0 && r == ' ' {
		return s[:i] + s[i+1:]
	}
	return s
}
