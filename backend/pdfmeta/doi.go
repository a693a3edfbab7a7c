package pdfmeta

import (
	"net/url"
	"regexp"
	"strings"
)

var (
	// doiRe is a DOI as printed: a SICI DOI keeps its "<…>" groups
	// ("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0").
	doiRe = regexp.MustCompile(`\b10\.\d{4,9}/(?:[^\s"<>{}]|<[^\s"<>{}]*>)+`)
	// spacedDOIRe is a DOI whose slashes the extractor set apart: "10.3847 / 1538-3881 / ab63dc".
	spacedDOIRe = regexp.MustCompile(`\b10\.\d{4,9}(?: / [^\s/"<>{}]+)+`)
	// doiLabelRe is the label right before a DOI: "DOI:", "doi.org/", IEEE's "Digital Object Identifier".
	doiLabelRe = regexp.MustCompile(`(?i)(doi\s*[:.]?\s*|doi\.org/|digital object identifier\s*[:.]?\s*)$`)
	// doiGlueRe is a label glued to its DOI ("DOI10.1000/x"), which leaves no word boundary.
	doiGlueRe = regexp.MustCompile(`(?i)(doi:?)(10\.\d)`)
	// doiBrokenSlashRe and doiBrokenPrefixRe are a DOI broken right after its prefix's slash
	// or inside the prefix.
	doiBrokenSlashRe = regexp.MustCompile(`\b(10\.\d{4,9}/)[ \t]*\n?[ \t]*([^\s"<>{}])`)
	// doiSpacedPrefixRe is a labelled DOI whose prefix the extractor broke with a space ("DOI: 10. 1016/…").
	doiSpacedPrefixRe = regexp.MustCompile(`(?i)((?:doi|identifier)\s*[:.]?\s*|doi\.org/)10\.[ \t]+(\d{4,9}/)`)
	doiBrokenPrefixRe = regexp.MustCompile(`\b(10\.\d{4,9}|10\.)[ \t]*\n[ \t]*([/\d])`)
	// otherDOIRe labels a DOI that is another paper's: the article a commentary, reply, erratum or
	// retraction is about, a data set, software, supplementary material or an earlier version.
	otherDOIRe = regexp.MustCompile(`(?i)(original article|commentary on|comment on|reply to|in response to|response to|erratum to|correction to|retraction of|related article|data ?sets?\b|data (are|is) (available|deposited|archived)|supplementa\w*|supporting information|software|code (is )?available|earlier version|previous version|see also|companion)\W[^\n]{0,50}$`)
	// otherLeadRe opens a line that cites another work in full before its DOI ("Related article:
	// Smith A, et al. Prior work. Sci Rep 9, 1 (2019). https://doi.org/…").
	otherLeadRe = regexp.MustCompile(`(?i)^\s*(?:related articles?|see (?:also )?(?:the )?(?:related |accompanying |linked )?(?:article|commentary|editorial)|linked articles?|accompanying (?:article|editorial|commentary)|commentary on|original article|this article (?:is a|comments on|responds to))\b`)
	// citeOwnRe opens the paper's own suggested citation or permanent link.
	citeOwnRe = regexp.MustCompile(`(?i)(cite this (article|paper|chapter)|please cite|to cite this|how to cite|cite as|citation:|to link to this (article|chapter)|published (version|article)|version of record|article doi|this article is available)`)
	// refLineRe starts a reference-list entry: "[12] …", "12. Smith".
	refLineRe = regexp.MustCompile(`^\s*(\[\d{1,3}\]|\d{1,3}\.\s+[A-Z][a-z]+,? [A-Z])`)
	// gluedWordRe is a word glued to a DOI's last digit by an extractor that dropped the space:
	// "10.1038/s41586-020-2649-2Received", "…3330701Permission", "…abc.Received", "…001https://", or a
	// supplement's path after the DOI (PNAS "…1609000114/-/DCSupplemental").
	gluedWordRe = regexp.MustCompile(`[\d)\]][A-Z][a-z]{2,}|\.[A-Z][a-z]{3,}|.(?:https?:|www\.)|./-/`)
	// placeholderDOIRe is a template's DOI never filled in ("10.1145/nnnnnnn.nnnnnnn",
	// "10.1109/ACCESS.2017.DOI", "10.1109/XXX.2020.XXXXXXX").
	placeholderDOIRe = regexp.MustCompile(`(?i)(nnnn|xxxx|0000000|\.doi$)`)
	// partDOIRe is the DOI of one figure, table or supplement of a paper (PLOS "….0208320.g001"):
	// the paper's own DOI without its suffix.
	partDOIRe = regexp.MustCompile(`\d{5}(\.[gst]\d{3})$`)
	// dataDOIPrefixes are registrants of data sets and software (Zenodo, figshare, Dryad,
	// PANGAEA, Harvard Dataverse, Mendeley Data): a paper cites its data with them.
	dataDOIPrefixes = []string{"10.5281/", "10.6084/", "10.5061/", "10.1594/", "10.7910/", "10.17632/"}
)

// doiChars undoes what typesetting does to a DOI's characters: ligatures are spelled out,
// soft hyphens and zero-width spaces vanish, dashes become hyphens and full-width forms ASCII.
func doiChars(s string) string {
	s = ligatures.Replace(s)
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\u00ad' || r == '\u200b' || r == '\u200c' || r == '\u2060' || r == '\ufeff':
			return -1
		case r >= '\u2010' && r <= '\u2013' || r == '\u2212' || r == '\ufe63':
			return '-'
		case r == '\u2044' || r == '\u2215':
			return '/'
		case r >= '\uff01' && r <= '\uff5e':
			return r - 0xfee0
		}
		return r
	}, s)
}

// cleanDOI trims trailing punctuation, unbalanced closing brackets and a glued word from a DOI
// match, and decodes a DOI written as a URL path ("%28SICI%29").
func cleanDOI(d string) string {
	if strings.Contains(d, "%") {
		if u, err := url.PathUnescape(d); err == nil {
			d = u
		}
	}
	if loc := gluedWordRe.FindStringIndex(d); loc != nil {
		d = d[:loc[0]+1]
	}
	for {
		n := len(d)
		d = strings.TrimRight(d, ".,;:'’”\"*†‡")
		for _, pair := range [][2]string{{"(", ")"}, {"[", "]"}, {"<", ">"}} {
			if strings.HasSuffix(d, pair[1]) && strings.Count(d, pair[0]) < strings.Count(d, pair[1]) {
				d = d[:len(d)-1]
			}
		}
		if len(d) == n {
			return d
		}
	}
}

var (
	doiRestRe = regexp.MustCompile(`^[ \t]*\n[ \t]*[^\s"<>{}]+`)
	// doiSpaceRestRe is the rest of a DOI after a space the extractor put after a separator:
	// digits with a dot or hyphen inside ("10.1016/j.enbuild. 2010.10.015"), never a word or a year.
	isoDateRe      = regexp.MustCompile(`^(?:19|20)\d\d-\d\d-\d\d$`)
	doiSpaceRestRe = regexp.MustCompile(`^[ \t]+(\d+[.-]\d[\d.-]*\d)(?:[\s,;)]|$)`)
)

// doiContinued is the rest of a DOI broken at a line end after a separator
// ("10.1016/j.enbuild." then "2010.10.015" on the next line), or before one (the next line
// starting ".001" or "-5"), or "".
func doiContinued(doi, after string) string {
	if sm := doiSpaceRestRe.FindStringSubmatch(after); sm != nil && strings.ContainsAny(doi[len(doi)-1:], "./") && !isoDateRe.MatchString(sm[1]) {
		return sm[1]
	}
	m := strings.TrimLeft(doiRestRe.FindString(after), " \t\n")
	if m == "" || strings.Contains(strings.ToLower(m), "doi") || strings.Contains(m, "://") || strings.HasPrefix(m, "www.") {
		return "" // the next line is a link of its own
	}
	if strings.ContainsAny(m[:1], ".-_/") && len(m) > 1 && strings.ContainsAny(m[1:2], "0123456789") {
		return m
	}
	if !strings.HasSuffix(doi, ".") && !strings.HasSuffix(doi, "-") && !strings.HasSuffix(doi, "/") && !strings.HasSuffix(doi, "_") {
		return ""
	}
	if len(m) >= 5 && strings.Trim(m, "0123456789") == "" {
		return m // IEEE's "10.1109/TPAMI.2019." then "2912345": a number longer than a year or a page
	}
	// a DOI ending a sentence, then a word, a year or a footnote mark, is complete
	if len(m) < 3 || !strings.ContainsAny(m, "0123456789") || !strings.ContainsAny(m, ".-/()") {
		return ""
	}
	return m
}

// funderDOIPrefix is Crossref's Funder Registry: a funder's DOI in a grant statement.
const funderDOIPrefix = "10.13039/"

// usableDOI rejects a DOI that names no paper: a funder's, a journal's own "(ISSN)" DOI in
// Wiley's metadata, a template's placeholder.
func usableDOI(d string) bool {
	return d != "" && !strings.HasPrefix(d, funderDOIPrefix) && !strings.Contains(strings.ToUpper(d), "(ISSN)") && !placeholderDOIRe.MatchString(d[strings.IndexByte(d, '/')+1:])
}

// findDOI returns the paper's own DOI: the file's metadata when it gives a usable one, else
// the best DOI printed on pages 1–2 (see pageDOIs). A metadata DOI printed nowhere on pages
// 1–2 gives way to a printed DOI labelled or cited as the paper's own (score 3 or more): the
// metadata then names another version or another work.
func findDOI(metaDOI string, pages []string) string {
	best, bestScore := "", -1
	for _, c := range pageDOIs(pages) {
		if c.score > bestScore { // the earliest wins a tie
			best, bestScore = c.doi, c.score
		}
	}
	if m := cleanDOI(doiRe.FindString(doiChars(metaDOI))); usableDOI(m) {
		if bestScore < 3 || strings.EqualFold(m, best) || printedOn(m, pages) {
			return m
		}
	}
	return best
}

// printedOn reports whether doi is printed on pages 1–2, whatever the spaces and line breaks.
func printedOn(doi string, pages []string) bool {
	k := strings.ToLower(doi)
	for i, p := range pages {
		if i < 2 && strings.Contains(strings.ToLower(strings.Join(strings.Fields(doiChars(p)), "")), k) {
			return true
		}
	}
	return false
}
