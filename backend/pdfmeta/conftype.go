package pdfmeta

import (
	"strings"
)

// The type's confidence (since s11). The type ranker's probability says how far one type's cues
// outweigh the others' on this page, not whether any cue backs the chosen type at all: a bare
// page gets conference_paper from `bare` alone, a book chapter whose page also prints a
// journal's cue journal_article at 0.9, and a journal article whose only cue is its received
// dates is marked "check" at 0.36. What a wrong type lacks, whatever the publisher,
// is evidence of its own kind that nothing contradicts: a venue whose kind is the type's (a
// journal the lexicon knows, "Proceedings of …"), a page cue or an identifier that only that
// kind of publication prints (a volume and issue, received dates, a proceedings ISBN with its
// price, a proceedings DOI, an arXiv id), and the hand-written rule reading the same.

// typeCueBacks names the publication type each type cue speaks for (cand_type.go's cue names,
// without their "v_"/"p_" side). Cues that several types print (copyright, open access, a
// publisher's name, an ISBN, "review") speak for none. The page's journal words count for the
// erasure (TypeCueLine) but not as a page cue (typeConfidenceFeatures).
var typeCueBacks = map[string]string{
	"journal": "journal_article", "volume": "journal_article", "volno": "journal_article", "issn": "journal_article",
	"issnline": "journal_article", "received": "journal_article", "jeditor": "journal_article", "known": "journal_article",
	"proceed": "conference_paper", "conference": "conference_paper", "confname": "conference_paper",
	"confyear": "conference_paper", "confprice": "conference_paper", "appear": "conference_paper",
	"tool_conference": "conference_paper", "doi_conf": "conference_paper",
	"preprint": "preprint", "arxiv": "preprint", "arxiv_id": "preprint", "doi_preprint": "preprint", "template": "preprint",
	"chapter": "book_chapter", "eds": "book_chapter", "chapterhead": "book_chapter", "springervol": "book_chapter",
	"book_isbn": "book_chapter", "thesis": "thesis", "degree": "thesis", "report": "report", "patent": "other",
}

// typeIDCues are the cues read from an identifier or the file rather than the page's words.
var typeIDCues = map[string]bool{"arxiv_id": true, "doi_conf": true, "doi_preprint": true, "book_isbn": true, "tool_conference": true}

// typeConfidenceFeatures describe a chosen type by what backs it: a venue of its kind
// (`venue_agree`, venueKind), a cue of the page or an identifier that speaks for another type
// (`against_page`, `against_id`), nothing at all that speaks for it (`unbacked`: no such cue and
// no venue of its kind), no reading by the hand-written rule (`rule_none`) and no venue
// (`no_venue`). A venue of another kind and the rule reading another type were tried and dropped:
// on train and shared they are journals named "Proceedings" (PNAS, Proc. R. Soc. A, PVLDB) read
// right, so the fit weighed them for the type. So were counts of the cues for and against it, a
// cue for it, a bare page and an arXiv copy's evidence alone (docs/metadata.md, "Type's
// confidence").
func (h *header) typeConfidenceFeatures(f map[string]float64, c Candidate, cands []Candidate) {
	delete(f, "agree") // each type is one candidate: its agreement is its probability
	delete(f, "n_cands")
	t := c.Text
	if c.Features["null"] == 1 {
		t = ""
	}
	rule := ""
	for _, o := range cands {
		if o.Features["rule"] == 1 && o.Features["null"] == 0 {
			rule = o.Text
		}
	}
	f["rule_none"] = b2f(rule == "")
	_, venue, _ := untemplated("", h.venue)
	f["no_venue"] = b2f(venue == "")
	f["venue_agree"] = b2f(venue != "" && venueKind(venue) == t)
	backed := f["venue_agree"] == 1
	for _, cue := range firedTypeCues(cands) {
		if strings.HasPrefix(cue, "v_") || cue == "p_journal" {
			continue // the venue's kind is read whole above; the page's "review" and "letters" are any abstract's words
		}
		base := strings.TrimPrefix(cue, "p_")
		bt := typeCueBacks[base]
		switch {
		case bt == "":
		case bt == t:
			backed = true
		case typeIDCues[base]:
			f["against_id"] = 1
		default:
			f["against_page"] = 1
		}
	}
	f["unbacked"] = b2f(t != "" && !backed)
}

// venueKind is the type of publication a venue names: a journal the lexicon knows is a journal
// whatever its words ("Proceedings of the National Academy of Sciences", "Proceedings of the
// Royal Society A"), else what the rule reads in the venue alone ("" when nothing).
func venueKind(venue string) string {
	if venue == "" {
		return ""
	}
	if knownJournal(venue) != "" {
		return "journal_article"
	}
	return ruleType(venue, "", "")
}

// firedTypeCues are the cues the page showed, read off the type candidates' crossed features
// ("p_volno|journal_article" is p_volno).
func firedTypeCues(cands []Candidate) []string {
	for _, c := range cands {
		if c.Features["null"] == 1 {
			continue
		}
		var out []string
		for k := range c.Features {
			if cue, typ, ok := strings.Cut(k, "|"); ok && typ == c.Text {
				out = append(out, cue)
			}
		}
		return out
	}
	return nil
}

// TypeCueLine reports whether a line of text holds a cue that speaks for publication type typ
// (typeCueBacks; a known conference named or with its year, a journal's ISSN line): what
// carrel-eval erases to decode a paper without its type's own evidence.
func TypeCueLine(text, typ string) bool {
	for name, re := range typeCueRes {
		if typeCueBacks[name] == typ && re.MatchString(text) {
			return true
		}
	}
	switch typ {
	case "conference_paper":
		return confNamed(text) || len(confYearsIn(text, true, 1960, latestYear())) > 0
	case "journal_article":
		return issnLine(text) || serialProceedings(text)
	}
	return false
}
