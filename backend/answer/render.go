package answer

import (
	"fmt"

	"carrel/backend/domain"
)

// claim is one verified quote ready to be written.
type claim struct {
	sent  *sentence
	cite  domain.Citation
	theme int
	cont  bool // a further quote of the same study's finding: same bullet
}

// render writes the groups as segments: a lead-in sentence (the only words of the answer's
// own that count as a claim), optional theme headings, then one claim per quote, each
// followed by the citation its marker introduces. A quote that is not the exact text at
// its span (verifyAt) is dropped
// before it gets an index, so indices run 1..n in order of appearance.
func render(req Request, m message, p *pool, groups []theme, studies []VerdictStudy) Result {
	var claims []claim
	sources := map[string]bool{}
	isClaim := len(groups) > 0 && groups[0].stance != ""
	for g, th := range groups {
		firstOf := map[int]bool{}
		k := 0
		for _, n := range th.findings {
			firstOf[k] = true
			k += n
		}
		started := false
		for k, i := range th.members {
			s := &p.sents[i]
			c := req.Candidates[s.cand]
			if firstOf[k] {
				started = false
			}
			if !verifyAt(s.quote, c.Text, s.span) {
				continue
			}
			locs := append([]domain.Location{}, s.span.Locations...)
			cite := domain.Citation{Index: len(claims) + 1, Quote: s.quote, Locations: locs,
				Source: domain.Source{Type: c.SourceType, ID: c.SourceID, Title: c.Title, DOI: c.DOI}}
			if th.stance != "" {
				st := th.stance
				cite.Stance = &st
			}
			claims = append(claims, claim{sent: s, cite: cite, theme: g, cont: isClaim && started})
			started = true
			sources[s.source] = true
		}
	}
	if len(claims) == 0 {
		return nothingFound(m)
	}
	lead := m.lead(len(sources))
	if isClaim {
		var cites []domain.Citation
		for _, c := range claims {
			cites = append(cites, c.cite)
		}
		v := VerdictOf(cites)
		lead = verdictLead(req.Language, v.Supports, v.Contradicts, v.Neutral, Settle(citedStudies(studies, cites)))
	}
	segs := []Segment{{Text: lead, Citations: []domain.Citation{}}}
	lastTheme := -1
	for k, c := range claims {
		var text string
		if c.theme != lastTheme && (len(groups[c.theme].terms) > 0 || groups[c.theme].other || groups[c.theme].stance != "") {
			text = "\n\n" + headingOf(m, groups[c.theme], req.Language)
			if req.Format == FormatParagraph {
				text += "\n"
			}
		} else if req.Format == FormatParagraph && k == 0 {
			text = " "
		}
		lastTheme = c.theme
		marker := fmt.Sprintf("%s [%d]", display(c.sent.quote), c.cite.Index)
		if c.cont {
			text += " " + marker
		} else if req.Format == FormatBulleted {
			text += "\n- " + marker
		} else {
			if text == "" {
				text = " "
			}
			text += marker
		}
		segs = append(segs, Segment{Text: text, Citations: []domain.Citation{c.cite}})
	}
	return Result{Segments: segs, UnsourcedClaimCount: 1, Claim: isClaim, Studies: studies}
}

func headingOf(m message, th theme, lang string) string {
	if th.stance != "" {
		return verdictMessages[lang].heading(th.stance)
	}
	if th.other {
		return m.Other
	}
	return m.heading(th.terms)
}
