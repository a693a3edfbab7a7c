package pdfmeta

import (
	_ "embed"
	"regexp"
	"strconv"
	"strings"
)

// The journal lexicon names the journals of the Citation Style Language project's styles (CC
// BY-SA 3.0, as Debian's citation-style-language-styles installs them): every style that gives
// an ISSN names one journal by its <title>, often with a <title-short>. `carrel-eval journals`
// (make journals-lexicon) writes it as sorted "key<TAB>value" lines: a folded title or short
// title (JournalKey) gives the journal's title, and an ISSN's eight characters give the number of its
// title's line. It is searched in place, so nothing is built at start.

//go:embed journals.tsv
var embeddedJournals []byte

// journals is the journal lexicon: "key<TAB>value" lines.
var journals = &sortedTSV{data: embeddedJournals}

// JournalKey is the lexicon's key for a journal title: folded like compact, with "&" read as
// "and" and a leading "The" dropped ("The Journal of Neuroscience" and "Journal of
// Neuroscience" are one journal).
func JournalKey(title string) string {
	t := strings.TrimSpace(title)
	if len(t) > 4 && strings.EqualFold(t[:4], "the ") {
		t = t[4:]
	}
	return compact(strings.ReplaceAll(t, "&", " and "))
}

// journalValue is the value stored under key, or "".
func journalValue(key string) string { return journals.value(key) }

// knownJournal is the lexicon's title for a journal title or short title ("PNAS"), or "".
func knownJournal(text string) string {
	k := JournalKey(text)
	if len(k) < 4 || issnKeyRe.MatchString(k) {
		return ""
	}
	return journalValue(k)
}

// journalByISSN is the lexicon's title for an ISSN ("1751-8644"), or "" when the ISSN is
// not a valid one or names no journal the lexicon knows.
func journalByISSN(issn string) string {
	k := ISSNKey(issn)
	if k == "" {
		return ""
	}
	i, err := strconv.Atoi(journalValue(k))
	if err != nil {
		return ""
	}
	return journals.valueAt(i)
}

var (
	issnKeyRe = regexp.MustCompile(`^\d{7}[\dx]$`)
	// issnRe is an ISSN as printed: "ISSN 1751-8644", "ISSN(Online): 2093-4718", "ISSN 03787788",
	// "e-ISSN: 1475-925X".
	// bareISSNRe is an ISSN printed without its label, as in Elsevier's "1198-743X/© 2019" and
	// "0378-7788/$ – see front matter": read only when its check digit holds and the lexicon knows it.
	bareISSNRe = regexp.MustCompile(`(?:^|[^\d-])(\d{4}-\d{3}[\dX])(?:[^\d-]|$)`)
	issnRe     = regexp.MustCompile(`(?i)\b(?:e-?|p-?|print\s+|online\s+)?ISSN\b[^0-9]{0,16}(\d{4})\s?[-‐–]?\s?(\d{3}[\dXx])\b`)
)

// ISSNKey is an ISSN as the journal lexicon keys it (eight characters, lower-case "x"), or "" when
// its check digit is wrong: weights 8..2 on the first seven digits, and the check digit makes
// the sum a multiple of 11 (10 is written X).
func ISSNKey(s string) string {
	var d []byte
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			d = append(d, c)
		case c == 'X' || c == 'x':
			d = append(d, 'x')
		case c == '-' || c == ' ':
		default:
			return ""
		}
	}
	if len(d) != 8 || strings.IndexByte(string(d[:7]), 'x') >= 0 {
		return ""
	}
	sum := 0
	for i := 0; i < 7; i++ {
		sum += int(d[i]-'0') * (8 - i)
	}
	check := (11 - sum%11) % 11
	want := byte('0' + check)
	if check == 10 {
		want = 'x'
	}
	if d[7] != want {
		return ""
	}
	return string(d)
}

// bareISSNs are the valid ISSNs printed in text without a label ("1198-743X/© 2019"), in
// order, without repeats; the caller keeps those the lexicon knows.
func bareISSNs(text string) []string {
	var out []string
	if !hasDashDigits(text) {
		return nil
	}
	for _, m := range bareISSNRe.FindAllStringSubmatch(text, -1) {
		if k := ISSNKey(m[1]); k != "" && !strings.Contains(strings.Join(out, " "), k) {
			out = append(out, k)
		}
	}
	return out
}

// printedISSNs are the valid ISSNs labelled "ISSN" in text, in order, without repeats.
func printedISSNs(text string) []string {
	var out []string
	if !strings.Contains(foldASCII(text), "issn") {
		return nil
	}
	for _, m := range issnRe.FindAllStringSubmatch(text, -1) {
		if k := ISSNKey(m[1] + m[2]); k != "" && !strings.Contains(strings.Join(out, " "), k) {
			out = append(out, k)
		}
	}
	return out
}

// journalMinor are the words a journal's abbreviation leaves out ("Journal of the Royal Society").
var journalMinor = map[string]bool{"of": true, "the": true, "and": true, "in": true, "for": true, "on": true, "a": true,
	"an": true, "de": true, "la": true, "le": true, "der": true, "die": true, "und": true, "für": true, "et": true}

// journalWords are a title's or an abbreviation's words, folded, without the minor words:
// "Proc. R. Soc. A" gives proc, r, soc, a.
// A word with a full stop is an abbreviation even when it spells a minor word ("Can. J. For.
// Res.": "For." is Forest).
func journalWords(t string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ReplaceAll(t, "&", " "), func(r rune) bool {
		return r == ' ' || r == '-' || r == '–' || r == '—' || r == ':' || r == ',' || r == '/'
	}) {
		for _, p := range strings.SplitAfter(w, ".") {
			if k := compact(p); k != "" && (!journalMinor[k] || strings.HasSuffix(p, ".")) {
				out = append(out, k)
			}
		}
	}
	return out
}

// JournalInitials is the first letter of each of a title's words that an abbreviation keeps:
// "Journal of Clinical Microbiology" gives "jcm". The journal lexicon indexes its titles by it.
func JournalInitials(t string) string {
	var b strings.Builder
	for _, w := range journalWords(t) {
		b.WriteString(string([]rune(w)[:1]))
	}
	return b.String()
}

// abbrevJournal is the title of the one journal the lexicon knows whose name an abbreviation
// stands for, word by word, each abbreviated word the start of its title word and its other
// letters in order ("J Clin Microbiol", "Proc. R. Soc. A", "Natl" for "National"); "" when
// none or several do, or when no word is abbreviated.
func abbrevJournal(text string) string {
	ws := journalWords(text)
	if len(ws) < 2 || len(ws) > 8 {
		return ""
	}
	abbreviated := strings.Contains(text, ".")
	for _, w := range ws {
		abbreviated = abbreviated || len([]rune(w)) <= 4
	}
	if !abbreviated {
		return "" // whole words ("Journal of Forest Research") are no abbreviation of "Forestry"
	}
	refs := strings.Fields(journalValue("~" + JournalInitials(text)))
	found := ""
	for _, r := range refs {
		i, err := strconv.Atoi(r)
		title := journals.valueAt(i)
		if err != nil || title == "" {
			continue
		}
		tw := journalWords(title)
		if len(tw) != len(ws) {
			continue
		}
		acr := acronymWords(title)
		short := false
		ok := true
		for j := range ws {
			ok = ok && abbreviates(ws[j], tw[j]) && (!acr[tw[j]] || ws[j] == tw[j])
			short = short || len(ws[j]) < len(tw[j])
		}
		if !ok || !short {
			continue
		}
		if found != "" && found != title {
			return "" // "J Phys" stands for several journals
		}
		found = title
	}
	return found
}

// acronymWords are the words of a mixed-case title written in capitals ("RNAO" of "RNAO News"),
// as journalWords keys them: an abbreviation keeps an acronym whole (ISO 4), so "R News" is no
// abbreviation of "RNAO News" (s15-s13open). A title set all in capitals has none.
func acronymWords(title string) map[string]bool {
	if strings.ToUpper(title) == title {
		return nil
	}
	out := map[string]bool{}
	for _, w := range strings.Fields(title) {
		if k := compact(w); len([]rune(k)) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w {
			out[k] = true
		}
	}
	return out
}

// abbreviates reports whether a is word w abbreviated: its first letter, then its other letters
// in order ("microbiol" for "microbiology", "natl" for "national").
func abbreviates(a, w string) bool {
	ar, wr := []rune(a), []rune(w)
	if len(ar) == 0 || len(wr) == 0 || ar[0] != wr[0] || len(ar) > len(wr) {
		return false
	}
	j := 1
	for _, r := range ar[1:] {
		for j < len(wr) && wr[j] != r {
			j++
		}
		if j == len(wr) {
			return false
		}
		j++
	}
	return true
}
