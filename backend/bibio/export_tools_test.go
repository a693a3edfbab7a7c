package bibio

import (
	"bytes"
	"carrel/backend/internal/shareddata"
	"context"
	"encoding/csv"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func exportRows() []Row {
	var rows []Row
	for i, p := range exportPapers() {
		rows = append(rows, Row{Rank: i + 1, Score: 1 / float64(i+3), Paper: p})
	}
	rows[0].Paper.Title = `He said "hi", then left` + "\n" + `=SUM(A1)`
	return rows
}

func writeCSV(t *testing.T, rows []Row) [][]string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rows); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatalf("CSV is not RFC 4180: %v", err)
	}
	return recs
}

func TestCSVExport(t *testing.T) {
	rows := exportRows()
	recs := writeCSV(t, rows)
	if strings.Join(recs[0], ",") != strings.Join(Columns, ",") || len(recs) != len(rows)+1 {
		t.Fatalf("header %v, %d lines", recs[0], len(recs))
	}
	col := func(name string) int {
		for i, c := range Columns {
			if c == name {
				return i
			}
		}
		t.Fatalf("no column %s", name)
		return -1
	}
	for i, r := range rows {
		got := recs[i+1]
		p := r.Paper
		if got[col("rank")] != strconv.Itoa(r.Rank) || got[col("paper_id")] != p.ID || got[col("title")] != p.Title {
			t.Errorf("row %d: %v", i, got)
		}
		if s, _ := strconv.ParseFloat(got[col("relevance_score")], 64); s != r.Score {
			t.Errorf("row %d score %v, want %v", i, s, r.Score)
		}
		if got[col("abstract")] != str(p.Abstract) && !(p.Abstract == nil && got[col("abstract")] == "") {
			t.Errorf("row %d abstract %q", i, got[col("abstract")])
		}
	}
	if a := recs[2][col("authors")]; a != "World Health Organization; Ford, Jr., Henry; Barnes and Noble, Bob; García Márquez" {
		t.Errorf("authors cell %q", a)
	}
	if recs[1][col("open_access")] != "true" || recs[2][col("open_access")] != "false" || recs[3][col("open_access")] != "" {
		t.Errorf("open_access cells %q %q %q", recs[1][col("open_access")], recs[2][col("open_access")], recs[3][col("open_access")])
	}
}

// TestXLSXMatchesCSV converts the XLSX export with LibreOffice and compares it cell by cell
// with the CSV export (numbers compared as numbers).
func TestXLSXMatchesCSV(t *testing.T) {
	office, err := exec.LookPath("soffice")
	if err != nil {
		if office, err = exec.LookPath("libreoffice"); err != nil {
			shareddata.Missing(t, "libreoffice not installed (apt-get install -y --no-install-recommends libreoffice-calc-nogui)")
		}
	}
	rows := exportRows()
	want := writeCSV(t, rows)
	dir := t.TempDir()
	var x bytes.Buffer
	if err := WriteXLSX(&x, rows); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "export.xlsx")
	if err := os.WriteFile(src, x.Bytes(), 0o644); err != nil {
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
	f, err := os.Open(filepath.Join(dir, "export.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("libreoffice csv has %d lines, want %d", len(got), len(want))
	}
	numeric := map[int]bool{0: true, 1: true, 5: true}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("line %d: %d cells, want %d", i, len(got[i]), len(want[i]))
		}
		for j := range want[i] {
			g, w := got[i][j], want[i][j]
			if i > 0 && numeric[j] && w != "" {
				gf, err1 := strconv.ParseFloat(g, 64)
				wf, _ := strconv.ParseFloat(w, 64)
				if err1 != nil || math.Abs(gf-wf) > 1e-9 {
					t.Errorf("line %d %s: xlsx %q, csv %q", i, Columns[j], g, w)
				}
				continue
			}
			if g != w {
				t.Errorf("line %d %s: xlsx %q, csv %q", i, Columns[j], g, w)
			}
		}
	}
}

// TestBibTeXAcceptedByClassicBibtex runs bibtex with plain.bst on an .aux citing every key.
func TestBibTeXAcceptedByClassicBibtex(t *testing.T) {
	bin, err := exec.LookPath("bibtex")
	if err != nil {
		shareddata.Missing(t, "bibtex not installed (apt-get install -y --no-install-recommends texlive-binaries texlive-base)")
	}
	papers := exportPapers()
	dir := t.TempDir()
	var bib bytes.Buffer
	if err := WriteBibTeX(&bib, papers); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "refs.bib"), bib.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	keys := CitationKeys(papers)
	var aux strings.Builder
	aux.WriteString("\\relax\n")
	for _, k := range keys {
		aux.WriteString("\\citation{" + k + "}\n")
	}
	aux.WriteString("\\bibstyle{plain}\n\\bibdata{refs}\n")
	if err := os.WriteFile(filepath.Join(dir, "doc.aux"), []byte(aux.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "doc")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	t.Logf("bibtex output:\n%s", out)
	// exit status 1 means warnings only (such as plain.bst's "empty journal"); 2+ are errors
	if ee, ok := err.(*exec.ExitError); (err != nil && !ok) || (ok && ee.ExitCode() > 1) {
		t.Fatalf("bibtex failed: %v", err)
	}
	if bytes.Contains(out, []byte("error message")) || bytes.Contains(out, []byte("I'm skipping")) {
		t.Fatal("bibtex reported errors")
	}
	bbl, err := os.ReadFile(filepath.Join(dir, "doc.bbl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if !bytes.Contains(bbl, []byte("\\bibitem{"+k+"}")) {
			t.Errorf("doc.bbl lacks %s", k)
		}
	}
}

// TestRISReadByCitationJS has Citation.js's RIS parser read the export and checks that no
// field was lost. Setup: cd backend/bibio/testdata/ris-check && npm ci
func TestRISReadByCitationJS(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		shareddata.Missing(t, "node not installed")
	}
	if _, err := os.Stat("testdata/ris-check/node_modules/@citation-js/plugin-ris"); err != nil {
		shareddata.Missing(t, "Citation.js not installed: cd backend/bibio/testdata/ris-check && npm ci")
	}
	papers := exportPapers()
	path := filepath.Join(t.TempDir(), "export.ris")
	var buf bytes.Buffer
	if err := WriteRIS(&buf, papers); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, "testdata/ris-check/check.js", path).Output()
	if err != nil {
		t.Fatalf("check.js: %v", err)
	}
	var res struct {
		CSL []map[string]any `json:"csl"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	if len(res.CSL) != len(papers) {
		t.Fatalf("Citation.js read %d items, want %d", len(res.CSL), len(papers))
	}
	for i, p := range papers {
		checkCSLItem(t, i, p, res.CSL[i])
	}
}
