package move

import (
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// StreamRows matches its twin for every row length around the kernel's
// minimum and the cache-line boundaries, every alignment of dst within a
// line, positive and negative pitches, and leaves dst's guards alone.
func TestStreamRows(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range []int{1, 63, 127, 128, 129, 191, 192, 200, 255, 256, 1016} {
			for _, rows := range []int{1, 2, 3, 7} {
				for _, dOff := range []int{0, 1, 4, 31, 33, 60} {
					for _, pitch := range []int{n, n + 1, 2*n + 3, -(n + 5)} {
						streamRowsCase(t, n, rows, dOff, pitch)
					}
				}
			}
		}
	})
}

func streamRowsCase(t *testing.T, n, rows, dOff, pitch int) {
	span := (rows-1)*max(pitch, -pitch) + n
	s := 0
	if pitch < 0 {
		s = span - n
	}
	src := kerneltest.Pattern8(span+3, 5)[3:]
	orig := slices.Clone(src)
	buf := kerneltest.Pattern8(rows*n+dOff+2*kerneltest.GuardLen, 77)
	want := slices.Clone(buf)
	streamRowsGo(want[kerneltest.GuardLen+dOff:][:rows*n], src, s, pitch, n)
	StreamRows(buf[kerneltest.GuardLen+dOff:][:rows*n], src, s, pitch, n)
	Fence()
	kerneltest.RequireSame(t, want, buf, "n=%d rows=%d dst offset %d pitch %d", n, rows, dOff, pitch)
	kerneltest.RequireSame(t, orig, src, "source modified")
}

func TestStreamRowsChecks(t *testing.T) {
	src := make([]byte, 1000)
	require.Panics(t, func() { StreamRows(make([]byte, 300), src, 0, 200, 128) }, "not whole rows")
	require.Panics(t, func() { StreamRows(make([]byte, 256), src, 0, 900, 128) }, "last row past the end")
	require.Panics(t, func() { StreamRows(make([]byte, 256), src, 100, -200, 128) }, "last row before 0")
	require.Panics(t, func() { StreamRows(make([]byte, 256), src, -1, 128, 128) })
	require.Panics(t, func() { StreamRows(make([]byte, 256), src, 900, 0, 128) })
	require.Panics(t, func() { StreamRows(make([]byte, 384), src, 0, 1<<62, 128) }, "pitch overflows")
	require.Panics(t, func() { StreamRows(make([]byte, 128), src, 1<<62, 0, 128) })
	require.Panics(t, func() { StreamRows(make([]byte, 256), src, 0, math.MinInt, 128) }, "-MinInt")
	require.Panics(t, func() { StreamRows(make([]byte, 64), src, 0, 0, 0) }, "n = 0")
	StreamRows(nil, src, 0, 0, 0) // nothing to do
	require.NotPanics(t, func() { StreamRows(make([]byte, 256), src, 1000-128, -744, 128) })
}

func BenchmarkStreamRows(b *testing.B) {
	const n, pitch, rows = 1016, 2048, 32 << 10 // the f32 crop's runs
	src, dst := kerneltest.Pattern8(rows*pitch, 1), kerneltest.Pattern8(rows*n, 2)
	b.Run("asm", func(b *testing.B) {
		b.SetBytes(2 * rows * n)
		b.ReportAllocs()
		for range b.N {
			StreamRows(dst, src, 4, pitch, n)
		}
	})
	b.Run("copy", func(b *testing.B) {
		b.SetBytes(2 * rows * n)
		b.ReportAllocs()
		for range b.N {
			streamRowsGo(dst, src, 4, pitch, n)
		}
	})
}
