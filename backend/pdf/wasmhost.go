package pdf

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"sync"
	_ "unsafe" // go:linkname below

	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/klippa-app/go-pdfium/webassembly/imports"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// pdfiumWasm is the PDFium build go-pdfium embeds. Its pool instantiates modules with a
// background context, which leaves no way to give a module its own linear-memory allocator;
// without one, wazero grows memory by copying it into a 25% larger Go slice on every
// memory.grow, so a parse that needs 60 MB of PDFium heap allocates some 300 MB of Go garbage
// (issue 22). Carrel therefore instantiates the module itself.
//
//go:linkname pdfiumWasm github.com/klippa-app/go-pdfium/webassembly.pdfiumWasm
var pdfiumWasm []byte

var _ = webassembly.Init // links the package that holds pdfiumWasm

// wasmHost is one wazero runtime with PDFium compiled, from which engines are instantiated.
type wasmHost struct {
	rt       wazero.Runtime
	compiled wazero.CompiledModule
	closeMu  sync.Mutex
}

// newWasmHost compiles PDFium (or loads it from cacheDir's compilation cache).
func newWasmHost(cacheDir string) (*wasmHost, error) {
	ctx := context.Background()
	// wazero's per-call context watcher costs a goroutine per call; timeouts are handled
	// around the calls instead (see Extract).
	rc := wazero.NewRuntimeConfig().WithCloseOnContextDone(false)
	if cacheDir != "" {
		if err := os.MkdirAll(cacheDir, 0o755); err != nil {
			return nil, fmt.Errorf("pdf: cache dir: %w", err)
		}
		cache, err := wazero.NewCompilationCacheWithDir(cacheDir)
		if err != nil {
			return nil, fmt.Errorf("pdf: wazero cache: %w", err)
		}
		rc = rc.WithCompilationCache(cache)
	}
	rt := wazero.NewRuntimeWithConfig(ctx, rc)
	fail := func(what string, err error) (*wasmHost, error) {
		_ = rt.Close(ctx)
		return nil, fmt.Errorf("pdf: start pdfium: %s: %w", what, err)
	}
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, rt); err != nil {
		return fail("wasi", err)
	}
	compiled, err := rt.CompileModule(ctx, pdfiumWasm)
	if err != nil {
		return fail("compile", err)
	}
	if _, err := imports.Instantiate(ctx, rt, compiled); err != nil {
		return fail("emscripten imports", err)
	}
	return &wasmHost{rt: rt, compiled: compiled}, nil
}

// instance starts one PDFium module whose linear memory may not grow past limit bytes.
func (h *wasmHost) instance(limit int64) (api.Module, *linearMemory, error) {
	mem := newLinearMemory(limit)
	ctx := experimental.WithMemoryAllocator(context.Background(), experimental.MemoryAllocatorFunc(mem.allocate))
	// The empty FS config keeps the module away from the host file system.
	cfg := wazero.NewModuleConfig().WithStartFunctions("_initialize").
		WithStdout(discard{}).WithStderr(discard{}).WithRandSource(rand.Reader).
		WithFSConfig(wazero.NewFSConfig()).WithName("")
	mod, err := h.rt.InstantiateModule(ctx, h.compiled, cfg)
	if err != nil {
		mem.Free()
		return nil, nil, fmt.Errorf("pdf: pdfium instance: %w", err)
	}
	if _, err := mod.ExportedFunction("FPDF_InitLibrary").Call(context.Background()); err != nil {
		_ = mod.Close(context.Background())
		return nil, nil, fmt.Errorf("pdf: pdfium init: %w", err)
	}
	return mod, mem, nil
}

func (h *wasmHost) close() {
	h.closeMu.Lock()
	defer h.closeMu.Unlock()
	if h.rt != nil {
		_ = h.rt.Close(context.Background())
		h.rt = nil
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
