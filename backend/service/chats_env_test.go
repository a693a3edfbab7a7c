package service_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/httpapi"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// chatEnv is a started backend (jobs, indexer) behind the real HTTP API on loopback.
type chatEnv struct {
	t   *testing.T
	b   *app.Backend
	url string
	key string // all scopes
}

func newChatEnv(t *testing.T) *chatEnv {
	t.Helper()
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(httpapi.New(b.Service, httpapi.Options{Addr: ln.Addr().String()}))
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(srv.Close)
	k, err := b.Service.Keys.Create(owner(), service.CreateKeyParams{Name: "chat-test", Scopes: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	return &chatEnv{t: t, b: b, url: srv.URL, key: k.Secret}
}

func owner() context.Context { return service.OwnerContext(context.Background()) }

// ingest uploads shared PDFs through the documents service and waits until they are parsed
// and indexed.
func (e *chatEnv) ingest(names ...string) []string {
	e.t.Helper()
	dir := shareddata.Require(e.t, "testdata/pdfs")
	var ids []string
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			e.t.Fatal(err)
		}
		f, err := e.b.Service.Files.Upload(owner(), service.UploadParams{Purpose: "document", Filename: n, Data: data})
		if err != nil {
			e.t.Fatal(err)
		}
		res, err := e.b.Service.Documents.Create(owner(), service.CreateDocumentParams{FileID: &f.ID})
		if err != nil {
			e.t.Fatal(err)
		}
		ids = append(ids, res.Document.ID)
	}
	deadline := time.Now().Add(5 * time.Minute)
	for _, id := range ids {
		for {
			d, err := e.b.Service.Documents.Get(owner(), id)
			if err != nil {
				e.t.Fatal(err)
			}
			if d.Status == "succeeded" {
				break
			}
			if d.Status == "failed" || time.Now().After(deadline) {
				e.t.Fatalf("document %s: %s %+v", id, d.Status, d.Error)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		e.t.Fatal(err)
	}
	return ids
}

// call sends a JSON request with the test key and decodes a 2xx answer into out.
func (e *chatEnv) call(method, path, body string, out any) int {
	e.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, _ := http.NewRequest(method, e.url+path, r)
	req.Header.Set("Authorization", "Bearer "+e.key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode/100 == 2 && out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			e.t.Fatalf("%s %s: %v: %s", method, path, err, b)
		}
	}
	return res.StatusCode
}

// createChat makes a chat over documents and papers.
func (e *chatEnv) createChat(docs, papers []string) domain.Chat {
	e.t.Helper()
	c, err := e.b.Service.Chats.Create(owner(), service.CreateChatParams{DocumentIDs: docs, PaperIDs: papers})
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

// waitMessage polls GET /v1/chats/{id}/messages/{mid} until the message is stored.
func (e *chatEnv) waitMessage(chatID, msgID string) domain.Message {
	e.t.Helper()
	var m domain.Message
	deadline := time.Now().Add(time.Minute)
	for {
		st := e.call("GET", "/v1/chats/"+chatID+"/messages/"+msgID, "", &m)
		if st == 200 {
			return m
		}
		if st != 409 || time.Now().After(deadline) {
			e.t.Fatalf("message %s: status %d", msgID, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func ownerPrincipal() service.Principal { return service.Principal{Owner: true} }

// askPDF ingests one shared PDF, opens a chat over it and sends q, failing the test on an error
// or an answer without citations.
func (e *chatEnv) askPDF(pdf, q string) domain.Message {
	e.t.Helper()
	chat := e.createChat(e.ingest(pdf), nil)
	m, err := e.b.Service.Chats.Send(owner(), chat.ID, service.SendMessageParams{Content: &q})
	if err != nil {
		e.t.Fatal(err)
	}
	if len(m.Citations) == 0 {
		e.t.Fatalf("no citation:\n%s", m.Content)
	}
	return m
}
