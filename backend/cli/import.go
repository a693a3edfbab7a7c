package cli

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
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
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("usage: carrel import [--data DIR] [--format F] FILE...")
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
	var total service.PaperImport
	var warnings []string
	for _, path := range fs.Args() {
		res, err := importFile(owner, env, b.Service, path, *format)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		total.Created += res.Created
		total.Duplicates += res.Duplicates
		total.Failed = append(total.Failed, res.Failed...)
		for _, w := range res.Warnings {
			lines := "lines"
			if w.Lines == 1 {
				lines = "line"
			}
			warnings = append(warnings, fmt.Sprintf("%s: field %q (on %d %s) is not a paper field and was not imported", path, w.Field, w.Lines, lines))
		}
	}
	fmt.Fprintf(env.Stderr, "indexing...")
	if err := b.Service.Indexer.WaitIdle(ctx); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	fmt.Fprintf(env.Stderr, " done\n")
	fmt.Fprintf(env.Stdout, "created %d, duplicates %d, failed %d in %.1f s\n", total.Created, total.Duplicates, len(total.Failed), time.Since(start).Seconds())
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

// importFile reads one file (gunzipping .gz), parses it and inserts its papers in batches,
// drawing a progress bar on stderr.
func importFile(ctx context.Context, env Env, svc *service.Service, path, format string) (service.PaperImport, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return service.PaperImport{}, err
	}
	name := path
	if strings.HasSuffix(strings.ToLower(path), ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return service.PaperImport{}, err
		}
		if raw, err = io.ReadAll(zr); err != nil {
			return service.PaperImport{}, err
		}
		name = strings.TrimSuffix(name, name[len(name)-3:])
	}
	if format == "" {
		if format = bibio.Detect(name, raw[:min(len(raw), 4096)]); format == "" {
			return service.PaperImport{}, errors.New("cannot tell the format; pass --format")
		}
	}
	fmt.Fprintf(env.Stderr, "%s: parsing %s...\n", path, format)
	recs, errs, warns, err := bibio.ParseWarn(format, bytes.NewReader(raw))
	if err != nil {
		return service.PaperImport{}, err
	}
	bar := newBar(env.Stderr, len(recs))
	res, err := svc.Papers.ImportRecords(ctx, recs, bar.set)
	bar.finish()
	for _, e := range errs {
		res.Failed = append(res.Failed, service.ImportFailure{Line: e.Line, Error: e.Message})
	}
	res.Warnings = append(res.Warnings, warns...)
	return res, err
}

// bar is a one-line progress bar redrawn with a carriage return.
type bar struct {
	w     io.Writer
	total int
	start time.Time
	last  time.Time
}

func newBar(w io.Writer, total int) *bar {
	b := &bar{w: w, total: total, start: time.Now()}
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
	rate := float64(done) / max(time.Since(b.start).Seconds(), 1e-9)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d papers  %.0f/s ", strings.Repeat("#", filled), strings.Repeat(" ", width-filled), done, b.total, rate)
}

func (b *bar) finish() {
	b.draw(b.total)
	fmt.Fprintln(b.w)
}
