package safetensors

import (
	"bufio"
	"io"
	"os"
	"sync"

	"github.com/ndgo/ndarray/internal/mmapfile"
	"github.com/ndgo/ndarray/internal/rawarray"
	"github.com/ndgo/ndarray/nd"
)

// Array is any dtype package's *NdArray: what Tensor returns and Save
// takes. Tensor's result is the *NdArray of the tensor's dtype (an
// *ndfloat32.NdArray for F32).
type Array interface {
	nd.Shaped
	DType() nd.DType
	Layout() nd.Layout
	ReadOnly() bool
}

// File is an open safetensors file whose tensors are read one at a time,
// by name: Open reads each from the file when asked, Map views it in the
// mapped file without copying. Close it when done.
type File struct {
	mu     sync.Mutex
	header Header
	index  map[string]int
	r      io.ReaderAt       // where tensors are read from, when not mapped
	region *mmapfile.Mapping // the mapped file, when mapped
	file   *os.File          // closed by Close; nil for NewReader
	closed bool
}

// Open opens the safetensors file at path and validates its header;
// tensors are read when asked for.
func Open(path string) (*File, error) {
	f, size, err := openFile(path)
	if err != nil {
		return nil, err
	}
	st, err := NewReader(f, size)
	if err != nil {
		f.Close()
		return nil, err
	}
	st.file = f
	return st, nil
}

func openFile(path string) (*os.File, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, info.Size(), nil
}

// NewReader reads the header of the size-byte safetensors file in r;
// tensors are read from r when asked for.
func NewReader(r io.ReaderAt, size int64) (*File, error) {
	h, err := ReadHeader(bufio.NewReader(io.NewSectionReader(r, 0, size)), size)
	if err != nil {
		return nil, err
	}
	return newFile(h, r), nil
}

func newFile(h Header, r io.ReaderAt) *File {
	st := &File{header: h, r: r, index: map[string]int{}}
	for i, t := range h.Tensors {
		st.index[t.Name] = i
	}
	return st
}

// Map maps the safetensors file at path read-only: each tensor is a
// read-only view of the mapped bytes, with no copy (a copy only where the
// file misplaces a tensor for its alignment, or a BOOL byte is not 0 or
// 1). Arrays taken from it must not be used after Close: they then read
// zeros (see npy.Mapped for why this never faults).
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
	if err != nil {
		return nil, err
	}
	st := newFile(h, nil)
	st.region, st.file = region, f
	return st, nil
}

// Header returns the validated header.
func (f *File) Header() Header { return f.header }

// Metadata returns the "__metadata__" strings, nil if there are none.
func (f *File) Metadata() map[string]string { return f.header.Metadata }

// Names returns the tensors' names in the order of their data.
func (f *File) Names() []string {
	names := make([]string, len(f.header.Tensors))
	for i, t := range f.header.Tensors {
		names[i] = t.Name
	}
	return names
}

// Info returns the header's entry for a tensor.
func (f *File) Info(name string) (TensorInfo, error) {
	i, ok := f.index[name]
	if !ok {
		return TensorInfo{}, errorf(ErrNotFound, "no tensor %q", name)
	}
	return f.header.Tensors[i], nil
}

// Raw returns a tensor's stored bytes (little-endian, C order), for any
// dtype, F16 and BF16 included: a view of a mapped file (do not write to
// it) or a copy read from an opened one.
func (f *File) Raw(name string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t, err := f.lookup(name)
	if err != nil {
		return nil, err
	}
	if f.region != nil {
		return f.mapped(t), nil
	}
	buf := make([]byte, t.End-t.Begin)
	return buf, f.readAt(buf, t)
}

// Tensor returns a tensor as the *NdArray of its dtype: for a mapped file
// a read-only view of the file's bytes, for an opened one a new array
// read from the file. F8 tensors are errors wrapping ErrUnsupported until
// the library has those dtypes: use Raw.
func (f *File) Tensor(name string) (Array, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t, err := f.lookup(name)
	if err != nil {
		return nil, err
	}
	dt := dtypes[t.DType].dtype
	if dt == 0 {
		return nil, errorf(ErrUnsupported,
			"tensor %q: the library has no %s dtype yet (Raw gives its bytes)", name, t.DType)
	}
	shape := rawarray.Shape{Dims: t.Shape}
	if f.region != nil {
		raw := f.mapped(t)
		if viewable(raw, dt, dtypes[t.DType].size) {
			return rawarray.View(dt, shape, raw, true), nil
		}
		a, err := loadCopy(t, dt, func(dst []byte) error { copy(dst, raw); return nil })
		if err != nil {
			return nil, err
		}
		return rawarray.ReadOnly(a), nil
	}
	return loadCopy(t, dt, func(dst []byte) error { return f.readAt(dst, t) })
}

// viewable reports whether raw can be viewed in place as items of dt.
func viewable(raw []byte, dt nd.DType, size int) bool {
	return rawarray.NativeLittle && rawarray.Aligned(raw, size) &&
		(dt != nd.Bool || rawarray.ValidBools(raw))
}

// loadCopy allocates t's items and fills them (converted to the host's
// byte order).
func loadCopy(t TensorInfo, dt nd.DType, fill func([]byte) error) (Array, error) {
	n, _ := t.byteSize()
	size := int64(dtypes[t.DType].size)
	return rawarray.Load(dt, rawarray.Shape{Dims: t.Shape}, n/size, func(raw []byte) error {
		if err := fill(raw); err != nil {
			return err
		}
		if !rawarray.NativeLittle {
			rawarray.SwapBytes(raw, int(size))
		}
		return nil
	})
}

func (f *File) lookup(name string) (TensorInfo, error) {
	if f.closed {
		return TensorInfo{}, errorf(ErrClosed, "File used after Close")
	}
	i, ok := f.index[name]
	if !ok {
		return TensorInfo{}, errorf(ErrNotFound, "no tensor %q", name)
	}
	return f.header.Tensors[i], nil
}

// mapped returns t's bytes in the mapped file.
func (f *File) mapped(t TensorInfo) []byte {
	at := f.header.DataOffset
	return f.region.Bytes()[at+t.Begin : at+t.End : at+t.End]
}

// readAt reads t's bytes into buf.
func (f *File) readAt(buf []byte, t TensorInfo) error {
	_, err := f.r.ReadAt(buf, f.header.DataOffset+t.Begin)
	if err == io.EOF && len(buf) == int(t.End-t.Begin) {
		err = nil
	}
	if err != nil {
		return errorf(ErrFormat, "tensor %q: %v", t.Name, err)
	}
	return nil
}

// Close releases the file; a mapped file's arrays then read zeros.
// Closing twice is an error.
func (f *File) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return errorf(ErrClosed, "File closed twice")
	}
	f.closed = true
	var err error
	if f.region != nil {
		err = f.region.Detach()
	}
	if f.file != nil {
		if cerr := f.file.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// Load reads every tensor of the safetensors file at path into memory.
// A tensor whose dtype the library lacks (F8) is an error
// wrapping ErrUnsupported: use Open and Raw for such files.
func Load(path string) (map[string]Array, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := make(map[string]Array, len(f.header.Tensors))
	for _, t := range f.header.Tensors {
		a, err := f.Tensor(t.Name)
		if err != nil {
			return nil, err
		}
		out[t.Name] = a
	}
	return out, nil
}
