package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// childEnv makes the test binary run `carrel ARGS` as a real process (TestMain below), so
// serve is started, signalled and restarted exactly as a user's process is.
const childEnv = "CARREL_CLI_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		os.Exit(Run(Env{Version: "test"}, strings.Split(os.Getenv(childEnv+"_ARGS"), "\x1f")))
	}
	os.Exit(m.Run())
}

// serveProc is a running `carrel serve` child with its bound address and first API key.
type serveProc struct {
	cmd       *exec.Cmd
	addr, key string
	lines     chan string
}

func startServe(t *testing.T, key string, args ...string) *serveProc {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=1", childEnv+"_ARGS="+strings.Join(append([]string{"serve"}, args...), "\x1f"))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serveProc{cmd: cmd, key: key, lines: make(chan string, 100)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	deadline := time.After(60 * time.Second)
	for p.addr == "" {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatal("serve exited before listening")
			}
			t.Logf("serve: %s", l)
			if s := strings.TrimSpace(l); strings.HasPrefix(s, "sk_") {
				p.key = s
			}
			if a, ok := strings.CutPrefix(l, "Carrel API listening on http://"); ok {
				p.addr, _, _ = strings.Cut(a, " ")
			}
		case <-deadline:
			t.Fatal("serve did not start listening in 60 s")
		}
	}
	go func() {
		for range p.lines { // drained so the child never blocks on its stdout
		}
	}()
	return p
}

// stop sends SIGTERM, as a service manager does, and waits for a clean exit.
func (p *serveProc) stop(t *testing.T) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve exit: %v", err)
		}
	case <-time.After(30 * time.Second):
		p.cmd.Process.Kill()
		t.Fatal("serve did not stop within 30 s of SIGTERM")
	}
}

func (p *serveProc) get(t *testing.T, path string, v any) {
	t.Helper()
	req, _ := http.NewRequest("GET", "http://"+p.addr+path, nil)
	req.Header.Set("Authorization", "Bearer "+p.key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", path, res.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatal(err)
	}
}

type docsPage struct {
	Data []struct {
		ID, Filename, Status string
		PaperID              *string `json:"paper_id"`
	} `json:"data"`
}

// waitDocs polls the API until the document named name has succeeded.
func (p *serveProc) waitDoc(t *testing.T, name string) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		var l docsPage
		p.get(t, "/v1/documents?limit=100", &l)
		state := fmt.Sprint(l.Data)
		for _, d := range l.Data {
			if d.Filename == name && d.Status == "succeeded" {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s not imported from the watched folder: %s", name, state)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestServeResumesSavedWatchedFolder: a folder saved in Settings is watched by `carrel serve`
// from its start, without --watch; a PDF dropped while serve was down is imported after the
// restart, and the watched-folder status says the folder runs.
func TestServeResumesSavedWatchedFolder(t *testing.T) {
	pdfDir := shareddata.Require(t, "testdata/pdfs")
	data, watched := filepath.Join(t.TempDir(), "data"), filepath.Join(t.TempDir(), "Inbox")
	if err := os.MkdirAll(watched, 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := app.Open(app.Options{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	s, err := b.Service.Settings.Get(owner)
	if err != nil {
		t.Fatal(err)
	}
	s.WatchDir, s.WatchStableSeconds = watched, 1
	if _, err := b.Service.Settings.Update(owner, s); err != nil {
		t.Fatal(err)
	}
	b.Close()
	drop := func(name string) {
		raw, err := os.ReadFile(filepath.Join(pdfDir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(watched, name), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{"--data", data, "--addr", "127.0.0.1:0"}
	first := startServe(t, "", args...)
	if first.key == "" {
		t.Fatal("the first start printed no API key")
	}
	drop("cermine_example1.pdf")
	first.waitDoc(t, "cermine_example1.pdf")
	first.stop(t)

	drop("sp_P07-1088.pdf") // while Carrel is stopped
	second := startServe(t, first.key, args...)
	defer second.stop(t)
	second.waitDoc(t, "sp_P07-1088.pdf")
	var w struct {
		Dir     string `json:"dir"`
		Running bool   `json:"running"`
		Files   []struct {
			Path, Status string
		} `json:"files"`
	}
	second.get(t, "/v1/watched-folder", &w)
	if w.Dir != watched || !w.Running || len(w.Files) != 2 {
		t.Fatalf("watched folder status after the restart: %+v", w)
	}
	var l docsPage
	second.get(t, "/v1/documents?limit=100", &l)
	if len(l.Data) != 2 {
		t.Fatalf("%d documents, want 2 (one per PDF): %+v", len(l.Data), l.Data)
	}
}
