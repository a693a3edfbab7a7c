// Command carrel is Carrel, an offline research desk: with no arguments it opens the window;
// with a subcommand (serve, keys, import, pdf, eval, ...) it runs headless.
package main

import (
	"embed"
	"fmt"
	"io/fs"
	"os"

	"carrel/backend/cli"
)

//go:embed all:frontend/dist
var assets embed.FS

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
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
