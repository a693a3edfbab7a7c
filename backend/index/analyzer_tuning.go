//go:build tuning

package index

import (
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// analysisOptions are the analysis choices compared on SciFact train
// (RANKING.md); the zero value is the shipped analysis.
type analysisOptions struct {
	snowball   bool // Snowball English instead of Porter
	bigStop    bool // bleve's 180-word Snowball stop list instead of Lucene's 33
	compounds  bool // also index "il6" for "IL-6", "sarscov2" for "SARS-CoV-2"
	noStemming bool
}

// analysisOpts is set by the tuning tests before an index is built.
var analysisOpts analysisOptions

var bigStopWords = func() map[string]bool {
	tm := analysis.NewTokenMap()
	if err := tm.LoadBytes(en.EnglishStopWords); err != nil {
		panic(err)
	}
	m := map[string]bool{}
	for w := range tm {
		m[w] = true
	}
	return m
}()

// altStem is the stem under the tuning options, ok false when Porter applies as shipped.
func altStem(w string) (string, bool) {
	switch {
	case analysisOpts.noStemming:
		return w, true
	case analysisOpts.snowball && len(w) > 2:
		env := snowballstem.NewEnv(w)
		english.Stem(env)
		return env.Current(), true
	}
	return "", false
}

func stopSet() map[string]bool {
	if analysisOpts.bigStop {
		return bigStopWords
	}
	return stopWords
}

func indexCompounds() bool { return analysisOpts.compounds }
