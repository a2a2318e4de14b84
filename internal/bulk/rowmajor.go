package bulk

import "github.com/ndgo/ndarray/nd"

// RowMajorCopy returns the elements of the view (data, l) in a new
// row-major slice. A contiguous view is copied by make and copy in one
// statement, which Go compiles to one allocation it does not zero
// (runtime.makeslicecopy): each byte is written once, as in a user's
// make-and-copy, where Make then a copy would zero the slice first (as
// much memory traffic again as the copy's writes). Other views are copied
// into a made slice.
func RowMajorCopy[T any](data []T, l nd.Layout) []T {
	if l.IsContiguous() {
		src := data[l.Offset : l.Offset+l.Size()]
		out := make([]T, len(src))
		copy(out, src)
		return out
	}
	out := Make[T](l.Size())
	Copy(out, nd.RowMajor(l.Dims...), data, l)
	return out
}
