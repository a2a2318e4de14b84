//go:build !(linux || darwin)

package mmapfile

import (
	"io"
	"os"

	"github.com/ndgo/ndarray/nd"
)

// Mapping holds a copy of part of a file where memory maps are not
// implemented: ReadOnly maps work (as copies), ReadWrite maps are refused.
type Mapping struct {
	data []byte
}

// Map reads bytes [start, start+size) of f. The copy is memory, so a size
// beyond nd.MemoryLimit is refused with an error wrapping nd.ErrMemory.
func Map(f *os.File, start, size int64, writable bool) (*Mapping, error) {
	if writable {
		return nil, ErrWritableUnsupported
	}
	if err := nd.CheckMemory(size, 1); err != nil {
		return nil, &os.PathError{Op: "mmap", Path: f.Name(), Err: err}
	}
	data := make([]byte, size)
	if _, err := f.ReadAt(data, start); err != nil && err != io.EOF {
		return nil, err
	}
	return &Mapping{data: data}, nil
}

// Bytes returns the bytes asked for.
func (m *Mapping) Bytes() []byte { return m.data }

// Unmap does nothing: the copy is garbage collected.
func (m *Mapping) Unmap() {}

// Flush does nothing: read-only copies have nothing to write.
func (m *Mapping) Flush() error { return nil }

// Detach does nothing: arrays keep their copy.
func (m *Mapping) Detach() error { return nil }

// Check returns nil: a copy cannot lose its bytes.
func (m *Mapping) Check() error { return nil }

// Read runs fn: reading a copy cannot fault.
func (m *Mapping) Read(fn func() error) error { return fn() }
