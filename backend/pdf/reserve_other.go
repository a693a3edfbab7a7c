//go:build !unix

package pdf

// grow copies the memory into a buffer with half as much again room, so growing in small
// steps copies a few times, not at every step.
func (m *linearMemory) grow(n int64) bool {
	b := make([]byte, len(m.buf), n+n/2)
	copy(b, m.buf)
	m.buf = b
	return true
}
