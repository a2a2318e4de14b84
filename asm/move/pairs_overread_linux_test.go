package move

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The pair kernels read the index pairs ahead of the element they move
// (to prefetch): no read may leave the index array or the view's elements
// in src, whose first or last element borders an inaccessible page, nor
// any write dst.
func TestGatherPairsStayInsideTheirSlices(t *testing.T) {
	const rows, cols = 3, 4
	views := []PairView{ // the corner (2, 3) at src's last element, or (0, 0)
		{Off: 0, Dims: [2]int{rows, cols}, Strides: [2]int{cols, 1}},
		{Off: rows*cols - 1, Dims: [2]int{rows, cols}, Strides: [2]int{-cols, -1}},
	}
	for n := range 140 {
		for _, atEnd := range []bool{true, false} {
			for _, width := range []int{1, 4, 8, 12} {
				for _, v := range views {
					src := kerneltest.Guarded[byte](t, rows*cols*width, atEnd)
					for r := range rows * cols * width {
						src[r] = byte(r)
					}
					dst := kerneltest.Guarded[byte](t, n*width, atEnd)
					i64, i32 := guardedPairs[int64](t, n, rows, cols), guardedPairs[int32](t, n, rows, cols)
					require.Equal(t, n, GatherPairs(dst, src, v, i64, width))
					require.Equal(t, n, GatherPairs(dst, src, v, i32, width))
					if n > 0 {
						corner := (v.Off + 2*v.Strides[0] + 3*v.Strides[1]) * width
						require.Equal(t, src[corner:corner+width], dst[(n-1)*width:])
					}
				}
			}
		}
	}
}

// guardedPairs returns n index pairs of a rows×cols view, ending at an
// inaccessible page, the last pair (rows-1, cols-1).
func guardedPairs[I Index](t *testing.T, n, rows, cols int) []I {
	idx := kerneltest.Guarded[I](t, 2*n, true)
	for r := range n {
		idx[2*r], idx[2*r+1] = I(r%rows), I(r%cols)
	}
	if n > 0 {
		idx[2*n-2], idx[2*n-1] = I(rows-1), I(cols-1)
	}
	return idx
}
