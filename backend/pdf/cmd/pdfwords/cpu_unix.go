//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the process's user+system CPU time; on a shared machine it is a
// steadier speed measure than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
