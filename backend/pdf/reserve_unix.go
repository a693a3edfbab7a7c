//go:build unix

package pdf

import "syscall"

// grow maps, on first use, maxRetryLimit bytes of address space outside the Go heap (PDFium's
// memory can never be larger); the kernel backs a page only when it is first written, and
// Free returns them all.
func (m *linearMemory) grow(n int64) bool {
	if m.buf != nil {
		return n <= int64(cap(m.buf))
	}
	b, err := syscall.Mmap(-1, 0, maxRetryLimit, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		return false
	}
	m.buf, m.release = b[:0], func() { _ = syscall.Munmap(b) }
	return n <= int64(cap(m.buf))
}
