package pdf

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
)

// maxWasmMemory is the linear-memory size above which a PDFium instance is replaced after use.
const maxWasmMemory = 512 << 20

// DefaultTimeout bounds one Extract call when the caller's context has no earlier deadline.
const DefaultTimeout = 2 * time.Minute

// Options configures an Extractor.
type Options struct {
	// Workers is the number of PDFium instances (documents extracted at once); default 1.
	Workers int
	// CacheDir holds wazero's compiled-module cache (e.g. <datadir>/cache/wazero);
	// empty compiles from scratch at every start (about a second slower).
	CacheDir string
	// Timeout bounds one document; default DefaultTimeout.
	Timeout time.Duration
	// MemoryLimit is a parse worker's RSS ceiling before the file's size is added (see
	// memoryLimitFor); default BaseMemoryLimit. It applies when the binary serves workers.
	MemoryLimit int64

	inProcess bool // the worker itself: run PDFium here
}

// Extractor is a pool of PDFium WebAssembly instances; safe for concurrent use.
type Extractor struct {
	opts    Options
	workers *workerPool // set when parses run in child processes
	pool    pdfium.Pool
	engines chan *engine
	mu      sync.Mutex
	closed  bool
}

// NewExtractor starts opts.Workers PDFium instances.
func NewExtractor(opts Options) (*Extractor, error) {
	if opts.Workers <= 0 {
		opts.Workers = 1
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MemoryLimit <= 0 {
		opts.MemoryLimit = BaseMemoryLimit
	}
	if Isolated() && !opts.inProcess {
		return &Extractor{opts: opts, workers: newWorkerPool(opts.Workers, opts.CacheDir, opts.MemoryLimit, true)}, nil
	}
	// The empty FS config keeps the wasm module away from the host file system.
	rc := wazero.NewRuntimeConfig().WithCloseOnContextDone(false)
	if opts.CacheDir != "" {
		if err := os.MkdirAll(opts.CacheDir, 0o755); err != nil {
			return nil, fmt.Errorf("pdf: cache dir: %w", err)
		}
		cache, err := wazero.NewCompilationCacheWithDir(opts.CacheDir)
		if err != nil {
			return nil, fmt.Errorf("pdf: wazero cache: %w", err)
		}
		rc = rc.WithCompilationCache(cache)
	}
	pool, err := webassembly.Init(webassembly.Config{
		MinIdle: 0, MaxIdle: opts.Workers, MaxTotal: 2 * opts.Workers, // room to replace timed-out workers
		FSConfig: wazero.NewFSConfig(), RuntimeConfig: rc, ReuseWorkers: true,
		Stdout: discard{}, Stderr: discard{},
	})
	if err != nil {
		return nil, fmt.Errorf("pdf: start pdfium: %w", err)
	}
	x := &Extractor{opts: opts, pool: pool, engines: make(chan *engine, opts.Workers)}
	for range opts.Workers {
		e, err := x.newEngine()
		if err != nil {
			x.Close()
			return nil, err
		}
		x.engines <- e
	}
	return x, nil
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func (x *Extractor) newEngine() (*engine, error) {
	inst, err := x.pool.GetInstance(30 * time.Second)
	if err != nil {
		return nil, fmt.Errorf("pdf: pdfium instance: %w", err)
	}
	e, err := newEngine(inst)
	if err != nil {
		_ = inst.Kill()
		return nil, err
	}
	return e, nil
}

// Close stops all instances; Extract calls after Close return ErrClosed.
func (x *Extractor) Close() {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return
	}
	x.closed = true
	x.mu.Unlock()
	if x.workers != nil {
		x.workers.close()
		return
	}
	_ = x.pool.Close()
}

// Extract returns the pages, words and metadata of a PDF.
// Errors: ErrTooLarge, ErrNotPDF, ErrEncrypted, ErrCorrupt, ErrNoTextLayer,
// ErrGarbled, ErrTimeout, ErrLimit, ErrClosed, or ctx's error.
func (x *Extractor) Extract(ctx context.Context, data []byte) (*Doc, error) {
	if err := Sniff(data); err != nil {
		return nil, err
	}
	if n := declaredPages(data); n > MaxPages {
		return nil, tooManyPages(n) // before PDFium or a worker spends anything on the tree
	}
	if x.workers != nil {
		rep, err := x.workers.do(ctx, opExtract, data, x.opts.Timeout)
		if err != nil {
			return nil, err
		}
		return rep.Doc, errorFrom(rep.Kind, rep.Msg)
	}
	x.mu.Lock()
	closed := x.closed
	x.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	ctx, cancel := context.WithTimeout(ctx, x.opts.Timeout)
	defer cancel()
	var e *engine
	select {
	case e = <-x.engines:
	case <-ctx.Done():
		return nil, ctxErr(ctx)
	}
	if e == nil {
		return nil, ErrClosed
	}
	type result struct {
		doc *Doc
		err error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		healthy := false
		defer func() {
			if p := recover(); p != nil {
				r = result{nil, fmt.Errorf("%w: panic in extraction: %v", ErrCorrupt, p)}
			}
			x.giveBack(e, healthy)
			done <- r
		}()
		r.doc, r.err = e.extract(ctx, data)
		// After a wasm trap or a cancelled page loop the instance's state is unknown;
		// wasm memory never shrinks, so an instance bloated by a huge file is replaced too.
		healthy = (r.err == nil || isClassified(r.err)) && e.mem().Size() <= maxWasmMemory
	}()
	// The wasm runtime cannot interrupt a PDFium call (wazero's per-call context
	// watcher costs a goroutine per call, halving throughput), so on timeout the
	// caller gets ErrTimeout at once and the worker is replaced when it returns.
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		return nil, ctxErr(ctx)
	}
	if r.err != nil {
		if ctx.Err() != nil {
			return nil, ctxErr(ctx)
		}
		return nil, r.err
	}
	r.doc.Meta, r.doc.Encrypted = readMeta(data)
	return r.doc, classify(r.doc)
}

// giveBack returns e to the pool, or replaces it with a fresh instance when unhealthy.
func (x *Extractor) giveBack(e *engine, healthy bool) {
	if healthy {
		x.engines <- e
		return
	}
	_ = e.inst.Kill()
	for attempt := 0; ; attempt++ {
		x.mu.Lock()
		closed := x.closed
		x.mu.Unlock()
		if closed {
			x.engines <- nil // wakes a waiting Extract, which reports ErrClosed
			return
		}
		ne, err := x.newEngine()
		if err == nil {
			x.engines <- ne
			return
		}
		time.Sleep(time.Duration(min(attempt+1, 10)) * 100 * time.Millisecond)
	}
}

func isClassified(err error) bool {
	for _, c := range []error{ErrEncrypted, ErrCorrupt, ErrNoTextLayer, ErrGarbled, ErrTooLarge, ErrNotPDF, ErrLimit} {
		if errors.Is(err, c) {
			return true
		}
	}
	return false
}

func ctxErr(ctx context.Context) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return ErrTimeout
	}
	return ctx.Err()
}
