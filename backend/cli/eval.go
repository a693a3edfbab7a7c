package cli

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// evalCmd forwards to the carrel-eval command beside this binary or on PATH: the harness links
// test data finders and tuning code that the product does not ship (backend/eval).
func evalCmd(env Env, args []string) error {
	bin := findEvalBinary()
	if bin == "" {
		return errors.New("eval: carrel-eval not found beside carrel or on PATH; build it with `make eval-build` " +
			"(or `go build -o build/bin/carrel-eval ./backend/eval/cmd/carrel-eval`)")
	}
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, env.Stdout, env.Stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Errorf("eval: carrel-eval exited with status %d", exit.ExitCode())
		}
		return fmt.Errorf("eval: %w", err)
	}
	return nil
}

func findEvalBinary() string {
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), "carrel-eval")
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p
		}
	}
	p, err := exec.LookPath("carrel-eval")
	if err != nil {
		return ""
	}
	return p
}
