// Command carrel-eval is Carrel's evaluation and tuning harness (package eval), built apart from
// the carrel binary: `go build -o build/bin/carrel-eval ./backend/eval/cmd/carrel-eval`.
package main

import (
	"os"

	"carrel/backend/eval"
)

func main() {
	os.Exit(eval.Run(eval.Env{Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}
