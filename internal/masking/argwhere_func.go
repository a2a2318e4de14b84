package masking

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// ArgWhereFunc is ArgWhere for element types without ==: an element is
// nonzero when zero(element) is false. It marks the nonzero elements in a
// row-major []bool of l's shape and runs ArgWhere on that.
func ArgWhereFunc[T any](data []T, l nd.Layout, zero func(T) bool) (coords []int64, n int64,
	err error) {
	vals := bulk.RowMajorData(data, l)
	nonzero := make([]bool, len(vals))
	for i, v := range vals {
		nonzero[i] = !zero(v)
	}
	return ArgWhere(nonzero, nd.RowMajor(l.Dims...))
}
