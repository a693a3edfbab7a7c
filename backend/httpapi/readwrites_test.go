package httpapi_test

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/desktop"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// rywTransport is one way in: the HTTP API or the window's bound methods.
type rywTransport struct {
	name     string
	importF  func(t *testing.T, jsonl []byte) int
	search   func(t *testing.T, query string) domain.Search // created, not waited for
	getS     func(t *testing.T, id string) domain.Search
	upload   func(t *testing.T, name string, pdf []byte) string
	getDoc   func(t *testing.T, id string) domain.Document
	chatSend func(t *testing.T, docID, question string) domain.Message
}

// TestReadYourWrites (DECISIONS.md "Reading what you wrote"): papers an import reported
// created are found by a search created right after it, and a PDF reported succeeded is
// cited by a chat sent right after, over the HTTP API and over the bound methods.
func TestReadYourWrites(t *testing.T) {
	scifact := shareddata.Require(t, "datasets/scifact/corpus.jsonl")
	pdfs := shareddata.Require(t, "testdata/pdfs")
	e := newEnv(t)
	owner := e.startFunded(t, 1000)
	lines := scifactLines(t, scifact, 1600)
	m := desktop.New(e.b.Service)
	for i, tr := range []rywTransport{httpTransport(e), boundTransport(m)} {
		t.Run(tr.name, func(t *testing.T) {
			batch := lines[i*800 : (i+1)*800]
			if n := tr.importF(t, []byte(strings.Join(batch, "\n"))); n != 800 {
				t.Fatalf("created %d, want 800", n)
			}
			var p struct{ Title string }
			json.Unmarshal([]byte(batch[400]), &p)
			s := tr.search(t, p.Title)
			for deadline := time.Now().Add(2 * time.Minute); s.Status != "succeeded"; time.Sleep(200 * time.Millisecond) {
				if s.Status == "failed" || time.Now().After(deadline) {
					t.Fatalf("search %s: %+v", s.Status, s.Error)
				}
				s = tr.getS(t, s.ID)
			}
			if s.PaperCount == 0 || s.Answer == nil || len(s.Answer.Citations) == 0 {
				t.Fatalf("search right after the import: paper_count %d, answer %+v", s.PaperCount, s.Answer)
			}
			if s.Metadata["index_lag"] != nil {
				t.Errorf("index_lag recorded: %v", s.Metadata)
			}
			name := []string{"sp_bohnet09.pdf", "cermine_example1.pdf"}[i]
			data, err := os.ReadFile(filepath.Join(pdfs, name))
			if err != nil {
				t.Fatal(err)
			}
			id := tr.upload(t, name, data)
			var d domain.Document
			for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
				if d = tr.getDoc(t, id); d.Status == "succeeded" {
					break
				}
				if d.Status == "failed" || time.Now().After(deadline) {
					t.Fatalf("document %s: %s", name, d.Status)
				}
			}
			question := "What method does this paper propose?"
			if d.PaperID != nil {
				p, err := e.b.Service.Papers.Get(owner, *d.PaperID)
				if err != nil {
					t.Fatal(err)
				}
				question = "What does the paper say about " + p.Title + "?"
			}
			msg := tr.chatSend(t, id, question)
			if len(msg.Citations) == 0 {
				t.Fatalf("chat right after the document succeeded: no citations in %q", msg.Content)
			}
		})
	}
}

// TestSearchRecordsIndexLag: with the index stopped and no time to wait, a search still runs
// and records metadata.index_lag = true; CatchUp with time drains what it waits for.
func TestSearchRecordsIndexLag(t *testing.T) {
	e := newEnv(t)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	e.b.Service.Credits.TopUp(owner, 100)
	e.b.Service.Indexer.Stop()
	old := service.IndexLagLimit
	service.IndexLagLimit = 0
	defer func() { service.IndexLagLimit = old }()
	if _, err := e.b.Service.Papers.Import(owner, service.ImportParams{Format: "jsonl", Data: []byte(`{"title": "Lagging index", "abstract": "The index lags behind the store."}`)}); err != nil {
		t.Fatal(err)
	}
	q := "lagging index"
	s, err := e.b.Service.Searches.Create(owner, service.CreateSearchParams{Query: &q, Metadata: map[string]any{"mine": "kept"}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(owner, time.Minute)
	defer cancel()
	if s, err = e.b.Service.Searches.Wait(ctx, s.ID); err != nil || s.Status != "succeeded" {
		t.Fatalf("%+v %v", s, err)
	}
	if s.Metadata["index_lag"] != true || s.Metadata["mine"] != "kept" {
		t.Errorf("metadata %v, want index_lag true and the caller's keys", s.Metadata)
	}
	mark, _ := e.b.Service.Indexer.Watermark(owner)
	if lag, err := e.b.Service.Indexer.CatchUp(owner, mark, time.Minute); lag || err != nil || mark == 0 {
		t.Fatalf("catch up to %d: lag %v, %v", mark, lag, err)
	}
	if mark, _ = e.b.Service.Indexer.Watermark(owner); mark != 0 {
		t.Errorf("outbox not drained: watermark %d", mark)
	}
}

func scifactLines(t *testing.T, path string, n int) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []string
	for sc.Scan() && len(out) < n {
		out = append(out, sc.Text())
	}
	return out
}

func httpTransport(e *env) rywTransport {
	call := func(t *testing.T, s scenario, v any) {
		t.Helper()
		s.key = "all"
		res, body := e.do(s)
		if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusAccepted {
			t.Fatalf("%s %s: %d %s", s.method, s.path, res.StatusCode, body)
		}
		if err := json.Unmarshal(body, v); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
	}
	return rywTransport{
		name: "http",
		importF: func(t *testing.T, jsonl []byte) int {
			var r service.PaperImport
			call(t, importScenario("import", "all", "jsonl", "c.jsonl", string(jsonl), 200, "", nil), &r)
			return r.Created
		},
		search: func(t *testing.T, q string) (s domain.Search) {
			call(t, scenario{method: "POST", path: "/v1/searches", body: jsonOf(map[string]string{"query": q})}, &s)
			return s
		},
		getS: func(t *testing.T, id string) (s domain.Search) {
			call(t, scenario{method: "GET", path: "/v1/searches/" + id}, &s)
			return s
		},
		upload: func(t *testing.T, name string, pdf []byte) string {
			var d domain.Document
			call(t, scenario{method: "POST", path: "/v1/documents", body: jsonOf(map[string]string{"file_id": e.uploadFile(t, "all", name, pdf)})}, &d)
			return d.ID
		},
		getDoc: func(t *testing.T, id string) (d domain.Document) {
			call(t, scenario{method: "GET", path: "/v1/documents/" + id}, &d)
			return d
		},
		chatSend: func(t *testing.T, docID, question string) (m domain.Message) {
			var c domain.Chat
			call(t, scenario{method: "POST", path: "/v1/chats", body: jsonOf(map[string]any{"document_ids": []string{docID}})}, &c)
			call(t, scenario{method: "POST", path: "/v1/chats/" + c.ID + "/messages", body: jsonOf(map[string]string{"content": question})}, &m)
			return m
		},
	}
}

func boundTransport(m *desktop.Methods) rywTransport {
	must := func(t *testing.T, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	return rywTransport{
		name: "bound",
		importF: func(t *testing.T, jsonl []byte) int {
			r, err := m.ImportPapers(desktop.ImportPapersParams{Filename: "c.jsonl", Format: "jsonl", DataBase64: base64.StdEncoding.EncodeToString(jsonl)})
			must(t, err)
			return r.Created
		},
		search: func(t *testing.T, q string) domain.Search {
			s, err := m.CreateSearch(service.CreateSearchParams{Query: &q})
			must(t, err)
			return s
		},
		getS: func(t *testing.T, id string) domain.Search {
			s, err := m.GetSearch(id)
			must(t, err)
			return s
		},
		upload: func(t *testing.T, name string, pdf []byte) string {
			d, err := m.UploadDocument(desktop.UploadDocumentParams{Filename: name, DataBase64: base64.StdEncoding.EncodeToString(pdf)})
			must(t, err)
			return d.ID
		},
		getDoc: func(t *testing.T, id string) domain.Document {
			d, err := m.GetDocument(id)
			must(t, err)
			return d
		},
		chatSend: func(t *testing.T, docID, question string) domain.Message {
			c, err := m.CreateChat(service.CreateChatParams{DocumentIDs: []string{docID}})
			must(t, err)
			msg, err := m.SendMessage(c.ID, service.SendMessageParams{Content: &question})
			must(t, err)
			return msg
		},
	}
}
