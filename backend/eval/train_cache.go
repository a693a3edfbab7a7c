package eval

import (
	"encoding/gob"
	"os"

	"carrel/backend/answer"
)

// The featurized claims of a train-answer run, kept in a file (--cache) so that a second run
// over the same data folder and the same features fits and reports without ranking and
// featurizing the claims again (analysis only: the file is stale once the features change).

type cacheRow struct {
	Claim, Source          int
	Row                    answer.FeatureRow
	Sents                  []int
	Evidence, Stance, Flip []float64
	Positive               bool
	Label                  string
	Aug                    []augStance
}

type cacheClaim struct {
	Rows  []cacheRow
	Gold  map[int]claimGoldFile
	NGold int
}

type claimGoldFile struct {
	Label      string
	Rationales [][]int
}

type cacheFile struct{ Fit, Held []cacheClaim }

func toCache(cs []claimRows) []cacheClaim {
	out := make([]cacheClaim, len(cs))
	for i, c := range cs {
		out[i] = cacheClaim{Gold: map[int]claimGoldFile{}, NGold: c.nGold}
		for k, g := range c.gold {
			out[i].Gold[k] = claimGoldFile{g.label, g.rationales}
		}
		for _, r := range c.rows {
			out[i].Rows = append(out[i].Rows, cacheRow{r.claim, r.source, r.row, r.sents, r.evidence, r.stance, r.flipped, r.positive, r.label, r.aug})
		}
	}
	return out
}

func fromCache(cs []cacheClaim) []claimRows {
	out := make([]claimRows, len(cs))
	for i, c := range cs {
		out[i] = claimRows{gold: map[int]*claimGold{}, nGold: c.NGold}
		for k, g := range c.Gold {
			out[i].gold[k] = &claimGold{g.Label, g.Rationales}
		}
		for _, r := range c.Rows {
			out[i].rows = append(out[i].rows, trainRow{claim: r.Claim, source: r.Source, row: r.Row, sents: r.Sents, evidence: r.Evidence,
				stance: r.Stance, flipped: r.Flip, positive: r.Positive, label: r.Label, aug: r.Aug})
		}
	}
	return out
}

// readCache loads the claims a --cache file holds; ok is false when there is none.
func readCache(path string) (fit, held []claimRows, ok bool, err error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil, false, nil
	} else if err != nil {
		return nil, nil, false, err
	}
	defer f.Close()
	var c cacheFile
	if err := gob.NewDecoder(f).Decode(&c); err != nil {
		return nil, nil, false, err
	}
	return fromCache(c.Fit), fromCache(c.Held), true, nil
}

// writeCache writes the claims to a --cache file.
func writeCache(path string, fit, held []claimRows) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return gob.NewEncoder(f).Encode(cacheFile{toCache(fit), toCache(held)})
}
