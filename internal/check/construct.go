package check

import "github.com/ndgo/ndarray/nd"

// ReshapeDims returns the dimensions Reshape of an array of size elements
// to s makes, with at most one nd.UnknownSize dimension inferred from the
// others (tf.reshape's and NumPy's -1), appended to dst[:0] (a caller's
// array on its stack, so that nothing is allocated where they fit). It
// panics with nd.ErrShape if s has an unknown rank, if the sizes differ, or
// if the unknown dimension cannot be inferred (the others' product does not
// divide size, or is 0); with nd.ErrArgument if s has more than one unknown
// dimension.
func ReshapeDims(dst []int64, s nd.Shape, size int64) []int64 {
	if s.IsUnknown() {
		panic(nd.Errorf(nd.ErrShape, "Reshape needs a shape of known rank, got %v", s))
	}
	dims := dst[:0]
	for i := range s.NumDimensions() {
		dims = append(dims, s.Dim(i))
	}
	unknown, known := -1, int64(1)
	for i, d := range dims {
		if d != nd.UnknownSize {
			known *= d // fits: ShapeOf checked the known dimensions' product
			continue
		}
		if unknown >= 0 {
			panic(nd.Errorf(nd.ErrArgument, "Reshape: shape %v has more than one unknown dimension", s))
		}
		unknown = i
	}
	if unknown >= 0 {
		if known == 0 || size%known != 0 {
			panic(nd.Errorf(nd.ErrShape, "Reshape: cannot infer the unknown dimension of shape %v for %d elements", s, size))
		}
		dims[unknown] = size / known
		known = size
	}
	if known != size {
		panic(nd.Errorf(nd.ErrShape, "Reshape: cannot reshape %d elements to shape %v (size %d)", size, s, known))
	}
	return dims
}
