package service_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// TestWebhookChild is the process TestWebhookResumeAfterSIGKILL kills; it is not a test on its own.
func TestWebhookChild(t *testing.T) {
	dir := os.Getenv("CARREL_WEBHOOK_CHILD")
	if dir == "" {
		t.Skip("helper process for TestWebhookResumeAfterSIGKILL")
	}
	b, err := app.Open(app.Options{DataDir: dir, AllowPrivateURLs: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		pending := 0
		for i := range 10 {
			ds, _ := b.Store.R().DeliveriesForEvent(ctx, fmt.Sprintf("evt_kill%02d", i))
			if len(ds) != 1 || ds[0].Status != "succeeded" {
				pending++
			}
		}
		if pending == 0 {
			return
		}
	}
	t.Fatal("deliveries not finished")
}

func TestWebhookResumeAfterSIGKILL(t *testing.T) {
	tlsReceiver.reset(func(string) int { return 200 })
	dir := t.TempDir()
	b, err := app.Open(app.Options{DataDir: dir, AllowPrivateURLs: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx := service.OwnerContext(context.Background())
	if _, err := b.Service.Webhooks.Create(ctx, service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/kill", Events: []string{"*"}}); err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		id := fmt.Sprintf("evt_kill%02d", i)
		b.Store.Tx(ctx, func(q store.Q) error {
			return q.InsertEvent(ctx, domain.Event{ID: id, Type: domain.EventSearchCompleted, CreatedAt: time.Now(), Data: []byte(`{"id":"srch_x"}`)}, "srch_x")
		})
	}
	b.Close()

	// The receiver acknowledges three deliveries, then holds the fourth in flight until the kill.
	release := make(chan struct{})
	held := make(chan struct{}, 1)
	tlsReceiver.reset(func(string) int { return 200 })
	tlsReceiver.mu.Lock()
	tlsReceiver.hook = func(n int) {
		if n == 4 {
			held <- struct{}{}
			<-release
		}
	}
	tlsReceiver.mu.Unlock()
	child := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^TestWebhookChild$")
		cmd.Env = append(os.Environ(), "CARREL_WEBHOOK_CHILD="+dir)
		return cmd
	}
	first := child()
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-held:
	case <-time.After(60 * time.Second):
		first.Process.Kill()
		t.Fatal("the child never reached the fourth delivery")
	}
	first.Process.Signal(syscall.SIGKILL)
	first.Wait()
	close(release)

	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	acked := map[string]bool{}
	for i := range 10 {
		id := fmt.Sprintf("evt_kill%02d", i)
		ds, _ := st.R().DeliveriesForEvent(context.Background(), id)
		if len(ds) == 1 && ds[0].Status == "succeeded" {
			acked[id] = true
		}
	}
	st.Close()
	if len(acked) != 3 {
		t.Fatalf("%d deliveries acknowledged before the kill, want 3", len(acked))
	}
	before := map[string]int{}
	for _, g := range tlsReceiver.events(domain.EventSearchCompleted) {
		before[g.ID]++
	}
	tlsReceiver.reset(func(string) int { return 200 })
	if out, err := child().CombinedOutput(); err != nil {
		t.Fatalf("restarted child: %v\n%s", err, out)
	}
	after := map[string]int{}
	for _, g := range tlsReceiver.events(domain.EventSearchCompleted) {
		after[g.ID]++
	}
	for i := range 10 {
		id := fmt.Sprintf("evt_kill%02d", i)
		if before[id]+after[id] == 0 {
			t.Errorf("%s never delivered", id)
		}
		if acked[id] && after[id] > 0 {
			t.Errorf("%s was acknowledged before the kill but delivered again", id)
		}
	}
	t.Logf("before kill: %d deliveries, after restart: %d", len(before), len(after))
}
