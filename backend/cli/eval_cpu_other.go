//go:build !unix

package cli

// cpuSeconds is not measured on this platform.
func cpuSeconds() float64 { return 0 }
