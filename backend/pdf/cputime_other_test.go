//go:build !unix

package pdf

import "time"

// cpuTimeForBench is unavailable here; the CPU-time figure then reads +Inf.
func cpuTimeForBench() time.Duration { return 0 }
