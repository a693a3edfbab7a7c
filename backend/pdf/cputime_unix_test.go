//go:build unix

package pdf

import (
	"syscall"
	"time"
)

// cpuTimeForBench is the user+system CPU time of this process and of its reaped children (parse
// workers, once their Extractor is closed); on a shared machine it is a steadier speed measure
// than wall time.
func cpuTimeForBench() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) != nil {
			return 0
		}
		total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return total
}
