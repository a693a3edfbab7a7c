package pdfmeta

import (
	"math"
	"strings"
)

// The type's confidence (since s11). The type ranker's probability says how far one type's cues
// outweigh the others' on this page, not whether any cue backs the chosen type at all: a bare
// page gets a confident conference_paper from `bare` alone, a journal article whose venue names
// a "Conference" a confident conference_paper. What a wrong type lacks, whatever the publisher,
// is evidence of its own kind that nothing contradicts: a venue whose kind is the type's (a
// journal the lexicon knows, "Proceedings of …"), a page cue or an identifier that only that
// kind of publication prints (a volume and issue, received dates, a proceedings ISBN with its
// price, a proceedings DOI, an arXiv id), and the hand-written rule reading the same.

// typeCueBacks names the publication type each type cue speaks for (cand_type.go's cue names,
// without their "v_"/"p_" side). Cues that several types print (copyright, open access, a
// publisher's name, an ISBN, "review") speak for none.
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

// typeConfidenceFeatures describe a chosen type by what backs it: the chosen venue's kind
// (`venue_agree`, `venue_other`: the rule read on the venue alone, "Journal of …" a journal,
// "Proceedings of …" a conference, a "Proceedings" with a numbered issue a journal), the page's
// cues and the identifiers that speak for it (`for_page`, `for_id`, `n_for`) or for another
// type (`against_page`, `against_id`, `n_against`), none at all (`unbacked`), an arXiv copy's
// evidence alone (`preprint_only`), whether the hand-written rule reads another type
// (`rule_other`) or none (`rule_none`), no venue (`no_venue`) and a bare page (`bare`).
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
	f["rule_other"] = b2f(rule != "" && rule != t)
	_, venue, _ := untemplated("", h.venue)
	f["no_venue"] = b2f(venue == "")
	if vk := ruleType(venue, "", ""); vk != "" {
		f["venue_agree"] = b2f(vk == t)
		f["venue_other"] = b2f(vk != t)
	}
	forT, against, backs := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, cue := range firedTypeCues(cands) {
		if cue == "bare" {
			f["bare"] = 1
		}
		if strings.HasPrefix(cue, "v_") || cue == "p_journal" {
			continue // the venue's kind is read whole above; the page's "review" and "letters" are any abstract's words
		}
		base := strings.TrimPrefix(cue, "p_")
		bt := typeCueBacks[base]
		if bt == "" {
			continue
		}
		side := "page"
		if typeIDCues[base] {
			side = "id"
		}
		backs[bt] = true
		if bt == t {
			f["for_"+side], forT[base] = 1, true
		} else {
			f["against_"+side], against[base] = 1, true
		}
	}
	f["n_for"] = math.Log1p(float64(len(forT)))
	f["n_against"] = math.Log1p(float64(len(against)))
	f["unbacked"] = b2f(t != "" && len(forT) == 0 && f["venue_agree"] == 0)
	f["preprint_only"] = b2f(len(backs) == 1 && backs["preprint"])
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
		return issnLine(text) || serialProceedingsRe.MatchString(text)
	}
	return false
}
