//go:build !unix

package answer

import "time"

// processCPU is unavailable here; benchmarks then report wall time only.
func processCPU() time.Duration { return 0 }
