package answer

import (
	"bufio"
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
)

// A learned claim→evidence word association (docs/answers.md, recipe 31): IBM Model 1's
// translation table t(c|s), fitted by `carrel-eval assoc` (make assoc) on SciFact train claims
// and their gold rationale sentences. It pairs a claim's words with the words evidence states
// them in ("reduces" with "decreased", "fracture" with "bone") where the claim's own words are
// missing from the sentence. The file: a header line "carrel-assoc 1 N", then N lines
// "claim-stem sentence-stem t", t > 0.

//go:embed assoc.txt
var assocText []byte

// Assoc is a translation table t(claim stem | sentence stem) keyed by the answer's stems.
type Assoc struct {
	t map[string]map[string]float64
}

// assocCur is the table the features read; nil until first use loads the embedded one.
var assocCur atomic.Pointer[Assoc]

// NewAssoc wraps a table t[c][s] (the fitter's result).
func NewAssoc(t map[string]map[string]float64) *Assoc { return &Assoc{t: t} }

// Len is the number of pairs the table holds.
func (a *Assoc) Len() int {
	n := 0
	for _, m := range a.t {
		n += len(m)
	}
	return n
}

// Encode writes the table in the embedded file's format, pairs sorted, t to four decimals.
func (a *Assoc) Encode() []byte {
	type pair struct {
		c, s string
		t    float64
	}
	var ps []pair
	for c, m := range a.t {
		for s, t := range m {
			ps = append(ps, pair{c, s, t})
		}
	}
	slices.SortFunc(ps, func(x, y pair) int {
		if k := strings.Compare(x.c, y.c); k != 0 {
			return k
		}
		return strings.Compare(x.s, y.s)
	})
	var b bytes.Buffer
	fmt.Fprintf(&b, "carrel-assoc 1 %d\n", len(ps))
	for _, p := range ps {
		fmt.Fprintf(&b, "%s %s %s\n", p.c, p.s, strconv.FormatFloat(p.t, 'f', 4, 64))
	}
	return b.Bytes()
}

// ParseAssoc reads a table in the embedded file's format.
func ParseAssoc(b []byte) (*Assoc, error) {
	sc := bufio.NewScanner(bytes.NewReader(b))
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "carrel-assoc 1 ") {
		return nil, errors.New("assoc: not a carrel-assoc 1 file")
	}
	a := &Assoc{t: map[string]map[string]float64{}}
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 3 {
			return nil, fmt.Errorf("assoc: bad line %q", sc.Text())
		}
		t, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, err
		}
		if a.t[f[0]] == nil {
			a.t[f[0]] = map[string]float64{}
		}
		a.t[f[0]][f[1]] = t
	}
	return a, sc.Err()
}

// currentAssoc is the table the evidence features read: the embedded one unless replaced.
func currentAssoc() *Assoc {
	if a := assocCur.Load(); a != nil {
		return a
	}
	a, err := ParseAssoc(assocText)
	if err != nil {
		a = &Assoc{}
	}
	assocCur.CompareAndSwap(nil, a)
	return assocCur.Load()
}

// SetAssoc replaces the table the features read (tuning and evaluation: a fold's table).
func SetAssoc(a *Assoc) { assocCur.Store(a) }

// LoadAssoc replaces the table with the one in path (tuning and evaluation only).
func LoadAssoc(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	a, err := ParseAssoc(b)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	SetAssoc(a)
	return nil
}

// AssocStems are the distinct content stems of text as the table keys them (the answer's
// tokenizer), in first-seen order; the fitter reads claims and sentences through it.
func AssocStems(text string) []string {
	var out []string
	for _, t := range tokenize(text) {
		if !slices.Contains(out, t.stem) {
			out = append(out, t.stem)
		}
	}
	return out
}

// assocBridge is the share of the claim's stems that the sentence does not hold but reaches
// through the table: for each such stem its best t(c|s) over the sentence's other stems,
// summed and divided by the claim's stem count. Literal matches are the overlap features'.
func assocBridge(a *Assoc, claim []string, sent map[string]bool) float64 {
	if a == nil || len(a.t) == 0 || len(claim) == 0 {
		return 0
	}
	sum := 0.0
	for _, c := range claim {
		if sent[c] {
			continue
		}
		best := 0.0
		for s, t := range a.t[c] {
			if s != c && sent[s] && t > best {
				best = t
			}
		}
		sum += best
	}
	return sum / float64(len(claim))
}

// AssocFeatures are the evidence inputs "assoc" and "assoc_in_source" of each quote for
// claim: its bridge share (assocBridge) and that share over the best of its source's quotes
// (sources[i] names quote i's source). The answer's features and train-answer's cross-fitted
// rows both call it, so the trainer reads the product's inputs.
func AssocFeatures(a *Assoc, claim string, quotes []string, sources []int) [][2]float64 {
	cs := AssocStems(claim)
	out := make([][2]float64, len(quotes))
	best := map[int]float64{}
	for i, q := range quotes {
		set := map[string]bool{}
		for _, s := range AssocStems(q) {
			set[s] = true
		}
		out[i][0] = assocBridge(a, cs, set)
		best[sources[i]] = max(best[sources[i]], out[i][0])
	}
	for i := range out {
		out[i][1] = safeDiv(out[i][0], best[sources[i]])
	}
	return out
}
