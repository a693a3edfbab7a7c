package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/validate"

	"carrel/backend/domain"
)

func init() {
	// Keep pdfcpu from creating a config.yml in the user's config folder.
	model.ConfigPath = "disable"
}

// CheckTimeout bounds Check; a file pdfcpu cannot read in this time is reported corrupt.
const CheckTimeout = 10 * time.Second

// CheckResult is what the synchronous check learns about a file.
type CheckResult struct {
	PageCount int
	// Encrypted is true for files that are encrypted but open without a password
	// (owner-password-only restrictions); files needing a password fail with ErrEncrypted.
	Encrypted bool
	// Version is the PDF version the file claims (e.g. "1.5").
	Version string
}

// Check sniffs and parses data with pdfcpu, fast and without PDFium; in a binary that serves
// parse workers it runs in one (bounded memory and time). Errors: ErrTooLarge, ErrNotPDF,
// ErrEncrypted, ErrCorrupt, ErrLimit, ErrTimeout. It never panics.
func Check(data []byte) (res CheckResult, err error) {
	if !Isolated() {
		return checkInProcess(data)
	}
	if err := Sniff(data); err != nil {
		return res, err
	}
	if n := declaredPages(data); n > MaxPages {
		return res, tooManyPages(n)
	}
	rep, err := checkPool().run(context.Background(), request{op: opCheck, r: bytes.NewReader(data),
		n: int64(len(data)), base: FirstMemoryLimit, timeout: CheckTimeout})
	return rep.Check, err
}

var (
	checkOnce    sync.Once
	checkWorkers *workerPool
)

// checkPool is the children that run Check: two, so one slow file does not queue every upload.
func checkPool() *workerPool {
	checkOnce.Do(func() { checkWorkers = newWorkerPool(2, "", false, DefaultIdleTimeout) })
	return checkWorkers
}

func checkInProcess(data []byte) (res CheckResult, err error) {
	if err := Sniff(data); err != nil {
		return res, err
	}
	if n := declaredPages(data); n > MaxPages {
		return res, tooManyPages(n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), CheckTimeout)
	defer cancel()
	pc, err := readContext(ctx, data)
	if err != nil {
		return res, err
	}
	res.PageCount = pc.PageCount
	res.Encrypted = pc.Encrypt != nil
	if v := pc.HeaderVersion; v != nil {
		res.Version = v.String()
	}
	if res.PageCount <= 0 {
		return res, fmt.Errorf("%w: no pages", ErrCorrupt)
	}
	if res.PageCount > MaxPages {
		return res, tooManyPages(res.PageCount)
	}
	return res, nil
}

// readContext parses data with pdfcpu under ctx, turning panics and failures into classified errors.
func readContext(ctx context.Context, data []byte) (pc *model.Context, err error) {
	defer func() {
		if r := recover(); r != nil {
			pc, err = nil, fmt.Errorf("%w: pdfcpu panic: %v", ErrCorrupt, r)
		}
	}()
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	conf.Offline = true
	type result struct {
		pc  *model.Context
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{nil, fmt.Errorf("%w: pdfcpu panic: %v", ErrCorrupt, r)}
			}
		}()
		c, err := pdfcpu.ReadWithContext(ctx, bytes.NewReader(data), conf)
		if err == nil {
			// Relaxed: a file that fails validation but has a readable page tree
			// is accepted, since PDFium tolerates far more than pdfcpu validates.
			// validate.XRefTable is what api.ValidateContext runs; importing api would link
			// pdfcpu's form package, whose go-runewidth tables cost every process start
			// (parse workers included) about 10 ms of CPU.
			if verr := validate.XRefTable(c); verr != nil {
				if perr := c.EnsurePageCount(); perr != nil || c.PageCount <= 0 {
					err = verr
				}
			}
		}
		done <- result{c, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: parsing took too long", ErrCorrupt)
	}
	if r.err != nil {
		if errors.Is(r.err, ErrCorrupt) {
			return nil, r.err
		}
		if isPasswordErr(r.err) {
			return nil, ErrEncrypted
		}
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, r.err)
	}
	return r.pc, nil
}

func isPasswordErr(err error) bool {
	if errors.Is(err, pdfcpu.ErrWrongPassword) || errors.Is(err, pdfcpu.ErrOwnerPasswordRequired) {
		return true
	}
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "password")
}

// Sniff is the cheap half of Check, for routes that keep bytes before parsing them: the size cap
// (domain.MaxDocumentBytes) and the header. Errors: ErrTooLarge, ErrNotPDF.
func Sniff(data []byte) error {
	if len(data) > domain.MaxDocumentBytes {
		return ErrTooLarge
	}
	if !LooksLikePDF(data) {
		return ErrNotPDF
	}
	return nil
}

// LooksLikePDF says whether data starts like a PDF: "%PDF-" within the first KiB, as readers accept.
func LooksLikePDF(data []byte) bool {
	head := data[:min(len(data), 1024)]
	return bytes.Contains(head, []byte("%PDF-"))
}

func tooManyPages(n int) error {
	return &PagesError{Declared: n}
}
