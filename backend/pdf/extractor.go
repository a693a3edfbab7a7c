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
}

// Extractor is a pool of PDFium WebAssembly instances; safe for concurrent use.
type Extractor struct {
	opts    Options
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
	// WithCloseOnContextDone lets a deadline interrupt PDFium mid-call; the
	// empty FS config keeps the wasm module away from the host file system.
	rc := wazero.NewRuntimeConfig().WithCloseOnContextDone(true)
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
		MinIdle: 0, MaxIdle: opts.Workers, MaxTotal: opts.Workers,
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
	_ = x.pool.Close()
}

// Extract returns the pages, words and metadata of a PDF.
// Errors: ErrTooLarge, ErrNotPDF, ErrEncrypted, ErrCorrupt, ErrNoTextLayer,
// ErrGarbled, ErrTimeout, ErrClosed, or ctx's error.
func (x *Extractor) Extract(ctx context.Context, data []byte) (doc *Doc, err error) {
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	if !sniffPDF(data) {
		return nil, ErrNotPDF
	}
	ctx, cancel := context.WithTimeout(ctx, x.opts.Timeout)
	defer cancel()
	var e *engine
	select {
	case e = <-x.engines:
	case <-ctx.Done():
		return nil, ctxErr(ctx)
	}
	healthy := false
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("%w: panic in extraction: %v", ErrCorrupt, r)
		}
		x.giveBack(e, healthy)
	}()
	doc, err = e.extract(ctx, data)
	// A wasm trap or a cancelled call leaves the instance in an unknown state.
	healthy = err == nil || isClassified(err)
	if err != nil && ctx.Err() != nil {
		return nil, ctxErr(ctx)
	}
	if err != nil {
		return nil, err
	}
	doc.Meta = readMeta(data)
	return doc, classify(doc)
}

func (x *Extractor) giveBack(e *engine, healthy bool) {
	x.mu.Lock()
	closed := x.closed
	x.mu.Unlock()
	if closed {
		return
	}
	if !healthy {
		_ = e.inst.Kill()
		ne, err := x.newEngine()
		if err != nil {
			// Keep the pool size: retry lazily on the next borrow by handing back a nil-safe slot.
			ne = nil
		}
		e = ne
	}
	if e == nil {
		go func() {
			for {
				ne, err := x.newEngine()
				if err == nil {
					x.engines <- ne
					return
				}
				time.Sleep(time.Second)
			}
		}()
		return
	}
	x.engines <- e
}

func isClassified(err error) bool {
	for _, c := range []error{ErrEncrypted, ErrCorrupt, ErrNoTextLayer, ErrGarbled, ErrTooLarge, ErrNotPDF} {
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
