package answer

import (
	"testing"

	"carrel/backend/domain"
)

func TestKeepGrounded(t *testing.T) {
	res := Result{Segments: []Segment{
		{Text: "Two studies:"},
		{Text: `"dose [1] matters" [1]`, Citations: []domain.Citation{{Index: 1, Quote: "dose [1] matters"}}},
		{Text: `"b" [2] and "c" [3]`, Citations: []domain.Citation{{Index: 2, Quote: "b"}, {Index: 3, Quote: "c"}}},
	}, UnsourcedClaimCount: 1}
	got := KeepGrounded(res, Request{Query: "q"}, func(c domain.Citation) bool { return c.Quote != "dose [1] matters" && c.Quote != "b" })
	if len(got.Segments) != 2 || got.Segments[0].Text != "Two studies:" || got.UnsourcedClaimCount != 1 {
		t.Fatalf("segments %+v", got.Segments)
	}
	if s := got.Segments[1]; s.Text != `"b" and "c" [1]` || len(s.Citations) != 1 || s.Citations[0].Index != 1 || s.Citations[0].Quote != "c" {
		t.Errorf("kept segment %+v, want the ungrounded marker gone and c renumbered 1", s)
	}

	none := KeepGrounded(res, Request{Query: "does dose matter?"}, func(domain.Citation) bool { return false })
	if len(none.Citations()) != 0 || none.Text() == "" {
		t.Errorf("all dropped: %+v, want the nothing-found answer", none)
	}
}
