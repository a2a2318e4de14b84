package bulk

import "github.com/ndgo/ndarray/nd"

// RowMajorCopy returns the elements of the view (data, l) in a new
// row-major slice: a contiguous view's bytes are written once (see
// MakeCopy), other views are copied into a made slice.
func RowMajorCopy[T any](data []T, l nd.Layout) []T {
	out, done := MakeCopy(data, l)
	if !done {
		Copy(out, nd.RowMajor(l.Dims...), data, l)
	}
	return out
}
