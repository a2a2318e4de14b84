package bulk

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/nd"
)

// cropSide is the side of the cube of BenchmarkCrop: 256³ float32, 64 MiB,
// beyond the L3 cache.
const cropSide = 256

// cropNaive is the loop a user would write for b[:, ::2, 1:-1] of a c³
// cube: copy() per contiguous run.
func cropNaive(dst, src []float32, c int) {
	m, o := c-2, 0
	for i := range c {
		for j := 0; j < c; j += 2 {
			s := (i*c+j)*c + 1
			copy(dst[o:o+m], src[s:s+m])
			o += m
		}
	}
}

// cropSource returns a c³ cube numbered 0, 1, ... and the layout of
// its b[:, ::2, 1:-1].
func cropSource(c int64) ([]float32, nd.Layout) {
	src := make([]float32, c*c*c)
	for i := range src {
		src[i] = float32(i)
	}
	return src, nd.RowMajor(c, c, c).Slice(nd.All(), nd.Step(2), nd.Range(1, -1))
}

// TestCropNaive: the benchmark's twin copies what CopyPlain does.
func TestCropNaive(t *testing.T) {
	const c = 10
	src, sl := cropSource(c)
	want, got := make([]float32, sl.Size()), make([]float32, sl.Size())
	CopyPlain(want, nd.RowMajor(sl.Dims...), src, sl)
	cropNaive(got, src, c)
	if !slices.Equal(got, want) {
		t.Errorf("naive crop differs from CopyPlain")
	}
}

// TestCropStreamed: a crop large enough to stream (past
// move.StreamThreshold), whose runs of 134 and 133 elements (past
// minStreamRun bytes) go through move.StreamRows (the destination one
// stream across runs), matches the naive twin.
func TestCropStreamed(t *testing.T) {
	const c = 136
	src, sl := cropSource(c)
	require.GreaterOrEqual(t, 4*sl.Size(), int64(move.StreamThreshold))
	want, got := make([]float32, sl.Size()), make([]float32, sl.Size()+1)
	cropNaive(want, src, c)
	CopyPlain(got[1:], nd.RowMajor(sl.Dims...), src, sl) // dst off the line
	require.Equal(t, want, got[1:])
	odd := nd.RowMajor(c, c, c).Slice(nd.All(), nd.Step(2), nd.Range(2, -1))
	got = make([]float32, odd.Size())
	CopyPlain(got, nd.RowMajor(odd.Dims...), src, odd)
	for i := range c {
		for j := range c / 2 {
			r := (i*c/2 + j) * (c - 3)
			require.Equal(t, src[(i*c+2*j)*c+2:][:c-3], got[r:r+c-3], "run %d, %d", i, j)
		}
	}
}

// BenchmarkCrop: b[:, ::2, 1:-1] of a 256³ float32 cube (a strided crop of
// a volume: runs of 254 elements, every other row) beside its naive twin,
// on the workers nd.SetBulkWorkers allows (run with -cpu 1 for one core).
func BenchmarkCrop(b *testing.B) {
	const c = cropSide
	src := Make[float32](c * c * c)
	for i := range src {
		src[i] = float32(i) // never-written memory would read the shared zero page
	}
	sl := nd.RowMajor(c, c, c).Slice(nd.All(), nd.Step(2), nd.Range(1, -1))
	dst := Make[float32](sl.Size())
	dl := nd.RowMajor(sl.Dims...)
	b.Run("library", func(b *testing.B) {
		b.SetBytes(8 * sl.Size())
		b.ReportAllocs()
		for range b.N {
			CopyPlain(dst, dl, src, sl)
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(8 * sl.Size())
		b.ReportAllocs()
		for range b.N {
			cropNaive(dst, src, c)
		}
	})
}

// BenchmarkContiguousRuns: a[:, 1:-1] of a 128 KiB float32 array, in
// cache, runs of 256 bytes to 4 KiB, beside its naive copy()-per-run twin:
// here the per-run cost of the library's walk shows most.
func BenchmarkContiguousRuns(b *testing.B) {
	for _, w := range []int64{66, 130, 258, 1026} {
		rows := int64(128 << 10 / (4 * w))
		src := make([]float32, rows*w)
		for i := range src {
			src[i] = float32(i)
		}
		sl := nd.RowMajor(rows, w).Slice(nd.All(), nd.Range(1, -1))
		dst := make([]float32, sl.Size())
		dl := nd.RowMajor(sl.Dims...)
		m := int(w - 2)
		b.Run(fmt.Sprintf("%dB/library", 4*m), func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			b.ReportAllocs()
			for range b.N {
				CopyPlain(dst, dl, src, sl)
			}
		})
		b.Run(fmt.Sprintf("%dB/naive", 4*m), func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			b.ReportAllocs()
			for range b.N {
				for r := range int(rows) {
					copy(dst[r*m:(r+1)*m], src[r*int(w)+1:r*int(w)+1+m])
				}
			}
		})
	}
}
