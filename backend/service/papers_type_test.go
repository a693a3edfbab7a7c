package service

import "testing"

func TestTitleKeyAndSameWork(t *testing.T) {
	a := titleKey("Stressful Life Events Are {Not} Associated with the Development of Dementia")
	b := titleKey("Stressful life events are not associated with the development of dementia.")
	if a == "" || a != b {
		t.Fatalf("keys differ: %q vs %q", a, b)
	}
	if titleKey("Crème Brûlée: a Study") != titleKey("creme brulee - A STUDY") {
		t.Fatal("diacritics not folded")
	}
	if titleKey("Preface") != "" {
		t.Fatal("a short title must not be matched")
	}
}
