package answer

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"math"
	"sync"
)

// Word vectors the project trains itself (`make vectors`, carrel-eval vectors): fastText
// skip-gram on the shared corpora's abstracts, quantized to a signed byte per dimension.
// They find a claim side's neighbours in a finding ("tumour" / "carcinoma", "bone" / "fracture")
// where words and WordNet do not. The file: a line "carrel-vectors 1 N DIM", N words one a line,
// then N*DIM signed bytes, each vector scaled to unit length × 127.

//go:embed vectors.bin
var vectorsBin []byte

// Vectors are word vectors keyed by the answer's stems (a stem's vector is the mean of its
// words' vectors), unit length.
type Vectors struct {
	dim  int
	vecs map[string][]float32
}

var (
	vectorsOnce sync.Once
	embedded    *Vectors
)

// UseVectors lets the gate and the features use the word vectors (off for the ablation).
var UseVectors = true

// wordVectors are the embedded vectors, read on first use; nil when switched off or unreadable.
func wordVectors() *Vectors {
	if !UseVectors {
		return nil
	}
	vectorsOnce.Do(func() {
		v, err := ParseVectors(vectorsBin)
		if err == nil {
			embedded = v
		}
	})
	return embedded
}

// EncodeVectors writes words and their vectors in the embedded file's format.
func EncodeVectors(words []string, vecs [][]float32) []byte {
	dim := 0
	if len(vecs) > 0 {
		dim = len(vecs[0])
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "carrel-vectors 1 %d %d\n", len(words), dim)
	for _, w := range words {
		b.WriteString(w)
		b.WriteByte('\n')
	}
	for _, v := range vecs {
		n := 0.0
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		n = math.Sqrt(n)
		for _, x := range v {
			q := 0.0
			if n > 0 {
				q = math.Round(float64(x) / n * 127)
			}
			b.WriteByte(byte(int8(max(-127, min(127, q)))))
		}
	}
	return b.Bytes()
}

// ParseVectors reads a vector file and keys its vectors by stem.
func ParseVectors(b []byte) (*Vectors, error) {
	line, rest, ok := bytes.Cut(b, []byte{'\n'})
	if !ok {
		return nil, errors.New("vectors: no header")
	}
	var n, dim, version int
	if _, err := fmt.Sscanf(string(line), "carrel-vectors %d %d %d", &version, &n, &dim); err != nil || version != 1 || dim <= 0 {
		return nil, fmt.Errorf("vectors: bad header %q", line)
	}
	words := make([]string, n)
	for i := range words {
		w, r, ok := bytes.Cut(rest, []byte{'\n'})
		if !ok {
			return nil, errors.New("vectors: truncated word list")
		}
		words[i], rest = string(w), r
	}
	if len(rest) != n*dim {
		return nil, fmt.Errorf("vectors: %d bytes of vectors, want %d", len(rest), n*dim)
	}
	sum := map[string][]float32{}
	for i, w := range words {
		k := stem(w)
		acc := sum[k]
		if acc == nil {
			acc = make([]float32, dim)
			sum[k] = acc
		}
		for j, x := range rest[i*dim : (i+1)*dim] {
			acc[j] += float32(int8(x))
		}
	}
	for _, v := range sum {
		normalize32(v)
	}
	return &Vectors{dim: dim, vecs: sum}, nil
}

func normalize32(v []float32) {
	n := 0.0
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		return
	}
	s := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= s
	}
}

// Similarity is the cosine of two stems' vectors, 0 when either has none.
func (v *Vectors) Similarity(a, b string) float64 {
	if v == nil {
		return 0
	}
	x, y := v.vecs[a], v.vecs[b]
	if x == nil || y == nil {
		return 0
	}
	d := float32(0)
	for i := range x {
		d += x[i] * y[i]
	}
	return float64(d)
}

// Has reports whether stem k has a vector.
func (v *Vectors) Has(k string) bool { return v != nil && v.vecs[k] != nil }

// Words are text's lower-cased letter and digit runs, as the answer reads them (the word
// vectors are trained on the corpora tokenized this way).
func Words(text string) []string { return words(text) }
