package scatter

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The add scatters read the row numbers ahead (to prefetch) and add rows
// in vectors: no read may leave rows or upd, nor any access dst.
func TestScatterAddStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for n := range 70 {
			for _, atEnd := range []bool{true, false} {
				for _, size := range []int{1, 2, 4, 8, 9, 16, 17, 24} {
					rows := guardedIndices(t, n)
					d32 := kerneltest.Guarded[float32](t, 5*size, atEnd)
					require.Equal(t, n, ScatterAdd(d32, rows, kerneltest.Guarded[float32](t, n*size, atEnd), size))
					d64 := kerneltest.Guarded[float64](t, 5*size, atEnd)
					require.Equal(t, n, ScatterAdd(d64, rows, kerneltest.Guarded[float64](t, n*size, atEnd), size))
				}
			}
		}
	})
}

// guardedIndices returns n row numbers from 0 to 4 that end at an
// inaccessible page.
func guardedIndices(t *testing.T, n int) []int64 {
	idx := kerneltest.Guarded[int64](t, n, true)
	for i := range idx {
		idx[i] = int64(i % 5)
	}
	return idx
}
