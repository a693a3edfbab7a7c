// Command carrel is Carrel, an offline research desk: with no arguments it opens the window;
// with a subcommand (serve, keys, import, pdf, eval, ...) it runs headless.
package main

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"

	"carrel/backend/cli"
	"carrel/backend/pdf"
)

//go:embed all:frontend/dist
var assets embed.FS

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// defaultMemoryLimit is the Go runtime's soft memory target unless GOMEMLIMIT says otherwise.
// Searching a 156k-paper library keeps about 70 MB live; with the default GC the process holds
// twice that plus freed pages, and the mmapped index comes on top. The limit makes the runtime
// collect and return pages sooner. It is soft: a larger live heap (a huge PDF) still works, the
// collector just runs more often (docs/architecture.md, "Memory").
const defaultMemoryLimit = 160 << 20

func main() {
	// A parse worker (this binary started by the service to parse one PDF at a time) never returns.
	pdf.ServeWorkerIfChild()
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}
	dist, _ := fs.Sub(assets, "frontend/dist")
	env := cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Frontend: dist, Version: version}
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(env, os.Args[1:]))
	}
	if err := runWindow(dist, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "carrel:", err)
		os.Exit(1)
	}
}
