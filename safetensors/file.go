package safetensors

import (
	"bufio"
	"io"
	"os"
	"sync"

	"github.com/ndgo/ndarray/internal/mmapfile"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

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
		return nil, 0, ioError(err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, ioError(err)
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
// it) or a copy read from an opened one, refused beyond nd.MemoryLimit
// (an error wrapping ErrFormat and nd.ErrMemory).
func (f *File) Raw(name string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t, err := f.lookup(name)
	if err != nil {
		return nil, err
	}
	if f.region != nil {
		return f.mappedRaw(t)
	}
	if err := f.claim(t); err != nil {
		return nil, err
	}
	buf := make([]byte, t.End-t.Begin)
	if err := f.readAt(buf, t); err != nil {
		return nil, err
	}
	return buf, nil
}

// Tensor returns a tensor as the *NdArray of its dtype: for a mapped file
// a read-only view of the file's bytes, for an opened one a new array
// read from the file. F8 tensors are errors wrapping ErrUnsupported until
// the library has those dtypes: use Raw. A tensor that must be copied
// and would not fit in nd.MemoryLimit is an error wrapping ErrFormat and
// nd.ErrMemory, returned before anything is allocated.
func (f *File) Tensor(name string) (nd.AnyArray, error) {
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
	if f.region != nil {
		return f.mappedTensor(t, dt)
	}
	if err := f.claim(t); err != nil {
		return nil, err
	}
	return loadCopy(t, dt, func(dst []byte) error { return f.readAt(dst, t) })
}

// viewable reports whether raw can be viewed in place as items of dt.
func viewable(raw []byte, dt nd.DType) bool {
	return ndany.NativeLittleEndian() && ndany.Aligned(dt, raw) &&
		(dt != nd.Bool || ndany.ValidBools(raw))
}

// loadCopy allocates t's items and fills them (converted to the host's
// byte order).
func loadCopy(t TensorInfo, dt nd.DType, fill func([]byte) error) (nd.AnyArray, error) {
	size := dtypes[t.DType].size
	return ndany.Load(dt, nd.RowMajor(t.Shape...), func(raw []byte) error {
		if err := fill(raw); err != nil {
			return err
		}
		if !ndany.NativeLittleEndian() {
			ndany.SwapBytes(raw, size)
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
	return ioError(err)
}

// Load reads every tensor of the safetensors file at path into memory.
// A tensor whose dtype the library lacks (F8) is an error
// wrapping ErrUnsupported: use Open and Raw for such files. Tensors
// larger in all than nd.MemoryLimit are refused before any is read.
func Load(path string) (map[string]nd.AnyArray, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if n := len(f.header.Tensors); n > 0 {
		// All or nothing: tensors each within the limit may not be together.
		total := f.header.Tensors[n-1].End
		if err := nd.CheckMemory(total, 1); err != nil {
			return nil, causef(ErrFormat, err, "%d tensors of %d bytes in all", n, total)
		}
	}
	out := make(map[string]nd.AnyArray, len(f.header.Tensors))
	for _, t := range f.header.Tensors {
		a, err := f.Tensor(t.Name)
		if err != nil {
			return nil, err
		}
		out[t.Name] = a
	}
	return out, nil
}
