package csl

import "strconv"

// DocCitation is one citation cluster in a document, in note order.
type DocCitation struct {
	// ID identifies the citation.
	ID string
	// NoteIndex is the footnote number (0 for in-text citations).
	NoteIndex int
	// Cites are the cites in the cluster.
	Cites []CiteRef
}

// positioned carries a cite with its explicit position (-1 = compute).
type positioned struct {
	ref       CiteRef
	position  int
	firstNote int
	nearNote  bool
}

// RenderDocument registers the items cited in docs (in order of first cite), computes positions
// (first, subsequent, ibid, near-note) and renders every citation as marker-free HTML and text.
func (p *Processor) RenderDocument(pool []Item, docs []DocCitation) (texts, htmls []string) {
	byID := make(map[string]*Item, len(pool))
	for i := range pool {
		byID[pool[i].ID] = &pool[i]
	}
	var order []*Item
	seen := map[string]bool{}
	for _, d := range docs {
		for _, r := range d.Cites {
			if it := byID[r.ID]; it != nil && !seen[r.ID] {
				seen[r.ID] = true
				order = append(order, it)
			}
		}
	}
	p.register(order)
	raw := p.renderDocRaw(docs)
	for _, s := range raw {
		t, h := p.finish(s)
		texts = append(texts, t)
		htmls = append(htmls, h)
	}
	return texts, htmls
}

func (p *Processor) nearNoteDistance() int {
	if v := p.citationAttr("near-note-distance"); v != "" {
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
	}
	return 5
}

func (p *Processor) renderDocRaw(docs []DocCitation) []string {
	lastNote := map[string]int{}
	firstNote := map[string]int{}
	var prevIn, prevNote []CiteRef
	prevNoteIdx := -1
	dist := p.nearNoteDistance()
	out := make([]string, 0, len(docs))
	for ci, d := range docs {
		var cites []*clusterCite
		prev := prevIn
		if d.NoteIndex > 0 {
			prev = prevNote
		}
		for k, r := range d.Cites {
			st := p.byID[r.ID]
			if st == nil {
				continue
			}
			info := citeInfo{locator: r.Locator, label: r.Label, prefix: r.Prefix, suffix: r.Suffix,
				suppressAu: r.SuppressAuthor, authorOnly: r.AuthorOnly, noteIndex: d.NoteIndex}
			note := d.NoteIndex
			if note == 0 {
				note = ci + 1
			}
			if _, ok := lastNote[r.ID]; !ok {
				info.position = posFirst
				firstNote[r.ID] = d.NoteIndex
				if d.NoteIndex == 0 {
					firstNote[r.ID] = 0
				}
			} else {
				info.position = posSubsequent
				var before *CiteRef
				if k > 0 {
					before = &d.Cites[k-1]
				} else if len(prev) > 0 {
					all := true
					for _, pc := range prev {
						if pc.ID != r.ID {
							all = false
						}
					}
					if all {
						before = &prev[len(prev)-1]
					}
				}
				if before != nil && before.ID == r.ID {
					switch {
					case r.Locator == "" && before.Locator == "":
						info.position = posIbid
					case r.Locator == before.Locator && r.Label == before.Label:
						info.position = posIbid
					case r.Locator != "":
						info.position = posIbidWithLocator
					}
				}
				info.nearNote = note-lastNote[r.ID] <= dist
			}
			lastNote[r.ID] = note
			st.firstNote = firstNote[r.ID]
			cc := &clusterCite{st: st, info: info}
			cites = append(cites, cc)
		}
		// firstNote on the state is per-item; render each cite with its own view.
		out = append(out, p.renderCluster(cites, true))
		if d.NoteIndex > 0 {
			if d.NoteIndex == prevNoteIdx {
				prevNote = append(append([]CiteRef(nil), prevNote...), d.Cites...)
			} else {
				prevNote = d.Cites
			}
			prevNoteIdx = d.NoteIndex
		} else {
			prevIn = d.Cites
		}
	}
	return out
}

// renderPositioned renders one cluster whose cites carry explicit positions.
func (p *Processor) renderPositioned(refs []positioned) string {
	var cites []*clusterCite
	for _, r := range refs {
		st := p.byID[r.ref.ID]
		if st == nil {
			continue
		}
		st.firstNote = r.firstNote
		cites = append(cites, &clusterCite{st: st, info: citeInfo{locator: r.ref.Locator, label: r.ref.Label,
			prefix: r.ref.Prefix, suffix: r.ref.Suffix, suppressAu: r.ref.SuppressAuthor, authorOnly: r.ref.AuthorOnly,
			position: r.position, nearNote: r.nearNote}})
	}
	return p.renderCluster(cites, true)
}
