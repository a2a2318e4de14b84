package bulk

import (
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStoreAddFloatsStopOutside is TestStoreStopsOutside for the float
// adds, which run scatter.ScatterAdd's kernels: scalars, short rows (the Go
// twin), 64-byte rows and longer ones.
func TestStoreAddFloatsStopOutside(t *testing.T) {
	testStoreAddStops[float32](t)
	testStoreAddStops[float64](t)
}

func testStoreAddStops[T float32 | float64](t *testing.T) {
	for _, size := range []int{1, 2, 4, 8, 16, 17} {
		for _, bad := range []int64{-1, 6, math.MinInt64, math.MaxInt64} {
			dst := slices.Repeat([]T{9}, 6*size+size-1) // 6 rows and part of one
			upd := slices.Repeat([]T{1}, 4*size)
			n := StoreAdd(dst, []int64{0, bad, 1, 0}, upd, size)
			assert.Equal(t, 1, n, "size %d row %d", size, bad)
			want := slices.Repeat([]T{9}, len(dst))
			for j := range size {
				want[j] = 10
			}
			assert.Equal(t, want, dst, "size %d row %d", size, bad)
		}
	}
}
