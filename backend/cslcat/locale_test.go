package cslcat

import (
	"bytes"
	"testing"
)

func TestLocaleFallback(t *testing.T) {
	requireSource(t)
	c := openArchive(t, "")
	if len(c.Locales()) < 40 {
		t.Fatalf("only %d locales", len(c.Locales()))
	}
	cases := map[string]string{
		"fr": "fr-FR", "fr-FR": "fr-FR", "fr_CA": "fr-CA", "fr-BE": "fr-FR", "FR-ca": "fr-CA",
		"pt": "pt-PT", "pt-br": "pt-BR", "de-LU": "de-DE", "ar": "ar", "no": "nb-NO",
		"xx": "en-US", "": "en-US", "en": "en-US", "zh": "zh-CN",
	}
	for in, want := range cases {
		if got := c.LocaleTag(in); got != want {
			t.Errorf("LocaleTag(%q) = %q, want %q", in, got, want)
			continue
		}
		data, err := c.Locale(in)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(`xml:lang="`+want+`"`)) {
			t.Errorf("Locale(%q) is not the %s file (%d bytes)", in, want, len(data))
		}
	}
	a, _ := c.Locale("fr")
	a[0] = 'X' // a caller scribbling on its copy must not reach the cache
	b, _ := c.Locale("fr")
	if b[0] != '<' {
		t.Fatal("cached locale was modified through a returned slice")
	}
}
