package eval

import (
	"encoding/gob"
	"fmt"
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

// cacheFile keeps the claims with their ids, so that a file written with --report (all claims
// featurized) serves any fold, parity or grouped (a file without ids is read as it was written).
type cacheFile struct {
	Fit, Held       []cacheClaim
	FitIDs, HeldIDs []string
}

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

// readCache loads the claims a --cache file holds, those of fitIDs and heldIDs in that order
// when the file names its claims; ok is false when there is none.
func readCache(path string, fitIDs, heldIDs []string) (fit, held []claimRows, ok bool, err error) {
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
	if len(c.FitIDs) == 0 {
		return fromCache(c.Fit), fromCache(c.Held), true, nil
	}
	byID := map[string]cacheClaim{}
	for i, id := range c.FitIDs {
		byID[id] = c.Fit[i]
	}
	for i, id := range c.HeldIDs {
		byID[id] = c.Held[i]
	}
	pick := func(ids []string) ([]claimRows, error) {
		cs := make([]cacheClaim, len(ids))
		for i, id := range ids {
			c, ok := byID[id]
			if !ok {
				return nil, fmt.Errorf("cache %s lacks claim %s (write it with --report or without --holdout)", path, id)
			}
			cs[i] = c
		}
		return fromCache(cs), nil
	}
	if fit, err = pick(fitIDs); err != nil {
		return nil, nil, false, err
	}
	if held, err = pick(heldIDs); err != nil {
		return nil, nil, false, err
	}
	return fit, held, true, nil
}

// writeCache writes the claims to a --cache file.
func writeCache(path string, fitIDs, heldIDs []string, fit, held []claimRows) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return gob.NewEncoder(f).Encode(cacheFile{toCache(fit), toCache(held), fitIDs, heldIDs})
}
