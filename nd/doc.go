// Package nd is the dtype-independent core of ndarray for Go: everything
// about arrays that does not depend on the element type, written and tested
// once for all the generated dtype packages (ndfloat32, ndint64, ndstring,
// ...).
//
//   - Shape: an immutable shape whose rank or dimensions may be unknown
//     (UnknownSize), with TensorFlow's compatibility and equality rules.
//   - Index: the selectors of NdArray.Slice (All, At, AtKeep, Range, Slice,
//     SliceFrom, SliceTo, Step, Even, Odd, Flip, Seq, Hyperslab, NewAxis,
//     Ellipsis), with NumPy's semantics, and ParseIndices for NumPy
//     subscript text such as "1, ::-1, ..., newaxis".
//   - Layout: the strided description (shape, strides, offset) every view
//     shares, and its slicing, transposing and reshaping arithmetic.
//   - StridedSliceSpec: TensorFlow's StridedSlice arguments and their exact
//     canonicalisation, errors included; the errors of GatherNd and Gather.
//   - Array: the interface every dtype's *NdArray satisfies; Indices, the
//     index arrays of the gathers.
//   - Error and Try: programmer errors panic with an *Error ("nd: ...")
//     that wraps one of ErrShape, ErrIndexOutOfRange, ErrReadOnly and
//     ErrArgument; Try turns one into an error. Data-driven operations
//     return errors; the readers' (npy, safetensors, ndzarr) are *Error
//     values too, made with their ErrorPrefix. Shapes whose size would
//     overflow int64 are refused where they are made, so no view can
//     address memory outside its array.
//
// A small example, on a layout alone (no data is touched):
//
//	l := nd.RowMajor(4, 6)                       // a 4×6 row-major array
//	v := l.Slice(nd.Range(1, -1), nd.Step(-2))   // a[1:-1, ::-2]
//	fmt.Println(v.Dims, v.Strides, v.Offset)     // [2 3] [6 -2] 11
package nd
