package pdfmeta

import (
	"reflect"
	"testing"
)

func TestTextCacheAnswersAsUncached(t *testing.T) {
	end := beginTextCache()
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
	for _, text := range []string{"Journal of Things, Vol. 3", "A Title About Things", "Research Article", "arXiv:1501.00001v2 [cs.LG] 1 Jan 2015"} {
		for range 2 {
			if got, want := bannerMatch(text), bannerLine.MatchString(text); got != want {
				t.Fatalf("bannerMatch(%q) = %v, want %v", text, got, want)
			}
		}
	}
	end()
	if len(textCache.split) != 0 || len(textCache.clean) != 0 || len(textCache.banner) != 0 {
		t.Fatalf("cache kept %d and %d texts after the extraction ended", len(textCache.split), len(textCache.clean))
	}
	splitNames("Anna Smith")
	if len(textCache.split) != 0 {
		t.Fatal("cache filled outside an extraction")
	}
}

func TestTextCacheConcurrentExtractions(t *testing.T) {
	texts := []string{"Anna Smith1,2, Wei Zhang2,*", "Smith AB, Jones CD", "Journal of Things, Vol. 3", "Taro YAMADA"}
	done := make(chan string)
	for g := range 4 {
		go func() {
			end := beginTextCache()
			defer end()
			for i := range 200 {
				text := texts[(g+i)%len(texts)]
				got, ok := splitNames(text)
				want, wantOK := splitNamesUncached(text)
				if ok != wantOK || !reflect.DeepEqual(got, want) || bannerMatch(text) != bannerLine.MatchString(text) {
					done <- text
					return
				}
			}
			done <- ""
		}()
	}
	for range 4 {
		if text := <-done; text != "" {
			t.Errorf("a concurrent extraction read %q otherwise than uncached", text)
		}
	}
}
