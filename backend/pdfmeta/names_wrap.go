package pdfmeta

import (
	"math"
	"regexp"
	"strings"

	"carrel/backend/pdf"
)

// Name lists that wrap over lines: the joins below put a list broken inside a name, or after a
// given name, back on one line before it is split (names_split.go).

// joinWrappedNames joins a line of names to the next when the list wraps inside a name or
// right after a given name ("…, Maria Garcia, Dan" / "Brown and Eve Wilson"): either line
// alone is not all names, both together are, and the next sits right under it at its size
// and in its column. It returns the page's lines in reading order by rows (sortRows), joined.
func joinWrappedNames(page []line) []line {
	ls := append([]line(nil), page...)
	sortRows(ls)
	memo := newNameMemo()
	out := ls[:0:0]
	for i := 0; i < len(ls); i++ {
		l := ls[i]
		if i+1 < len(ls) {
			if m, ok := memo.pair(l, ls[i+1]); ok {
				out = append(out, m)
				i++
				continue
			}
			if i+2 < len(ls) {
				if m, ok := memo.triple(l, ls[i+1], ls[i+2]); ok {
					out = append(out, m)
					i += 2
					continue
				}
			}
			if m, n := memo.chain(ls[i:]); n > 0 {
				out = append(out, m)
				i += n - 1
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// wordsTop is the largest font size among a line's words: the names' size, where a line
// with many superscript marks ("Kannan‡,†, Sharan Narang‡, …") has a smaller median.
func wordsTop(l line) float64 {
	top := 0.0
	for _, w := range l.words {
		top = math.Max(top, wordSize(w))
	}
	if top == 0 {
		return l.size
	}
	return top
}

// namePiece reports whether a line's text holds letters once e-mail addresses, ORCIDs, roles
// and marks are cleaned off, as a piece of a wrapped list of names does.
func (m *nameMemo) namePiece(text string) bool {
	return letters(strings.Trim(m.cleaned(text), " ,;.")) > 0
}

// wrappedPair is l and next as one line when they are one list of names broken in two.
func wrappedPair(l, next line) (line, bool) {
	return newNameMemo().pair(l, next)
}

// pair is wrappedPair with the memo's readings of each line's text.
func (m *nameMemo) pair(l, next line) (line, bool) {
	if !wrapGeometry(l, next) {
		return line{}, false // cheap tests first: most pairs on a page are running text
	}
	a, b := nameText(l), nameText(next)
	if proseJoin(m.cleaned(a) + " " + m.cleaned(b)) {
		return line{}, false
	}
	if !m.wrapPieces(a) || !m.namePiece(b) || !m.names(a+" "+b) || m.complete(a) && (m.names(b) || notNameHead(m.cleaned(b))) ||
		notNameTail(m.cleaned(a)) {
		return line{}, false
	}
	return mergeWrapped(l, next), true
}

// notNameHead reports whether the first piece of a line (up to its first separator) is no
// rest of a name: it names an institution or is made of title words ("Trend Micro", "Mila
// Québec AI Institute"). A list whose upper line already ends on a whole name goes on in the
// lower line only with a name's rest ("…, Maria Luisa" / "Garcia"), never with what the
// names' affiliation line starts with.
func notNameHead(text string) bool {
	head := strings.TrimSpace(splitNameList(text)[0])
	return notPerson(head) || textWords(strings.Fields(head))
}

// notNameTail reports whether the last piece of a line names an institution or a place ("…,
// Daejeon, Republic of Korea"): an affiliation line ends there, and the names under it start a
// list of their own.
func notNameTail(text string) bool {
	pieces := splitNameList(text)
	for k := len(pieces) - 1; k >= 0; k-- {
		if p := strings.TrimSpace(pieces[k]); letters(p) > 0 {
			return notPerson(p)
		}
	}
	return false
}

// triple is three lines as one when a list of names breaks inside a name twice ("…,
// David" / "Budden, …, Misha" / "Dashevskiy, …"): neither of the first two lines is all
// names alone, and the three together are.
func (m *nameMemo) triple(l, mid, last line) (line, bool) {
	if !wrapGeometry(l, mid) || !wrapGeometry(mid, last) {
		return line{}, false
	}
	a, b, c := nameText(l), nameText(mid), nameText(last)
	if proseJoin(m.cleaned(a) + " " + m.cleaned(b) + " " + m.cleaned(c)) {
		return line{}, false
	}
	if !m.wrapPieces(a) || !m.wrapPieces(b) || !m.namePiece(c) && !roleRe.MatchString(c) { // "… Yang Gao, Senior" / "Member, IEEE"
		return line{}, false
	}
	if !m.names(a+" "+b+" "+c) || m.complete(a) || m.complete(b) {
		return line{}, false
	}
	return mergeWrapped(mergeWrapped(l, mid), last), true
}

// maxWrapLines is the most lines a list of names broken inside names is joined over: a
// 15-name list in a narrow column breaks inside a name on each of four or five lines.
const maxWrapLines = 6

// chain is four to maxWrapLines lines from ls[0] on as one, and how many, when a long list
// of names breaks inside a name on each line ("…, Kostas E." / "BEKRIS, …, Ales" /
// "LEONARDIS, …, and Jiri" / "MATAS"): every line but the last holds a piece and a separator
// and is no list of names alone, the last holds a piece, and all together are names.
func (m *nameMemo) chain(ls []line) (line, int) {
	if len(ls) < 4 {
		return line{}, 0
	}
	for k := 1; k < 4; k++ {
		if !wrapGeometry(ls[k-1], ls[k]) {
			return line{}, 0 // cheap tests first: most lines start no run of four
		}
	}
	var texts, cleanTexts []string
	for k := 0; k < len(ls) && k < maxWrapLines; k++ {
		if k > 0 && !wrapGeometry(ls[k-1], ls[k]) {
			return line{}, 0
		}
		t := nameText(ls[k])
		texts = append(texts, t)
		cleanTexts = append(cleanTexts, m.cleaned(t))
		if k < 3 {
			if !m.wrapPieces(t) || m.complete(t) {
				return line{}, 0
			}
			continue
		}
		joined := strings.Join(texts, " ")
		if proseJoin(strings.Join(cleanTexts, " ")) {
			return line{}, 0
		}
		if m.namePiece(t) && m.names(joined) {
			out := ls[0]
			for _, next := range ls[1 : k+1] {
				out = mergeWrapped(out, next)
			}
			return out, k + 1
		}
		if !m.wrapPieces(t) || m.complete(t) {
			return line{}, 0
		}
	}
	return line{}, 0
}

// proseJoin reports whether lines joined as text (each cleaned of marks and bracketed
// affiliations, "Anna Smith (University of Leeds)") can never split into names, so that the
// regexps of the name tests are spared: splitNames refuses running text unless the line is
// names written family first. Pairs of prose lines in a page's upper part pass the geometry.
func proseJoin(text string) bool {
	return runningText(text) && familyFirstLine(text) == nil
}

// wrapGeometry reports whether next sits where a list of names wrapped from l goes on: right
// under it (a double-spaced manuscript's leading included), at its names' size, in its column,
// in the page's upper part.
func wrapGeometry(l, next line) bool {
	return math.Abs(wordsTop(next)-wordsTop(l)) <= 0.1*wordsTop(l) && next.y0 >= l.y1-0.3*l.size && next.y0 <= l.y1+1.3*l.size &&
		next.x0 <= l.x1 && next.x1 >= l.x0 && !l.vertical && !next.vertical && l.y0 <= 0.6*l.ph &&
		len(l.words) <= 48 && len(next.words) <= 48 && (startsUpperRune(next.text) || startsParticle(next.text) ||
		strings.Count(l.text, "(") > strings.Count(l.text, ")")) && // "… (Chinese Academy" / "of Sciences), …"
		!dateLineRe.MatchString(strings.TrimSpace(next.text))
}

// dateLineRe is a line that is a date alone ("January 5, 2015", "5 May 2021", "March 2019"),
// set under the names: its month is no piece of a wrapped name ("Stephen North" / "January 5,
// 2015" read "Stephen North January").
var dateLineRe = regexp.MustCompile(`(?i)^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}$`)

// wrapPieces reports whether an upper line of a wrapped list holds a piece of a name and a
// separator or mark: an e-mail line or a row of marks holds no piece of a name
// ("x.zhou@uni.edu" / "Wei Zhang"), and "… Fusion and" / "Data Augmentation" is a title's.
func (m *nameMemo) wrapPieces(text string) bool {
	return m.namePiece(text) && nameSplitRe.MatchString(m.cleaned(text))
}

// mergeWrapped is l with next's words after its own.
func mergeWrapped(l, next line) line {
	m := l
	m.words = append(append([]pdf.Word{}, l.words...), next.words...)
	// the next line's words follow the last word at a word's gap, so that nameText reads
	// them as the same run of names
	shift := l.words[len(l.words)-1].X1 + 0.3*l.size - next.words[0].X0
	for k := len(l.words); k < len(m.words); k++ {
		m.words[k].X0 += shift
		m.words[k].X1 += shift
	}
	m.text = l.text + " " + next.text
	m.x0, m.x1 = math.Min(l.x0, next.x0), math.Max(l.x1, next.x1)
	m.y1 = math.Max(l.y1, next.y1)
	return m
}
