// Package cli implements the headless subcommands of the carrel binary.
package cli

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
)

// Env is what the binary hands to the subcommands.
type Env struct {
	Stdout, Stderr io.Writer
	// Frontend is the built window (frontend/dist), served by `carrel serve`.
	Frontend fs.FS
	Version  string
}

type command struct {
	summary string
	run     func(env Env, args []string) error
}

// commands is the table of subcommands; a new subcommand adds one row.
var commands = map[string]command{
	"serve":  {"run the HTTP API (and the watched folder) without a window", serve},
	"keys":   {"create, list or revoke API keys (keys create|list|revoke)", keys},
	"import": {"import papers from BibTeX, RIS, CSL-JSON or JSONL files (.gz accepted)", importCmd},
	"pdf":    {"PDF tools: 'pdf words FILE...' prints extracted words as JSON", pdfCmd},
	"eval":   {"run the evaluation harness (carrel-eval, built apart: make eval-build)", evalCmd},
}

// IsCommand reports whether name is a subcommand (so main knows not to open the window).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || name == "help" || name == "-h" || name == "--help" || name == "version"
}

// Run executes a subcommand and returns the process exit code.
func Run(env Env, args []string) int {
	if env.Stdout == nil {
		env.Stdout, env.Stderr = os.Stdout, os.Stderr
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(env.Stdout)
		return 0
	}
	if args[0] == "version" {
		fmt.Fprintln(env.Stdout, "carrel", env.Version)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "carrel: unknown command %q\n\n", args[0])
		usage(env.Stderr)
		return 2
	}
	if err := c.run(env, args[1:]); err != nil {
		fmt.Fprintln(env.Stderr, "carrel:", err)
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Carrel: an offline research desk.\n\nUsage:\n  carrel              open the window\n  carrel COMMAND ...  run headless\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'carrel COMMAND -h' for a command's flags.")
}
