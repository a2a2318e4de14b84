//go:build linux || darwin

package npy

import (
	"path/filepath"
	"syscall"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// mapBenchFile writes a 4096² float32 array (64 MiB) to a file, which
// stays in the page cache, and returns its path and an array to copy
// it into.
func mapBenchFile(b *testing.B) (string, *ndfloat32.NdArray) {
	a := ndfloat32.New(nd.ShapeOf(4096, 4096))
	for i := range a.Data() {
		a.Data()[i] = float32(i)
	}
	path := filepath.Join(b.TempDir(), "a.npy")
	require.NoError(b, Save(path, a))
	return path, ndfloat32.New(a.Shape())
}

// f32Bytes is the bytes of s.
func f32Bytes(s []float32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), 4*len(s))
}

// naiveMap maps the file at path as a hand-written reader would (shared,
// read-only, where the kernel likes), passes its items (the file's last n bytes) to use and unmaps it.
func naiveMap(b *testing.B, path string, n int, use func(items []byte)) {
	f, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	require.NoError(b, err)
	defer syscall.Close(f)
	var st syscall.Stat_t
	require.NoError(b, syscall.Fstat(f, &st))
	m, err := syscall.Mmap(f, 0, int(st.Size), syscall.PROT_READ, syscall.MAP_SHARED)
	require.NoError(b, err)
	use(m[len(m)-n:])
	require.NoError(b, syscall.Munmap(m))
}

// BenchmarkMapCopy is ndbench's "npy.Map, copy out, Close" row beside its
// naive twin: map a 64 MiB .npy file in the page cache, copy its items
// out, unmap. Both copies are Go's copy() (non-temporal stores from 1
// MiB); the difference is the maps.
func BenchmarkMapCopy(b *testing.B) {
	path, dst := mapBenchFile(b)
	out := f32Bytes(dst.Data())
	b.Run("npy.Map", func(b *testing.B) {
		b.SetBytes(int64(len(out)))
		b.ReportAllocs()
		for b.Loop() {
			withMap(b, path, func(a *ndfloat32.NdArray) { a.CopyTo(dst) })
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(int64(len(out)))
		b.ReportAllocs()
		for b.Loop() {
			naiveMap(b, path, len(out), func(items []byte) { copy(out, items) })
		}
	})
}

// BenchmarkMapTouch is BenchmarkMapCopy without the copy: one byte read
// per MiB, so the page table work (a fault per 2 MiB huge page entry where
// the page cache has large folios, the unmap) and Map's own work (header,
// arena) are what is timed.
func BenchmarkMapTouch(b *testing.B) {
	path, dst := mapBenchFile(b)
	n := 4 * len(dst.Data())
	var sink byte
	touch := func(items []byte) {
		for i := 0; i < len(items); i += 1 << 20 {
			sink += items[i]
		}
	}
	b.Run("npy.Map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			withMap(b, path, func(a *ndfloat32.NdArray) { touch(f32Bytes(a.Data())) })
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			naiveMap(b, path, n, touch)
		}
	})
	_ = sink
}

// withMap maps the float32 .npy file at path read-only, calls use with its
// array, and closes the map.
func withMap(b *testing.B, path string, use func(*ndfloat32.NdArray)) {
	m, err := Map(path, ReadOnly)
	require.NoError(b, err)
	a, err := m.Array()
	require.NoError(b, err)
	use(a.(*ndfloat32.NdArray))
	require.NoError(b, m.Close())
}
