// Package ndkit is what generated dtype packages are built from: the bulk
// moves, argument checks, printing and combining ops that every package
// gen writes calls, the library's own (ndfloat32, ndstring, ...) as well as
// those cmd/ndgen writes in a user's module for a user's element type. It
// is public because a package in another module cannot import the
// library's internal/ packages; it is a thin, stable face over them, so
// that the generated code of both kinds takes one code path.
//
// Application code does not need it: use the dtype packages and nd. Every
// function here trusts what generated code guarantees (layouts that fit
// their data, views made by nd.Layout) and panics or errors as the dtype
// package method documented on it says.
//
// Element types: the functions named ...Plain take the predeclared
// pointer-free types (move.Plain) and may use the asm kernels; the ones named
// ...As[W] take any pointer-free type of W's width (a struct of three
// uint8s has none: 3 bytes; a [4]float32 moves as complex128) and move its
// bits as W values; the others take any type, pointers included, and never
// reach assembly. Which one a type may use is decided by the generator from
// the type's definition, never by the caller at run time.
package ndkit
