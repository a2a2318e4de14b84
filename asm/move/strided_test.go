package move

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// stridedSteps are the strides and pitches the tests take, of both signs.
var stridedSteps = []int{-40, -17, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 16, 33}

func TestStridedRows(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for n := 1; n <= MaxStridedRow+2; n++ {
			for _, stride := range stridedSteps {
				for _, rows := range []int{1, 2, 5} {
					for _, pitch := range []int{-3*n - 50, -n, n, n + 1, 2*n + 7} {
						stridedRowsCase[float32](t, n, stride, rows, pitch, float32(math.NaN()))
						stridedRowsCase[uint64](t, n, stride, rows, pitch, 0xDEADBEEFCAFEF00D)
					}
				}
			}
		}
	})
}

// Rows longer than MaxStridedRow: the strided gathers' kernels where they
// have one for the width and stride (2, 3, 4 and -1), the twin elsewhere.
func TestStridedRowsLong(t *testing.T) {
	forEachGatherVariant(t, func(t *testing.T) {
		for _, n := range []int{16, 17, 31, 32, 33, 64, 65, 100, 257} {
			for _, stride := range []int{-3, -1, 1, 2, 3, 4, 5} {
				for _, rows := range []int{1, 2, 5} {
					for _, pitch := range []int{-n * 5, n * 4, n*5 + 3} {
						stridedRowsCase[uint8](t, n, stride, rows, pitch, 0xA5)
						stridedRowsCase[uint16](t, n, stride, rows, pitch, 0xA5A5)
						stridedRowsCase[float32](t, n, stride, rows, pitch, float32(math.NaN()))
						stridedRowsCase[uint64](t, n, stride, rows, pitch, 0xDEADBEEFCAFEF00D)
					}
				}
			}
		}
	})
}

// stridedRowsCase runs StridedRows on a block of rows×n elements at an odd
// offset inside a destination with guard elements on either side, its
// rows dstPitch apart (n+pitch%3 in magnitude, the sign of pitch), from a
// source whose rows are pitch apart, and compares it, guards and source
// too, with the twin.
func stridedRowsCase[T uint8 | uint16 | float32 | uint64](t *testing.T, n, stride, rows, pitch int, guard T) {
	t.Helper()
	// The source: room for the block's extent either way, plus an odd margin.
	rowExt, colExt := (rows-1)*abs(pitch), (n-1)*abs(stride)
	src := make([]T, rowExt+colExt+1+2*kerneltest.GuardLen+3)
	for i := range src {
		src[i] = T(i + 1)
	}
	s := kerneltest.GuardLen + 3
	if pitch < 0 {
		s += rowExt
	}
	if stride < 0 {
		s += colExt
	}
	dPitch := n + abs(pitch)%3
	if pitch < 0 {
		dPitch = -dPitch
	}
	span := (rows-1)*abs(dPitch) + n
	dst := make([]T, span+2*kerneltest.GuardLen+1)
	for i := range dst {
		dst[i] = guard
	}
	d := kerneltest.GuardLen + 1
	if dPitch < 0 {
		d += (rows - 1) * -dPitch
	}
	want := slices.Clone(dst)
	stridedRowsGo(want, d, dPitch, src, s, pitch, stride, n, rows)
	orig := slices.Clone(src)
	StridedRows(dst, d, dPitch, src, s, pitch, stride, n, rows)
	// Compare bits: NaN guards are not equal to themselves.
	kerneltest.RequireSame(t, wordsOf(want), wordsOf(dst),
		"n=%d stride %d rows %d pitches %d %d", n, stride, rows, dPitch, pitch)
	kerneltest.RequireSame(t, orig, src, "source modified")
}

// wordsOf is a slice of values as uint64s of their bits.
func wordsOf[T uint8 | uint16 | float32 | uint64](s []T) []uint64 {
	out := make([]uint64, len(s))
	for i, v := range s {
		switch v := any(v).(type) {
		case uint8:
			out[i] = uint64(v)
		case uint16:
			out[i] = uint64(v)
		case float32:
			out[i] = uint64(math.Float32bits(v))
		case uint64:
			out[i] = v
		}
	}
	return out
}

func TestStridedRowsOtherWidths(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		src := make([]int16, 100)
		for i := range src {
			src[i] = int16(i)
		}
		dst := make([]int16, 12)
		StridedRows(dst, 0, 4, src, 99, -30, -3, 3, 3)
		require.Equal(t, []int16{99, 96, 93, 0, 69, 66, 63, 0, 39, 36, 33, 0}, dst)
		c := make([]complex128, 6)
		StridedRows(c, 0, 3, []complex128{1, 2, 3, 4, 5, 6, 7, 8}, 0, 1, 2, 3, 2)
		require.Equal(t, []complex128{1, 3, 5, 2, 4, 6}, c)
	})
}

func TestStridedRowsPanics(t *testing.T) {
	big := make([]uint32, 100)
	cases := []struct {
		d, dp, s, sp, stride, n, rows int
	}{
		{0, 10, 0, 10, 1, 11, 10},         // dst's last row past its end
		{0, 4, 0, 10, 2, 4, 11},           // src's last row starts past its end
		{0, 4, 5, -10, 1, 4, 2},           // src's second row before its start
		{0, 4, 90, 1, 3, 4, 2},            // src's last row runs off its end
		{0, 4, 3, 1, -2, 4, 2},            // src's first row runs off its start
		{-1, 4, 0, 1, 1, 4, 2},            // negative start
		{0, 4, 100, 1, 1, 1, 1},           // start at the end
		{0, 4, 0, 1 << 62, 1, 1, 5},       // pitch times rows wraps to 0
		{0, 4, 0, 1, 1 << 62, 5, 1},       // stride times n wraps to 0
		{0, 4, 50, math.MinInt, 1, 1, 2},  // the most negative pitch
		{0, 4, 50, 1, math.MinInt, 2, 1},  // the most negative stride
		{0, 1 << 61, 0, 1, 1, 1, 9},       // dst pitch times rows wraps
		{0, 4, 0, 1 << 62, 1 << 62, 5, 5}, // both wrap
		{0, 4, math.MaxInt, 1, 1, 1, 1},   // start past any length
		{0, 4, 10, math.MaxInt, 1, 1, 2},  // last row start overflows
		{0, 4, 10, 1, math.MaxInt, 2, 1},  // last element overflows
	}
	for _, c := range cases {
		require.Panics(t, func() {
			StridedRows(big, c.d, c.dp, big, c.s, c.sp, c.stride, c.n, c.rows)
		}, "%+v", c)
	}
	require.NotPanics(t, func() { StridedRows[uint32](nil, 0, 0, nil, 0, 0, 0, 4, 0) })
	require.NotPanics(t, func() { StridedRows[uint32](nil, 0, 0, nil, 0, 0, 0, 0, 4) })
	require.NotPanics(t, func() { StridedRows(big[:40], 0, 4, big, 99, -10, -1, 4, 10) })
	// A huge stride or pitch that the block never steps by is no overflow.
	require.NotPanics(t, func() {
		StridedRows(big, 0, math.MaxInt, big, 5, math.MinInt, math.MinInt, 1, 1)
	})
}

// 64K rows of n elements, every second one of a source row (n = 4 is
// b[:, :, 1:9:2] of a 256³ cube: source pitch 256 elements), into a
// contiguous dst, beside the twin, from memory.
func BenchmarkStridedRows(b *testing.B) {
	for _, n := range []int{2, 4, 7, 15} {
		benchStridedRows[float32](b, n, "f32")
		benchStridedRows[int64](b, n, "i64")
	}
}

func benchStridedRows[T float32 | int64](b *testing.B, n int, name string) {
	const rows, pitch, stride = 64 << 10, 256, 2
	src, dst := make([]T, rows*pitch), make([]T, rows*n)
	width := int64(unsafe.Sizeof(dst[0]))
	b.Run(fmt.Sprintf("%s/n%d/asm", name, n), func(b *testing.B) {
		b.SetBytes(2 * rows * int64(n) * width)
		b.ReportAllocs()
		for range b.N {
			StridedRows(dst, 0, n, src, 1, pitch, stride, n, rows)
		}
	})
	b.Run(fmt.Sprintf("%s/n%d/naive", name, n), func(b *testing.B) {
		b.SetBytes(2 * rows * int64(n) * width)
		b.ReportAllocs()
		for range b.N {
			stridedRowsGo(dst, 0, n, src, 1, pitch, stride, n, rows)
		}
	})
}
