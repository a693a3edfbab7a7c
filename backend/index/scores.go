package index

// scores accumulates per-document scores of one pass.
type scores interface {
	add(n uint64, v float64)
	get(n uint64) float64
	each(fn func(n uint64, v float64))
}

// sparse suits passes over a few hundred candidates.
type sparse map[uint64]float64

func (s sparse) add(n uint64, v float64) { s[n] += v }
func (s sparse) get(n uint64) float64    { return s[n] }
func (s sparse) each(fn func(uint64, float64)) {
	for n, v := range s {
		fn(n, v)
	}
}

// dense suits the first pass over the whole library: a common query word
// touches most documents, and a slice indexed by document number is several
// times faster than a map. Scores are positive, so zero means untouched.
type dense struct {
	v       []float64
	touched []uint64
}

func newDense(n uint64) *dense { return &dense{v: make([]float64, n+n/8+16)} }

func (d *dense) add(n uint64, x float64) {
	if n >= uint64(len(d.v)) {
		grown := make([]float64, max(2*uint64(len(d.v)), n+1))
		copy(grown, d.v)
		d.v = grown
	}
	if d.v[n] == 0 {
		d.touched = append(d.touched, n)
	}
	d.v[n] += x
}

func (d *dense) get(n uint64) float64 {
	if n < uint64(len(d.v)) {
		return d.v[n]
	}
	return 0
}

func (d *dense) each(fn func(uint64, float64)) {
	for _, n := range d.touched {
		fn(n, d.v[n])
	}
}
