// Package eval is Carrel's evaluation and tuning harness: it measures search quality on BEIR
// sets, speed at scale and chat latency and grounding, by driving a real backend through the
// service. It is built as its own command (backend/eval/cmd/carrel-eval) so that none of it, nor
// the test data finders it uses, ships in the carrel binary.
package eval

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// Env is where a subcommand writes its figures (Stdout) and its progress (Stderr).
type Env struct {
	Stdout, Stderr io.Writer
}

type command struct {
	summary string
	run     func(env Env, args []string) error
}

// commands is the table of subcommands; a new evaluation adds one line here.
var commands = map[string]command{
	"search":         {"nDCG@10, recall@100 and latency on a BEIR set (--dataset)", evalSearch},
	"scale":          {"import, index and search a large corpus; latency and peak RSS", evalScale},
	"chat-latency":   {"time to the first streamed chat delta over the HTTP API", evalChatLatency},
	"chat-rationale": {"grounding of chat quotes against SciFact rationales", evalChatRationale},
	"claims":         {"SciFact claims through searches: rationale P/R/F1, stance, verdict relevance", evalClaims},
	"train-answer":   {"fit the answer's evidence and stance model on SciFact train (make answer-model)", evalTrainAnswer},
}

// Run executes `carrel-eval NAME [flags]` and returns the process exit code.
func Run(env Env, args []string) int {
	if env.Stdout == nil {
		env.Stdout, env.Stderr = os.Stdout, os.Stderr
	}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(env.Stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "carrel-eval: unknown evaluation %q\n\n", args[0])
		usage(env.Stderr)
		return 2
	}
	if err := c.run(env, args[1:]); err != nil {
		fmt.Fprintln(env.Stderr, "carrel-eval:", err)
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "carrel-eval: measure Carrel's quality and speed.\n\nUsage:\n  carrel-eval NAME [flags]\n\nEvaluations:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-15s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'carrel-eval NAME -h' for an evaluation's flags.")
}
