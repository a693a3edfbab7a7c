package eval

import (
	"slices"
	"testing"
)

// TestParseExtraUse: each extra split with its fields and weight; a split alone fits every
// field at weight 1; train and unknown splits are refused.
func TestParseExtraUse(t *testing.T) {
	u, err := parseExtraUse("synth=title+authors@1,dev=type@0.5, shared")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(u["synth"].fields, []string{"title", "authors"}) || u["synth"].weight != 1 ||
		!slices.Equal(u["dev"].fields, []string{"type"}) || u["dev"].weight != 0.5 ||
		u["shared"].fields != nil || u["shared"].weight != 1 || len(u) != 3 {
		t.Fatalf("parsed %+v", u)
	}
	for _, bad := range []string{"train=type", "test", "dev@0", "dev@x"} {
		if _, err := parseExtraUse(bad); err == nil {
			t.Errorf("%q: want an error", bad)
		}
	}
}

// TestFitSpecUse: a train paper is fitted for every field at weight 1, an extra paper only for
// its split's fields at its weight, a paper of a split not listed never.
func TestFitSpecUse(t *testing.T) {
	spec := fitSpec{extras: map[string]extraUse{"dev": {fields: []string{"type"}, weight: 0.5}, "shared": {weight: 2}}}
	doc := func(split string) realDoc { return realDoc{paper: realPaper{Split: split}} }
	for _, c := range []struct {
		split, field string
		w            float64
		ok           bool
	}{
		{"train", "venue", 1, true}, {"dev", "type", 0.5, true}, {"dev", "year", 0, false},
		{"shared", "year", 2, true}, {"synth", "title", 0, false},
	} {
		if w, ok := spec.use(doc(c.split), c.field); w != c.w || ok != c.ok {
			t.Errorf("%s %s: got %v %v, want %v %v", c.split, c.field, w, ok, c.w, c.ok)
		}
	}
}
