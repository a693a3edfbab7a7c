package desktop_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/desktop"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/store"
)

// citeCall invokes a bound method the way the window does: by name, with JSON arguments, and
// returns the result as the window receives it (JSON).
func citeCall(t *testing.T, m *desktop.Methods, method string, args ...string) (map[string]any, error) {
	t.Helper()
	raw := make([]json.RawMessage, len(args))
	for i, a := range args {
		raw[i] = json.RawMessage(a)
	}
	res, err := desktop.NewBridge(m).Call(context.Background(), method, raw)
	if err != nil {
		return nil, err
	}
	data, _ := json.Marshal(res)
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("%s result is not an object: %s", method, data)
	}
	return out, nil
}

func TestCiteBoundMethods(t *testing.T) {
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if cat := b.Service.Citations.Catalog(); cat == nil || cat.Err() != nil {
		shareddata.Missing(t, "citation styles unavailable: %v", cat.Err())
	}
	venue, year := "Nature", 2021
	err = b.Store.Tx(context.Background(), func(q store.Q) error {
		return q.InsertPaper(context.Background(), domain.Paper{Object: "paper", ID: "pap_bound", Title: "Bound methods in practice",
			Authors: []domain.Author{{Given: "Bea", Family: "Bauer"}}, Year: &year, Venue: &venue, CreatedAt: time.Now()})
	})
	if err != nil {
		t.Fatal(err)
	}
	m := desktop.New(b.Service)
	saved := filepath.Join(t.TempDir(), "out.ris")
	m.SaveDialog = func(suggested string) (string, error) {
		if suggested != "references.ris" {
			t.Errorf("suggested name %q", suggested)
		}
		return saved, nil
	}

	entry, err := citeCall(t, m, "FormatCitation", `{"style":"apa","source":{"paper_id":"pap_bound"}}`)
	if err != nil || entry["object"] != "citation_entry" || !strings.Contains(entry["bibliography_text"].(string), "Bauer, B. (2021)") {
		t.Errorf("FormatCitation: %v %v", entry, err)
	}
	list, err := citeCall(t, m, "ListCitationStyles", `{"query":"chicago","category":"note","limit":50,"cursor":null}`)
	if err != nil || len(list["data"].([]any)) == 0 {
		t.Fatalf("ListCitationStyles: %v %v", list, err)
	}
	first := list["data"].([]any)[0].(map[string]any)
	style, err := citeCall(t, m, "GetCitationStyle", `"`+first["id"].(string)+`"`)
	if err != nil || style["category"] != "note" || style["short_name"] != first["short_name"] {
		t.Errorf("GetCitationStyle: %v %v", style, err)
	}
	bib, err := citeCall(t, m, "FormatBibliography", `{"style":"`+first["id"].(string)+`","paper_ids":["pap_bound"],"format":"html"}`)
	if err != nil || bib["object"] != "bibliography" || len(bib["entries"].([]any)) != 1 || !strings.Contains(strings.ToLower(bib["html"].(string)), "bound methods in practice") {
		t.Errorf("FormatBibliography: %v %v", bib, err)
	}
	exp, err := citeCall(t, m, "ExportPapers", `{"paper_ids":["pap_bound"],"format":"bibtex"}`)
	if err != nil || exp["filename"] != "references.bib" {
		t.Fatalf("ExportPapers: %v %v", exp, err)
	}
	if data, _ := base64.StdEncoding.DecodeString(exp["data_base64"].(string)); !strings.Contains(string(data), "{bauer2021bound,") {
		t.Errorf("BibTeX export: %s", data)
	}
	res, err := citeCall(t, m, "SavePapersExport", `{"paper_ids":["pap_bound"],"format":"ris"}`)
	if err != nil || res["path"] != saved {
		t.Fatalf("SavePapersExport: %v %v", res, err)
	}
	if data, err := os.ReadFile(saved); err != nil || !strings.Contains(string(data), "TI  - Bound methods in practice") {
		t.Errorf("saved RIS: %s %v", data, err)
	}
	attr, err := citeCall(t, m, "StylesAttribution")
	if err != nil || !strings.Contains(attr["text"].(string), "CC BY-SA") {
		t.Errorf("StylesAttribution: %v %v", attr, err)
	}
	if _, err := citeCall(t, m, "FormatCitation", `{"style":"no-such-style","source":{"paper_id":"pap_bound"}}`); err == nil || !strings.Contains(err.Error(), "style_not_found") {
		t.Errorf("unknown style: %v", err)
	}
}
