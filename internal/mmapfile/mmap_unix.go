//go:build linux || darwin

package mmapfile

import (
	"errors"
	"math"
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Mapping is a memory map of part of a file: whole pages from addr (the
// file's byte base), of which data is the part asked for, up to byte end.
type Mapping struct {
	addr      unsafe.Pointer
	length    uintptr
	data      []byte
	writable  bool
	file      *os.File
	base, end int64
}

// Map maps bytes [start, start+size) of f (size > 0): shared and
// writable, or private copy-on-write (so stray writes never reach the
// file nor fault), at a range from the arena. f must stay open while
// the map is used (Check reads its size).
func Map(f *os.File, start, size int64, writable bool) (*Mapping, error) {
	page := int64(os.Getpagesize())
	if start < 0 || size <= 0 || size > math.MaxInt64-2*page {
		return nil, &os.PathError{Op: "mmap", Path: f.Name(), Err: errors.New("bad range")}
	}
	base := start - start%page
	span := start - base + size
	if uint64(span) > uint64(^uintptr(0))-uint64(page) {
		return nil, &os.PathError{Op: "mmap", Path: f.Name(), Err: unix.ENOMEM}
	}
	length := uintptr((span + page - 1) / page * page)
	addr, err := reserve(length, base)
	if err != nil {
		return nil, &os.PathError{Op: "mmap", Path: f.Name(), Err: err}
	}
	// A private writable map is charged against the commit limit for its
	// whole length unless MAP_NORESERVE: without it Linux's default
	// heuristic refuses (ENOMEM) any file larger than RAM plus swap. Only
	// a stray write takes memory here.
	prot, flags := unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_NORESERVE
	if writable {
		flags = unix.MAP_SHARED
	}
	// MAP_FIXED replaces only the arena's own reservation. If it fails
	// the range may be left a hole; the arena never hands it out again.
	if _, err := unix.MmapPtr(int(f.Fd()), base, addr, length, prot, flags|unix.MAP_FIXED); err != nil {
		return nil, &os.PathError{Op: "mmap", Path: f.Name(), Err: err}
	}
	all := unsafe.Slice((*byte)(addr), length)
	return &Mapping{addr: addr, length: length, data: all[start-base : span], writable: writable,
		file: f, base: base, end: start + size}, nil
}

// Bytes returns the bytes asked for.
func (m *Mapping) Bytes() []byte { return m.data }

// Unmap releases a mapping no array has seen. It detaches rather than
// unmapping, so that the range stays the arena's.
func (m *Mapping) Unmap() { _ = m.Detach() }

// Flush writes a shared mapping's dirty pages to the file.
func (m *Mapping) Flush() error {
	if !m.writable {
		return nil
	}
	return unix.Msync(unsafe.Slice((*byte)(m.addr), m.length), unix.MS_SYNC)
}

// Detach replaces the file's pages with anonymous zero pages at the same
// addresses, releasing the file while arrays that still point there read
// (and write) zeros instead of faulting. The range is never handed out
// again, so those arrays never see another file; it costs address space
// only (no memory until written, no commit charge where MAP_NORESERVE is
// honoured), and neighbouring detached ranges merge into one mapping.
func (m *Mapping) Detach() error {
	_, err := unix.MmapPtr(-1, 0, m.addr, m.length, unix.PROT_READ|unix.PROT_WRITE,
		unix.MAP_PRIVATE|unix.MAP_ANON|unix.MAP_FIXED|unix.MAP_NORESERVE)
	return err
}
