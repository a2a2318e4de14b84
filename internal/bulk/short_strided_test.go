package bulk

import (
	"fmt"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/stretchr/testify/require"
)

// shortStridedSide is the side of the float32 cube of
// BenchmarkShortStridedRuns: 64³, 1 MiB, in the L2 or L3 cache, so that
// the cost of each run's range checks shows.
const shortStridedSide = 64

// BenchmarkShortStridedRuns: 4096 runs of L float32 elements, 2 apart on
// one side: the source b[:, :, 1:1+2L:2] into a row-major dst (Run's
// gather loop; from 16 elements, move.StridedGather), or b[:, :, 1:1+L]
// into every other element of a dst (Run's two-sided loop), beside a
// naive loop of checked indexing.
func BenchmarkShortStridedRuns(b *testing.B) {
	const c = shortStridedSide
	src := make([]float32, c*c*c)
	for i := range src {
		src[i] = float32(i)
	}
	cube := nd.RowMajor(c, c, c)
	for _, l := range []int64{4, 8, 32} {
		gl := cube.Slice(nd.All(), nd.All(), nd.Slice(1, 1+2*l, 2))
		dst := make([]float32, gl.Size())
		benchShortRuns(b, fmt.Sprintf("L%d/gather", l), dst, nd.RowMajor(gl.Dims...), src, gl)
		sl := cube.Slice(nd.All(), nd.All(), nd.Range(1, 1+l))
		wide := make([]float32, 2*sl.Size())
		dl := nd.RowMajor(c, c, 2*l).Slice(nd.All(), nd.All(), nd.Step(2))
		benchShortRuns(b, fmt.Sprintf("L%d/scatter", l), wide, dl, src, sl)
	}
}

// benchShortRuns times CopyPlain(dst, dl, src, sl) as name/library and
// its naive twin, an element loop over the walk's runs, as name/naive.
func benchShortRuns(b *testing.B, name string, dst []float32, dl nd.Layout, src []float32, sl nd.Layout) {
	b.Run(name+"/library", func(b *testing.B) {
		b.SetBytes(8 * sl.Size())
		b.ReportAllocs()
		for range b.N {
			CopyPlain(dst, dl, src, sl)
		}
	})
	b.Run(name+"/naive", func(b *testing.B) {
		b.SetBytes(8 * sl.Size())
		b.ReportAllocs()
		n, ds, ss := int(sl.Dims[2]), int(dl.Strides[2]), int(sl.Strides[2])
		for range b.N {
			for i := range sl.Dims[0] {
				for j := range sl.Dims[1] {
					d := int(dl.Offset + i*dl.Strides[0] + j*dl.Strides[1])
					s := int(sl.Offset + i*sl.Strides[0] + j*sl.Strides[1])
					for k := range n {
						dst[d+k*ds] = src[s+k*ss]
					}
				}
			}
		}
	})
}

// Blocks of short strided runs into a contiguous destination: 4- and
// 8-byte elements go to move.StridedRows where it has kernels, others to
// copyShortRows; runs of 1 to 17 elements, strides of either sign, rows
// forwards and flipped.
func TestShortStridedRowsIntoContiguous(t *testing.T) {
	shortStridedInto[int32](t)
	shortStridedInto[float64](t)
	shortStridedInto[int16](t)
}

func shortStridedInto[T int16 | int32 | float64](t *testing.T) {
	base := nd.RowMajor(9, 60)
	src := make([]T, base.Size())
	for i := range src {
		src[i] = T(i + 1)
	}
	for n := int64(1); n <= 17; n++ {
		for _, step := range []int64{2, 3, -1, -2} {
			for _, flip := range []bool{false, true} {
				cols := nd.Slice(1, 2+step*(n-1), step)
				if step < 0 {
					cols = nd.Slice(-2, -2+step*n, step)
				}
				rows := nd.All()
				if flip {
					rows = nd.Flip()
				}
				sl := base.Slice(rows, cols)
				require.Equal(t, n, int64(sl.Dims[1]), "n=%d step %d", n, step)
				dl := nd.RowMajor(sl.Dims...)
				want, got := make([]T, dl.Size()), make([]T, dl.Size())
				refCopy(want, dl, src, sl)
				CopyPlain(got, dl, src, sl)
				require.Equal(t, want, got, "%T n=%d step %d flip %v", want[0], n, step, flip)
			}
		}
	}
}
