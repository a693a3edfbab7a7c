package eval

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestFitLogisticBagged: the bagged fit is deterministic, keeps the plain fit's standardization
// (so the product reads it as one model), and its weights stay near the plain fit's on rows a
// linear model fits well, without equalling them (the resamples do move it).
func TestFitLogisticBagged(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var x [][]float64
	var y []bool
	var w []float64
	var group []int
	for i := range 400 {
		a, b := rng.NormFloat64(), rng.NormFloat64()
		x, y = append(x, []float64{a, b}), append(y, 2*a-b+rng.NormFloat64() > 0)
		w, group = append(w, 1), append(group, i/4)
	}
	names := []string{"a", "b"}
	plain := fitLogisticRows(names, x, y, w, 1, nil)
	bag := fitLogisticBagged(names, x, y, w, group, 1, nil, 20, 1)
	if again := fitLogisticBagged(names, x, y, w, group, 1, nil, 20, 1); !reflect.DeepEqual(again, bag) {
		t.Fatal("the bagged fit is not deterministic")
	}
	if !reflect.DeepEqual(bag.Mean, plain.Mean) || !reflect.DeepEqual(bag.Std, plain.Std) || !reflect.DeepEqual(bag.Lo, plain.Lo) {
		t.Error("the bagged fit must share the plain fit's standardization")
	}
	if reflect.DeepEqual(bag.Weights, plain.Weights) {
		t.Error("the resamples do not move the fit")
	}
	for j := range names {
		if math.Abs(bag.Weights[j]-plain.Weights[j]) > 0.25*math.Abs(plain.Weights[j]) {
			t.Errorf("weight %s: bagged %.3f, plain %.3f", names[j], bag.Weights[j], plain.Weights[j])
		}
	}
}
