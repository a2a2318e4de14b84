// Package ndarray is the root of ndarray for Go: n-dimensional arrays with
// NumPy and TensorFlow semantics, one generated package per element type.
//
// The packages:
//   - nd: shapes, index selectors, the strided Layout every view shares, and
//     the nd.Array interface every dtype's array satisfies.
//   - ndfloat32, ndfloat64, ndint8 ... ndint64, nduint8 ... nduint64,
//     ndcomplex64, ndcomplex128, ndbool, ndstring: the arrays, one package
//     per Go element type, generated from templates/dtypes.json by gen.
//   - ndkit, ndkit/ndkittest: what generated packages are built from and
//     tested with (the library's and those cmd/ndgen writes).
//   - cmd/ndbench: the benchmark report; cmd/ndgen (its own module): the
//     generator for a user's element type.
//
// This package itself holds only documentation, the go:generate line and
// the README's examples; tests that span the dtype packages live in
// internal/crossdtype.
package ndarray

//go:generate go run ./gen/builtin -root .
