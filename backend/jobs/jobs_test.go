package jobs

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"carrel/backend/store"
)

func openStore(t *testing.T, dir string) *store.Store {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func waitStatus(t *testing.T, st *store.Store, ref, want string) store.Job {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		j, err := st.R().JobByRef(context.Background(), ref)
		if err == nil && j.Status == want {
			return j
		}
		time.Sleep(20 * time.Millisecond)
	}
	j, _ := st.R().JobByRef(context.Background(), ref)
	t.Fatalf("job %s: status %q, want %q", ref, j.Status, want)
	return j
}

func TestOutcomes(t *testing.T) {
	st := openStore(t, t.TempDir())
	r := New(st, time.Now)
	r.SetPoll(10 * time.Millisecond)
	started := make(chan struct{})
	r.Register("ok", 2, func(ctx context.Context, j store.Job) error { return nil })
	r.Register("bad", 1, func(ctx context.Context, j store.Job) error { return errors.New("boom") })
	r.Register("panic", 1, func(ctx context.Context, j store.Job) error { panic("kaboom") })
	r.Register("block", 1, func(ctx context.Context, j store.Job) error {
		close(started)
		<-ctx.Done()
		return ctx.Err()
	})
	attempts := 0
	r.Register("retry", 1, func(ctx context.Context, j store.Job) error {
		attempts++
		if j.Attempts < 3 {
			return &RetryError{At: time.Now(), Cause: errors.New("again")}
		}
		return nil
	})
	ctx := context.Background()
	for _, k := range []string{"ok", "bad", "panic", "block", "retry"} {
		if _, err := Enqueue(ctx, st.W(), k, "ref_"+k, "", time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer r.Stop()
	waitStatus(t, st, "ref_ok", "succeeded")
	if j := waitStatus(t, st, "ref_bad", "failed"); j.Error != "boom" {
		t.Errorf("error = %q", j.Error)
	}
	waitStatus(t, st, "ref_panic", "failed")
	<-started
	if !r.CancelRef("ref_block") {
		t.Fatal("CancelRef found no running job")
	}
	waitStatus(t, st, "ref_block", "canceled")
	if j := waitStatus(t, st, "ref_retry", "succeeded"); j.Attempts != 3 || attempts != 3 {
		t.Errorf("attempts = %d/%d, want 3", j.Attempts, attempts)
	}
}

func TestConcurrencyLimit(t *testing.T) {
	st := openStore(t, t.TempDir())
	r := New(st, time.Now)
	r.SetPoll(10 * time.Millisecond)
	running, peak := 0, 0
	mu := make(chan struct{}, 1)
	r.Register("c", 2, func(ctx context.Context, j store.Job) error {
		mu <- struct{}{}
		running++
		if running > peak {
			peak = running
		}
		<-mu
		time.Sleep(30 * time.Millisecond)
		mu <- struct{}{}
		running--
		<-mu
		return nil
	})
	ctx := context.Background()
	for i := range 6 {
		Enqueue(ctx, st.W(), "c", "r"+strconv.Itoa(i), "", time.Now())
	}
	r.Start(ctx)
	defer r.Stop()
	for i := range 6 {
		waitStatus(t, st, "r"+strconv.Itoa(i), "succeeded")
	}
	if peak != 2 {
		t.Errorf("peak concurrency %d, want 2", peak)
	}
}

// TestChildProcess is the body of the process that TestResumeAfterSIGKILL kills; it is not a test on its own.
func TestChildProcess(t *testing.T) {
	dir := os.Getenv("CARREL_JOBS_CHILD_DIR")
	if dir == "" {
		t.Skip("helper process for TestResumeAfterSIGKILL")
	}
	st := openStore(t, dir)
	r := New(st, time.Now)
	r.SetPoll(10 * time.Millisecond)
	slow := os.Getenv("CARREL_JOBS_CHILD_SLOW") == "1"
	r.Register("work", 1, func(ctx context.Context, j store.Job) error {
		os.WriteFile(filepath.Join(dir, "started-"+strconv.Itoa(j.Attempts)), nil, 0o600)
		if slow {
			time.Sleep(time.Hour)
		}
		return os.WriteFile(filepath.Join(dir, "done"), []byte(j.RefID), 0o600)
	})
	if os.Getenv("CARREL_JOBS_CHILD_ENQUEUE") == "1" {
		if _, err := Enqueue(context.Background(), st.W(), "work", "ref_killed", "", time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	r.OnGiveUp("work", func(ctx context.Context, j store.Job) error {
		return os.WriteFile(filepath.Join(dir, "gave-up"), []byte(strconv.Itoa(j.Crashes)), 0o600)
	})
	r.Start(context.Background())
	defer r.Stop()
	want := "succeeded"
	if w := os.Getenv("CARREL_JOBS_CHILD_WANT"); w != "" {
		want = w
	}
	waitStatus(t, st, "ref_killed", want)
}

// TestCrashCap kills a process three times while its job runs; the fourth process gives the job
// up (failed, job_crashed, the kind's GiveUp called) instead of running it again.
func TestCrashCap(t *testing.T) {
	dir := t.TempDir()
	child := func(env ...string) *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChildProcess$", "-test.v")
		cmd.Env = append(os.Environ(), append([]string{"CARREL_JOBS_CHILD_DIR=" + dir}, env...)...)
		return cmd
	}
	for i := 1; i <= MaxCrashes; i++ {
		env := []string{"CARREL_JOBS_CHILD_SLOW=1"}
		if i == 1 {
			env = append(env, "CARREL_JOBS_CHILD_ENQUEUE=1")
		}
		c := child(env...)
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(30 * time.Second)
		for {
			if _, err := os.Stat(filepath.Join(dir, "started-"+strconv.Itoa(i))); err == nil {
				break
			}
			if time.Now().After(deadline) {
				c.Process.Kill()
				t.Fatalf("child %d never started the job", i)
			}
			time.Sleep(10 * time.Millisecond)
		}
		c.Process.Signal(syscall.SIGKILL)
		c.Wait()
	}
	out, err := child("CARREL_JOBS_CHILD_WANT=failed").CombinedOutput()
	if err != nil {
		t.Fatalf("fourth child: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "started-4")); err == nil {
		t.Error("the job ran a fourth time")
	}
	if b, err := os.ReadFile(filepath.Join(dir, "gave-up")); err != nil || string(b) != strconv.Itoa(MaxCrashes) {
		t.Errorf("GiveUp not called with %d crashes: %v %q", MaxCrashes, err, b)
	}
	st := openStore(t, dir)
	j, _ := st.R().JobByRef(context.Background(), "ref_killed")
	t.Logf("after %d kills: job %s, crashes %d, error %q", MaxCrashes, j.Status, j.Crashes, j.Error)
	if j.Status != "failed" || j.Crashes != MaxCrashes || !strings.Contains(j.Error, CodeCrashed) {
		t.Errorf("job %+v", j)
	}
}

// TestStopIsNotACrash: an orderly stop puts a running job back in the queue without counting a crash.
func TestStopIsNotACrash(t *testing.T) {
	st := openStore(t, t.TempDir())
	for i := 0; i < MaxCrashes+1; i++ {
		r := New(st, time.Now)
		r.SetPoll(10 * time.Millisecond)
		started := make(chan struct{}, 1)
		r.Register("block", 1, func(ctx context.Context, j store.Job) error {
			started <- struct{}{}
			<-ctx.Done()
			return ctx.Err()
		})
		if i == 0 {
			if _, err := Enqueue(context.Background(), st.W(), "block", "ref_stop", "", time.Now()); err != nil {
				t.Fatal(err)
			}
		}
		r.Start(context.Background())
		<-started
		r.Stop()
	}
	j, _ := st.R().JobByRef(context.Background(), "ref_stop")
	if j.Status != "queued" || j.Crashes != 0 || j.Attempts != MaxCrashes+1 {
		t.Errorf("after orderly stops: %+v", j)
	}
}

func TestResumeAfterSIGKILL(t *testing.T) {
	dir := t.TempDir()
	child := func(env ...string) *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChildProcess$", "-test.v")
		cmd.Env = append(os.Environ(), append([]string{"CARREL_JOBS_CHILD_DIR=" + dir}, env...)...)
		return cmd
	}
	first := child("CARREL_JOBS_CHILD_SLOW=1", "CARREL_JOBS_CHILD_ENQUEUE=1")
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := os.Stat(filepath.Join(dir, "started-1")); err == nil {
			break
		}
		if time.Now().After(deadline) {
			first.Process.Kill()
			t.Fatal("child never started the job")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.Wait()
	if _, err := os.Stat(filepath.Join(dir, "done")); err == nil {
		t.Fatal("job finished before the kill; the test proves nothing")
	}
	st := openStore(t, dir)
	if j, _ := st.R().JobByRef(context.Background(), "ref_killed"); j.Status != "running" {
		t.Fatalf("after kill the job is %q, want it left running", j.Status)
	}
	st.Close()

	out, err := child().CombinedOutput()
	if err != nil {
		t.Fatalf("restarted child: %v\n%s", err, out)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "done")); err != nil || string(b) != "ref_killed" {
		t.Fatalf("job did not complete after restart: %v %q", err, b)
	}
	if _, err := os.Stat(filepath.Join(dir, "started-2")); err != nil {
		t.Error("the resumed run should be attempt 2")
	}
}
