package pdf

import (
	"carrel/backend/domain"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
)

// isolation is set by ServeWorkerIfChild: only a binary that answers as a worker may start one.
var isolation atomic.Bool

// Isolated reports whether Check and Extract run in child processes.
func Isolated() bool { return isolation.Load() }

// A parse has two memory ceilings. The first attempt at a document runs with FirstMemoryLimit,
// which every real paper measured fits in with room to spare (PDFium's heap stays under 70 MB
// for all 88 text-layer papers of the realpdfs set) and which a decompression bomb reaches
// within a second. A parse that hits it is not called a bomb for that: unless the file is shown
// to be one (a stream inflating more than a hundredfold past 64 MB, see findBomb), it is tried once more
// in a fresh worker with the machine's ceiling (machineMemoryLimit), so a large real book
// is read and only a file that exhausts even that fails.
const (
	// FirstMemoryLimit is a parse worker's resident-set ceiling on the first attempt.
	FirstMemoryLimit = 208 << 20
	// workerOverhead is a worker's memory outside PDFium's heap: the Go runtime, the compiled
	// PDFium code (together about 60 MB) and the words being built. PDFium's heap may use the
	// rest of the ceiling, so the heap's own limit, which is exact, is reached before the
	// sampled resident set passes the ceiling.
	workerOverhead = 96 << 20
	// maxRetryLimit caps the retry ceiling: PDFium's WebAssembly memory cannot pass 2 GB.
	maxRetryLimit = 2 << 30
)

// rssLimitFor is a worker's ceiling for an n-byte file under base: the file is held twice, by
// the worker's Go code and in PDFium's heap.
func rssLimitFor(base, n int64) int64 { return base + 2*n }

// wasmLimitFor is the PDFium heap allowed under base for an n-byte file: what the ceiling
// leaves after the worker's overhead and its Go copy of the file.
func wasmLimitFor(base, n int64) int64 { return max(base-workerOverhead, 32<<20) + n }

// machineMemoryLimit is the retry ceiling: an equal share, among the parse slots, of half the
// memory available now, at least FirstMemoryLimit and at most maxRetryLimit.
func machineMemoryLimit() int64 {
	share := availableMemory() / 2 / int64(ParseSlots())
	return min(max(share, FirstMemoryLimit), maxRetryLimit)
}

// ParseSlots is how many documents may be parsed at once: a quarter of the available memory
// divided by a first attempt on the largest file accepted, at least 1 and at most the number of
// CPUs.
func ParseSlots() int {
	n := int(availableMemory() / 4 / rssLimitFor(FirstMemoryLimit, domain.MaxDocumentBytes))
	return max(1, min(n, runtime.NumCPU()))
}

// availableMemory reads MemAvailable from /proc/meminfo; 2 GiB when it cannot.
func availableMemory() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) >= 2 && f[0] == "MemAvailable:" {
				if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
					return kb << 10
				}
			}
		}
	}
	return 2 << 30
}

// processRSS returns the resident set of pid in bytes (0 when it cannot be read).
func processRSS(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// peakWorkerRSS is the largest worker RSS seen, for measurements.
var peakWorkerRSS atomic.Int64

// PeakWorkerRSS returns the largest resident set any parse worker reached (sampled every 10 ms).
func PeakWorkerRSS() int64 { return peakWorkerRSS.Load() }

// ResetPeakWorkerRSS starts a new PeakWorkerRSS measurement.
func ResetPeakWorkerRSS() { peakWorkerRSS.Store(0) }

func notePeak(rss int64) {
	for {
		p := peakWorkerRSS.Load()
		if rss <= p || peakWorkerRSS.CompareAndSwap(p, rss) {
			return
		}
	}
}

func sizeText(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KB", max(1, n>>10))
}

// mb writes n bytes as whole megabytes.
func mb(n int64) string { return fmt.Sprintf("%d MB", n>>20) }

// retryLimit is machineMemoryLimit; tests shrink it.
var retryLimit = machineMemoryLimit
