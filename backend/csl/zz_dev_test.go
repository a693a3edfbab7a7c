package csl

import (
	"encoding/json"
	"os"
	"testing"
)

func TestZZDev(t *testing.T) {
	style := os.Getenv("ZZ_STYLE")
	id := os.Getenv("ZZ_ID")
	if style == "" {
		t.Skip()
	}
	var all []json.RawMessage
	data, _ := os.ReadFile("../service/testdata/citeproc-refs.json")
	json.Unmarshal(data, &all)
	for _, raw := range all {
		items, _ := ParseItems(raw)
		if items[0].ID != id {
			continue
		}
		s, err := ParseStyle(loadDebianStyle(t, style+".csl"))
		if err != nil {
			t.Fatal(err)
		}
		p, _ := NewProcessor(s, debianLoader, "")
		e, err := p.Bibliography(items)
		t.Logf("%q %v", e, err)
		tx, _, _ := p.Cite(CiteRef{ID: id})
		t.Logf("cite %q", tx)
	}
}
