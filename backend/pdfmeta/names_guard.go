package pdfmeta

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// placeWords are countries, regions and cities that affiliationRe leaves out; only the author
// readers use it, so that a place after an institution ("…, University of Leeds, United
// Kingdom") is never read as a person.
var placeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`kingdom emirates republic chile argentina colombia peru venezuela ecuador uruguay nigeria kenya ghana ethiopia uganda tanzania cameroon senegal morocco tunisia algeria vietnam thailand malaysia indonesia philippines nepal lanka macau hungary romania ukraine croatia serbia slovenia slovakia estonia latvia lithuania luxembourg iceland cyprus qatar saudi arabia kuwait bahrain iraq syria kazakhstan uzbekistan mongolia beijing shanghai guangzhou shenzhen nanjing wuhan hangzhou tokyo kyoto osaka seoul daejeon taipei hsinchu bangalore bengaluru mumbai delhi chennai hyderabad kolkata munich munchen koln zurich lausanne geneva vienna prague amsterdam delft eindhoven leuven brussels copenhagen stockholm oslo helsinki madrid barcelona lisbon turin athens moscow toronto montreal vancouver melbourne brisbane auckland chicago seattle atlanta pittsburgh philadelphia berkeley stanford cambridge oxford princeton ontario quebec bavaria scotland`) {
		m[w] = true
	}
	return m
}()

// isPlace reports whether s names a place of placeWords, or "United States", "Hong Kong",
// "Sri Lanka", "Czech…": a lookup per word, as a regexp of this size is slow. A word with
// accents is looked up without them, as placeWords spells it: "ETH Zürich" is a place, not
// a person "Zürich Eth" (s16-authors).
func isPlace(s string) bool {
	prev := ""
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if !asciiOnly(w) {
			w = compact(w)
		}
		if placeWords[w] || strings.HasPrefix(w, "czech") || prev == "united" && w == "states" || prev == "hong" && w == "kong" {
			return true
		}
		prev = w
	}
	return false
}

// notPerson reports whether a piece of an author line names an institution, a place, a role
// or what kind of document the page is: affiliationRe, the country codes, placeWords, orgWords
// and docKindRe.
func notPerson(s string) bool {
	return isAffiliation(s) || isPlace(s) || intlAffiliation(s) || orgWord(s) || docKindRe.MatchString(s)
}

// intlAffiliationWords name institutions in the languages affiliationRe leaves out
// ("Dipartimento di Ingegneria", "Politecnico di Milano", "Universidade de São Paulo",
// "Technische Hochschule"): with a particle between two capitalised words they would pass
// for a name. Only the author readers use them.
var intlAffiliationWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`dipartimento departamento departament département departement departamento politecnico politécnico politécnica politecnica polytechnique polytechnic polytechnical escuela escola école ecole scuola facultad faculdade facoltà faculté fakultät fakultet ingegneria ingeniería ingenieria engenharia universidade università universitat universiteit universitet uniwersytet hochschule fachhochschule technikum lehrstuhl fachbereich akademie académie academia consiglio ricerche nazionale centro centrum laboratório laboratorio laboratoire istituto instituto institutet`) {
		m[w] = true
	}
	return m
}()

// intlAffiliation reports whether s holds a word of intlAffiliationWords.
func intlAffiliation(s string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if intlAffiliationWords[w] {
			return true
		}
	}
	return false
}

// docKindRe names the kind of document or its state, words a title page sets in capitals
// near the names ("Doctoral Thesis", "Master's Dissertation", "Preprint", "Draft Version")
// that no person's name holds.
var docKindRe = regexp.MustCompile(`(?i)\b(?:thesis|dissertation|doctoral|habilitation|preprint|manuscript|draft|proceedings|transactions|typeset|submitted)\b`)

// roleLabelRe starts a line that names people who are not the paper's authors: editors,
// reviewers, a thesis's supervisors and committee, the corresponding author's note.
var roleLabelRe = regexp.MustCompile(`(?i)^[\s*†✉]*(?:(?:edited|reviewed|communicated|handled|approved|translated|supervised|compiled|recommended|accepted)\s+by\b|(?:(?:academic|handling|associate|guest|section|managing|responsible|series|volume|consulting|senior|action)\s+)?editors?(?:[\s-]+in[\s-]+chief)?\b|(?:reviewers?|referees?|(?:co-?)?supervisors?|advis[oe]rs?|promotors?|examiners?|mentors?)\b|(?:thesis|dissertation|doctoral|examining|advisory|reading|defen[cs]e)\s+(?:committee|supervisors?|advis[oe]rs?|board)\b|committee(?:\s+members?)?\b|(?:\*\s*)?correspondence\b|corresponding\s+authors?\b)`)

// genericLabelRe is any short label that opens a sidebar block ("Received:", "Keywords:").
var genericLabelRe = regexp.MustCompile(`^[\s*†]*\p{Lu}[\p{L}\s/-]{0,30}:`)

// dropRoleBlocks leaves out the lines that name people in a role other than author: a line
// led by a role label ("Edited by:", "Academic Editor: …", "Supervisors:", "Thesis
// committee:") and, when the label stands alone, the lines set under it in the same block
// (the same left edge or centre, the same leading), up to the next label. Frontiers' and
// PLOS's sidebars, a proceedings volume's editors and a thesis's committee are no authors; nor
// is a line of names that ends by calling them editors ("… & Achim Zeileis (eds.)").
func dropRoleBlocks(ls []line) []line {
	drop := map[int]bool{}
	for i, l := range ls {
		if l.vertical {
			continue
		}
		if editorsTailRe.MatchString(l.text) {
			drop[i] = true // "Kurt Hornik, Friedrich Leisch & Achim Zeileis (eds.)" in a proceedings banner
			continue
		}
		loc := roleLabelRe.FindStringIndex(l.text)
		if loc == nil {
			continue
		}
		drop[i] = true
		if rest := strings.Trim(l.text[loc[1]:], " :.,;"); letters(rest) > 0 {
			continue // the names follow the label on its own line, which is dropped whole
		}
		prev, size := l, 0.0
		for n := 0; n < 8; n++ {
			next := -1
			for j, m := range ls {
				if j == i || drop[j] || m.vertical || m.y0 < prev.y1-1 || m.y0-prev.y1 > 1.2*math.Max(l.size, m.size) {
					continue
				}
				sameEdge := math.Abs(m.x0-l.x0) < 1.5*l.size
				sameCentre := math.Abs((m.x0+m.x1)/2-(l.x0+l.x1)/2) < 1.5*l.size
				if (sameEdge || sameCentre) && (next < 0 || m.y0 < ls[next].y0) {
					next = j
				}
			}
			if next < 0 {
				break
			}
			m := ls[next]
			if size == 0 {
				size = m.size
			}
			if math.Abs(m.size-size) > 0.15*size || m.size > 1.2*l.size ||
				genericLabelRe.MatchString(m.text) && !roleLabelRe.MatchString(m.text) {
				break
			}
			drop[next] = true
			if roleLabelRe.MatchString(m.text) {
				i, l = next, m // a new role block starts: "Reviewed by:" under the editor
			}
			prev = m
		}
	}
	return withoutLines(ls, drop)
}

// partialListRe is a cover's label over some of the authors only (ResearchGate's "6 authors,
// including:"): the names under it are no author list.
var partialListRe = regexp.MustCompile(`(?i)\b\d+\s+authors?\s*,?\s+including\b`)

// dropPartialList leaves out the lines from a partial-list label down: the paper's own first
// page (page 2) gives the whole list.
func dropPartialList(ls []line) []line {
	for _, l := range ls {
		if partialListRe.MatchString(l.text) {
			out := make([]line, 0, len(ls))
			for _, m := range ls {
				if m.y0 < l.y0-1 || m.vertical {
					out = append(out, m)
				}
			}
			return out
		}
	}
	return ls
}

// placeholderRe is an Info/XMP author that names the machine, the program or the publisher
// that made the file, not a person: a word processor's "Windows User", "Microsoft Office
// User", "Administrator", a laptop maker, a template's "Author Name".
var placeholderRe = regexp.MustCompile(`(?i)^\s*(?:(?:microsoft\s+)?(?:windows|office|mac|apple|pc|local|default|test|new|valued|authori[sz]ed)\s+(?:user|customer|owner|admin)|users?|admin(?:istrat(?:or|eur))?|owner|author(?:\s+name)?|first\s+author|your\s+name|name\s+surname|unknown|anonymous|utente|benutzer|usuario|utilisateur|lenovo|dell|hp|acer|asus|toshiba|sony|samsung|fujitsu|ieee|elsevier|springer|wiley|mdpi|acm|arxiv|latex|tex|pdf\w*|user\d*|pc\d*)\s*$`)

// placeholderAuthor reports whether an Info/XMP author entry is a placeholder.
func placeholderAuthor(s string) bool { return placeholderRe.MatchString(s) }

// orientMeta turns Info/XMP names written family first without a comma ("Smith Anna;
// Zhang Wei") given name first when page 1 prints them so ("Anna Smith"): the whole name
// is found in the page's folded text one way round and not the other.
func orientMeta(as []domain.Author, page1 string) []domain.Author {
	var out []domain.Author
	for i, a := range as {
		g, f := compact(a.Given), compact(a.Family)
		if g == "" || f == "" || strings.Contains(page1, g+f) || !strings.Contains(page1, f+g) ||
			strings.Contains(a.Given, ".") || len(strings.Fields(a.Given)) != 1 {
			continue
		}
		if out == nil {
			out = append([]domain.Author(nil), as...)
		}
		out[i] = domain.Author{Given: a.Family, Family: a.Given}
	}
	if out == nil {
		return as
	}
	return out
}

// asciiOnly reports whether s holds no byte past ASCII.
func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
