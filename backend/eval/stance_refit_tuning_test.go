//go:build tuning

package eval

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/answer"
)

// The stance model refitted alone on every fold of the K-fold criterion (docs/answers.md, recipe
// 35): the stance model is read only when a study's stance is, not by the policy's bars, the
// study model or the gate, so a fold model with only its stance refitted is what train-answer
// would write with that stance fit. Run with
//
//	STANCE_CACHE=all.gob STANCE_MODELS=dir STANCE_OUT=dir STANCE_VARIANTS='l2x10:l2=10;bag25:bag=25' \
//	  FOLDS=5 GROUP_FOLDS=1 STANCE_SEEDS=0,1,2 go test -tags tuning -run TestStanceRefit -v ./backend/eval/
//
// STANCE_MODELS holds train-answer's fold models sSfK.json; each variant's are written to
// STANCE_OUT/NAME/sSfK.json, for `claims --model`. A variant is comma-separated key=value: l2 (the
// penalty), bag (resampled fits averaged), drop (inputs held at zero, joined by +). The test first
// checks that the default options reproduce each fold model's stance.

// TestStanceRefit writes every variant's fold models and prints how far each moved the stance
// weights from the fold model's.
func TestStanceRefit(t *testing.T) {
	path, models, out := os.Getenv("STANCE_CACHE"), os.Getenv("STANCE_MODELS"), os.Getenv("STANCE_OUT")
	if path == "" || models == "" || out == "" {
		t.Skip("STANCE_CACHE, STANCE_MODELS, STANCE_OUT not set")
	}
	variants := map[string]fitOptions{}
	for _, v := range strings.Split(os.Getenv("STANCE_VARIANTS"), ";") {
		if name, spec, ok := strings.Cut(v, ":"); ok {
			variants[name] = stanceVariant(t, spec)
		}
	}
	base := foldSpecEnv()
	_, byID := cachedRowsByID(t, base, path)
	for _, s := range strings.Split(os.Getenv("STANCE_SEEDS"), ",") {
		seed, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		spec := base
		spec.Seed = seed
		for k := range spec.K {
			_, _, fitIDs := foldClaimIDs(t, spec, k)
			claims := rowsOf(byID, fitIDs)
			name := fmt.Sprintf("s%df%d.json", seed, k)
			var m answer.Model
			b, err := os.ReadFile(filepath.Join(models, name))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			o := fitOptions{}
			if d := maxDiff(fitStance(stanceFitPairs(claims, o), o).Weights, m.Stance.Weights); d > 1e-6 {
				t.Errorf("%s: the default refit moves the stance weights by %.2g", name, d)
			}
			for vn, vo := range variants {
				m.Stance = fitStance(stanceFitPairs(claims, vo), vo)
				body, err := json.MarshalIndent(m, "", " ")
				if err != nil {
					t.Fatal(err)
				}
				dir := filepath.Join(out, vn)
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), append(body, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("%s %s: %d claims, stance weights moved by at most %.3f", name, vn, len(claims), maxDiff(m.Stance.Weights, mustStance(t, models, name)))
			}
		}
	}
}

// stanceVariant parses one variant's spec (l2=10,bag=25,drop=a+b).
func stanceVariant(t *testing.T, spec string) fitOptions {
	var o fitOptions
	for _, kv := range strings.Split(spec, ",") {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "l2":
			o.stanceL2, _ = strconv.ParseFloat(v, 64)
		case "bag":
			o.stanceBag, _ = strconv.Atoi(v)
		case "drop":
			o.stanceDrop = splitSet(strings.ReplaceAll(v, "+", ","))
		case "":
		default:
			t.Fatalf("unknown stance variant key %q", k)
		}
	}
	return o
}

// mustStance is the stance weights of the fold model dir/name.
func mustStance(t *testing.T, dir, name string) []float64 {
	var m answer.Model
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err == nil {
		err = json.Unmarshal(b, &m)
	}
	if err != nil {
		t.Fatal(err)
	}
	return m.Stance.Weights
}

// maxDiff is the largest absolute difference between a and b, position by position.
func maxDiff(a, b []float64) float64 {
	d := 0.0
	for i := range min(len(a), len(b)) {
		d = max(d, math.Abs(a[i]-b[i]))
	}
	return d
}
