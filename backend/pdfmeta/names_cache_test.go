package pdfmeta

import (
	"reflect"
	"testing"
)

func TestNameCacheAnswersAsUncached(t *testing.T) {
	end := beginNameCache()
	for _, text := range []string{"Anna Smith1,2, Wei Zhang2,*", "Smith AB, Jones CD", "We propose a method", "",
		"Taro YAMADA and Ana RIBAS RIPOLL", "Jane Doe (jane.doe@uni.edu), Senior Member, IEEE"} {
		want, wantOK := splitNamesUncached(text)
		for range 2 {
			got, ok := splitNames(text)
			if ok != wantOK || !reflect.DeepEqual(got, want) {
				t.Fatalf("splitNames(%q) = %v %v, want %v %v", text, got, ok, want, wantOK)
			}
			if len(got) > 0 && len(got[0]) > 0 {
				got[0][0] = "Changed" // a caller's change to its copy must not reach the next answer
			}
		}
		if got, want := cleanNameText(text), cleanNameTextUncached(text); got != want {
			t.Fatalf("cleanNameText(%q) = %q, want %q", text, got, want)
		}
	}
	end()
	if len(nameCache.split) != 0 || len(nameCache.clean) != 0 {
		t.Fatalf("cache kept %d and %d texts after the extraction ended", len(nameCache.split), len(nameCache.clean))
	}
	splitNames("Anna Smith")
	if len(nameCache.split) != 0 {
		t.Fatal("cache filled outside an extraction")
	}
}
