// Package subcmd runs a program made of subcommands (carrel's headless commands, carrel-eval):
// one table, one usage listing, one way to report errors and exit codes.
package subcmd

import (
	"fmt"
	"io"
	"sort"
)

// Command is one subcommand: a one-line summary for the usage and the function that runs it
// with the program's environment E and the arguments after its name. It is an alias of a plain
// struct so that command tables stay one short row each ({summary, func}).
type Command[E any] = struct {
	Summary string
	Run     func(env E, args []string) error
}

// Program is a command-line program: its name, the text before and after the list of commands.
type Program[E any] struct {
	Name, Intro, Footer string
	Commands            map[string]Command[E]
}

// IsHelp reports whether arg asks for the usage.
func IsHelp(arg string) bool { return arg == "help" || arg == "-h" || arg == "--help" }

// Run runs the command named by args[0] and returns the exit code: 0, 1 when it fails (the
// error is printed to stderr), 2 for an unknown command. No arguments or help print the usage.
func (p Program[E]) Run(env E, stdout, stderr io.Writer, args []string) int {
	if len(args) == 0 || IsHelp(args[0]) {
		p.Usage(stdout)
		return 0
	}
	c, ok := p.Commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "%s: unknown command %q\n\n", p.Name, args[0])
		p.Usage(stderr)
		return 2
	}
	if err := c.Run(env, args[1:]); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", p.Name, err)
		return 1
	}
	return 0
}

// Usage prints the intro, the commands in name order with their summaries, and the footer.
func (p Program[E]) Usage(w io.Writer) {
	fmt.Fprintln(w, p.Intro)
	names := make([]string, 0, len(p.Commands))
	width := 8
	for n := range p.Commands {
		names = append(names, n)
		width = max(width, len(n)+1)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s %s\n", width, n, p.Commands[n].Summary)
	}
	fmt.Fprintln(w, p.Footer)
}
