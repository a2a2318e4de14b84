package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// ScatterKind says which of TensorFlow's scatter kernels an op follows
// (their checks and error wording differ).
type ScatterKind = check.ScatterKind

// The scatter kernels: TensorScatter*'s and ScatterNdUpdate/Add's.
// ScatterNd's, which no package cmd/ndgen writes has, is internal.
const (
	TensorScatter = check.TensorScatter
	RefScatter    = check.RefScatter
)

// Scatter is what the shape checks find out about a scatter: N index rows
// of Depth components, each selecting Slice elements of the output.
type Scatter = check.Scatter

// Store applies a block of scatter rows to dst, seen as rows of size
// elements, up to the first row number outside dst, and returns how many
// it applied.
type Store[T any] = bulk.Store[T]

// ScatterShapes checks a scatter's shapes as TensorFlow's CPU kernel of
// kind does, with its messages.
func ScatterShapes(kind ScatterKind, op string, out []int64, indices, updates nd.Shape,
	i32 bool) (Scatter, error) {
	return check.ScatterShapes(kind, op, out, indices, updates, i32)
}

// ScatterNdShape checks ScatterNd's requested shape and returns its
// dimensions.
func ScatterNdShape(op string, shape, indices, updates nd.Shape) ([]int64, error) {
	return check.ScatterNdShape(op, shape, indices, updates)
}

// IsInt32 reports whether indices are int32 ones.
func IsInt32(indices nd.Indices) bool { return check.IsInt32(indices) }

// ScatterNd checks the index rows (all first when checkFirst) and stores
// the updates into dst, row-major of dims, through store.
func ScatterNd[T any](op string, dst []T, dims []int64, i64 []int64, i32 []int32,
	ishape nd.Shape, upd []T, s Scatter, store Store[T], checkFirst bool) error {
	return bulk.ScatterNd(op, dst, dims, i64, i32, ishape, upd, s, store, checkFirst)
}

// StoreAssign writes the updates; the last duplicate row wins.
func StoreAssign[T any](dst []T, rows []int64, upd []T, size int) int {
	return bulk.StoreAssign(dst, rows, upd, size)
}

// RowMajorCopy returns the view's elements in a new row-major slice,
// writing each byte once where the view is contiguous (TensorScatter*'s
// copy of the tensor).
func RowMajorCopy[T any](data []T, l nd.Layout) []T { return bulk.RowMajorCopy(data, l) }
