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
