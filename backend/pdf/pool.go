package pdf

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"sync/atomic"
	"time"
)

// DefaultIdleTimeout is how long a parse worker may sit idle before it is stopped: a burst of
// imports keeps its workers, and a desk left alone holds no parser memory half a minute later.
const DefaultIdleTimeout = 30 * time.Second

// worker is one running child.
type worker struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	idle *time.Timer // set while the worker waits in the pool
}

// workerPool runs at most n children at once, starting them lazily and stopping each after
// idleTimeout without work.
type workerPool struct {
	sem         chan struct{} // one token per running request
	cacheDir    string
	warm        bool // start children with PDFium loaded (extraction pools)
	idleTimeout time.Duration

	mu     sync.Mutex
	closed bool
	idle   []*worker        // healthy children waiting for work
	live   map[*worker]bool // every running child

	retries atomic.Int64 // second attempts with the machine's ceiling, for tests
}

func newWorkerPool(n int, cacheDir string, warm bool, idleTimeout time.Duration) *workerPool {
	if idleTimeout <= 0 {
		idleTimeout = DefaultIdleTimeout
	}
	return &workerPool{sem: make(chan struct{}, n), cacheDir: cacheDir, warm: warm,
		idleTimeout: idleTimeout, live: map[*worker]bool{}}
}

// running is how many children are alive (busy or idle).
func (p *workerPool) running() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.live)
}

// pids lists the process ids of the running children.
func (p *workerPool) pids() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []int
	for w := range p.live {
		out = append(out, w.cmd.Process.Pid)
	}
	return out
}

func (p *workerPool) start() (*worker, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWorker, err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), workerEnv+"=1", workerEnv+"_CACHE="+p.cacheDir)
	if p.warm {
		cmd.Env = append(cmd.Env, workerEnv+"_WARM=1")
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWorker, err)
	}
	w := &worker{cmd: cmd, in: in, out: bufio.NewReader(out)}
	p.mu.Lock()
	p.live[w] = true
	p.mu.Unlock()
	if p.warm {
		ready := make(chan error, 1)
		go func() {
			b, err := w.out.ReadByte()
			if err == nil && b != 'r' {
				err = fmt.Errorf("unexpected byte %q", b)
			}
			ready <- err
		}()
		select {
		case err := <-ready:
			if err != nil {
				p.kill(w)
				return nil, fmt.Errorf("%w: %v", ErrWorker, err)
			}
		case <-time.After(3 * time.Minute):
			p.kill(w)
			return nil, fmt.Errorf("%w: no answer within 3 minutes", ErrWorker)
		}
	}
	return w, nil
}

// kill stops w and reaps it.
func (p *workerPool) kill(w *worker) {
	_ = w.cmd.Process.Kill()
	_ = w.in.Close()
	_ = w.cmd.Wait()
	p.mu.Lock()
	delete(p.live, w)
	p.mu.Unlock()
}

// stop ends an idle w the polite way, closing its input so that it exits by itself, and kills
// it when it has not within a second.
func (p *workerPool) stop(w *worker) {
	_ = w.in.Close()
	exited := make(chan struct{})
	go func() {
		_ = w.cmd.Wait()
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(time.Second):
		_ = w.cmd.Process.Kill()
		<-exited
	}
	p.mu.Lock()
	delete(p.live, w)
	p.mu.Unlock()
}

// take returns an idle child, or nil when a new one must be started.
func (p *workerPool) take() (*worker, error) {
	p.mu.Lock()
	var stale []*worker
	defer func() {
		for _, w := range stale {
			p.kill(w)
		}
	}()
	defer p.mu.Unlock()
	if p.closed {
		return nil, ErrClosed
	}
	for len(p.idle) > 0 {
		w := p.idle[len(p.idle)-1]
		p.idle = p.idle[:len(p.idle)-1]
		if w.idle.Stop() {
			return w, nil
		}
		// Its idle timer has fired: retire will not find it in the list, so stop it here.
		stale = append(stale, w)
	}
	return nil, nil
}

// put returns a healthy child to the pool; it is stopped after idleTimeout unless used again.
func (p *workerPool) put(w *worker) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		p.kill(w)
		return
	}
	w.idle = time.AfterFunc(p.idleTimeout, func() { p.retire(w) })
	p.idle = append(p.idle, w)
	p.mu.Unlock()
}

// retire stops w if it is still idle.
func (p *workerPool) retire(w *worker) {
	p.mu.Lock()
	found := false
	for i, v := range p.idle {
		if v == w {
			p.idle = append(p.idle[:i], p.idle[i+1:]...)
			found = true
			break
		}
	}
	p.mu.Unlock()
	if found {
		p.stop(w)
	}
}

// close stops the pool: idle children are killed and reaped now; a busy one is killed, and
// reaped by its do call when the request fails.
func (p *workerPool) close() {
	p.mu.Lock()
	p.closed = true
	idle := p.idle
	p.idle = nil
	busy := make([]*worker, 0, len(p.live))
	for w := range p.live {
		busy = append(busy, w)
	}
	p.mu.Unlock()
	for _, w := range idle {
		w.idle.Stop()
		p.stop(w)
	}
	for _, w := range busy {
		_ = w.cmd.Process.Kill()
	}
}

// OCRPageTimeout is how long a parse may go on after a scanned page was read: each page read by
// OCR moves the parse's deadline to at least this far ahead, so a 500-page scan is not cut off
// by the timeout meant for text extraction, while a stuck one still is.
const OCRPageTimeout = 2 * time.Minute

// request is one job for a child: op on n bytes read from r, under a memory ceiling.
type request struct {
	op       byte
	r        io.ReadSeeker
	n        int64
	base     int64         // the ceiling before the file's size is added (rssLimitFor, wasmLimitFor)
	timeout  time.Duration // for the whole run, both attempts (extended by OCR progress)
	bombs    func() string // findBomb on the request's file; nil when the op decodes no streams
	fresh    bool          // run in a newly started worker
	ocr      string        // the parse's OCR options (ocrSpec)
	deadline time.Time
}

// run does q, and once more in a fresh worker with the machine's ceiling when the first attempt
// hit its memory ceiling without the file being shown to be a decompression bomb (the scan runs
// here, in the parent, whose memory is far from any ceiling). The reply's error is returned as
// the error.
func (p *workerPool) run(ctx context.Context, q request) (workerReply, error) {
	total := q.timeout
	q.deadline = time.Now().Add(q.timeout)
	for attempt := 0; ; attempt++ {
		rep, err := p.do(ctx, &q)
		if err == nil {
			err = rep.err()
		}
		var me *MemoryError
		if !errors.As(err, &me) {
			if errors.Is(err, ErrTimeout) {
				err = fmt.Errorf("%w after %s", ErrTimeout, total)
			}
			return rep, err
		}
		me.Limit = rssLimitFor(q.base, q.n)
		if me.Bomb == "" && q.bombs != nil {
			me.Bomb = q.bombs()
		}
		retry := retryLimit()
		if attempt > 0 || retry <= q.base {
			me.Final = me.Bomb == ""
			return workerReply{}, me
		}
		if !me.retryable() {
			return workerReply{}, me
		}
		if _, err := q.r.Seek(0, io.SeekStart); err != nil {
			return workerReply{}, err
		}
		q.base, q.fresh = retry, true
		p.retries.Add(1)
	}
}

// Frames a worker writes: progress while it works, then one reply.
const (
	frameProgress = 'p'
	frameReply    = 'r'
)

// do sends one request to a child and waits for the reply, killing the child when its RSS passes
// the ceiling for this file, when q.deadline passes (moved on by OCR progress) or when ctx ends.
func (p *workerPool) do(ctx context.Context, q *request) (workerReply, error) {
	select {
	case p.sem <- struct{}{}:
	case <-ctx.Done():
		return workerReply{}, ctxErr(ctx)
	}
	defer func() { <-p.sem }()
	var w *worker
	var err error
	if !q.fresh {
		if w, err = p.take(); err != nil {
			return workerReply{}, err
		}
	}
	limit := rssLimitFor(q.base, q.n)
	if w == nil {
		if w, err = p.start(); err != nil {
			return workerReply{}, err
		}
	}
	healthy := false
	defer func() {
		if healthy {
			p.put(w)
		} else {
			p.kill(w)
		}
	}()
	type result struct {
		rep workerReply
		err error
	}
	done := make(chan result, 1)
	progressed := make(chan struct{}, 1)
	report := progressOf(ctx)
	go func() {
		var hdr [17]byte
		hdr[0] = q.op
		binary.LittleEndian.PutUint64(hdr[1:], uint64(q.n))
		binary.LittleEndian.PutUint64(hdr[9:], uint64(wasmLimitFor(q.base, q.n)))
		spec := make([]byte, 2, 2+len(q.ocr))
		binary.LittleEndian.PutUint16(spec, uint16(len(q.ocr)))
		if _, err := w.in.Write(append(append(hdr[:], spec...), q.ocr...)); err != nil {
			done <- result{err: err}
			return
		}
		if _, err := io.CopyN(w.in, q.r, q.n); err != nil {
			done <- result{err: err}
			return
		}
		for {
			var fh [9]byte
			if _, err := io.ReadFull(w.out, fh[:]); err != nil {
				done <- result{err: err}
				return
			}
			body := make([]byte, binary.LittleEndian.Uint64(fh[1:]))
			if _, err := io.ReadFull(w.out, body); err != nil {
				done <- result{err: err}
				return
			}
			if fh[0] == frameProgress && len(body) == 8 {
				if report != nil {
					report(int(binary.LittleEndian.Uint32(body)), int(binary.LittleEndian.Uint32(body[4:])))
				}
				select {
				case progressed <- struct{}{}:
				default:
				}
				continue
			}
			rep, err := decodeReply(body)
			done <- result{rep, err}
			return
		}
	}()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	deadline := time.NewTimer(time.Until(q.deadline))
	defer deadline.Stop()
	for {
		select {
		case r := <-done:
			if r.err != nil {
				return workerReply{}, fmt.Errorf("%w: the parser stopped unexpectedly (%v)", ErrCorrupt, r.err)
			}
			rss := processRSS(w.cmd.Process.Pid)
			notePeak(rss)
			// A child that hit a limit or stays bloated by a big file is replaced rather than
			// kept holding the memory.
			healthy = r.rep.Kind != "limit" && rss < FirstMemoryLimit
			return r.rep, nil
		case <-progressed:
			if d := time.Now().Add(OCRPageTimeout); d.After(q.deadline) {
				q.deadline = d
				deadline.Reset(time.Until(d))
			}
		case <-tick.C:
			rss := processRSS(w.cmd.Process.Pid)
			notePeak(rss)
			if rss > limit {
				return workerReply{}, &MemoryError{Limit: limit}
			}
		case <-deadline.C:
			return workerReply{}, ErrTimeout
		case <-ctx.Done():
			return workerReply{}, ctxErr(ctx)
		}
	}
}
