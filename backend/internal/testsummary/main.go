// Command testsummary reads `go test -json` on stdin, prints the output of failed tests and package
// results, and ends with one line: "go test: N passed, N failed, N skipped". It exits 1 on any failure.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64
}

func main() {
	var passed, failed, skipped, buildFail int
	outputs := map[string][]string{}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if json.Unmarshal(line, &e) != nil {
			fmt.Println(string(line)) // build errors and other plain output
			if strings.Contains(string(line), "[build failed]") || strings.HasPrefix(string(line), "FAIL") {
				buildFail++
			}
			continue
		}
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			if len(outputs[key]) < 400 {
				outputs[key] = append(outputs[key], e.Output)
			}
			if e.Test == "" && (strings.HasPrefix(e.Output, "ok ") || strings.HasPrefix(e.Output, "FAIL") || strings.HasPrefix(e.Output, "---") || strings.Contains(e.Output, "passed")) {
				fmt.Print(e.Output)
			}
		case "pass":
			if e.Test != "" {
				passed++
			}
			delete(outputs, key)
		case "skip":
			if e.Test != "" {
				skipped++
				for _, o := range outputs[key] {
					if strings.Contains(o, "skip") || strings.Contains(o, "SKIP") {
						fmt.Print("  " + strings.TrimSpace(e.Package+" "+e.Test) + ": " + strings.TrimSpace(o) + "\n")
						break
					}
				}
			}
			delete(outputs, key)
		case "fail":
			if e.Test != "" {
				failed++
				fmt.Printf("--- FAIL: %s %s\n%s", e.Package, e.Test, strings.Join(outputs[key], ""))
			} else if len(outputs[key]) > 0 {
				fmt.Print(strings.Join(outputs[key], ""))
				buildFail++
			}
			delete(outputs, key)
		}
	}
	failed += buildFail
	fmt.Printf("go test: %d passed, %d failed, %d skipped\n", passed, failed, skipped)
	if failed > 0 {
		os.Exit(1)
	}
}
