package nd

// ColumnMajor returns the contiguous column-major (Fortran-order) layout
// of the given shape, at offset 0: the first dimension varies fastest, so
// its strides are 1, dims[0], dims[0]*dims[1], ... It is the layout of
// NumPy's order="F" arrays and the transpose of RowMajor of the reversed
// dims. It panics as RowMajor does.
func ColumnMajor(dims ...int64) Layout {
	if err := checkDims("ColumnMajor", dims, 0); err != nil {
		panic(err)
	}
	var l Layout
	l.Dims, l.Strides = dimsAndStrides(nil, len(dims))
	copy(l.Dims, dims)
	stride := int64(1) // cannot overflow: the product of the non-zero dims fits
	for i, d := range dims {
		l.Strides[i] = stride
		stride *= d
	}
	return l
}
