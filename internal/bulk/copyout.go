package bulk

import "github.com/ndgo/ndarray/nd"

// MakeCopy returns a new row-major slice of the view's Size() elements and
// whether it holds them already: a contiguous view is copied into
// MakeUninit's slice (which asks for huge pages before the copy first
// touches a large one), each byte written once; other views get
// MakeUninit's slice, which the caller's own copy writes in full.
func MakeCopy[T any](data []T, l nd.Layout) ([]T, bool) {
	out := MakeUninit[T](l.Size())
	if !l.IsContiguous() {
		return out, false
	}
	copy(out, data[l.Offset:l.Offset+l.Size()])
	return out, true
}
