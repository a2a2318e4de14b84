package safetensors

import (
	"bufio"
	"errors"
	"io"
	"os"

	"github.com/ndgo/ndarray/internal/mmapfile"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// Map maps the safetensors file at path read-only: each tensor is a
// read-only view of the mapped bytes, with no copy (a copy only where the
// file misplaces a tensor for its alignment, or a BOOL byte is not 0 or
// 1). Arrays taken from it must not be used after Close: they then read
// zeros (see npy.Mapped for why this never faults).
//
// The views read the file's pages: if another process truncates the
// file, reading the lost pages raises SIGBUS, which kills the process.
// Tensor, Raw and Check test for that and return an error instead (see
// the package documentation); reads of arrays already handed out are not
// guarded. Where the file may be truncated, use Open, which copies.
func Map(path string) (*File, error) {
	f, size, err := openFile(path)
	if err != nil {
		return nil, err
	}
	st, err := mapFile(f, size)
	if err != nil {
		f.Close()
		return nil, err
	}
	return st, nil
}

func mapFile(f *os.File, size int64) (*File, error) {
	h, err := ReadHeader(bufio.NewReader(io.NewSectionReader(f, 0, size)), size)
	if err != nil {
		return nil, err
	}
	region, err := mmapfile.Map(f, 0, size, false)
	if errors.Is(err, nd.ErrMemory) { // where a map is a copy
		return nil, causef(ErrFormat, err, "mapping %d bytes", size)
	}
	if err != nil {
		return nil, ioError(err)
	}
	st := newFile(h, nil)
	st.region, st.file = region, f
	return st, nil
}

// Check returns an error wrapping ErrFormat if the mapped file no longer
// holds every byte its header describes: another process truncated it,
// and reading the lost pages through arrays already taken would raise
// SIGBUS. It costs one fstat. An opened file cannot fault (its reads
// return errors), so Check returns nil for it; after Close, an error
// wrapping ErrClosed.
func (f *File) Check() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return errorf(ErrClosed, "File used after Close")
	}
	if f.region == nil {
		return nil
	}
	if err := f.region.Check(); err != nil {
		return causef(ErrFormat, err, "mapped file")
	}
	return nil
}

// mapped returns t's bytes in the mapped file.
func (f *File) mapped(t TensorInfo) []byte {
	at := f.header.DataOffset
	return f.region.Bytes()[at+t.Begin : at+t.End : at+t.End]
}

// mappedRaw returns t's bytes in the mapped file, once the file is known
// to still hold them.
func (f *File) mappedRaw(t TensorInfo) ([]byte, error) {
	if err := f.region.Check(); err != nil {
		return nil, causef(ErrFormat, err, "tensor %q", t.Name)
	}
	return f.mapped(t), nil
}

// mappedTensor returns t as a view of the mapped file, or as a read-only
// copy where it cannot be viewed, once the file is known to still hold
// it; a truncation racing with the reads made here is an error too.
func (f *File) mappedTensor(t TensorInfo, dt nd.DType) (nd.AnyArray, error) {
	if err := f.region.Check(); err != nil {
		return nil, causef(ErrFormat, err, "tensor %q", t.Name)
	}
	return f.readMapped(t, dt)
}

// readMapped is mappedTensor's reading part, under the map's fault guard.
func (f *File) readMapped(t TensorInfo, dt nd.DType) (nd.AnyArray, error) {
	raw := f.mapped(t)
	var a nd.AnyArray
	err := f.region.Read(func() error {
		if viewable(raw, dt) {
			v, err := ndany.View(dt, raw, nd.RowMajor(t.Shape...))
			if err != nil { // viewable checked what View does: a bug
				return causef(ErrFormat, err, "tensor %q", t.Name)
			}
			a = ndany.ReadOnly(v)
			return nil
		}
		if err := checkMemory(t); err != nil {
			return err
		}
		c, err := loadCopy(t, dt, func(dst []byte) error { copy(dst, raw); return nil })
		if err == nil {
			a = ndany.ReadOnly(c)
		}
		return err
	})
	if errors.Is(err, mmapfile.ErrTruncated) {
		return nil, causef(ErrFormat, err, "tensor %q", t.Name)
	}
	return a, err
}
