// Package ndgonum connects the library's arrays to gonum's matrices
// (gonum.org/v1/gonum/mat), sharing memory where the layouts allow.
//
// From arrays to gonum: DenseView and VecView share the array's storage
// and fail (ErrNotShareable) when the layout cannot be expressed in gonum's
// terms (a column stride other than 1, a negative row stride, rows that
// overlap); DenseCopy and VecCopy always copy. CDenseView and CDenseCopy
// do the same for complex128 (mat.CDense). NewMatrix wraps any 2-D view,
// whatever its strides, as a read-only mat.Matrix.
//
// From gonum to arrays: FromDense, FromVecDense and FromCDense return
// views of the matrix's storage with its strides, so a sub-matrix made by
// Dense.Slice comes back without a copy.
//
// For matrix products, the dtype packages' MatMul (ndfloat64.MatMul,
// NumPy's matmul, with AVX2 and AVX-512 micro-kernels) needs no gonum
// matrix at all; mat.Dense.Mul through these views works too, but about
// an order of magnitude slower.
//
// Gonum matrices cannot be empty: arrays with a zero dimension are
// refused (nd.ErrShape). Views of read-only arrays are refused
// (nd.ErrReadOnly), since gonum would write through them; copy instead.
package ndgonum
