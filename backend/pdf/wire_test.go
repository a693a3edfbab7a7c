package pdf

import (
	"math"
	"reflect"
	"strconv"
	"testing"
)

// fillValue sets every field reachable from v to a value other than its zero (slices get two
// elements; depth counts the lists of words above v, so Parts are filled one level deep),
// numbering the values so that none repeats.
func fillValue(t *testing.T, v reflect.Value, n *int, depth int) {
	*n++
	switch v.Kind() {
	case reflect.String:
		v.SetString("wörd-" + strconv.Itoa(*n))
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(int64(*n) * -7)
	case reflect.Float64:
		v.SetFloat(float64(*n)*1.0009 + math.SmallestNonzeroFloat64)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Struct:
		for i := range v.NumField() {
			fillValue(t, v.Field(i), n, depth)
		}
	case reflect.Slice:
		d := depth
		if v.Type().Elem() == reflect.TypeOf(Word{}) {
			if d == 2 {
				return // words within words within a page
			}
			d++
		}
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range 2 {
			fillValue(t, s.Index(i), n, d)
		}
		v.Set(s)
	default:
		t.Fatalf("wire.go does not carry a %s (%s): add it there and here", v.Kind(), v.Type())
	}
}

// TestPagesWireRoundTrip: pages with every field set survive appendPages and readPages exactly,
// so a field added to Page, Word or Sentence without a line in wire.go fails here.
func TestPagesWireRoundTrip(t *testing.T) {
	var pages []Page
	n := 0
	fillValue(t, reflect.ValueOf(&pages).Elem(), &n, 0)
	if len(pages[0].Words[0].Parts) == 0 || pages[0].Words[0].Parts[0].Text == "" {
		t.Fatal("the filler left Parts empty")
	}
	b := appendPages(nil, pages)
	got, err := readPages(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, pages) {
		t.Fatalf("round trip changed the pages:\n got %+v\nwant %+v", got, pages)
	}
	// Empty lists arrive as nil, as gob delivered them.
	got, err = readPages(appendPages(nil, []Page{{Number: 1, Words: []Word{}}}))
	if err != nil || len(got) != 1 || got[0].Words != nil || got[0].Number != 1 {
		t.Fatalf("empty page: %+v, %v", got, err)
	}
	if got, err := readPages(appendPages(nil, nil)); err != nil || got != nil {
		t.Fatalf("no pages: %+v, %v", got, err)
	}
}

// TestPagesWireRejectsDamage: every truncation and many single-byte changes of an encoding
// either decode or fail with errWire; none panics or allocates past its input.
func TestPagesWireRejectsDamage(t *testing.T) {
	var pages []Page
	n := 0
	fillValue(t, reflect.ValueOf(&pages).Elem(), &n, 0)
	b := appendPages(nil, pages)
	for k := range len(b) {
		if _, err := readPages(b[:k]); err == nil {
			t.Fatalf("a truncation to %d of %d bytes decoded", k, len(b))
		}
	}
	for k := range len(b) {
		for _, x := range []byte{0xff, 0x80, 0x01} {
			c := append([]byte(nil), b...)
			c[k] ^= x
			_, _ = readPages(c)
		}
	}
	// A count claiming more items than bytes left is refused before anything is made.
	huge := appendPages(nil, nil)
	huge = append(huge[:len(huge)-1], 0xfe, 0xff, 0xff, 0xff, 0x0f)
	if _, err := readPages(huge); err == nil {
		t.Fatal("a page count of 2^31 decoded")
	}
}

// TestReplyRoundTrip: a reply's document (metadata and pages) and its error fields come through
// encodeReply and decodeReply unchanged.
func TestReplyRoundTrip(t *testing.T) {
	var pages []Page
	n := 0
	fillValue(t, reflect.ValueOf(&pages).Elem(), &n, 0)
	doc := &Doc{PageCount: 2, Encrypted: true, Pages: pages, Meta: Metadata{Title: "T", XMPAuthors: []string{"A", "B"}}}
	for _, rep := range []workerReply{
		{Doc: doc},
		{Check: CheckResult{PageCount: 3}},
		{Kind: "limit", Msg: "too many pages"},
		{Doc: &Doc{Pages: pages}},
	} {
		b, err := encodeReply(&rep)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeReply(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, rep) {
			t.Fatalf("reply changed:\n got %+v\nwant %+v", got, rep)
		}
	}
	if doc.Pages == nil {
		t.Fatal("encodeReply took the caller's pages away")
	}
}
