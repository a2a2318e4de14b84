// Package asm holds the SIMD kernels for the hot data-movement loops, keyed
// by element width, never by type (the convert and scatter families, by
// element type). Each kernel family X (stream, shuffle, block, transpose,
// gather, scatter, convert, unshuffle, pairs, strided) has three parts:
//
//   - X.go: the exported entry points, which check their arguments and
//     whose doc comments give the reference Go loop, and the pure-Go twin
//     of that loop;
//   - X_amd64.s and X_amd64.go: the avo-generated kernels and their stubs,
//     written by ./internal/gen (one go:generate line below per family),
//     with X_dispatch_amd64.go choosing between them and the twin (at run
//     time, with golang.org/x/sys/cpu);
//   - X_default.go: the twin alone, with the purego build tag and on other
//     architectures.
//
// plain.go (the element types the kernels may move) and avx2_amd64.go (the
// CPU check) serve every family.
//
// The kernels move plain bits only, because assembly stores bypass the
// garbage collector's write barrier: the generic entry points take Plain
// elements, and callers must never give the []byte ones memory that holds
// Go pointers (strings, slices).
//
// The package imports nothing of the library but internal/safe, whose
// Last is the range check of every unchecked loop; the dtype packages
// reach it through internal/bulk.
package asm

//go:generate go run ./internal/gen -kernels stream -out stream_amd64.s -stubs stream_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels shuffle -out shuffle_amd64.s -stubs shuffle_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels block -out block_amd64.s -stubs block_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels transpose -out transpose_amd64.s -stubs transpose_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels gather -out gather_amd64.s -stubs gather_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels scatter -out scatter_amd64.s -stubs scatter_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels convert -out convert_amd64.s -stubs convert_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels unshuffle -out unshuffle_amd64.s -stubs unshuffle_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels pairs -out pairs_amd64.s -stubs pairs_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels strided -out strided_amd64.s -stubs strided_amd64.go -pkg asm
