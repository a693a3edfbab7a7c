package pdf

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/tetratelabs/wazero/api"
)

// engine calls PDFium's C API directly on one WebAssembly instance (see wasmHost).
// go-pdfium's own request/response layer allocates four
// temporaries per FPDFText_GetCharBox call; calling the exports with one
// reusable scratch buffer is several times faster, which the speed target needs.
type engine struct {
	mod     api.Module
	lm      *linearMemory
	stack   []uint64
	scratch uint32      // 64 bytes of wasm memory for out-parameters
	chars   []rawChar   // a page's characters, kept between documents (see page)
	words   []wordBuild // a page's words before ordering, kept likewise (see appendWords)
	fn      engineFuncs
}

type engineFuncs struct {
	malloc, free                                  api.Function
	loadMem, closeDoc, lastError, pageCount       api.Function
	loadPage, closePage, bbox, rotation           api.Function
	textLoad, textClose, countChars, unicode      api.Function
	looseBox, fontSize, fontWeight, fontInfo, gen api.Function
	mapErr, charBox, matrix, origin, textObject   api.Function
	// Finding and rendering scanned pages (OCR).
	bmCreate, bmFill, bmBuffer, bmStride, bmDestroy, render api.Function
	countObjects, getObject, objType, objBounds, imgPixels  api.Function
}

// PDFium's FPDF_GetLastError codes.
const (
	fpdfErrFormat   = 3
	fpdfErrPassword = 4
)

func newEngine(mod api.Module, lm *linearMemory) (*engine, error) {
	e := &engine{mod: mod, lm: lm, stack: make([]uint64, 8)}
	var missing []string
	get := func(name string) api.Function {
		fn := mod.ExportedFunction(name)
		if fn == nil {
			missing = append(missing, name)
		}
		return fn
	}
	e.fn = engineFuncs{
		malloc: get("malloc"), free: get("free"),
		loadMem: get("FPDF_LoadMemDocument"), closeDoc: get("FPDF_CloseDocument"),
		lastError: get("FPDF_GetLastError"), pageCount: get("FPDF_GetPageCount"),
		loadPage: get("FPDF_LoadPage"), closePage: get("FPDF_ClosePage"),
		bbox: get("FPDF_GetPageBoundingBox"), rotation: get("FPDFPage_GetRotation"),
		textLoad: get("FPDFText_LoadPage"), textClose: get("FPDFText_ClosePage"), textObject: get("FPDFText_GetTextObject"),
		countChars: get("FPDFText_CountChars"), unicode: get("FPDFText_GetUnicode"),
		looseBox: get("FPDFText_GetLooseCharBox"), fontSize: get("FPDFText_GetFontSize"),
		fontWeight: get("FPDFText_GetFontWeight"), fontInfo: get("FPDFText_GetFontInfo"),
		gen: get("FPDFText_IsGenerated"), mapErr: get("FPDFText_HasUnicodeMapError"),
		charBox: get("FPDFText_GetCharBox"), matrix: get("FPDFText_GetMatrix"), origin: get("FPDFText_GetCharOrigin"),
		bmCreate: get("FPDFBitmap_CreateEx"), bmFill: get("FPDFBitmap_FillRect"), bmBuffer: get("FPDFBitmap_GetBuffer"),
		bmStride: get("FPDFBitmap_GetStride"), bmDestroy: get("FPDFBitmap_Destroy"), render: get("FPDF_RenderPageBitmap"),
		countObjects: get("FPDFPage_CountObjects"), getObject: get("FPDFPage_GetObject"),
		objType: get("FPDFPageObj_GetType"), objBounds: get("FPDFPageObj_GetBounds"),
		imgPixels: get("FPDFImageObj_GetImagePixelSize"),
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("pdf: pdfium.wasm lacks exports %v", missing)
	}
	p, err := e.call(context.Background(), e.fn.malloc, 64)
	if err != nil || p == 0 {
		return nil, fmt.Errorf("pdf: wasm malloc failed: %v", err)
	}
	e.scratch = uint32(p)
	return e, nil
}

// call invokes fn with args and returns its first result (0 when it has none). wazero looks a
// key up in the context it is given at every call, and a parse's context is a chain (deadline,
// progress, OCR options) walked to its end each time, some 4.5 million times for the 46 shared
// PDFs; the runtime never reads a deadline from it (WithCloseOnContextDone(false)), so the
// calls get the empty one. Callers keep their context for their own checks between calls.
func (e *engine) call(_ context.Context, fn api.Function, args ...uint64) (uint64, error) {
	copy(e.stack, args)
	if err := fn.CallWithStack(context.Background(), e.stack); err != nil {
		return 0, err
	}
	return e.stack[0], nil
}

func (e *engine) mem() api.Memory { return e.mod.Memory() }

// kill closes the instance and releases its memory.
func (e *engine) kill() { _ = e.mod.Close(context.Background()) }

// rectAt reads four little-endian float32 values at scratch+off.
func (e *engine) rectAt(off uint32) (l, t, r, b float64, ok bool) {
	buf, ok := e.mem().Read(e.scratch+off, 16)
	if !ok {
		return 0, 0, 0, 0, false
	}
	f := func(i int) float64 {
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(buf[i*4:])))
	}
	return f(0), f(1), f(2), f(3), true
}

// f64At reads a little-endian float64 at scratch+off.
func (e *engine) f64At(off uint32) float64 {
	v, _ := e.mem().ReadUint64Le(e.scratch + off)
	return math.Float64frombits(v)
}

// openDoc copies data into wasm memory and opens it; the returned free func
// closes the document and releases the copy.
func (e *engine) openDoc(ctx context.Context, data []byte) (doc uint64, release func(), err error) {
	ptr, err := e.call(ctx, e.fn.malloc, uint64(len(data)))
	if err != nil {
		return 0, nil, err
	}
	if ptr == 0 {
		return 0, nil, fmt.Errorf("%w: document of %d bytes does not fit in wasm memory", ErrTooLarge, len(data))
	}
	freeData := func() { _, _ = e.call(context.Background(), e.fn.free, ptr) }
	if !e.mem().Write(uint32(ptr), data) {
		freeData()
		return 0, nil, errors.New("pdf: cannot write document into wasm memory")
	}
	doc, err = e.call(ctx, e.fn.loadMem, ptr, uint64(len(data)), 0)
	if err != nil {
		freeData()
		return 0, nil, err
	}
	if doc == 0 {
		code, _ := e.call(ctx, e.fn.lastError)
		freeData()
		switch code {
		case fpdfErrPassword:
			return 0, nil, ErrEncrypted
		case fpdfErrFormat:
			return 0, nil, fmt.Errorf("%w: pdfium cannot parse the file", ErrCorrupt)
		default:
			return 0, nil, fmt.Errorf("%w: pdfium error %d", ErrCorrupt, code)
		}
	}
	release = func() {
		_, _ = e.call(context.Background(), e.fn.closeDoc, doc)
		freeData()
	}
	return doc, release, nil
}

// fontName returns the font name of character i and its PDF font flags.
func (e *engine) fontName(ctx context.Context, tp uint64, i int) (string, uint32) {
	const bufOff, bufLen = 16, 48
	n, err := e.call(ctx, e.fn.fontInfo, tp, uint64(i), uint64(e.scratch+bufOff), bufLen, uint64(e.scratch))
	if err != nil || n == 0 {
		return "", 0
	}
	fl, _ := e.mem().ReadUint32Le(e.scratch)
	l := min(uint32(n), bufLen)
	b, _ := e.mem().Read(e.scratch+bufOff, l)
	for k, c := range b {
		if c == 0 {
			b = b[:k]
			break
		}
	}
	return string(b), fl
}
