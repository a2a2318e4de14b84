package move

import (
	"fmt"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

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
	forEachGatherVariant(t, func(t *testing.T) {
		for _, stride := range strides() {
			for _, n := range kerneltest.Lengths {
				if n > 1000 && abs(stride) > 7 {
					continue // a source of millions of elements adds nothing
				}
				src, start := gatherSource(n, stride, val)
				orig := slices.Clone(src)
				for _, dOff := range []int{0, 1, 3, 6} {
					buf := make([]T, n+dOff+2*kerneltest.GuardLen)
					for i := range buf {
						buf[i] = T(guardWord)
					}
					want := slices.Clone(buf)
					gatherStridedGo(want[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src, start, stride)
					gather(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src, start, stride)
					Fence()
					kerneltest.RequireSame(t, want, buf, "stride %d n=%d dst offset %d", stride, n, dOff)
					kerneltest.RequireSame(t, orig, src, "source modified")
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

func BenchmarkStreamGather32(b *testing.B) { benchStreamGather[uint32](b, 4<<20, 2, 3, 4, -1) }

func BenchmarkStreamGather64(b *testing.B) { benchStreamGather[uint64](b, 2<<20, 2, 4, -1) }

// benchStreamGather gathers n elements at each stride, beside the Go loop.
func benchStreamGather[T uint32 | uint64](b *testing.B, n int, strides ...int) {
	size := int(unsafe.Sizeof(T(0)))
	for _, stride := range strides {
		src, start := gatherSource(n, stride, func(i int) T { return T(i) })
		dst := make([]T, n)
		b.Run(fmt.Sprintf("stride%d/asm", stride), func(b *testing.B) {
			b.SetBytes(int64(2 * size * n))
			b.ReportAllocs()
			for range b.N {
				StreamGather(dst, src, start, stride)
			}
		})
		b.Run(fmt.Sprintf("stride%d/naive", stride), func(b *testing.B) {
			b.SetBytes(int64(2 * size * n))
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
