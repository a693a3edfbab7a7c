package pdf

import (
	"bufio"
	"bytes"
	"carrel/backend/domain"
	"context"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"time"
)

// A parse worker is this same binary started with workerEnv set: it reads requests on stdin and
// answers on stdout, so a hostile PDF can exhaust only a process the parent kills (memory
// ceiling, wall clock) and never the service itself.
const workerEnv = "CARREL_PDF_WORKER"

// Worker request ops.
const (
	opCheck   = 'c'
	opExtract = 'x'
)

// workerReply is one answer; Kind names the sentinel error (see errorKinds), Msg its text; Mem
// is set when the parse hit its memory ceiling, OCR when scanned pages could not be read.
type workerReply struct {
	Check CheckResult
	Doc   *Doc
	Kind  string
	Msg   string
	Mem   *MemoryError
	OCR   *OCRError
}

// encodeReply writes rep for the parent: its length-prefixed gob with the document's pages
// left out, then the pages in the wire form of appendPages.
func encodeReply(rep *workerReply) ([]byte, error) {
	var pages []Page
	if rep.Doc != nil {
		r, doc := *rep, *rep.Doc // copies: the caller's document keeps its pages
		pages, doc.Pages = doc.Pages, nil
		r.Doc = &doc
		rep = &r
	}
	body := bytes.NewBuffer(make([]byte, 4, 4096))
	if err := gob.NewEncoder(body).Encode(rep); err != nil {
		return nil, err
	}
	b := body.Bytes()
	binary.LittleEndian.PutUint32(b, uint32(len(b)-4))
	return appendPages(b, pages), nil
}

// decodeReply reads what encodeReply wrote.
func decodeReply(b []byte) (workerReply, error) {
	var rep workerReply
	if len(b) < 4 || uint64(binary.LittleEndian.Uint32(b)) > uint64(len(b)-4) {
		return rep, errWire
	}
	n := 4 + int(binary.LittleEndian.Uint32(b))
	if err := gob.NewDecoder(bytes.NewReader(b[4:n])).Decode(&rep); err != nil {
		return rep, err
	}
	pages, err := readPages(b[n:])
	if err != nil {
		return rep, err
	}
	if len(pages) > 0 && rep.Doc == nil {
		rep.Doc = &Doc{} // gob leaves out a pointer to an all-zero struct
	}
	if rep.Doc != nil {
		rep.Doc.Pages = pages
	}
	return rep, nil
}

// err is the reply's error, rebuilt in the parent.
func (r workerReply) err() error {
	if r.Mem != nil {
		return r.Mem
	}
	if r.OCR != nil {
		return r.OCR
	}
	return errorFrom(r.Kind, r.Msg)
}

var errorKinds = map[string]error{
	"notpdf": ErrNotPDF, "encrypted": ErrEncrypted, "corrupt": ErrCorrupt, "toolarge": ErrTooLarge,
	"notext": ErrNoTextLayer, "garbled": ErrGarbled, "timeout": ErrTimeout, "limit": ErrLimit,
}

func kindOf(err error) string {
	for k, e := range errorKinds {
		if errors.Is(err, e) {
			return k
		}
	}
	return "corrupt"
}

// errorFrom rebuilds a worker's error in the parent, keeping errors.Is working.
func errorFrom(kind, msg string) error {
	if kind == "" {
		return nil
	}
	sentinel, ok := errorKinds[kind]
	if !ok {
		sentinel = ErrCorrupt
	}
	if msg == sentinel.Error() {
		return sentinel
	}
	return fmt.Errorf("%w (%s)", sentinel, msg)
}

// ServeWorkerIfChild turns this process into a parse worker when the parent started it as one
// (it then never returns); otherwise it marks the binary as able to serve workers, so Check and
// Extractor run PDFs in child processes. Call it first thing in main and in TestMain.
func ServeWorkerIfChild() {
	if os.Getenv(workerEnv) == "" {
		isolation.Store(true)
		return
	}
	os.Exit(serveWorker(os.Stdin, os.Stdout))
}

// inWorker is the worker's own Extractor: PDFium in this process (each request brings its OCR
// options); the parent keeps the time limit.
func inWorker(wasmLimit int64) Options {
	return Options{Workers: 1, CacheDir: os.Getenv(workerEnv + "_CACHE"), inProcess: true, wasmLimit: wasmLimit,
		Timeout: 24 * time.Hour}
}

// serveWorker answers requests until stdin closes.
func serveWorker(in io.Reader, out io.Writer) int {
	r, w := bufio.NewReader(in), bufio.NewWriter(out)
	var x *Extractor
	defer func() {
		if x != nil {
			x.Close()
		}
	}()
	if os.Getenv(workerEnv+"_WARM") != "" {
		// Compiling PDFium (first start, empty cache) takes far more memory than any parse; it
		// happens before the parent starts watching the ceiling, announced by one 'r' byte.
		var err error
		if x, err = NewExtractor(inWorker(0)); err != nil {
			return 3
		}
		debug.FreeOSMemory()
		w.WriteByte('r')
		if err := w.Flush(); err != nil {
			return 0
		}
	}
	// A parse's garbage (pdfcpu's copy of every object, the words) is several times what stays
	// live, so at the default GOGC a worker collected once or twice per paper, some 6% of its
	// CPU with the allocation that goes with it. Three times the live heap between collections
	// saves about half of that; the largest worker peak on the 88 realpdfs grows from 144 to
	// 156 MB (ceiling 215 MB), the memory limit below still bounds the heap for large files,
	// and memory is given back whenever the worker waits (idleFree).
	debug.SetGCPercent(workerGCPercent)
	var wmu sync.Mutex
	// writeFrame sends one frame: its kind, its length and body (OCR progress comes from the
	// goroutines that run Tesseract, hence the lock).
	writeFrame := func(kind byte, body []byte) error {
		wmu.Lock()
		defer wmu.Unlock()
		var fh [9]byte
		fh[0] = kind
		binary.LittleEndian.PutUint64(fh[1:], uint64(len(body)))
		w.Write(fh[:])
		w.Write(body)
		return w.Flush()
	}
	for {
		var hdr [17]byte
		idle := time.AfterFunc(idleFree, debug.FreeOSMemory)
		_, rerr := io.ReadFull(r, hdr[:])
		idle.Stop()
		if rerr != nil {
			return 0
		}
		n := binary.LittleEndian.Uint64(hdr[1:])
		wasmLimit := int64(binary.LittleEndian.Uint64(hdr[9:]))
		var sl [2]byte
		if _, err := io.ReadFull(r, sl[:]); err != nil {
			return 2
		}
		spec := make([]byte, binary.LittleEndian.Uint16(sl[:]))
		if _, err := io.ReadFull(r, spec); err != nil {
			return 2
		}
		if n > domain.MaxDocumentBytes+1 {
			return 2
		}
		// The Go heap holds the file and the words; a soft limit a little above that keeps its
		// garbage from piling up next to PDFium's memory.
		debug.SetMemoryLimit(workerOverhead + 2*int64(n))
		data := make([]byte, n)
		if _, err := io.ReadFull(r, data); err != nil {
			return 2
		}
		var rep workerReply
		var err error
		switch hdr[0] {
		case opCheck:
			rep.Check, err = checkInProcess(data)
		case opExtract:
			if x == nil {
				x, err = NewExtractor(inWorker(wasmLimit))
			} else {
				x.setWasmLimit(wasmLimit)
			}
			if err == nil {
				ctx := WithOCR(context.Background(), parseOCRSpec(string(spec)))
				rep.Doc, err = x.Extract(WithProgress(ctx, func(done, total int) {
					var b [8]byte
					binary.LittleEndian.PutUint32(b[:], uint32(done))
					binary.LittleEndian.PutUint32(b[4:], uint32(total))
					writeFrame(frameProgress, b[:])
				}), data)
			}
		default:
			return 2
		}
		if err != nil {
			rep.Kind, rep.Msg = kindOf(err), err.Error()
			errors.As(err, &rep.Mem)
			errors.As(err, &rep.OCR)
		}
		data = nil
		body, err := encodeReply(&rep)
		if err != nil {
			return 2
		}
		if err := writeFrame(frameReply, body); err != nil {
			return 0
		}
	}
}

// Worker memory: a worker's GOGC, and how long it waits for its next request before it gives
// its garbage back to the system (a batch of imports keeps the heap between documents; a worker
// left idle holds no more than its live heap).
const (
	workerGCPercent = 200
	idleFree        = 200 * time.Millisecond
)
