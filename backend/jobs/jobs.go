// Package jobs is the durable job runner: jobs live in SQLite, run with per-kind concurrency,
// can be canceled, and jobs left queued or running by a dead process resume on the next start.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// Handler does the work of one job. Returning nil marks it succeeded, an error marks it failed,
// and a *RetryError puts it back in the queue. Handlers must be idempotent: a job interrupted by
// a crash runs again from the start.
type Handler func(ctx context.Context, j store.Job) error

// RetryError asks the runner to run the job again at At.
type RetryError struct {
	At    time.Time
	Cause error
}

// Error implements error.
func (e *RetryError) Error() string {
	return fmt.Sprintf("retry at %s: %v", e.At.Format(time.RFC3339), e.Cause)
}

// ErrCanceled is the cause passed to a running job's context when it is canceled.
var ErrCanceled = errors.New("job canceled")

type kind struct {
	name    string
	slots   int
	handler Handler
	giveUp  GiveUp
	wake    chan struct{}
}

// MaxCrashes is how many times a job may be running when the process dies before it is given
// up: a job that keeps taking the process down (a hostile PDF, say) must not do so forever.
const MaxCrashes = 3

// CodeCrashed is the error code a job given up after MaxCrashes carries.
const CodeCrashed = "job_crashed"

// GiveUp records, for the job's resource, that the job was abandoned after MaxCrashes crashes
// (marking it failed with a clear code and refunding what it reserved). It must be idempotent.
type GiveUp func(ctx context.Context, j store.Job) error

// ErrCrashed is the error recorded on a job given up after MaxCrashes crashes.
var ErrCrashed = fmt.Errorf("%s: the job stopped the process %d times and was given up", CodeCrashed, MaxCrashes)

// Runner runs registered job kinds.
type Runner struct {
	st     *store.Store
	now    func() time.Time
	poll   time.Duration
	mu     sync.Mutex
	kinds  map[string]*kind
	active map[string]context.CancelCauseFunc // by ref id
	wg     sync.WaitGroup
	stop   context.CancelFunc
	done   bool
	// observe hears of enqueued ("" kind, after Notify) and finished jobs.
	observe func(kind, ref string)
}

// Observe sets a function told after Notify (with an empty kind) and after each job ends (with
// its kind and ref), so the window can refresh. Call before Start.
func (r *Runner) Observe(fn func(kind, ref string)) { r.observe = fn }

// New makes a runner; now is the clock (time.Now in production).
func New(st *store.Store, now func() time.Time) *Runner {
	return &Runner{st: st, now: now, poll: time.Second, kinds: map[string]*kind{}, active: map[string]context.CancelCauseFunc{}}
}

// Register adds a job kind with at most slots jobs running at once. Call before Start.
func (r *Runner) Register(name string, slots int, h Handler) {
	if slots < 1 {
		slots = 1
	}
	r.kinds[name] = &kind{name: name, slots: slots, handler: h, wake: make(chan struct{}, 1)}
}

// OnGiveUp sets what a kind does with a job abandoned after MaxCrashes crashes. Call before Start.
func (r *Runner) OnGiveUp(name string, g GiveUp) {
	if k, ok := r.kinds[name]; ok {
		k.giveUp = g
	}
}

// Enqueue inserts a job inside the caller's transaction, so the job exists exactly when the work it
// belongs to is committed. Call Notify after the commit.
func Enqueue(ctx context.Context, q store.Q, kindName, refID, payload string, runAfter time.Time) (string, error) {
	id := domain.NewID(domain.PrefixJob)
	return id, q.InsertJob(ctx, store.Job{ID: id, Kind: kindName, RefID: refID, Payload: payload, RunAfter: runAfter, CreatedAt: time.Now()})
}

// Notify wakes the loops so newly committed jobs start without waiting for the poll.
func (r *Runner) Notify() {
	if r.observe != nil {
		r.observe("", "")
	}
	for _, k := range r.kinds {
		select {
		case k.wake <- struct{}{}:
		default:
		}
	}
}

// Start resumes interrupted jobs and starts one loop per kind.
func (r *Runner) Start(ctx context.Context) error {
	if _, err := r.st.W().ResetRunningJobs(ctx, r.now()); err != nil {
		return fmt.Errorf("resume jobs: %w", err)
	}
	ctx, r.stop = context.WithCancel(ctx)
	for _, k := range r.kinds {
		r.wg.Add(1)
		go r.loop(ctx, k)
	}
	return nil
}

// Stop cancels running jobs, puts them back in the queue (they resume next start) and waits.
func (r *Runner) Stop() {
	r.mu.Lock()
	r.done = true
	r.mu.Unlock()
	if r.stop != nil {
		r.stop()
	}
	r.wg.Wait()
}

// CancelRef cancels the running job of a resource, if any; its handler sees ctx canceled with ErrCanceled.
func (r *Runner) CancelRef(refID string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c, ok := r.active[refID]; ok {
		c(ErrCanceled)
		return true
	}
	return false
}

// SetPoll changes how often idle loops look for due jobs (tests use a short one).
func (r *Runner) SetPoll(d time.Duration) { r.poll = d }

func (r *Runner) loop(ctx context.Context, k *kind) {
	defer r.wg.Done()
	sem := make(chan struct{}, k.slots)
	for {
		claimed := false
		select {
		case sem <- struct{}{}:
			j, ok, err := r.st.W().ClaimJob(ctx, k.name, r.now())
			if err != nil && ctx.Err() == nil {
				slog.Error("claim job", "kind", k.name, "err", err)
			}
			if ok {
				claimed = true
				r.wg.Add(1)
				go func() {
					defer func() { <-sem; r.wg.Done() }()
					r.run(ctx, k, j)
					select {
					case k.wake <- struct{}{}:
					default:
					}
				}()
			} else {
				<-sem
			}
		case <-ctx.Done():
			return
		}
		if claimed {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-k.wake:
		case <-time.After(r.poll):
		}
	}
}

func (r *Runner) run(parent context.Context, k *kind, j store.Job) {
	ctx, cancel := context.WithCancelCause(parent)
	defer cancel(nil)
	r.mu.Lock()
	r.active[j.RefID] = cancel
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.active, j.RefID)
		r.mu.Unlock()
	}()

	bg := context.WithoutCancel(ctx)
	if j.Crashes >= MaxCrashes {
		slog.Error("job given up after crashes", "kind", k.name, "ref", j.RefID, "crashes", j.Crashes)
		if k.giveUp != nil {
			if err := k.giveUp(bg, j); err != nil {
				slog.Error("give up job", "job", j.ID, "err", err)
			}
		}
		if err := r.st.W().FinishJob(bg, j.ID, "failed", ErrCrashed.Error(), r.now()); err != nil {
			slog.Error("record job outcome", "job", j.ID, "err", err)
		}
		return
	}
	err := safeCall(ctx, k.handler, j)
	r.mu.Lock()
	stopping := r.done
	r.mu.Unlock()
	if stopping && parent.Err() != nil {
		// An orderly stop is not a crash: back to the queue, resumed at the next start.
		if err := r.st.W().RequeueJob(bg, j.ID, r.now(), r.now()); err != nil {
			slog.Error("requeue job at stop", "job", j.ID, "err", err)
		}
		return
	}
	var retry *RetryError
	switch {
	case err == nil:
		err = r.st.W().FinishJob(bg, j.ID, "succeeded", "", r.now())
	case errors.Is(context.Cause(ctx), ErrCanceled):
		err = r.st.W().FinishJob(bg, j.ID, "canceled", "", r.now())
	case errors.As(err, &retry):
		err = r.st.W().RequeueJob(bg, j.ID, retry.At, r.now())
	default:
		slog.Warn("job failed", "kind", k.name, "ref", j.RefID, "err", err)
		err = r.st.W().FinishJob(bg, j.ID, "failed", err.Error(), r.now())
	}
	if err != nil {
		slog.Error("record job outcome", "job", j.ID, "err", err)
	}
	if r.observe != nil {
		r.observe(k.name, j.RefID)
	}
}

// safeCall turns a handler panic into an error so one bad input never takes the process down.
func safeCall(ctx context.Context, h Handler, j store.Job) (err error) {
	defer func() {
		if p := recover(); p != nil {
			slog.Error("job panic", "kind", j.Kind, "ref", j.RefID, "panic", p, "stack", string(debug.Stack()))
			err = fmt.Errorf("internal error: %v", p)
		}
	}()
	return h(ctx, j)
}
