package pdf

import (
	"bufio"
	"bytes"
	"carrel/backend/domain"
	"context"
	"encoding/binary"
	"encoding/gob"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// isolation is set by ServeWorkerIfChild: only a binary that answers as a worker may start one.
var isolation atomic.Bool

// Isolated reports whether Check and Extract run in child processes.
func Isolated() bool { return isolation.Load() }

// BaseMemoryLimit is the memory ceiling of one parse worker before the file's own size is added:
// PDFium's code and heap for an ordinary paper fit in about 60 MB, so this leaves room for large
// figures while a decompression bomb is stopped long before it can hurt the machine.
const BaseMemoryLimit = 192 << 20

// memoryLimitFor is a worker's RSS ceiling while it works on n bytes: the file is held twice
// (Go and WebAssembly copies) plus PDFium's structures, so 3n on top of the base.
func memoryLimitFor(base int64, n int) int64 { return base + 3*int64(n) }

// ParseSlots is how many documents may be parsed at once: a quarter of the available memory
// divided by a worst-case parse (the base ceiling plus a 100 MB file held three times), at
// least 1 and at most the number of CPUs.
func ParseSlots() int {
	per := memoryLimitFor(BaseMemoryLimit, domain.MaxDocumentBytes)
	n := int(availableMemory() / 4 / per)
	return max(1, min(n, runtime.NumCPU()))
}

// availableMemory reads MemAvailable from /proc/meminfo; 2 GiB when it cannot.
func availableMemory() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) >= 2 && f[0] == "MemAvailable:" {
				if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
					return kb << 10
				}
			}
		}
	}
	return 2 << 30
}

// processRSS returns the resident set of pid in bytes (0 when it cannot be read).
func processRSS(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// peakWorkerRSS is the largest worker RSS seen, for measurements.
var peakWorkerRSS atomic.Int64

// PeakWorkerRSS returns the largest resident set any parse worker reached (sampled every 10 ms).
func PeakWorkerRSS() int64 { return peakWorkerRSS.Load() }

// worker is one running child.
type worker struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// workerPool hands out at most cap(slots) children, starting them lazily.
type workerPool struct {
	slots    chan *worker // nil entries are slots without a running child
	cacheDir string
	base     int64
	warm     bool // start children with PDFium loaded (extraction pools)
	closed   atomic.Bool
	mu       sync.Mutex
	live     map[*worker]bool
}

func newWorkerPool(n int, cacheDir string, base int64, warm bool) *workerPool {
	p := &workerPool{slots: make(chan *worker, n), cacheDir: cacheDir, base: base, warm: warm, live: map[*worker]bool{}}
	for range n {
		p.slots <- nil
	}
	return p
}

func (p *workerPool) start() (*worker, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWorker, err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), workerEnv+"=1", workerEnv+"_CACHE="+p.cacheDir,
		workerEnv+"_GOMEMLIMIT="+strconv.FormatInt(p.base*3/4, 10))
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

func (p *workerPool) kill(w *worker) {
	_ = w.cmd.Process.Kill()
	_ = w.in.Close()
	_ = w.cmd.Wait()
	p.mu.Lock()
	delete(p.live, w)
	p.mu.Unlock()
}

// close stops the pool: idle children are killed and reaped now; a busy one is killed, and
// reaped by its do call when the request fails.
func (p *workerPool) close() {
	p.closed.Store(true)
	p.mu.Lock()
	busy := make(map[*worker]bool, len(p.live))
	for w := range p.live {
		busy[w] = true
	}
	p.mu.Unlock()
	drained := 0
	for {
		select {
		case w := <-p.slots:
			drained++
			if w != nil {
				delete(busy, w)
				p.kill(w)
			}
			continue
		default:
		}
		break
	}
	for range drained {
		p.slots <- nil // a later do finds the pool closed instead of waiting forever
	}
	for w := range busy {
		_ = w.cmd.Process.Kill()
	}
}

// do sends one request to a child and waits for the reply, killing the child when its RSS passes
// the ceiling for this file, when timeout passes or when ctx ends.
func (p *workerPool) do(ctx context.Context, op byte, data []byte, timeout time.Duration) (workerReply, error) {
	return p.doReader(ctx, op, bytes.NewReader(data), int64(len(data)), timeout)
}

// doReader is do for n bytes read from r (a stored file), copied to the child as they are read.
func (p *workerPool) doReader(ctx context.Context, op byte, r io.Reader, n int64, timeout time.Duration) (workerReply, error) {
	var w *worker
	select {
	case w = <-p.slots:
	case <-ctx.Done():
		return workerReply{}, ctxErr(ctx)
	}
	healthy := false
	defer func() {
		if !healthy && w != nil {
			p.kill(w)
			w = nil
		}
		p.slots <- w
	}()
	if p.closed.Load() {
		return workerReply{}, ErrClosed
	}
	if w == nil {
		var err error
		if w, err = p.start(); err != nil {
			return workerReply{}, err
		}
	}
	limit := memoryLimitFor(p.base, int(n))
	type result struct {
		rep workerReply
		err error
	}
	done := make(chan result, 1)
	go func() {
		var hdr [9]byte
		hdr[0] = op
		binary.LittleEndian.PutUint64(hdr[1:], uint64(n))
		if _, err := w.in.Write(hdr[:]); err != nil {
			done <- result{err: err}
			return
		}
		if _, err := io.CopyN(w.in, r, n); err != nil {
			done <- result{err: err}
			return
		}
		var n [8]byte
		if _, err := io.ReadFull(w.out, n[:]); err != nil {
			done <- result{err: err}
			return
		}
		body := make([]byte, binary.LittleEndian.Uint64(n[:]))
		if _, err := io.ReadFull(w.out, body); err != nil {
			done <- result{err: err}
			return
		}
		var rep workerReply
		err := gob.NewDecoder(bytes.NewReader(body)).Decode(&rep)
		done <- result{rep, err}
	}()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		select {
		case r := <-done:
			if r.err != nil {
				return workerReply{}, fmt.Errorf("%w: the parser stopped unexpectedly (%v)", ErrCorrupt, r.err)
			}
			// A child bloated by a big file is replaced rather than kept holding the memory.
			rss := processRSS(w.cmd.Process.Pid)
			if rss > peakWorkerRSS.Load() {
				peakWorkerRSS.Store(rss)
			}
			healthy = rss < p.base
			return r.rep, nil
		case <-tick.C:
			rss := processRSS(w.cmd.Process.Pid)
			if rss > peakWorkerRSS.Load() {
				peakWorkerRSS.Store(rss)
			}
			if rss > limit {
				return workerReply{}, fmt.Errorf("%w: parsing needed more than %d MB of memory (the limit for a %s file); the PDF is likely a decompression bomb",
					ErrLimit, limit>>20, sizeText(int(n)))
			}
		case <-deadline.C:
			return workerReply{}, fmt.Errorf("%w after %s", ErrTimeout, timeout)
		case <-ctx.Done():
			return workerReply{}, ctxErr(ctx)
		}
	}
}

func sizeText(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KB", max(1, n>>10))
}

// ResetPeakWorkerRSS starts a new PeakWorkerRSS measurement.
func ResetPeakWorkerRSS() { peakWorkerRSS.Store(0) }
