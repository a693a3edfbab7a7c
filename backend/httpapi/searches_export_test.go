package httpapi_test

import (
	"bytes"
	"carrel/backend/internal/shareddata"
	"context"
	"encoding/csv"
	"encoding/json"
	"math"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// exportedSearch runs a search that matches every test paper and exports it in format,
// returning the File and the bytes downloaded from its URL.
func exportedSearch(t *testing.T, e *env, id, format string) (domain.File, []byte) {
	t.Helper()
	res, body := e.do(scenario{method: "POST", path: "/v1/searches/" + id + "/export", key: "all", body: `{"format":"` + format + `"}`})
	if res.StatusCode != 200 {
		t.Fatalf("export %s: %d %s", format, res.StatusCode, body)
	}
	var f domain.File
	if err := json.Unmarshal(body, &f); err != nil {
		t.Fatal(err)
	}
	if f.Object != "file" || !strings.HasPrefix(f.ID, "file_") || f.Filename == nil || f.DownloadURL == nil || f.ExpiresAt == nil ||
		f.ExpiresAt.Sub(f.CreatedAt) != time.Hour || f.ByteSize == 0 {
		t.Fatalf("export file object: %s", body)
	}
	u, err := url.Parse(*f.DownloadURL)
	if err != nil || u.Path != "/v1/files/"+f.ID+"/content" || u.Query().Get("token") == "" {
		t.Fatalf("download_url %q", *f.DownloadURL)
	}
	dl, data := e.do(scenario{method: "GET", path: u.RequestURI()}) // no API key: the token authorizes
	if dl.StatusCode != 200 || int64(len(data)) != f.ByteSize {
		t.Fatalf("download: %d, %d bytes (byte_size %d): %.200s", dl.StatusCode, len(data), f.ByteSize, data)
	}
	if !strings.Contains(dl.Header.Get("Content-Disposition"), *f.Filename) {
		t.Errorf("Content-Disposition %q", dl.Header.Get("Content-Disposition"))
	}
	return f, data
}

func searchForExport(t *testing.T) (*env, *searchClock, domain.Search, []domain.SearchResult) {
	e, clk := searchEnv(t, true)
	s := e.postSearch(t, "all", `{"query":"vitamin statin residual"}`)
	s = e.waitSearch(t, s.ID)
	res, err := e.b.Service.Searches.Results(service.OwnerContext(context.Background()), s.ID, service.ListParams{Limit: 100})
	if err != nil || len(res.Data) != len(searchPapers) {
		t.Fatalf("results %+v %v", res, err)
	}
	return e, clk, s, res.Data
}

func TestSearchExportURLExpires(t *testing.T) {
	e, clk, s, _ := searchForExport(t)
	f, _ := exportedSearch(t, e, s.ID, "csv")
	u, _ := url.Parse(*f.DownloadURL)
	tampered := strings.Replace(u.RequestURI(), "token=", "token=1", 1)
	other := strings.Replace(u.RequestURI(), f.ID, "file_other", 1)
	clk.add(59 * time.Minute)
	e.run(t, []scenario{
		{name: "still valid at 59 minutes", method: "GET", path: u.RequestURI(), status: 200},
		{name: "tampered token", method: "GET", path: tampered, status: 404, code: "resource_not_found"},
		{name: "token of another file", method: "GET", path: other, status: 404, code: "resource_not_found"},
	})
	clk.add(2 * time.Minute)
	e.run(t, []scenario{{name: "expired after one hour", method: "GET", path: u.RequestURI(), status: 404, code: "resource_expired"}})
	if _, err := e.b.Service.Searches.Sweep(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(e.b.Service.Config().DataDir, "exports", f.ID+".csv")); !os.IsNotExist(err) {
		t.Errorf("expired export file still on disk: %v", err)
	}
}

// TestSearchExportXLSXMatchesCSV converts the xlsx export with LibreOffice and compares it with the csv export.
func TestSearchExportXLSXMatchesCSV(t *testing.T) {
	office, err := exec.LookPath("soffice")
	if err != nil {
		if office, err = exec.LookPath("libreoffice"); err != nil {
			shareddata.Missing(t, "libreoffice not installed (apt-get install -y --no-install-recommends libreoffice-calc)")
		}
	}
	e, _, s, results := searchForExport(t)
	_, csvData := exportedSearch(t, e, s.ID, "csv")
	_, xlsxData := exportedSearch(t, e, s.ID, "xlsx")
	want, err := csv.NewReader(bytes.NewReader(csvData)).ReadAll()
	if err != nil || len(want) != len(results)+1 {
		t.Fatalf("csv export: %d lines, %v", len(want), err)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "export.xlsx")
	if err := os.WriteFile(src, xlsxData, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, office, "-env:UserInstallation=file://"+filepath.Join(dir, "profile"),
		"--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1", "--outdir", dir, src)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("libreoffice: %v\n%s", err, out)
	}
	conv, err := os.ReadFile(filepath.Join(dir, "export.csv"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := csv.NewReader(bytes.NewReader(conv)).ReadAll()
	if err != nil || len(got) != len(want) {
		t.Fatalf("converted xlsx: %d lines (want %d), %v", len(got), len(want), err)
	}
	for i := range want {
		for j := range want[i] {
			g, w := got[i][j], want[i][j]
			if i > 0 && (j == 0 || j == 1 || j == 5) && w != "" { // rank, relevance_score, year are numeric cells
				gf, err := strconv.ParseFloat(g, 64)
				wf, _ := strconv.ParseFloat(w, 64)
				if err != nil || math.Abs(gf-wf) > 1e-9*math.Max(1, math.Abs(wf)) {
					t.Errorf("row %d col %s: xlsx %q csv %q", i, bibio.Columns[j], g, w)
				}
				continue
			}
			if g != w {
				t.Errorf("row %d col %s: xlsx %q csv %q", i, bibio.Columns[j], g, w)
			}
		}
	}
}

// TestSearchExportBibTeXRunsClean runs classic bibtex on an .aux citing every key of the export.
func TestSearchExportBibTeXRunsClean(t *testing.T) {
	bin, err := exec.LookPath("bibtex")
	if err != nil {
		shareddata.Missing(t, "bibtex not installed (apt-get install -y --no-install-recommends texlive-binaries)")
	}
	e, _, s, results := searchForExport(t)
	_, bib := exportedSearch(t, e, s.ID, "bibtex")
	papers := make([]domain.Paper, len(results))
	for i, r := range results {
		papers[i] = r.Paper
	}
	keys := bibio.CitationKeys(papers)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "refs.bib"), bib, 0o644)
	aux := "\\relax\n"
	for _, k := range keys {
		if !bytes.Contains(bib, []byte("{"+k+",")) {
			t.Errorf("key %s not in the export", k)
		}
		aux += "\\citation{" + k + "}\n"
	}
	aux += "\\bibstyle{plain}\n\\bibdata{refs}\n"
	os.WriteFile(filepath.Join(dir, "doc.aux"), []byte(aux), 0o644)
	cmd := exec.Command(bin, "doc")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); (err != nil && !ok) || (ok && ee.ExitCode() > 1) || bytes.Contains(out, []byte("error message")) {
		t.Fatalf("bibtex reported errors: %v\n%s", err, out)
	}
	bbl, _ := os.ReadFile(filepath.Join(dir, "doc.bbl"))
	for _, k := range keys {
		if !bytes.Contains(bbl, []byte("\\bibitem{"+k+"}")) {
			t.Errorf("doc.bbl lacks %s", k)
		}
	}
}

// TestSearchExportRISReadByCitationJS parses the RIS export with Citation.js (npm), an
// independent RIS reader, and checks that no field was lost.
func TestSearchExportRISReadByCitationJS(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		shareddata.Missing(t, "node not installed")
	}
	check := "../bibio/testdata/ris-check"
	if _, err := os.Stat(filepath.Join(check, "node_modules/@citation-js/plugin-ris")); err != nil {
		shareddata.Missing(t, "Citation.js not installed: cd backend/bibio/testdata/ris-check && npm ci")
	}
	e, _, s, results := searchForExport(t)
	_, ris := exportedSearch(t, e, s.ID, "ris")
	path := filepath.Join(t.TempDir(), "export.ris")
	os.WriteFile(path, ris, 0o644)
	out, err := exec.Command(node, filepath.Join(check, "check.js"), path).Output()
	if err != nil {
		t.Fatalf("check.js: %v", err)
	}
	var parsed struct {
		CSL []struct {
			Title    string `json:"title"`
			DOI      string `json:"DOI"`
			Abstract string `json:"abstract"`
			Author   []struct {
				Family string `json:"family"`
				Given  string `json:"given"`
			} `json:"author"`
			Issued struct {
				DateParts [][]any `json:"date-parts"`
			} `json:"issued"`
		} `json:"csl"`
	}
	if err := json.Unmarshal(out, &parsed); err != nil {
		t.Fatal(err)
	}
	if len(parsed.CSL) != len(results) {
		t.Fatalf("Citation.js read %d records, want %d", len(parsed.CSL), len(results))
	}
	for i, r := range results {
		got, p := parsed.CSL[i], r.Paper
		if got.Title != p.Title || !strings.EqualFold(got.DOI, *p.DOI) || got.Abstract != *p.Abstract {
			t.Errorf("record %d: %+v, want %s / %s", i, got, p.Title, *p.DOI)
		}
		if len(got.Author) != 1 || got.Author[0].Family != p.Authors[0].Family || got.Author[0].Given != p.Authors[0].Given {
			t.Errorf("record %d authors %+v", i, got.Author)
		}
		if len(got.Issued.DateParts) == 0 || len(got.Issued.DateParts[0]) == 0 || toInt(got.Issued.DateParts[0][0]) != *p.Year {
			t.Errorf("record %d year %+v, want %d", i, got.Issued, *p.Year)
		}
	}
}

func toInt(v any) int {
	switch x := v.(type) {
	case float64:
		return int(x)
	case string:
		n, _ := strconv.Atoi(x)
		return n
	}
	return -1
}
