package answer

import "testing"

func TestSlotDiffers(t *testing.T) {
	cases := []struct {
		claim, sent string
		want        bool
	}{
		{"The most prevalent adverse events to Semaglutide are cardiovascular.",
			"Adverse events were reported by 63% to 86% of patients; mild to moderate gastrointestinal events were most common.", true},
		{"The most prevalent adverse events to Semaglutide are gastrointestinal.",
			"Adverse events were reported by 63% to 86% of patients; mild to moderate gastrointestinal events were most common.", false},
		{"Falls are the most common cause of injury in the elderly.", "The most common causes of injury were falls (45%).", false},
		{"Falls are the most common cause of injury in the elderly.", "The most common causes of injury were road accidents, followed by falls.", true},
		{"The most prevalent adverse events are cardiovascular.", "Cardiovascular events were reported in 12%.", false},
	}
	for _, c := range cases {
		if got := slotDiffers(c.claim, c.sent); got != c.want {
			t.Errorf("slotDiffers(%q, %q) = %v, want %v (claim %v, sent %v)", c.claim, c.sent, got, c.want, slotFiller(c.claim), slotFiller(c.sent))
		}
	}
}
