package index

import (
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/document"
	"github.com/blevesearch/bleve/v2/mapping"
	bindex "github.com/blevesearch/bleve_index_api"
)

// Field names in the bleve documents.
const (
	fBody    = "body"  // title + abstract (papers) or passage text: the main ranking field
	fTitle   = "title" // paper title alone, for the title feature of the second pass
	fMeta    = "meta"  // authors and venue, so "Vaswani attention" finds the paper
	fYear    = "year"
	fOA      = "oa"
	fType    = "ptype"
	fVenue   = "venue" // lowercased venue, exact match for filters
	fDoc     = "doc"   // document id
	fPaper   = "paper" // paper id of a passage
	fPage    = "page"
	textOpts = bindex.IndexField | bindex.IncludeTermVectors
)

// fixedTokens hands bleve a token stream analyzed beforehand, so each text is
// analyzed once and its length is known before the batch is written.
type fixedTokens analysis.TokenStream

// Analyze implements analysis.Analyzer.
func (f fixedTokens) Analyze([]byte) analysis.TokenStream { return analysis.TokenStream(f) }

// addText adds an analyzed text field and its stored length; it returns the tokens.
func addText(d *document.Document, name, text string, opts bindex.FieldIndexingOptions) []token {
	toks := analyze(text)
	d.AddField(document.NewTextFieldCustom(name, nil, []byte(text), opts, fixedTokens(tokenStream(toks))))
	d.AddField(document.NewNumericFieldWithIndexingOptions(lenPrefix+name, nil, float64(len(toks)), bindex.StoreField))
	return toks
}

// tokenStream converts analyzed tokens for bleve with three allocations in all (tokens, their
// pointers, one buffer for every term's bytes) rather than two per token: indexing a large
// import allocates less and spends less time collecting garbage.
func tokenStream(toks []token) analysis.TokenStream {
	n := 0
	for _, t := range toks {
		n += len(t.term)
	}
	terms := make([]byte, 0, n)
	slab := make([]analysis.Token, len(toks))
	ts := make(analysis.TokenStream, len(toks))
	for i, t := range toks {
		start := len(terms)
		terms = append(terms, t.term...)
		slab[i] = analysis.Token{Term: terms[start:len(terms):len(terms)], Position: t.pos, Type: analysis.AlphaNumeric}
		ts[i] = &slab[i]
	}
	return ts
}

// addKeyword adds an exact-match term (never analyzed).
func addKeyword(d *document.Document, name, value string, opts bindex.FieldIndexingOptions) {
	ts := analysis.TokenStream{{Term: []byte(value), Position: 1, Start: 0, End: len(value), Type: analysis.AlphaNumeric}}
	d.AddField(document.NewTextFieldCustom(name, nil, []byte(value), opts, fixedTokens(ts)))
}

// normVenue is the form venues are indexed and filtered in.
func normVenue(v string) string { return strings.ToLower(strings.TrimSpace(v)) }

// baseMapping declares the fields for bleve's own query side (filters); the
// documents themselves are built field by field with addText/addKeyword.
func baseMapping(text []string, keywords []string, numeric []string) *mapping.IndexMappingImpl {
	m := bleve.NewIndexMapping()
	m.DefaultAnalyzer = keyword.Name
	dm := bleve.NewDocumentStaticMapping()
	for _, f := range text {
		fm := bleve.NewTextFieldMapping()
		fm.Analyzer = sciAnalyzerName
		dm.AddFieldMappingsAt(f, fm)
	}
	for _, f := range keywords {
		fm := bleve.NewKeywordFieldMapping()
		dm.AddFieldMappingsAt(f, fm)
	}
	for _, f := range numeric {
		dm.AddFieldMappingsAt(f, bleve.NewNumericFieldMapping())
	}
	m.DefaultMapping = dm
	return m
}

func paperMapping() *mapping.IndexMappingImpl {
	return baseMapping([]string{fBody, fTitle, fMeta}, []string{fOA, fType, fVenue, fDoc}, []string{fYear})
}

func passageMapping() *mapping.IndexMappingImpl {
	return baseMapping([]string{fBody}, []string{fPaper, fDoc}, []string{fPage})
}
