package bibio

import (
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"carrel/backend/domain"
)

// keyStopwords are title words skipped when picking the key's first word.
var keyStopwords = map[string]bool{
	"a": true, "an": true, "the": true, "on": true, "of": true, "in": true, "for": true,
	"and": true, "to": true, "with": true, "at": true, "by": true, "from": true, "is": true,
}

// asciiFold spells letters without accents (ß as ss, æ as ae) and drops everything but a-z0-9.
var asciiFold = map[rune]string{'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d",
	'ð': "d", 'þ': "th", 'ı': "i", 'ŋ': "ng"}

// CitationKeys returns one unique key per paper, in order: family name of the first author,
// year, first significant title word ("smith2020deep"), lower-case ASCII; later collisions
// get a, b, ..., z, aa, ... appended. The result depends only on the list, so it is stable.
func CitationKeys(papers []domain.Paper) []string {
	keys := make([]string, len(papers))
	used := map[string]bool{}
	// A key the paper came with is kept (the researcher's documents cite it), first come first.
	for i, p := range papers {
		if k := p.CitationKey; validKey(k) && !used[k] {
			used[k] = true
			keys[i] = k
		}
	}
	for i, p := range papers {
		if keys[i] != "" {
			continue
		}
		base := keyBase(p)
		key := base
		for n := 0; used[key]; n++ {
			key = base + alphaSuffix(n)
		}
		used[key] = true
		keys[i] = key
	}
	return keys
}

func keyBase(p domain.Paper) string {
	name := ""
	if len(p.Authors) > 0 {
		a := p.Authors[0]
		name = a.Family
		if name == "" {
			name = a.Literal
		}
		if name == "" {
			name = a.Given
		}
		if f := strings.Fields(name); len(f) > 0 && a.Literal == "" {
			name = f[len(f)-1] // "van Beethoven" -> beethoven, as most managers do
		}
	}
	name = fold(name)
	if name == "" {
		name = "anon"
	}
	year := ""
	if p.Year != nil {
		year = strconv.Itoa(*p.Year)
	}
	word := ""
	for _, w := range strings.FieldsFunc(p.Title, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if f := fold(w); f != "" && !keyStopwords[f] {
			word = f
			break
		}
	}
	return name + year + word
}

// fold lower-cases s and keeps only ASCII letters and digits, unaccenting what it can.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case asciiFold[r] != "":
			b.WriteString(asciiFold[r])
		}
	}
	return b.String()
}

// alphaSuffix returns a, b, ..., z, aa, ab, ... for n = 0, 1, ...
func alphaSuffix(n int) string {
	s := ""
	for n >= 0 {
		s = string(rune('a'+n%26)) + s
		n = n/26 - 1
	}
	return s
}

// validKey reports whether a kept citation key is safe to write back: BibTeX keys cannot hold
// spaces, commas, braces, quotes, '#', '%' or '='.
func validKey(k string) bool {
	return k != "" && !strings.ContainsAny(k, " \t\n,{}\"#%=()")
}
