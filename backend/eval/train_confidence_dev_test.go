package eval

import (
	"io"
	"testing"
)

// TestCalibDevRefusesUnseen: --calib-dev never loads the unseen batch, alone or among others,
// so its plain totals stay a held-out measurement.
func TestCalibDevRefusesUnseen(t *testing.T) {
	for _, batches := range []string{"s17", "-,s12,s17"} {
		if docs, err := loadDevBatches(io.Discard, batches); err == nil {
			t.Errorf("--calib-dev %s: %d papers loaded, want an error", batches, len(docs))
		}
	}
}

// TestFieldWeight: one weight for every field, or per field with 1 for a field not named.
func TestFieldWeight(t *testing.T) {
	for _, c := range []struct {
		spec, field string
		want        float64
	}{{"0.2", "title", 0.2}, {"title=1,authors=0.5", "authors", 0.5}, {"title=2", "venue", 1}} {
		if got, err := fieldWeight(c.spec, c.field); err != nil || got != c.want {
			t.Errorf("fieldWeight(%q, %q) = %v, %v; want %v", c.spec, c.field, got, err, c.want)
		}
	}
	if _, err := fieldWeight("title=x", "title"); err == nil {
		t.Error(`fieldWeight("title=x") gave no error`)
	}
}
