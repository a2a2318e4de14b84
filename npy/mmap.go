package npy

import (
	"bytes"
	"errors"
	"os"
	"sync"

	"github.com/ndgo/ndarray/internal/mmapfile"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// Mode says whether a memory map may write to its file.
type Mode int

const (
	// ReadOnly maps give read-only arrays: their write methods panic with
	// nd.ErrReadOnly. The file is never changed, even through Data (the
	// pages are private copy-on-write).
	ReadOnly Mode = iota
	// ReadWrite maps give writable arrays whose writes go to the file
	// (shared pages; Flush or Close writes them back).
	ReadWrite
)

// Mapped is a .npy file (or a stored .npz member) mapped into memory, its
// array a view of the mapped bytes: no copy, no read until items are
// touched. Close it explicitly; using the Mapped after Close is an error.
//
// Zero copy needs items in the host's byte order, aligned (NumPy pads the
// header so they are) and, for bool, every byte 0 or 1; strings are
// always decoded. Otherwise a ReadOnly map holds a converted copy (Copied
// reports it) and a ReadWrite map is refused with ErrUnsupported, since
// writes could not reach the file.
//
// Arrays taken from a Mapped must not be used after Close: they then read
// zeros rather than the file, and their writes go nowhere. Close swaps the
// file's pages for anonymous zero pages, so a stray access never faults,
// and the address range is never used for another map, so a stray access
// never sees another file. The range costs address space only: closed
// ranges lie next to each other and merge into one kernel mapping, so a
// program may map and close any number of files (vm.max_map_count limits
// the maps open at once, not the maps ever made); its address space (128
// TiB on 64-bit Linux) bounds the bytes mapped over its life.
//
// As with any memory map, if another process truncates the file while it
// is mapped, touching the lost pages raises SIGBUS, which kills the
// process. This package's own calls never fault: Map's reads of the file
// turn such a fault into an error, and Array and Check test the file's
// size (one fstat) and return an error wrapping ErrFormat. Nothing guards
// access to an array already handed out: where another process may
// truncate the file, use Load (or Npz.Read), which copies, or read with
// runtime/debug.SetPanicOnFault set, which makes the fault a panic that
// can be recovered.
type Mapped struct {
	mu     sync.Mutex
	header Header
	array  nd.AnyArray
	region *mmapfile.Mapping // nil when the items were copied
	file   *os.File
	closed bool
}

// Map maps the .npy file at path. With ReadWrite, the file must be
// writable.
func Map(path string, mode Mode, opts ...Option) (*Mapped, error) {
	flag := os.O_RDONLY
	if mode == ReadWrite {
		flag = os.O_RDWR
	}
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return nil, ioError(err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, ioError(err)
	}
	m, err := mapNpy(f, 0, info.Size(), mode, newConfig(opts))
	if err != nil {
		f.Close()
		return nil, err
	}
	return m, nil
}

// mapNpy maps the .npy bytes [start, start+size) of f.
func mapNpy(f *os.File, start, size int64, mode Mode, cfg config) (*Mapped, error) {
	if size <= 0 {
		return nil, errorf(ErrFormat, "truncated file: nothing to map")
	}
	region, err := mmapfile.Map(f, start, size, mode == ReadWrite)
	if errors.Is(err, mmapfile.ErrWritableUnsupported) {
		return nil, errorf(ErrUnsupported, "%v", err)
	}
	if err != nil {
		return nil, ioError(err)
	}
	// Every read here is of the mapped file: a truncation racing with them
	// must be an error, not SIGBUS.
	var m *Mapped
	err = region.Read(func() (err error) {
		m, err = viewMapped(f, region, mode, cfg)
		return err
	})
	if errors.Is(err, mmapfile.ErrTruncated) {
		region.Unmap()
		return nil, errorWith(ErrFormat, err, "mapping")
	}
	return m, ioError(err)
}

// viewMapped reads the header in region, f's mapped .npy bytes, and
// views its items or, where they cannot be viewed, copies them.
func viewMapped(f *os.File, region *mmapfile.Mapping, mode Mode, cfg config) (*Mapped, error) {
	raw := region.Bytes()
	h, err := readHeader(bytes.NewReader(raw), cfg)
	if err == nil && int64(len(raw))-h.DataOffset < h.DataBytes() {
		err = errorf(ErrFormat, "truncated file: %d data bytes for shape %s of %s",
			int64(len(raw))-h.DataOffset, nd.FormatDims(h.Shape), h.Descr)
	}
	if err != nil {
		region.Unmap()
		return nil, err
	}
	m := &Mapped{header: h, file: f, region: region}
	items := raw[h.DataOffset : h.DataOffset+h.DataBytes()]
	if zeroCopy(h.Descr, items) {
		a, err := ndany.View(h.Descr.DType, items, layoutOf(h))
		if err != nil { // zeroCopy checked what View does: a bug
			region.Unmap()
			return nil, errorWith(ErrFormat, err, "viewing %s items", h.Descr)
		}
		if mode == ReadOnly {
			a = ndany.ReadOnly(a)
		}
		m.array = a
		return m, nil
	}
	if mode == ReadWrite {
		region.Unmap()
		return nil, errorf(ErrUnsupported,
			"%s items (byte order, alignment, strings or bool bytes other than 0 and 1) "+
				"cannot be mapped for writing", h.Descr)
	}
	err = checkMemory(h, cfg.committed)
	var a nd.AnyArray
	if err == nil {
		a, err = fromPieces(h, pieces{items})
	}
	region.Unmap()
	if err != nil {
		return nil, err
	}
	m.array, m.region = ndany.ReadOnly(a), nil
	return m, nil
}

// Array returns the mapped array: the *NdArray of the file's dtype. It
// first checks (one fstat) that the file still holds the mapped bytes,
// as Check does, so that an array whose reads would fault is never
// handed out.
func (m *Mapped) Array() (nd.AnyArray, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.check(); err != nil {
		return nil, err
	}
	return m.array, nil
}

// Check returns an error wrapping ErrFormat if the file no longer holds
// the mapped bytes: another process truncated it, and reading the lost
// pages through the array would raise SIGBUS, which kills the process.
// It costs one fstat. A copied map (see Copied) cannot fault: nil. After
// Close, an error wrapping ErrClosed.
func (m *Mapped) Check() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.check()
}

func (m *Mapped) check() error {
	if m.closed {
		return errorf(ErrClosed, "Mapped used after Close")
	}
	if m.region == nil {
		return nil
	}
	if err := m.region.Check(); err != nil {
		return errorWith(ErrFormat, err, "mapped array")
	}
	return nil
}

// Header returns the file's header.
func (m *Mapped) Header() Header { return m.header }

// Copied reports whether the array is a converted copy rather than a view
// of the file (see Mapped).
func (m *Mapped) Copied() bool { return m.region == nil }

// Flush writes a ReadWrite map's changed pages to the file now.
func (m *Mapped) Flush() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return errorf(ErrClosed, "Mapped used after Close")
	}
	if m.region == nil {
		return nil
	}
	return ioError(m.region.Flush())
}

// Close writes back a ReadWrite map's changes, releases the file and
// detaches the array (see Mapped). Closing twice is an error.
func (m *Mapped) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return errorf(ErrClosed, "Mapped closed twice")
	}
	m.closed = true
	var err error
	if m.region != nil {
		err = m.region.Flush()
		if uerr := m.region.Detach(); err == nil {
			err = uerr
		}
	}
	if cerr := m.file.Close(); err == nil {
		err = cerr
	}
	return ioError(err)
}
