//go:build !unix

package main

import "time"

// cpuTime is unavailable here; the CPU-time figure then reads +Inf.
func cpuTime() time.Duration { return 0 }
