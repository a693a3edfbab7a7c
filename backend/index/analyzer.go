package index

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/registry"
	porterstemmer "github.com/blevesearch/go-porterstemmer"
)

// sciAnalyzerName is the analyzer the text fields are indexed with; changing its
// behaviour requires bumping Version so old indexes get rebuilt.
const sciAnalyzerName = "carrel_sci_v1"

// token is one analyzed term and its word position (1-based), as the index stores it.
type token struct {
	term string
	pos  int
}

// stopWords is Lucene's English stop set (33 words), the one Anserini's SciFact
// baseline uses; the larger Snowball list lost recall on train (RANKING.md).
var stopWords = map[string]bool{}

func init() {
	for _, w := range []string{"a", "an", "and", "are", "as", "at", "be", "but", "by",
		"for", "if", "in", "into", "is", "it", "no", "not", "of", "on", "or", "such",
		"that", "the", "their", "then", "there", "these", "they", "this", "to", "was",
		"will", "with"} {
		stopWords[w] = true
	}
	if err := registry.RegisterAnalyzer(sciAnalyzerName, func(map[string]interface{}, *registry.Cache) (analysis.Analyzer, error) {
		return sciAnalyzer{}, nil
	}); err != nil {
		panic(err)
	}
}

// stemCache memoises Porter stems: the vocabulary is small next to the token
// count, and stemming is the most expensive step of indexing. A plain map under
// a read lock lets a hit look up the word's bytes without allocating a string.
var stemCache = stemMemo{m: map[string]string{}}

type stemMemo struct {
	mu sync.RWMutex
	m  map[string]string
}

// Clear forgets every memoised stem (tuning runs switch stemmers).
func (c *stemMemo) Clear() {
	c.mu.Lock()
	c.m = map[string]string{}
	c.mu.Unlock()
}

// stemBytes stems the lower-cased UTF-8 word w; w is not retained.
func stemBytes(w []byte) string {
	stemCache.mu.RLock()
	s, ok := stemCache.m[string(w)]
	stemCache.mu.RUnlock()
	if ok {
		return s
	}
	word := string(w)
	s = stemWord(word)
	stemCache.mu.Lock()
	stemCache.m[word] = s
	stemCache.mu.Unlock()
	return s
}

func stem(w string) string { return stemBytes([]byte(w)) }

func stemWord(w string) string {
	if s, ok := altStem(w); ok {
		return s
	}
	if len(w) <= 2 {
		return w
	}
	return string(porterstemmer.StemWithoutLowerCasing([]rune(w)))
}

// analyze splits text into lowercased words of letters and digits, drops
// possessive 's and stop words and Porter-stems the rest. Hyphen and slash
// compounds ("IL-6", "COVID-19") yield their parts; a decimal point between
// digits stays inside the number. Words are built as UTF-8 bytes so stop-word
// and stem lookups of known words allocate nothing.
func analyze(text string) []token {
	out := make([]token, 0, len(text)/7+1)
	pos := 0
	buf := make([]byte, 0, 64)
	stops := stopSet()
	var compound []byte
	parts := 0
	endCompound := func() {
		if parts > 1 && indexCompounds() {
			out = append(out, token{term: stemBytes(compound), pos: pos})
		}
		compound, parts = compound[:0], 0
	}
	flush := func() {
		if len(buf) == 0 {
			return
		}
		compound = append(compound, buf...)
		parts++
		n := len(buf)
		if n > 2 && buf[n-2] == '\'' && buf[n-1] == 's' {
			buf = buf[:n-2]
		}
		if stops[string(buf)] {
			buf = buf[:0]
			pos++ // keep the gap so proximity does not join words across a stop word
			return
		}
		pos++
		out = append(out, token{term: stemBytes(buf), pos: pos})
		buf = buf[:0]
	}
	lastIsDigit := func() bool {
		r, _ := utf8.DecodeLastRune(buf)
		return unicode.IsDigit(r)
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		case (r == '.' || r == ',') && len(buf) > 0 && lastIsDigit() && i+1 < len(text) && text[i+1] >= '0' && text[i+1] <= '9':
			buf = append(buf, '.')
		case (r == '\'' || r == '’') && len(buf) > 0 && i+1 < len(text) && (text[i+1] == 's' || text[i+1] == 'S'):
			buf = append(buf, '\'')
		case (r == '-' || r == '/') && len(buf) > 0:
			flush()
		default:
			flush()
			endCompound()
		}
		i += size
	}
	flush()
	endCompound()
	return out
}

// sciAnalyzer adapts analyze to bleve so the index and the query side share one code path.
type sciAnalyzer struct{}

// Analyze implements analysis.Analyzer.
func (sciAnalyzer) Analyze(b []byte) analysis.TokenStream {
	return tokenStream(analyze(string(b)))
}
