package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// keepWasmMemory is the linear-memory size above which a PDFium instance is replaced after a
// document: WebAssembly memory cannot shrink, PDFium starts with 18 MB, and a fresh instance
// costs about 2 ms, so a worker gives back what a large paper took instead of keeping it.
const keepWasmMemory = 32 << 20

// DefaultTimeout bounds one Extract call when the caller's context has no earlier deadline.
const DefaultTimeout = 2 * time.Minute

// Options configures an Extractor.
type Options struct {
	// Workers is the number of PDFium instances (documents extracted at once); default 1.
	Workers int
	// CacheDir holds wazero's compiled-module cache (e.g. <datadir>/cache/wazero);
	// empty compiles from scratch at every start (about a second slower).
	CacheDir string
	// Timeout bounds one document, both attempts together; default DefaultTimeout.
	Timeout time.Duration
	// MemoryLimit is a parse worker's ceiling on the first attempt, before the file's size is
	// added (see rssLimitFor); default FirstMemoryLimit. It applies when the binary serves workers.
	MemoryLimit int64
	// IdleTimeout stops a parse worker that has had no work for this long; default
	// DefaultIdleTimeout.
	IdleTimeout time.Duration
	// OCR says whether scanned pages are read with Tesseract, in which languages.
	OCR OCROptions

	inProcess bool  // the worker itself: run PDFium here
	wasmLimit int64 // PDFium's heap ceiling in process; 0 for maxRetryLimit
}

// Extractor is a pool of PDFium WebAssembly instances, or of worker processes that run them;
// safe for concurrent use.
type Extractor struct {
	opts    Options
	workers *workerPool // set when parses run in child processes
	host    *wasmHost
	engines chan *engine
	mu      sync.Mutex
	closed  bool
}

// NewExtractor starts opts.Workers PDFium instances (or, in a binary that serves workers, a
// pool of that many worker processes started on demand).
func NewExtractor(opts Options) (*Extractor, error) {
	if opts.Workers <= 0 {
		opts.Workers = 1
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MemoryLimit <= 0 {
		opts.MemoryLimit = FirstMemoryLimit
	}
	if opts.wasmLimit <= 0 {
		opts.wasmLimit = maxRetryLimit
	}
	if Isolated() && !opts.inProcess {
		return &Extractor{opts: opts, workers: newWorkerPool(opts.Workers, opts.CacheDir, true, opts.IdleTimeout)}, nil
	}
	host, err := newWasmHost(opts.CacheDir)
	if err != nil {
		return nil, err
	}
	x := &Extractor{opts: opts, host: host, engines: make(chan *engine, opts.Workers)}
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

func (x *Extractor) newEngine() (*engine, error) {
	mod, lm, err := x.host.instance(x.opts.wasmLimit)
	if err != nil {
		return nil, err
	}
	e, err := newEngine(mod, lm)
	if err != nil {
		_ = mod.Close(context.Background())
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
	x.host.close()
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
	x.mu.Lock()
	closed := x.closed
	x.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	if x.workers != nil {
		return x.extractIsolated(ctx, data)
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
	// pdfcpu reads the Info dictionary and XMP while PDFium reads the pages: with a second core
	// free (one worker, or the service beside it) the parse ends sooner by the metadata's time.
	metaCtx, stopMeta := context.WithCancel(ctx)
	defer stopMeta()
	meta := make(chan metaResult, 1)
	go func() { meta <- readMeta(metaCtx, data) }()
	done := make(chan result, 1)
	run := newOCRRun(ctx, ocrFor(ctx, x.opts.OCR), progressOf(ctx))
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
		r.doc, r.err = e.extract(ctx, data, run)
		if e.lm.refused() > 0 {
			// Whatever PDFium made of the failed allocation, the parse hit its ceiling.
			me := &MemoryError{Limit: e.lm.ceiling(), Final: e.lm.ceiling() >= maxRetryLimit}
			if !x.opts.inProcess {
				me.Bomb = findBomb(data) // a worker leaves this to its parent, far from the ceiling
			}
			r = result{nil, me}
		}
		// After a wasm trap or a cancelled page loop the instance's state is unknown;
		// wasm memory never shrinks, so an instance bloated by a huge file is replaced too.
		healthy = e.lm.refused() == 0 && (r.err == nil || isClassified(r.err)) && e.mem().Size() <= keepWasmMemory
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
	m := <-meta
	r.doc.Meta, r.doc.Encrypted = m.meta, m.encrypted
	err := classify(r.doc)
	if errors.Is(err, ErrGarbled) && (!run.canRead || run.huge > 0) {
		// Garbled pages are read by OCR where it can: say why it did not.
		oe := run.unavailable()
		oe.Garbled = true
		return r.doc, oe
	}
	if o := r.doc.OCR; errors.Is(err, ErrNoTextLayer) && o != nil {
		switch {
		case len(o.Unread) > 0:
			// Scanned pages that were not read: say why (OCR off, or Tesseract missing).
			return r.doc, run.unavailable()
		case Stats(r.doc).Letters > 0:
			// Every scanned page was read; a scan that holds a few words is still those words.
			return r.doc, nil
		}
	}
	return r.doc, err
}

type progressKey struct{}

// WithProgress returns ctx carrying fn, which Extract calls as Tesseract starts on each scanned
// page: its 1-based number and the document's page count.
func WithProgress(ctx context.Context, fn func(done, total int)) context.Context {
	return context.WithValue(ctx, progressKey{}, fn)
}

func progressOf(ctx context.Context) func(done, total int) {
	fn, _ := ctx.Value(progressKey{}).(func(done, total int))
	return fn
}

// setWasmLimit sets the PDFium heap ceiling of every idle instance (a worker has one).
func (x *Extractor) setWasmLimit(limit int64) {
	x.opts.wasmLimit = limit
	for range len(x.engines) {
		e := <-x.engines
		if e != nil {
			e.lm.setLimit(limit)
		}
		x.engines <- e
	}
}

// extractIsolated runs Extract in a worker process (see workerPool.run).
func (x *Extractor) extractIsolated(ctx context.Context, data []byte) (*Doc, error) {
	rep, err := x.workers.run(ctx, request{op: opExtract, r: bytes.NewReader(data), n: int64(len(data)),
		base: x.opts.MemoryLimit, timeout: x.opts.Timeout, bombs: func() string { return findBomb(data) },
		ocr: ocrSpec(ocrFor(ctx, x.opts.OCR))})
	return rep.Doc, err
}

// giveBack returns e to the pool, or replaces it with a fresh instance when unhealthy.
func (x *Extractor) giveBack(e *engine, healthy bool) {
	if healthy {
		x.engines <- e
		return
	}
	e.kill()
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
