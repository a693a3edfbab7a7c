package pdf

import (
	"sync/atomic"

	"github.com/tetratelabs/wazero/experimental"
)

// linearMemory backs one PDFium instance's WebAssembly memory. Where the system allows it
// (reserve_unix.go) the memory is one reservation of address space that growing never copies,
// whose pages the kernel backs only as PDFium touches them. A growth past limit is refused,
// which PDFium sees as a failed malloc; the refusal is remembered, so a parse stopped by it is
// reported as the ceiling it hit, whatever PDFium made of the failure.
type linearMemory struct {
	limit   atomic.Int64
	wanted  atomic.Int64 // the largest size refused; 0 while under the limit
	buf     []byte       // len is the memory's size; cap what is reserved
	release func()
}

func newLinearMemory(limit int64) *linearMemory {
	m := &linearMemory{}
	m.limit.Store(limit)
	return m
}

func (m *linearMemory) allocate(_, _ uint64) experimental.LinearMemory { return m }

// Reallocate implements experimental.LinearMemory.
func (m *linearMemory) Reallocate(size uint64) []byte {
	n := int64(size)
	if n > m.limit.Load() {
		if n > m.wanted.Load() {
			m.wanted.Store(n)
		}
		return nil
	}
	if n > int64(cap(m.buf)) && !m.grow(n) {
		return nil
	}
	m.buf = m.buf[:n]
	return m.buf
}

// Free implements experimental.LinearMemory.
func (m *linearMemory) Free() {
	if m.release != nil {
		m.release()
	}
	m.release, m.buf = nil, nil
}

// setLimit changes the ceiling for the next document and forgets an earlier refusal.
func (m *linearMemory) setLimit(limit int64) {
	m.limit.Store(limit)
	m.wanted.Store(0)
}

// refused reports the largest size a growth past the limit asked for (0 when none did).
func (m *linearMemory) refused() int64 { return m.wanted.Load() }

// ceiling is the current limit.
func (m *linearMemory) ceiling() int64 { return m.limit.Load() }
