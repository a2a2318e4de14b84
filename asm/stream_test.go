package asm

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

const guardLen = 40 // elements of guard on each side of every destination

// lengths covers every tail and head combination of the kernels and a few
// sizes past the streaming thresholds.
var lengths = func() []int {
	var ls []int
	for n := range 68 {
		ls = append(ls, n)
	}
	return append(ls, 255, 256, 257, 1000, 4099)
}()

func TestStreamCopy(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range lengths {
			for _, dOff := range []int{0, 1, 3, 7, 16, 31, 33} {
				for _, sOff := range []int{0, 1, 5, 32} {
					src := pattern8(n+sOff, 1)
					orig := slices.Clone(src)
					buf := pattern8(n+dOff+2*guardLen, 99)
					want := slices.Clone(buf)
					copy(want[guardLen+dOff:], src[sOff:])
					StreamCopy(buf[guardLen+dOff:guardLen+dOff+n], src[sOff:])
					requireSame(t, want, buf, "n=%d dst offset %d src offset %d: result or guards wrong", n, dOff, sOff)
					requireSame(t, orig, src, "source modified")
				}
			}
		}
	})
	// One long copy, past every unrolled loop.
	src, dst := pattern8(1<<20+13, 3), pattern8(1<<20+13+2*guardLen, 4)
	want := slices.Clone(dst)
	copy(want[guardLen:], src)
	StreamCopy(dst[guardLen:guardLen+len(src)], src)
	require.Equal(t, want, dst)
	require.Panics(t, func() { StreamCopy(make([]byte, 3), make([]byte, 4)) })
}

func TestStreamGather32(t *testing.T) {
	testStrided(t, StreamGather[uint32], func(i int) uint32 { return 0x9E3779B9 * uint32(i+1) })
}

func TestStreamGather64(t *testing.T) {
	testStrided(t, StreamGather[uint64], func(i int) uint64 { return 0x9E3779B97F4A7C15 * uint64(i+1) })
}

func TestStreamGather8(t *testing.T) {
	testStrided(t, StreamGather[uint8], func(i int) uint8 { return uint8(i*37 + 1) })
}

func TestStreamGather16(t *testing.T) {
	testStrided(t, StreamGather[uint16], func(i int) uint16 { return uint16(i*40503 + 1) })
}

func TestStridedGather8(t *testing.T) {
	testStrided(t, StridedGather[uint8], func(i int) uint8 { return uint8(i*37 + 1) })
}

func TestStridedGather16(t *testing.T) {
	testStrided(t, StridedGather[uint16], func(i int) uint16 { return uint16(i*40503 + 1) })
}

func TestStridedGather32(t *testing.T) {
	testStrided(t, StridedGather[uint32], func(i int) uint32 { return 0x9E3779B9 * uint32(i+1) })
}

func TestStridedGather64(t *testing.T) {
	testStrided(t, StridedGather[uint64], func(i int) uint64 { return 0x9E3779B97F4A7C15 * uint64(i+1) })
}

// testStrided checks a strided gather against the Go twin over strides
// -7..7 and a few large ones, lengths 0..67 and past every loop, and odd
// destination offsets, with guards around dst and the source unmodified.
func testStrided[T uint8 | uint16 | uint32 | uint64](t *testing.T, gather func(dst, src []T, start, stride int), val func(int) T) {
	forEachVariant(t, func(t *testing.T) {
		for _, stride := range strides() {
			for _, n := range lengths {
				if n > 1000 && abs(stride) > 7 {
					continue // a source of millions of elements adds nothing
				}
				src, start := gatherSource(n, stride, val)
				orig := slices.Clone(src)
				for _, dOff := range []int{0, 1, 3, 6} {
					buf := make([]T, n+dOff+2*guardLen)
					for i := range buf {
						buf[i] = T(guardWord)
					}
					want := slices.Clone(buf)
					gatherStridedGo(want[guardLen+dOff:guardLen+dOff+n], src, start, stride)
					gather(buf[guardLen+dOff:guardLen+dOff+n], src, start, stride)
					Fence()
					requireSame(t, want, buf, "stride %d n=%d dst offset %d", stride, n, dOff)
					requireSame(t, orig, src, "source modified")
				}
			}
		}
	})
}

func TestGatherBounds(t *testing.T) {
	src := make([]uint32, 10)
	require.Panics(t, func() { StreamGather(make([]uint32, 4), src, 7, 1) })
	require.Panics(t, func() { StreamGather(make([]uint32, 4), src, 2, -1) })
	require.Panics(t, func() { StreamGather(make([]uint32, 1), src, 10, 1) })
	require.Panics(t, func() { StreamGather(make([]uint64, 4), make([]uint64, 10), -1, 1) })
	require.NotPanics(t, func() { StreamGather(make([]uint32, 4), src, 3, -1) })
	require.NotPanics(t, func() { StreamGather[uint32](nil, nil, 5, 3) })
	require.Panics(t, func() { StridedGather(make([]uint32, 4), src, 7, 1) })
	require.Panics(t, func() { StridedGather(make([]uint64, 4), make([]uint64, 10), 2, -1) })
	require.NotPanics(t, func() { StridedGather[uint64](nil, nil, 5, 3) })
}

// strides returns -7..7 and a few large ones.
func strides() []int {
	var s []int
	for k := -7; k <= 7; k++ {
		s = append(s, k)
	}
	return append(s, 16, -33, 1000)
}

// gatherSource returns a source for n elements at stride, with an odd
// amount of slack at both ends, and the start index.
func gatherSource[T any](n, stride int, val func(int) T) ([]T, int) {
	span := max(n-1, 0) * abs(stride)
	src := make([]T, span+11)
	for i := range src {
		src[i] = val(i)
	}
	start := 5
	if stride < 0 {
		start += span
	}
	return src, start
}

func pattern8(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7) + seed
	}
	return b
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func BenchmarkStreamCopy(b *testing.B) {
	for _, size := range []int{256 << 10, 64 << 20} {
		src, dst := pattern8(size, 1), pattern8(size, 2)
		b.Run(fmt.Sprintf("%dKiB/asm", size>>10), func(b *testing.B) {
			b.SetBytes(int64(2 * size))
			b.ReportAllocs()
			for range b.N {
				StreamCopy(dst, src)
			}
		})
		b.Run(fmt.Sprintf("%dKiB/copy", size>>10), func(b *testing.B) {
			b.SetBytes(int64(2 * size))
			b.ReportAllocs()
			for range b.N {
				copy(dst, src)
			}
		})
	}
}

func BenchmarkStreamGather32(b *testing.B) {
	for _, stride := range []int{2, 3, 4, -1} {
		n := 4 << 20
		src, start := gatherSource(n, stride, func(i int) uint32 { return uint32(i) })
		dst := make([]uint32, n)
		b.Run(fmt.Sprintf("stride%d/asm", stride), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				StreamGather(dst, src, start, stride)
			}
		})
		b.Run(fmt.Sprintf("stride%d/naive", stride), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				gatherStridedGo(dst, src, start, stride)
			}
		})
	}
}

func BenchmarkStreamGather64(b *testing.B) {
	for _, stride := range []int{2, 4, -1} {
		n := 2 << 20
		src, start := gatherSource(n, stride, func(i int) uint64 { return uint64(i) })
		dst := make([]uint64, n)
		b.Run(fmt.Sprintf("stride%d/asm", stride), func(b *testing.B) {
			b.SetBytes(int64(16 * n))
			b.ReportAllocs()
			for range b.N {
				StreamGather(dst, src, start, stride)
			}
		})
		b.Run(fmt.Sprintf("stride%d/naive", stride), func(b *testing.B) {
			b.SetBytes(int64(16 * n))
			b.ReportAllocs()
			for range b.N {
				gatherStridedGo(dst, src, start, stride)
			}
		})
	}
}

// L2-sized stride-2 gathers (as a[:, 1::2] of float32 arrays of 64 to 256
// KiB) with ordinary stores, beside the Go loop.
func BenchmarkStridedGather32L2(b *testing.B) {
	for _, kib := range []int{64, 128, 256} {
		n := kib << 10 / 8 // elements taken: half of the source's
		src, start := gatherSource(n, 2, func(i int) uint32 { return uint32(i) })
		dst := make([]uint32, n)
		b.Run(fmt.Sprintf("%dKiB/asm", kib), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				StridedGather(dst, src, start, 2)
			}
		})
		b.Run(fmt.Sprintf("%dKiB/naive", kib), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				gatherStridedGo(dst, src, start, 2)
			}
		})
	}
}

// requireSame is require.Equal for slices, compared with slices.Equal
// first: a reflect-based comparison of every case made these tests take
// minutes under -race.
func requireSame[T comparable](t *testing.T, want, got []T, msgAndArgs ...any) {
	t.Helper()
	if !slices.Equal(want, got) {
		require.Equal(t, want, got, msgAndArgs...)
	}
}

// Stride-2 gathers of 1- and 2-byte elements from a 256 KiB source, with
// ordinary stores, beside the Go loop.
func BenchmarkStridedGatherNarrow(b *testing.B) {
	src8, start8 := gatherSource(128<<10, 2, func(i int) uint8 { return uint8(i) })
	dst8 := make([]uint8, 128<<10)
	src16, start16 := gatherSource(64<<10, 2, func(i int) uint16 { return uint16(i) })
	dst16 := make([]uint16, 64<<10)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"8/asm", func() { StridedGather(dst8, src8, start8, 2) }},
		{"8/naive", func() { gatherStridedGo(dst8, src8, start8, 2) }},
		{"16/asm", func() { StridedGather(dst16, src16, start16, 2) }},
		{"16/naive", func() { gatherStridedGo(dst16, src16, start16, 2) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(3 * 128 << 10)
			b.ReportAllocs()
			for range b.N {
				c.f()
			}
		})
	}
}
