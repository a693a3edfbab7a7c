package answer

import (
	"reflect"
	"testing"
)

// TestRewriteClaim reads the counterfactual rewrites of made-up claims: a denial put in or
// taken out, "fails to", the direction swapped, and swapped and denied.
func TestRewriteClaim(t *testing.T) {
	for _, c := range []struct {
		claim string
		want  map[string]string // kind -> text; kinds not listed must not appear
	}{
		{"Aspirin reduces the risk of stroke.", map[string]string{
			"negate": "Aspirin does not reduce the risk of stroke.",
			"fail":   "Aspirin fails to reduce the risk of stroke.",
			"swap":   "Aspirin increases the risk of stroke.",
			"double": "Aspirin does not increase the risk of stroke."}},
		{"Statins lowered cholesterol in older adults.", map[string]string{
			"negate": "Statins did not lower cholesterol in older adults.",
			"fail":   "Statins failed to lower cholesterol in older adults.",
			"swap":   "Statins raised cholesterol in older adults.",
			"double": "Statins did not raise cholesterol in older adults."}},
		{"Exercise inhibited tumor growth in mice.", map[string]string{
			"negate": "Exercise did not inhibit tumor growth in mice.",
			"fail":   "Exercise failed to inhibit tumor growth in mice.",
			"swap":   "Exercise promoted tumor growth in mice.",
			"double": "Exercise did not promote tumor growth in mice."}},
		{"Smokers promote inflammation", map[string]string{
			"negate": "Smokers do not promote inflammation",
			"fail":   "Smokers fail to promote inflammation",
			"swap":   "Smokers inhibit inflammation",
			"double": "Smokers do not inhibit inflammation"}},
		{"Vitamin D levels are higher in summer.", map[string]string{
			"negate": "Vitamin D levels are not higher in summer.",
			"swap":   "Vitamin D levels are lower in summer.",
			"double": "Vitamin D levels are not lower in summer."}},
		// A denial is taken out, never stacked: the claim's only rewrite.
		{"Aspirin does not significantly reduce the risk of stroke.", map[string]string{
			"negate": "Aspirin significantly reduces the risk of stroke."}},
		{"Metformin failed to improve survival.", map[string]string{"negate": "Metformin improved survival."}},
		{"Caffeine is not associated with arrhythmia.", map[string]string{"negate": "Caffeine is associated with arrhythmia."}},
		{"There is no association between coffee and cancer.", map[string]string{"negate": "There is an association between coffee and cancer."}},
		{"Statins cannot prevent dementia.", map[string]string{"negate": "Statins can prevent dementia."}},
		{"The drug is ineffective in children.", map[string]string{"negate": "The drug is effective in children."}},
		{"Obesity neither raises nor lowers IgE levels.", map[string]string{"negate": "Obesity raises and lowers IgE levels."}},
		// A direction word outside the antonym pairs swaps to "increase"/"decrease".
		{"Yoga mitigates anxiety in adults.", map[string]string{
			"negate": "Yoga does not mitigate anxiety in adults.",
			"fail":   "Yoga fails to mitigate anxiety in adults.",
			"swap":   "Yoga increases anxiety in adults.",
			"double": "Yoga does not increase anxiety in adults."}},
		{"", map[string]string{}},
	} {
		got := map[string]string{}
		for _, r := range RewriteClaim(c.claim) {
			if _, dup := got[r.Kind]; dup {
				t.Errorf("%q: kind %s twice", c.claim, r.Kind)
			}
			got[r.Kind] = r.Text
			if r.Flips != (r.Kind != "double") {
				t.Errorf("%q: %s Flips = %v", c.claim, r.Kind, r.Flips)
			}
			if r.Directional != (r.Kind == "swap" || r.Kind == "double") {
				t.Errorf("%q: %s Directional = %v", c.claim, r.Kind, r.Directional)
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("RewriteClaim(%q)\n got %v\nwant %v", c.claim, got, c.want)
		}
	}
}

// TestRewriteClaimDoubleNegation: denying a claim and denying it again gives the claim back.
func TestRewriteClaimDoubleNegation(t *testing.T) {
	for _, claim := range []string{"Aspirin reduces the risk of stroke.", "Statins lowered cholesterol in older adults.",
		"Caffeine is associated with arrhythmia.", "Smokers promote inflammation"} {
		once := rewriteOf(t, claim, "negate")
		if back := rewriteOf(t, once, "negate"); back != claim {
			t.Errorf("negate(negate(%q)) = %q via %q", claim, back, once)
		}
		failed, ok := rewriteKind(claim, "fail")
		if !ok {
			continue // "is associated" takes no "fails to"
		}
		if back := rewriteOf(t, failed, "negate"); back != claim {
			t.Errorf("negate(fail(%q)) = %q via %q", claim, back, failed)
		}
	}
}

// TestRewriteClaimDeterministic: the same claim gives the same rewrites every time.
func TestRewriteClaimDeterministic(t *testing.T) {
	claim := "Loss of Sirt1 increases susceptibility to autoimmunity in mice."
	first := RewriteClaim(claim)
	if len(first) == 0 {
		t.Fatal("no rewrites")
	}
	for range 20 {
		if got := RewriteClaim(claim); !reflect.DeepEqual(got, first) {
			t.Fatalf("RewriteClaim not deterministic: %v vs %v", got, first)
		}
	}
}

// TestNullFinding reads findings of no effect or no difference.
func TestNullFinding(t *testing.T) {
	for q, want := range map[string]bool{
		"Aspirin did not reduce the risk of stroke.":           true,
		"Rates of stroke were similar in the two groups.":      true,
		"There was no significant difference in mortality.":    true,
		"Aspirin reduced the risk of stroke by 20%.":           false,
		"Cholesterol rose in the statin group over two years.": false,
	} {
		if got := NullFinding(q); got != want {
			t.Errorf("NullFinding(%q) = %v, want %v", q, got, want)
		}
	}
}

func rewriteOf(t *testing.T, claim, kind string) string {
	t.Helper()
	text, ok := rewriteKind(claim, kind)
	if !ok {
		t.Fatalf("%q has no %s rewrite", claim, kind)
	}
	return text
}

func rewriteKind(claim, kind string) (string, bool) {
	for _, r := range RewriteClaim(claim) {
		if r.Kind == kind {
			return r.Text, true
		}
	}
	return "", false
}
