package cli

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"carrel/backend/app"
	"carrel/backend/bibio"
	"carrel/backend/service"
)

func importCmd(env Env, args []string) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	data := fs.String("data", app.DefaultDataDir(), "data folder")
	format := fs.String("format", "", "bibtex, ris, csl_json or jsonl (default: guessed per file)")
	zotero := fs.String("zotero", "", "import a Zotero library: the data folder holding zotero.sqlite and storage/")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 && *zotero == "" {
		return errors.New("usage: carrel import [--data DIR] [--format F] FILE...  |  carrel import [--data DIR] --zotero ZOTERO_DIR")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	// The index is rebuildable from SQLite, so a bulk load skips its per-batch fsync.
	b, err := app.Open(app.Options{DataDir: *data, IndexBulkLoad: true})
	if err != nil {
		return err
	}
	defer b.Close()
	owner := service.OwnerContext(ctx)
	if *zotero != "" {
		return importZotero(owner, env, b, *zotero)
	}
	var total service.PaperImport
	var warnings []string
	for _, path := range fs.Args() {
		res, err := importFile(owner, env, b.Service, path, *format)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		total.Created += res.Created
		total.Duplicates += res.Duplicates
		total.Merged += res.Merged
		total.Documents += res.Documents
		total.Failed = append(total.Failed, res.Failed...)
		for _, w := range res.Warnings {
			lines := "lines"
			if w.Lines == 1 {
				lines = "line"
			}
			warnings = append(warnings, fmt.Sprintf("%s: field %q (on %d %s) is not a paper field and was not imported", path, w.Field, w.Lines, lines))
		}
	}
	if total.Documents > 0 {
		// Attached PDFs are parsed by the job runner before the command returns.
		fmt.Fprintf(env.Stderr, "parsing %d PDFs...", total.Documents)
		if err := b.Start(ctx); err != nil {
			return err
		}
		if err := b.Service.Documents.WaitParsed(ctx); err != nil {
			return err
		}
	}
	fmt.Fprintf(env.Stderr, "indexing...")
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	fmt.Fprintf(env.Stderr, " done\n")
	fmt.Fprintf(env.Stdout, "created %d, duplicates %d, failed %d in %.1f s\n", total.Created, total.Duplicates, len(total.Failed), time.Since(start).Seconds())
	if total.Merged > 0 {
		fmt.Fprintf(env.Stdout, "completed %d papers already in Carrel with fields they lacked\n", total.Merged)
	}
	if total.Documents > 0 {
		fmt.Fprintf(env.Stdout, "attached %d PDFs as documents\n", total.Documents)
	}
	for i, f := range total.Failed {
		if i == 20 {
			fmt.Fprintf(env.Stdout, "  ... and %d more\n", len(total.Failed)-20)
			break
		}
		fmt.Fprintf(env.Stdout, "  line %d: %s\n", f.Line, f.Error)
	}
	for _, w := range warnings {
		fmt.Fprintf(env.Stdout, "warning: %s\n", w)
	}
	return nil
}

// importZotero imports a Zotero library, waits until its papers are searchable and its PDFs
// parsed, and prints the summary.
func importZotero(ctx context.Context, env Env, b *app.Backend, dir string) error {
	if err := b.Start(ctx); err != nil {
		return err
	}
	bar := newBar(env.Stderr, 0)
	bar.unit = "steps"
	res, err := b.Service.Papers.ImportZotero(ctx, service.ZoteroImportParams{Dir: dir}, func(done, total int) {
		bar.total = total
		bar.set(done)
	})
	bar.finish()
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stderr, "parsing PDFs and indexing...")
	if err := b.Service.Documents.WaitParsed(ctx); err != nil {
		return err
	}
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	fmt.Fprintf(env.Stderr, " done\n")
	fmt.Fprintln(env.Stdout, res.Summary)
	for _, f := range res.Failed {
		fmt.Fprintf(env.Stdout, "  %s: %s\n", f.Key, f.Error)
	}
	return nil
}

// importFile reads one file (gunzipping .gz), parses it and inserts its papers in batches,
// drawing a progress bar on stderr. JSONL is streamed, so memory does not grow with the file.
func importFile(ctx context.Context, env Env, svc *service.Service, path, format string) (service.PaperImport, error) {
	f, err := os.Open(path)
	if err != nil {
		return service.PaperImport{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return service.PaperImport{}, err
	}
	counted := &countingReader{r: f}
	var r io.Reader = bufio.NewReaderSize(counted, 256<<10)
	name := path
	if strings.HasSuffix(strings.ToLower(path), ".gz") {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return service.PaperImport{}, err
		}
		r = zr
		name = strings.TrimSuffix(name, name[len(name)-3:])
	}
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(4096)
	if format == "" {
		if format = bibio.Detect(name, head); format == "" {
			return service.PaperImport{}, errors.New("cannot tell the format; pass --format")
		}
	}
	fmt.Fprintf(env.Stderr, "%s: importing %s...\n", path, format)
	if format == bibio.FormatJSONL {
		bar := newBar(env.Stderr, int(st.Size()))
		bar.unit = "bytes"
		var warns []bibio.FieldWarning
		var failed []service.ImportFailure
		res, err := svc.Papers.ImportStream(ctx, func(chunk func([]bibio.Record) error) error {
			var err error
			warns, err = bibio.EachJSONL(br, 5000, func(recs []bibio.Record, errs []bibio.RecordError) error {
				for _, e := range errs {
					failed = append(failed, service.ImportFailure{Line: e.Line, Error: e.Message})
				}
				return chunk(recs)
			})
			return err
		}, true, "", func(done int) { bar.papers = done; bar.set(int(counted.n)) })
		bar.finish()
		res.Failed = append(res.Failed, failed...)
		res.Warnings = append(res.Warnings, warns...)
		if err == nil {
			err = service.CheckAnyEntries(path, res.Created+res.Duplicates+len(res.Failed))
		}
		return res, err
	}
	raw, err := io.ReadAll(br)
	if err != nil {
		return service.PaperImport{}, err
	}
	recs, errs, warns, err := bibio.ParseWarn(format, bytes.NewReader(raw))
	if err != nil {
		return service.PaperImport{}, err
	}
	if err := service.CheckAnyEntries(path, len(recs)+len(errs)); err != nil {
		return service.PaperImport{}, err
	}
	bar := newBar(env.Stderr, len(recs))
	// Attached PDFs (BibTeX `file`, RIS `L1`) are read relative to the file's own folder.
	res, err := svc.Papers.ImportStream(ctx, func(chunk func([]bibio.Record) error) error { return chunk(recs) },
		len(recs) > service.ImportBatch, filepath.Dir(path), bar.set)
	bar.finish()
	for _, e := range errs {
		res.Failed = append(res.Failed, service.ImportFailure{Line: e.Line, Error: e.Message})
	}
	res.Warnings = append(res.Warnings, warns...)
	return res, err
}

// countingReader counts the bytes read through it, for the progress of a streamed import.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// bar is a one-line progress bar redrawn with a carriage return.
type bar struct {
	w    io.Writer
	unit string // "papers" unless set to "bytes" (a streamed file: done counts bytes read)
	// papers is how many papers a streamed import has handled so far.
	papers int
	total  int
	start  time.Time
	last   time.Time
}

func newBar(w io.Writer, total int) *bar {
	b := &bar{w: w, unit: "papers", total: total, start: time.Now()}
	b.draw(0)
	return b
}

func (b *bar) set(done int) {
	if time.Since(b.last) < 100*time.Millisecond && done < b.total {
		return
	}
	b.draw(done)
}

func (b *bar) draw(done int) {
	b.last = time.Now()
	const width = 30
	filled := width
	if b.total > 0 {
		filled = done * width / b.total
	}
	if b.unit == "bytes" {
		prate := float64(b.papers) / max(time.Since(b.start).Seconds(), 1e-9)
		fmt.Fprintf(b.w, "\r[%s%s] %d papers, %.1f/%.1f MB read  %.0f/s ", strings.Repeat("#", filled), strings.Repeat(" ", width-filled), b.papers, float64(done)/1e6, float64(b.total)/1e6, prate)
		return
	}
	rate := float64(done) / max(time.Since(b.start).Seconds(), 1e-9)
	unit := b.unit
	if unit == "" {
		unit = "papers"
	}
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d %s  %.0f/s ", strings.Repeat("#", filled), strings.Repeat(" ", width-filled), done, b.total, unit, rate)
}

func (b *bar) finish() {
	b.draw(b.total)
	fmt.Fprintln(b.w)
}
