package eval

import (
	"bufio"
	"encoding/json"
	"os"

	"carrel/backend/answer"
)

// claimDump is one training claim as train-answer --dump writes it, for offline analysis.
type claimDump struct {
	ID    string
	NGold int
	Cands []answer.Candidate
	Exts  []string
}

// writeDump writes one JSON line per claim: its candidates (rank, score, gold label) and each
// candidate sentence's features, probability and gold flag.
func writeDump(path string, dumps []claimDump, claims []claimRows) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	type cand struct {
		Rank  int     `json:"rank"`
		Score float64 `json:"score"`
		Ext   string  `json:"ext"`
		Label string  `json:"label,omitempty"`
		Rats  [][]int `json:"rats,omitempty"`
		NSent int     `json:"nsent"`
		Title string  `json:"title"`
	}
	type row struct {
		Src   int       `json:"src"`
		Prob  float64   `json:"p"`
		Pos   bool      `json:"pos"`
		Sents []int     `json:"sents"`
		F     []float64 `json:"f"`
		S     []float64 `json:"s"`
	}
	for i, d := range dumps {
		c := claims[i]
		out := struct {
			ID    string `json:"id"`
			NGold int    `json:"ngold"`
			Cands []cand `json:"cands"`
			Rows  []row  `json:"rows"`
		}{ID: d.ID, NGold: d.NGold}
		for k, cd := range d.Cands {
			x := cand{Rank: cd.PaperRank, Score: cd.Score, Ext: d.Exts[k], NSent: len(cd.Sentences), Title: cd.Title}
			if g := c.gold[k]; g != nil {
				x.Label, x.Rats = g.label, g.rationales
			}
			out.Cands = append(out.Cands, x)
		}
		for j, r := range c.rows {
			out.Rows = append(out.Rows, row{Src: r.source, Prob: c.probs[j], Pos: r.positive, Sents: r.sents, F: r.evidence, S: r.stance})
		}
		if err := enc.Encode(out); err != nil {
			return err
		}
	}
	return w.Flush()
}

// writeCands writes one JSON line per claim with its candidates as the answer receives them.
func writeCands(path string, dumps []claimDump) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, d := range dumps {
		if err := enc.Encode(d); err != nil {
			return err
		}
	}
	return w.Flush()
}
