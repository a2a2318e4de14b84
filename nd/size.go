package nd

import "github.com/ndgo/ndarray/internal/safe"

// SizeOf returns the number of elements of an array of the given
// dimensions and true, or 0 and false if no array has them: a dimension is
// negative (UnknownSize included), or the product of the non-zero
// dimensions overflows int64. The rule is NumPy's and ShapeOf's: a zero
// dimension makes the array empty, but the others must still be
// addressable, since strides are built from them. It is the check for
// dimensions read from data (a file header, Zarr metadata) before they
// become a Shape, which would panic.
func SizeOf(dims []int64) (int64, bool) {
	return safe.Size(dims)
}
