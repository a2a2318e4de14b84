package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// Index is the element type of index values: int32 or int64.
type Index = bulk.Index

// GatherNd gathers n index rows of depth depth from the view (params, pl)
// into row-major dst (GatherNd's kernel); for any element type.
func GatherNd[T any, I Index](dst, params []T, pl nd.Layout, idx []I, n, depth int) error {
	return bulk.GatherNd(dst, params, pl, idx, n, depth)
}

// Gather is tf.gather along axis from the view (params, pl) into row-major
// dst; for any element type.
func Gather[T any, I Index](dst, params []T, pl nd.Layout, idx []I, axis int) error {
	return bulk.Gather(dst, params, pl, idx, axis)
}

// RowMajorData returns the view's elements in row-major order: data itself
// when the view is contiguous from its start, else a copy.
func RowMajorData[T any](data []T, l nd.Layout) []T { return bulk.RowMajorData(data, l) }
