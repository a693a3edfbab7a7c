package pdf

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"
)

// TestAppendJSONMatchesEncoder: AppendJSON writes what json.Encoder.Encode writes, for texts
// that need escaping (quotes, HTML characters, control characters, U+2028, invalid UTF-8,
// accents), numbers in both of encoding/json's float forms and signed zeros, empty and nil word
// lists, and no pages; and for a NaN it fails as encoding/json does.
func TestAppendJSONMatchesEncoder(t *testing.T) {
	texts := []string{"plain", "", `quo"te`, `back\slash`, "<b>&amp;</b>", "tab\there", "nl\n", "\x01\x1f",
		"\u2028\u2029", "bad\xffutf8", "Müller", "ﬁ", "\x7f", "e\u0301", "日本"}
	floats := []float64{0, math.Copysign(0, -1), 1, -1.5, 0.01, 123.45, 1e-7, -3e-9, 1e21, 1.5e300, 612, 792.01,
		float64(1<<53) + 2, 0.1 + 0.2}
	var words []WordsJSONWord
	for i, s := range texts {
		words = append(words, WordsJSONWord{T: s, B: [4]float64{floats[i%len(floats)], floats[(i+3)%len(floats)],
			floats[(i+5)%len(floats)], floats[(i+7)%len(floats)]}})
	}
	cases := []WordsJSON{
		{File: "a<b>.pdf", Tool: "carrel", Status: "ok", NPages: 3, ElapsedMS: 12.345,
			Meta: map[string]string{"title": "T & <U>", "author": "Ä"},
			Pages: []WordsJSONPage{{N: 1, W: 612, H: 792, Words: words}, {N: 2, W: 1e-7, H: -0.5, Words: []WordsJSONWord{}},
				{N: 3, Words: nil}}},
		{File: "x.pdf", Tool: "carrel", Status: "needs_password", Error: "pdf: \"encrypted\"", Encrypted: true, ElapsedMS: 1e21},
		{Meta: map[string]string{}},
	}
	for i, c := range cases {
		var want bytes.Buffer
		if err := json.NewEncoder(&want).Encode(c); err != nil {
			t.Fatal(err)
		}
		got, err := c.AppendJSON([]byte("prefix"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, append([]byte("prefix"), want.Bytes()...)) {
			t.Fatalf("case %d:\n got %s\nwant %s", i, got, want.Bytes())
		}
	}
	bad := WordsJSON{Pages: []WordsJSONPage{{Words: []WordsJSONWord{{B: [4]float64{math.NaN()}}}}}}
	_, werr := bad.AppendJSON(nil)
	if eerr := json.NewEncoder(&bytes.Buffer{}).Encode(bad); werr == nil || eerr == nil || werr.Error() != eerr.Error() {
		t.Fatalf("NaN: AppendJSON %v, encoding/json %v", werr, eerr)
	}
}

// TestAppendJSONFloat: every value in hundredths from -20000 to 20000, and thousands of others
// (long fractions, large and tiny magnitudes, boundaries of the fast path), are written exactly
// as encoding/json writes them.
func TestAppendJSONFloat(t *testing.T) {
	check := func(f float64) {
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONFloat(nil, f); !bytes.Equal(got, want) {
			t.Fatalf("%v (%b): got %s, want %s", f, math.Float64bits(f), got, want)
		}
	}
	for k := -2000000; k <= 2000000; k++ {
		check(float64(k) / 100)
	}
	for _, f := range []float64{math.Copysign(0, -1), 0.001, 0.005, 0.015, 1e-7, 123.456, 1.0 / 3, 2.0 / 3 * 100,
		999999999999.99, 1e12, 1e14 - 0.01, 1e14, 1e14 + 0.25, 1e15, 1e16 + 2, 1e20, 1e21, math.MaxFloat64,
		math.SmallestNonzeroFloat64, float64(1<<53) / 100, 0.1 + 0.2, 612.0000000001} {
		for _, g := range []float64{f, -f, math.Round(f*100) / 100} {
			if !math.IsInf(g, 0) {
				check(g)
			}
		}
	}
	x := uint64(1)
	for range 200000 {
		// splitmix64: bit patterns spread over every exponent, and their hundredths.
		x += 0x9E3779B97F4A7C15
		z := (x ^ x>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		z ^= z >> 31
		f := math.Float64frombits(z)
		// and values of every magnitude up to 1e14, where the fast path ends.
		m := (float64(z>>11)/(1<<53)*2 - 1) * math.Pow(10, float64(z%15))
		for _, g := range []float64{f, math.Round(f*100) / 100, m, math.Round(m*100) / 100} {
			if !math.IsNaN(g) && !math.IsInf(g, 0) {
				check(g)
			}
		}
	}
}
