package service_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// indexerChildEnv makes the test binary act as a process that commits papers and is killed
// before its Indexer can write them to the index.
const indexerChildEnv = "CARREL_INDEXER_CRASH_CHILD"

func init() {
	dir := os.Getenv(indexerChildEnv)
	if dir == "" {
		return
	}
	b, err := app.Open(app.Options{DataDir: dir})
	if err != nil {
		fmt.Println("open:", err)
		os.Exit(2)
	}
	b.Service.Indexer.Stop() // the commit below must not reach the index in this process
	ctx := context.Background()
	err = b.Store.Tx(ctx, func(q store.Q) error {
		for i := range 50 {
			abs := fmt.Sprintf("Crash survivor number %d studies zymurgy fermentation kinetics in sourdough.", i)
			p := domain.Paper{ID: domain.NewID(domain.PrefixPaper), Title: fmt.Sprintf("Zymurgy report %d", i), Abstract: &abs, CreatedAt: time.Now()}
			if err := q.InsertPaper(ctx, p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		fmt.Println("commit:", err)
		os.Exit(2)
	}
	fmt.Println("committed")
	time.Sleep(time.Hour) // killed here, between the SQLite commit and the index write
}

func TestIndexRepairedAfterKillBetweenCommitAndIndexWrite(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), indexerChildEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != "committed" {
		cmd.Process.Kill()
		t.Fatalf("child said %q", line)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	pending, _ := st.R().CountPendingIndex(context.Background())
	st.Close()
	if pending != 50 {
		t.Fatalf("outbox holds %d rows after the kill, want 50 (the test would prove nothing)", pending)
	}

	b, err := app.Open(app.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	hits, err := b.Service.Indexer.Index().SearchPapers(context.Background(), service.IndexQuery{Text: "zymurgy sourdough", Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 50 {
		t.Fatalf("after restart %d of 50 committed papers are searchable", len(hits))
	}
	if n, _ := b.Store.R().CountPendingIndex(context.Background()); n != 0 {
		t.Errorf("outbox still holds %d rows", n)
	}
}

func TestIndexRebuiltWhenFolderLost(t *testing.T) {
	dir := t.TempDir()
	b, err := app.Open(app.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	seedPapers(t, b)
	b.Close()
	if err := os.RemoveAll(filepath.Join(dir, "index")); err != nil {
		t.Fatal(err)
	}
	b, err = app.Open(app.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	hits, err := b.Service.Indexer.Index().SearchPapers(context.Background(), service.IndexQuery{Text: "residual networks image recognition"})
	if err != nil || len(hits) == 0 {
		t.Fatalf("index not rebuilt from SQLite: %v %v", hits, err)
	}
}

func TestIndexerFollowsDeletesAndUpdates(t *testing.T) {
	b := openSearchBackend(t, nil)
	ids := seedPapers(t, b)
	ctx := context.Background()
	ix := b.Service.Indexer.Index()
	if err := b.Store.W().DeletePaper(ctx, ids[2]); err != nil {
		t.Fatal(err)
	}
	p, err := b.Store.R().Paper(ctx, ids[3])
	if err != nil {
		t.Fatal(err)
	}
	p.Title = "Xylophone acoustics of sleep"
	if err := b.Store.W().UpdatePaper(ctx, p); err != nil {
		t.Fatal(err)
	}
	b.Service.Indexer.Notify()
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if hits, _ := ix.SearchPapers(ctx, service.IndexQuery{Text: "residual networks imagenet"}); len(hits) != 0 {
		t.Errorf("deleted paper still found: %v", hits)
	}
	if hits, _ := ix.SearchPapers(ctx, service.IndexQuery{Text: "xylophone acoustics"}); len(hits) != 1 || hits[0].PaperID != ids[3] {
		t.Errorf("updated title not indexed: %v", hits)
	}
}
