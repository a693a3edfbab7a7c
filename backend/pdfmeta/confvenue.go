package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

// A right venue is usually given by more than one independent source: the publisher writes it in
// the file's Info/XMP (PRISM publicationName, Subject, ISSN), the DOI's journal code or ISSN
// names it, the journal lexicon knows its title, and the page prints it in a banner, a volume
// tuple, a "Proceedings of …" line or the paper's own citation. A wrong venue is mostly one
// reader's guess alone: a line of the front matter, a place, a cited paper's venue, a
// conference the paper was presented at while the DOI names a journal. These are the features
// the venue's confidence is calibrated on (venueConfidenceFeatures), the same whatever the
// publisher.

// venueSourceGroups are the venue readers grouped by what they read: the file's metadata, an
// identifier (DOI, ISSN), the lexicon, a banner or volume tuple, a venue pattern on the page, a
// citation.
var venueSourceGroups = map[string][]string{
	"meta":    {"xmp_venue", "subject", "subject_plain", "xmp_issn"},
	"id":      {"doi_journal", "doi_conf", "issn", "issn_bare"},
	"lexicon": {"journal_known", "journal_short", "journal_alias", "journal_abbrev", "journal_line", "journal_line_one"},
	"banner":  {"banner", "tuple", "tuple_cut", "contents_list", "p2_head", "above_volume", "source_label", "acm_article", "conf_head"},
	"pattern": {"pattern", "pattern_joined", "conf_long", "appear", "eds", "event", "cleaned", "expanded"},
	"cited":   {"cited", "tuple_cite", "cite_in"},
}

// venueGroupOrder fixes the order the groups are read in.
var venueGroupOrder = []string{"meta", "id", "lexicon", "banner", "pattern", "cited"}

var (
	// venueHasYearRe is a year inside a venue's text.
	venueHasYearRe = regexp.MustCompile(`\b(?:19|20)\d\d\b`)
	// venuePagesRe is a volume, an issue or pages inside a venue's text.
	venuePagesRe = regexp.MustCompile(`(?i)\b(?:vol|pp|no|pages?)\b\.?\s*\d|\d+\s*[–-]\s*\d+|\d+\s*\(\d+\)`)
	// publisherOnlyRe is a publisher's name alone, which names no venue.
	publisherOnlyRe = regexp.MustCompile(`(?i)^(?:Hindawi(?: Publishing Corporation)?|Elsevier(?: B\.?V\.?| Ltd\.?| Inc\.?)?|Springer(?: Nature| Verlag| Science\+Business Media)?|Wiley(?:-Blackwell)?|John Wiley & Sons|MDPI|SAGE(?: Publications)?|IOP Publishing|Taylor & Francis|BioMed Central|De Gruyter|Emerald|Oxford University Press|Cambridge University Press|Thieme|Karger|Brill|Routledge|IEEE|ACM|The Author\(s\)|Frontiers|PLOS|Cell Press|Nature Publishing Group)$`)
	// cutEndRe is a text cut after a joining word or within a word: "… at the ACM Onward! and".
	cutEndRe = regexp.MustCompile(`(?i)(?:\b(?:of|and|the|to|in|on|at|for|with|by|from|a|an)|\s\p{L})$`)
)

// venueConfidenceFeatures describe a chosen venue: which kinds of reader give it (`src_*`) and
// how many (`n_groups`), whether the paper's DOI or the file's metadata names a venue and this
// one is it (`doi_agree`) or another (`doi_other`, `meta_other`), whether the lexicon knows it,
// and what its text looks like (long, a year, pages or a volume, a lower-case start, names of
// people, a place, junk words, a URL).
func (h *header) venueConfidenceFeatures(f map[string]float64, c Candidate) {
	groups := 0.0
	for _, g := range venueGroupOrder {
		v := 0.0
		for _, k := range venueSourceGroups[g] {
			v = math.Max(v, c.Features[k])
		}
		f["src_"+g] = v
		groups += v
	}
	f["n_groups"] = groups
	f["arxiv"] = b2f(h.arxiv != "")
	if c.Features["null"] == 1 {
		// an empty venue is weighed apart from a shown one: its own copies of the shared features
		f["null_alone"] = b2f(f["n_cands"] == 0) // nothing on the page reads as a venue: a preprint, a report
		for _, k := range []string{"logit_p", "margin", "agree", "n_cands", "arxiv", "rule"} {
			f["null_"+k] = f[k]
			delete(f, k)
		}
		return
	}
	t := c.Text
	k := JournalKey(t)
	if dj := JournalKey(doiJournal(h.doi)); dj != "" {
		if dj == k || c.Features["doi_journal"] == 1 {
			f["doi_agree"] = 1
		} else {
			f["doi_other"] = 1 // the DOI names a journal, and not this one
		}
	}
	if mv := JournalKey(h.doc.Meta.XMPVenue); mv != "" && c.Features["xmp_venue"] == 0 && !strings.Contains(k, mv) && !strings.Contains(mv, k) {
		f["meta_other"] = 1 // the publisher's metadata names another venue
	}
	n := wordCount(t)
	f["long"] = b2f(n > 12)
	f["short"] = b2f(n <= 1)
	f["has_year"] = b2f(venueHasYearRe.MatchString(t))
	f["has_pages"] = b2f(venuePagesRe.MatchString(t))
	f["lower_start"] = c.Features["lower_start"]
	f["venue_word"] = c.Features["venue_word"]
	f["title_names"] = c.Features["title_names"]
	f["junk"] = math.Max(c.Features["junk"], b2f(urlRe.MatchString(t)))
	f["on_page"] = c.Features["on_page"]
	f["single"] = b2f(groups <= 1)
	f["banner_only"] = b2f(groups <= 1 && f["src_banner"] == 1) // a line of the head or foot alone: often no venue at all
	f["abbrev"] = c.Features["abbrev"]
	f["publisher"] = b2f(publisherOnlyRe.MatchString(strings.TrimSpace(t)))
	f["cut_end"] = b2f(cutEndRe.MatchString(strings.TrimSpace(t)))
}
