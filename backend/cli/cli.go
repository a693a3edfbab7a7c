// Package cli implements the headless subcommands of the carrel binary.
package cli

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"carrel/backend/internal/subcmd"
)

// Env is what the binary hands to the subcommands.
type Env struct {
	Stdout, Stderr io.Writer
	// Frontend is the built window (frontend/dist), served by `carrel serve`.
	Frontend fs.FS
	Version  string
}

type command = subcmd.Command[Env]

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
	return ok || subcmd.IsHelp(name) || name == "version"
}

var program = subcmd.Program[Env]{Name: "carrel",
	Intro:  "Carrel: an offline research desk.\n\nUsage:\n  carrel              open the window\n  carrel COMMAND ...  run headless\n\nCommands:",
	Footer: "\nRun 'carrel COMMAND -h' for a command's flags.", Commands: commands}

// Run executes a subcommand and returns the process exit code.
func Run(env Env, args []string) int {
	if env.Stdout == nil {
		env.Stdout, env.Stderr = os.Stdout, os.Stderr
	}
	if len(args) > 0 && args[0] == "version" {
		fmt.Fprintln(env.Stdout, "carrel", env.Version)
		return 0
	}
	return program.Run(env, env.Stdout, env.Stderr, args)
}
