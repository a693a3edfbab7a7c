package pdfmeta

import (
	"net/url"
	"regexp"
	"strings"
)

// doiBody is a DOI's suffix: its characters, and a SICI's "<…>" groups, which open on a digit
// or a colon (never on "/", as an XML closing tag does). A DOI never holds a bar, a bullet, a
// middle dot, guillemets, curly double quotes, ©, ®, ™, § or ¶, nor a footnote's * † ‡: glued
// to it, they end it ("…01.001©2019 Elsevier", "…01.001*Corresponding author").
const doiBody = `(?:[^\s"<>{}|•·«»“”©®™§¶*†‡]|<[\d:][^\s"<>{}]*>)+`

var (
	// doiRe is a DOI as printed: a SICI DOI keeps its "<…>" groups
	// ("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0").
	doiRe = regexp.MustCompile(`\b10\.\d{4,9}/` + doiBody)
	// spacedDOIRe is a DOI whose slashes the extractor set apart: "10.3847 / 1538-3881 / ab63dc".
	spacedDOIRe = regexp.MustCompile(`\b10\.\d{4,9}(?: / [^\s/"<>{}]+)+`)
	// doiLabelRe is the label right before a DOI: "DOI:", ACM's old "doi>", "doi.org/",
	// "doi.wiley.com/", a publisher's page for it ("tandfonline.com/doi/full/", "dl.acm.org/doi/"),
	// IEEE's "Digital Object Identifier".
	doiLabelRe = regexp.MustCompile(`(?i)(doi\s*[:.>]?\s*|doi(?:\.[a-z]+)?\.(?:org|com)/|/doi/(?:abs/|full/|pdf/|epdf/)?|digital object identifier\s*[:.]?\s*)$`)
	// doiGlueRe is a label glued to its DOI ("DOI10.1000/x"), which leaves no word boundary.
	doiGlueRe = regexp.MustCompile(`(?i)(doi:?)(10\.\d)`)
	// doiBrokenSlashRe and doiBrokenPrefixRe are a DOI broken right after its prefix's slash
	// or inside the prefix.
	doiBrokenSlashRe = regexp.MustCompile(`\b(10\.\d{4,9}/)[ \t]*\n?[ \t]*([^\s"<>{}])`)
	// doiSpacedPrefixRe is a labelled DOI whose prefix the extractor broke with a space ("DOI: 10. 1016/…").
	doiSpacedPrefixRe = regexp.MustCompile(`(?i)((?:doi|identifier)\s*[:.]?\s*|doi\.org/)10\.[ \t]+(\d{4,9}/)`)
	// doiSpacedSlashRe is a prefix set apart from its slash ("10.1016 /j.jcp…").
	doiSpacedSlashRe  = regexp.MustCompile(`\b(10\.\d{4,9})[ \t]+/([^\s/])`)
	doiBrokenPrefixRe = regexp.MustCompile(`\b(10\.\d{4,9}|10\.)[ \t]*\n[ \t]*([/\d])`)
	// otherDOIRe labels a DOI that is another paper's: the article a commentary, reply, erratum or
	// retraction is about, a data set, software, supplementary material or an earlier version.
	otherDOIRe = regexp.MustCompile(`(?i)(original article|commentary on|comment on|reply to|in response to|response to|errat\w* (?:to|of|for)|corrigend\w* (?:to|of|for)|correction (?:to|of|for)|retraction (?:of|note|notice)|retract(?:s|ed article)|addendum (?:to|of)|expression of concern|this article (?:corrects|replaces|updates)|supersedes|related article|data ?sets?\b|data (are|is) (available|deposited|archived)|supplementa\w*|supporting information|software|code (is )?available|earlier version|previous version|preliminary version|conference version|extended version (?:of|from)|short version|see also|companion)\W[^\n]{0,50}$`)
	// otherLeadRe opens a line that cites another work in full before its DOI ("Related article:
	// Smith A, et al. Prior work. Sci Rep 9, 1 (2019). https://doi.org/…").
	otherLeadRe = regexp.MustCompile(`(?i)^\s*(?:related articles?|see (?:also )?(?:the )?(?:related |accompanying |linked )?(?:article|commentary|editorial)|linked articles?|accompanying (?:article|editorial|commentary)|commentary on|original article|this article (?:is a|comments on|responds to))\b`)
	// citeOwnRe opens the paper's own suggested citation or permanent link.
	citeOwnRe = regexp.MustCompile(`(?i)(cite this (article|paper|chapter)|cite this\s*:|(recommended|suggested) citation|online version of this (article|chapter)|please cite|to cite this|how to cite|cite as|citation:|to link to this (article|chapter)|published (version|article)|version of record|article doi|this article is available)`)
	// refLineRe starts a reference-list entry: "[12] …", "12. Smith".
	refLineRe = regexp.MustCompile(`^\s*(\[\d{1,3}\]|\d{1,3}\.\s+[A-Z][a-z]+,? [A-Z])`)
	// gluedWordRe is a word glued to a DOI's last digit by an extractor that dropped the space:
	// "10.1038/s41586-020-2649-2Received", "…3330701Permission", "…abc.Received", "…001https://", or a
	// supplement's path after the DOI (PNAS "…1609000114/-/DCSupplemental").
	gluedWordRe = regexp.MustCompile(`[\d)\]][A-Z][a-z]{2,}|\.[A-Z][a-z]{3,}|.(?:https?:|www\.)|./-/`)
	// doiQueryRe is a URL's query glued to a DOI ("?seq=1&cid=…", "&domain=pdf", "?via%3Dihub").
	doiQueryRe = regexp.MustCompile(`[?&][A-Za-z_]{2,}(?:=|%3D)`)
	// doiViewRe is a publisher's view of a DOI's page glued after it in a link.
	doiViewRe = regexp.MustCompile(`(?i)/(?:full|abstract|pdf|epdf|epub|meta|html?|fulltext|summary|references|figures|suppinfo|pdfdirect|pdfplus|supplementary(?:-material)?)(?:[#/?].*)?$`)
	// placeholderDOIRe is a template's DOI never filled in ("10.1145/nnnnnnn.nnnnnnn",
	// "10.1109/ACCESS.2017.DOI", "10.1109/XXX.2020.XXXXXXX").
	placeholderDOIRe = regexp.MustCompile(`(?i)(nnnn|xxxx|0000000|\.doi$)`)
	// partDOIRe is the DOI of one figure, table or supplement of a paper (PLOS "….0208320.g001"):
	// the paper's own DOI without its suffix.
	partDOIRe = regexp.MustCompile(`\d{5}(\.[gst]\d{3})$`)
	// dataDOIPrefixes are registrants of data sets and software (Zenodo, figshare, Dryad,
	// PANGAEA, Harvard Dataverse, Mendeley Data): a paper cites its data with them.
	dataDOIPrefixes = []string{"10.5281/", "10.6084/", "10.5061/", "10.1594/", "10.7910/", "10.17632/"}
	// letterSpacedRe is a run of single characters set apart by spaces ("1 0 . 1 0 0 0 / x y z"):
	// a letter-spaced DOI as the extractor gives it.
	letterSpacedRe = regexp.MustCompile(`(?m)(?:^|[ \t])((?:[^\s] ){6,}[^\s][.,;:)]?)(?:[ \t]|$)`)
)

// unspaceLetters closes up a letter-spaced run that holds one of needles (a DOI's start
// "1 0 . ", arXiv's "X i v").
func unspaceLetters(text string, needles ...string) string {
	has := func(s string) bool {
		for _, n := range needles {
			if strings.Contains(s, n) {
				return true
			}
		}
		return false
	}
	if !has(text) {
		return text
	}
	return letterSpacedRe.ReplaceAllStringFunc(text, func(m string) string {
		if !has(m) {
			return m
		}
		lead, trail := m[:len(m)-len(strings.TrimLeft(m, " \t"))], m[len(strings.TrimRight(m, " \t")):]
		return lead + strings.ReplaceAll(strings.TrimSpace(m), " ", "") + trail
	})
}

// preprintDOI reports whether d is a preprint server's DOI (arXiv's, bioRxiv's "10.1101/2020…"
// but not Cold Spring Harbor's journals' "10.1101/gr.…", Research Square's, …).
func preprintDOI(d string) bool {
	pre, suf, _ := strings.Cut(d, "/")
	return preprintDOIPrefixes[pre] && (pre != "10.1101" || suf != "" && suf[0] >= '0' && suf[0] <= '9')
}

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
		case r == '\u00a0' || r >= '\u2000' && r <= '\u200a' || r == '\u202f' || r == '\u205f' || r == '\u3000':
			return ' ' // no-break and fixed-width spaces end a DOI as a space does
		case r == '\u27e8' || r == '\u2329' || r == '\u3008':
			return '<' // HAL's "⟨10.1016/…⟩"
		case r == '\u27e9' || r == '\u232a' || r == '\u3009':
			return '>'
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
	if loc := doiViewRe.FindStringIndex(d); loc != nil {
		d = d[:loc[0]] // a publisher's page for the DOI: Wiley's "…/abstract", Frontiers' "…/full#supplementary-material"
	}
	if loc := doiQueryRe.FindStringIndex(d); loc != nil {
		d = d[:loc[0]] // a link's query: JSTOR's "…/680123?seq=1", Crossmark's "…&domain=pdf"
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
	doiRestRe = regexp.MustCompile(`^[ \t]*\n[ \t]*` + doiBody)
	// doiSpaceRestRe is the rest of a DOI after a space the extractor put after a separator:
	// digits with a dot or hyphen inside ("10.1016/j.enbuild. 2010.10.015"), never a word or a
	// year; after a dot, also a lower-case code with digits ("10.1016/j. jcp.2019.01.001").
	isoDateRe          = regexp.MustCompile(`^(?:19|20)\d\d-\d\d-\d\d$`)
	doiSpaceRestRe     = regexp.MustCompile(`^[ \t]+(\d+[.-]\d[\d.-]*\d)(?:[\s,;)]|$)`)
	doiSpaceCodeRestRe = regexp.MustCompile(`^[ \t]+([a-z][a-z\d]*[.-]\d[\w.-]*\w)(?:[\s,;)]|$)`)
)

// doiOpenEnds are the characters a DOI never ends on: broken at a line end after one of them,
// the DOI goes on in the next line whatever that line starts with.
const doiOpenEnds = "_(<"

// doiJoinEnds are the characters after which a line break may split a DOI.
const doiJoinEnds = "./-_:;(<"

// doiContinued is the rest of a DOI broken at a line end after a separator
// ("10.1016/j.enbuild." then "2010.10.015" on the next line), or before one (the next line
// starting ".001" or "-5"), or "".
func doiContinued(doi, after string) string {
	last := doi[len(doi)-1:]
	if sm := doiSpaceRestRe.FindStringSubmatch(after); sm != nil && strings.ContainsAny(last, "./") && !isoDateRe.MatchString(sm[1]) {
		return sm[1]
	}
	if sm := doiSpaceCodeRestRe.FindStringSubmatch(after); sm != nil && last == "." {
		return sm[1]
	}
	m := strings.TrimLeft(doiRestRe.FindString(after), " \t\n")
	if m == "" || strings.Contains(strings.ToLower(m), "doi") || strings.Contains(m, "://") || strings.HasPrefix(m, "www.") {
		return "" // the next line is a link of its own
	}
	if fragmentLine(m, after) {
		return m // a link broken anywhere in a narrow column: "…/j.jfr.20" then "19.01.001" alone
	}
	if strings.ContainsAny(m[:1], ".-_/") && len(m) > 1 && strings.ContainsAny(m[1:2], "0123456789") {
		return m
	}
	if !strings.ContainsAny(last, doiJoinEnds) {
		return ""
	}
	if strings.ContainsAny(last, doiOpenEnds) {
		return m
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

var pageRangeRe = regexp.MustCompile(`^\d{1,4}-\d{1,4}$`)

// fragmentLine reports whether the next line holds nothing but m, a piece of a DOI: digits
// with a separator ("19.01.001", "j.jfr.2019.01.001"), never a year, a page range or a date.
func fragmentLine(m, after string) bool {
	rest := strings.TrimLeft(after, " \t")
	if !strings.HasPrefix(rest, "\n") {
		return false // the DOI does not end its line
	}
	next, _, _ := strings.Cut(strings.TrimLeft(rest[1:], " \t"), "\n")
	return strings.TrimSpace(next) == m && len(m) >= 3 && strings.ContainsAny(m, "0123456789") &&
		strings.ContainsAny(m, ".-/_()") && !pageRangeRe.MatchString(m) && !isoDateRe.MatchString(m) && !strings.HasSuffix(m, ".")
}

// joinDOI joins a DOI broken at a line end with its rest. A hyphen between two lower-case
// letters is the line break's, not the DOI's ("acs.nano-" then "lett.9b01234"): DOIs put
// their hyphens between digits and codes ("s00285-019-", "JCLI-D-18").
func joinDOI(raw, rest string) string {
	if n := len(raw); n >= 2 && raw[n-1] == '-' && rest != "" && isLowerASCII(raw[n-2]) && isLowerASCII(rest[0]) {
		return raw[:n-1] + rest
	}
	return raw + rest
}

func isLowerASCII(b byte) bool { return b >= 'a' && b <= 'z' }

// funderDOIPrefix is Crossref's Funder Registry: a funder's DOI in a grant statement.
const funderDOIPrefix = "10.13039/"

// usableDOI rejects a DOI that names no paper: a funder's, a journal's own "(ISSN)" DOI in
// Wiley's metadata, a template's placeholder.
func usableDOI(d string) bool {
	return d != "" && !strings.HasPrefix(d, funderDOIPrefix) && !strings.Contains(strings.ToUpper(d), "(ISSN)") && !placeholderDOIRe.MatchString(d[strings.IndexByte(d, '/')+1:])
}

// findDOI returns the paper's own DOI: the file's metadata when it gives a usable one, else
// the best DOI printed on pages 1–2 (see pageDOIs). A metadata DOI printed nowhere on pages
// 1–2 gives way to a printed DOI labelled or cited as the paper's own (score 2 or more: page
// 2's running head counts, a labelled reference on page 1 does not): the metadata then names
// another version or another work. A printed DOI that carries the metadata's on past a "<"
// or "_" (a SICI DOI the metadata reader cut, a book's chapter) is the paper's.
func findDOI(metaDOI string, pages []string) string {
	cands := pageDOIs(pages)
	best, bestScore, bestOwn := "", -1, false
	for _, c := range cands {
		if c.score > bestScore { // the earliest wins a tie
			best, bestScore, bestOwn = c.doi, c.score, c.own
		}
	}
	if m := cleanDOI(doiRe.FindString(doiChars(metaDOI))); usableDOI(m) {
		for _, c := range cands {
			if extendsDOI(c.doi, m, "<_") {
				return c.doi
			}
		}
		if !bestOwn || bestScore < 2 || strings.EqualFold(m, best) || printedOn(m, pages) {
			return m
		}
	}
	return best
}

// extendsDOI reports whether d is the DOI short printed further past one of the separators
// seps ("" for any character): a SICI DOI that a metadata reader cut at its "<", a paper's DOI
// in a book's or proceedings' ("10.1145/3292500" then ".3330701", "…27926-8" then "_24").
func extendsDOI(d, short, seps string) bool {
	return len(d) > len(short) && strings.EqualFold(d[:len(short)], short) && (seps == "" || strings.IndexByte(seps, d[len(short)]) >= 0)
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
