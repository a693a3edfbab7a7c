//go:build unix

package answer

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) this process has used: on a shared machine
// it measures the work of a benchmark where wall time measures the queue for a core.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
