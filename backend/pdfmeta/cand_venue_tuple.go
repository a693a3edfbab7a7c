package pdfmeta

import (
	"math"
	"regexp"
	"strings"
	"unicode"
)

// A journal's name is followed, in running heads, footers and printed citations, by its volume,
// issue, pages and year in one of a few forms, whatever the publisher. volTupleRe reads those
// forms at the start of a text; the name is what comes before.
var volTupleRe = regexp.MustCompile(`^(?:` +
	// Vancouver (medicine, Wiley, De Gruyter, MDPI, ACS, Annual Reviews): "2019;12(3):45", "2010 March
	// 3; 30(9): 3210", "2019, 19, 1234", "2012, 4:199–203", "2019; 5 : eaav1234", "2019. 70:1–24"
	`(?:19|20)\d\d(?:\s+\p{Lu}\p{Ll}{2,8}\.?(?:\s+\d{1,2})?)?\s*[;,.]\s*\d+\s*(?:\(\s*[\w/–-]+\s*\))?\s*[:,]\s*[a-z]{0,4}\d+` +
	// Springer, BMC: "(2019) 43:123", "(2019), 26:1"
	`|\(\s*(?:19|20)\d\d\s*\),?\s*\d+\s*(?:\(\s*[\w/–-]+\s*\))?\s*:\s*[a-z]{0,4}\d+` +
	// Cambridge: "(2019), vol. 870, pp. 1–20"
	`|\(\s*(?:19|20)\d\d\s*\),?\s*(?i:vol(?:ume)?)\.?\s*\d` +
	// physics, Science, Z. Naturforsch.: "122, 123456 (2019)", "54 a, 272-273 (1999)", "363, 1234–1240 (2019)"
	`|\d+\s*(?:\(\s*[\w/–-]+\s*\))?\s*(?:[a-zA-Z]\s*)?[,:]\s*[a-z]{0,4}\d+(?:\s*[–−-]\s*\d+)?\s*,?\s*\(\s*(?:19|20)\d\d\s*\)` +
	// older journals (J. Physiol., Biochem. J.): "(1955) 128, 541-546"
	`|\(\s*(?:19|20)\d\d\s*\),?\s*\d+\s*,\s*\d+\s*[–−-]\s*\d+` +
	// Elsevier, IOP: "43 (2011) 1–10", "31 (2019) 123456"
	`|\d+\s*\(\s*(?:19|20)\d\d\s*\)\s*[a-z]{0,4}\d+` +
	// OUP: "35(14), 2019, 2345–2352"; Cell Press: "27, 1234–1245, April 23, 2019"
	`|\d+\s*\(\s*[\w/–-]+\s*\)\s*,\s*(?:19|20)\d\d` +
	`|\d+\s*,\s*\d+\s*[–−-]\s*\d+\s*,\s*(?:\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2},\s*)?(?:19|20)\d\d` +
	// SAGE: "2019, Vol. 45(3) 123–145", PNAS: "2019 Vol. 116"; IEEE: ", VOL. 34, NO. 5"
	`|(?:19|20)\d\d\s*,?\s*(?i:vol(?:ume)?)\.?\s*\d` +
	`|(?i:vol(?:ume)?)\.?\s*\d+\s*,\s*(?i:no|issue)\.?\s*\d` +
	// vol(issue):pages without a year ("PLoS ONE 14(2): e0212345"), vol:pages ("GLIA 24:39–49")
	`|\d+\s*\(\s*[\w/–-]+\s*\)\s*:\s*[a-z]{0,4}\d+` +
	`|\d+\s*:\s*\d+\s*[–−-]\s*\d+` +
	// an electronic article number: ASM's "56:e01234-18"
	`|\d+\s*:\s*e\d{3,}` +
	// Taylor & Francis: "12:3, 123-145"; APA: "12(3), 45–67"
	`|\d+\s*:\s*\d+\s*,\s*\d+\s*[–−-]\s*\d+` +
	`|\d+\s*\(\s*[\w/–-]+\s*\)\s*,\s*\d+\s*[–−-]\s*\d+` +
	`)`)

var (
	// tupleCutRe ends what can precede a journal's name on a line: a separator, a citation's
	// "et al.", a link or DOI, a citation label.
	tupleCutRe = regexp.MustCompile(`(?i)\||•|·|\s—\s|;|\bet\s+al\.?,?|https?://\S+|www\.\S+|\bdoi:?\s*10\.\S+|\b(?:cite\s+(?:this\s+article\s+)?as|citation|to\s+cite\s+this\s+article|how\s+to\s+cite\s+this\s+article|published\s+as|reference)\s*:`)
	// sentenceEndRe is the end of a sentence before a journal's name: a lower-case word and a
	// full stop ("... of rats. Thromb Haemost 2019; 119: 1").
	sentenceEndRe = regexp.MustCompile(`(?:^|\s)\p{Ll}[\p{Ll}-]+[.?!]\s+`)
	// tupleStartRe is where a volume tuple can begin: a digit, a bracket or "Vol" after a space or comma.
	tupleStartRe = regexp.MustCompile(`[\s,.;]\s*(?:\d|\(|(?i:vol))`)
	refMarkRe    = regexp.MustCompile(`^\s*\[\d+\]`)
	// barSepRe is a separator that sets a banner's fields apart ("|", "•", "·", a spaced dash).
	barSepRe = regexp.MustCompile(`^(?:\||•|·|\s—\s)$`)
	// citeProcRe is the proceedings a suggested citation names, wherever the title ends.
	citeProcRe = regexp.MustCompile(`[.?!]\s+In:?\s+((?:Proceedings|Proc\.)\s[^;(]{8,200}?)\s*[(,;.]`)
)

// tupleVenue is a journal name read before a volume tuple in t ("Energy and Buildings 43 (2011)
// 1–10" gives "Energy and Buildings"), and a shorter form cut at the last full stop after a
// long word ("… Recurrent Networks. Thromb Haemost" gives "Thromb Haemost" too); year is the
// tuple's. All "" when t holds no such name.
func tupleVenue(t string) (name, cut string, year int) {
	for _, loc := range tupleStartRe.FindAllStringIndex(t, -1) {
		start := loc[0] + 1
		rest := strings.TrimLeft(t[start:], " ,.;")
		m := volTupleRe.FindString(rest)
		if m == "" {
			continue
		}
		name, cut = tupleName(t[:start])
		if name != "" {
			return name, cut, firstYear(rest[:min(len(rest), len(m)+24)])
		}
	}
	return "", "", 0
}

// tupleName is the journal name at the end of p, the text before a volume tuple: after the last
// separator or sentence end, the longest run of words a title is made of (capitalized words,
// abbreviations, joining words), and the same run cut after a full stop that follows a word of
// five letters or more at the first such stop. Where the lexicon knows the rest after such a
// stop, that rest is the name, alone; a name the lexicon knows whole is not cut.
func tupleName(p string) (name, cut string) {
	if locs := tupleCutRe.FindAllStringIndex(p, -1); len(locs) > 0 {
		last := locs[len(locs)-1]
		if strings.TrimSpace(p[last[1]:]) == "" && barSepRe.MatchString(p[last[0]:last[1]]) {
			// the name set apart before its tuple: "NATURE COMMUNICATIONS | (2019) 10:1234"
			from := 0
			if len(locs) > 1 {
				from = locs[len(locs)-2][1]
			}
			p = p[from:last[0]]
		} else {
			p = p[last[1]:]
		}
	}
	if locs := sentenceEndRe.FindAllStringIndex(p, -1); len(locs) > 0 {
		p = p[locs[len(locs)-1][1]:]
	}
	ws := strings.Fields(strings.TrimRight(p, " ,;:"))
	i := len(ws)
	for i > 0 && titleWord(ws[i-1]) {
		i--
	}
	for i < len(ws) && journalMinor[strings.ToLower(ws[i])] {
		i++ // a name starts with a capital: "of X" is a piece of a longer text
	}
	ws = ws[i:]
	if len(ws) == 0 || len(ws) > 12 || letters(strings.Join(ws, " ")) < 3 || !startsUpperRune(ws[0]) && !hasUpper(ws[0]) {
		return "", ""
	}
	name = strings.Join(ws, " ")
	if onlyDateWords(ws) {
		return "", "" // "December 2019; 12(3)": an issue's month, not a journal
	}
	if knownJournal(name) != "" {
		return name, ""
	}
	first := ""
	for j := 0; j < len(ws)-1; j++ {
		w := strings.TrimSuffix(ws[j], ".")
		if w == ws[j] || letters(w) < 5 || iso4[strings.ToLower(w)] != "" {
			continue
		}
		rest := strings.Join(ws[j+1:], " ")
		if knownJournal(rest) != "" || abbrevJournal(rest) != "" {
			return rest, "" // the lexicon knows where the name starts: "… Drift of Sediment. Sensors"
		}
		if first == "" {
			first = rest
		}
	}
	if i := strings.LastIndex(name, ", "); first == "" && i > 0 && letters(name[i+2:]) >= 4 && startsUpperRune(name[i+2:]) {
		first = name[i+2:] // a citation's title before the journal: "Title, Journal of X, 12:3, 123-145"
	}
	return name, first
}

// titleWord reports whether w can stand in a journal's name: a word with a capital letter
// ("Haemost", "OnLine", "iScience"), an abbreviation, a joining word, "&" or ":".
func titleWord(w string) bool {
	w = strings.Trim(w, "\"'“”‘’,:")
	if w == "" || w == "&" {
		return w == "&"
	}
	if journalMinor[strings.ToLower(w)] {
		return true
	}
	for _, r := range w {
		if unicode.IsDigit(r) {
			return false
		}
	}
	return hasUpper(w)
}

func hasUpper(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// citeTupleVenues adds the journal of a printed suggested citation on pages 1-2 ("Cite this
// article: Smith J, Doe A. Title. Nat Commun. 2019;10:123."), read from the text after the
// label, which may run over several lines, and the journal before a volume tuple in the file's
// Subject.
func (h *header) citeTupleVenues(add func(text string, year int, feats ...string)) {
	if name, _, year := tupleVenue(" " + h.doc.Meta.Subject); name != "" {
		add(name, year, "tuple", "subject") // "J Med Syst (2019) 43:123", as Springer writes the file's Subject
	}
	for _, t := range h.texts {
		for _, loc := range append(h.firstLabels(citeLabelRe, t, 4), h.firstLabels(refFormatRe, t, 1)...) {
			seg := collapse(t[loc[1]:min(len(t), loc[1]+400)])
			if m := citeProcRe.FindStringSubmatch(seg); m != nil {
				add(m[1], firstYear(m[1]), "cite_in") // ACM: "In Proceedings of the 2019 CHI Conference on … (CHI '19)"
			}
			if name, cut, year := tupleVenue(seg); name != "" {
				add(name, year, "tuple", "tuple_cite")
				if cut != "" {
					add(cut, year, "tuple", "tuple_cite", "tuple_cut")
				}
			}
		}
	}
}

// tupleVenues adds the journal named before a volume tuple in any line of page 1 that is not
// running text, and in page 2's running head ("tuple"; "tuple_cut" for the shorter form), with
// the paper's own authors cut from the line's start.
// A line whose name starts the line may continue the line above in the same type ("…
// Int. J. Neonatal" / "Screen. 2020, 6, 48").
func (h *header) tupleVenues(add func(text string, year int, feats ...string)) {
	for p, ls := range h.pages {
		top := math.Inf(1)
		for _, l := range ls {
			if !l.vertical && letters(l.text) > 0 {
				top = min(top, l.y0)
			}
		}
		for i, l := range ls {
			if l.vertical || !strings.ContainsAny(l.text, "0123456789") || refMarkRe.MatchString(l.text) {
				continue // a numbered reference names another paper's journal
			}
			edge := l.atEdge()
			if p > 0 && (l.y0 >= 0.12*l.ph || l.y0 > top+2.5*l.size) {
				continue // page 2: only its running head; its foot may hold references ("J Trauma 2000, 49:140-4.")
			}
			if p == 0 && !edge && l.y0 > 0.45*l.ph && !(l.y0 > 0.7*l.ph && l.size < 0.9*h.body) {
				continue // running text
			}
			t := l.text
			if rest := cutAuthorsHead(t, h.authors); rest != "" {
				t = rest // the paper's own authors before the journal: "Cary Campbell, Alin Olteanu, Kalevi KullSign Systems Studies 47(3/4), 2019"
			}
			t = ocrDigits(t) // a scan's banner: "J. Physiol. (I955) I28, 54I-546"
			name, cut, year := tupleVenue(t)
			if name != "" && strings.HasPrefix(strings.TrimSpace(t), name) && i > 0 && !ls[i-1].vertical && !endsWord(ls[i-1].text) &&
				ls[i-1].size > l.size-0.5 && ls[i-1].size < l.size+0.5 && l.y0-ls[i-1].y1 < l.size && l.y0 > ls[i-1].y0 {
				if n2, c2, y2 := tupleVenue(joinLines([]string{ls[i-1].text, t})); n2 != "" && len(n2) > len(name) {
					name, cut, year = n2, c2, y2
				}
			}
			if name == "" {
				continue
			}
			feats := []string{"tuple"}
			if p > 0 {
				feats = append(feats, "tuple_p2")
			}
			add(name, year, feats...)
			if cut != "" {
				add(cut, year, append(feats, "tuple_cut")...)
			}
		}
	}
}

// endsWord reports whether a line ends a sentence with a word rather than an abbreviation: a
// full stop after five letters or more that are no ISO 4 abbreviation ("2010, Singapore.").
func endsWord(t string) bool {
	f := strings.Fields(t)
	if len(f) == 0 {
		return false
	}
	w := f[len(f)-1]
	bare := strings.TrimRight(w, ".")
	return bare != w && letters(bare) >= 5 && iso4[strings.ToLower(bare)] == ""
}

// onlyDateWords reports whether every word of ws is a month, a season or an issue label.
func onlyDateWords(ws []string) bool {
	for _, w := range ws {
		if !notConfAcronyms[strings.ToUpper(strings.Trim(w, ".,"))] {
			return false
		}
	}
	return true
}
