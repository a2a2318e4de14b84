// Package asm is the library's kernel layer: the SIMD loops under its hot
// paths, one package per concern. It is public only so that the library's
// packages can share it; it makes no compatibility promise to outside
// callers, who should use the dtype packages instead.
//
//   - asm/move: data movement, keyed by element width, never by type
//     (streaming copies, short rows, transposes, gathers by stride, by
//     index and by (i, j) pairs, strided blocks);
//   - asm/convert: element type conversions;
//   - asm/scatter: add scatters by row number;
//   - asm/compute: the compute kernels, keyed by element type
//     (elementwise arithmetic, comparisons, clip, exp/log/tanh...; sums,
//     max and min of a run), in Go, AVX2 and AVX-512 levels chosen at run
//     time.
//
// Blosc's byte shuffle and unshuffle are not here: they live beside their
// only user, ndzarr's codec (ndzarr/internal/shuffle).
//
// Each kernel family X of a package has three parts:
//
//   - X.go: the exported entry points, which check their arguments and
//     whose doc comments give the reference Go loop, and the pure-Go twin
//     of that loop;
//   - X_amd64.s and X_amd64.go: the avo-generated kernels and their stubs,
//     written by ./internal/gen, whose table lists every family and its
//     package (the go:generate line below writes them all), with
//     X_dispatch_amd64.go choosing between them and the twin;
//   - X_default.go: the twin alone, with the purego build tag and on other
//     architectures.
//
// Kernels are chosen at run time: each package reads the CPU's features
// once (golang.org/x/sys/cpu) into its own variables (useAVX2, say), and
// every dispatch checks them, falling back to the twin. The tests force
// each variant through those variables (forEachVariant), so that every
// kernel the CPU has and every twin run on the same cases; with -tags
// purego only the twins are built.
//
// The kernels move plain bits only, because assembly stores bypass the
// garbage collector's write barrier: the generic entry points take
// move.Plain elements, and callers must never give the []byte ones memory
// that holds Go pointers (strings, slices).
//
// The packages import nothing of the library but internal/safe, whose
// Last is the range check of every unchecked loop; the dtype packages
// reach them through internal/bulk and internal/cast.
package asm

//go:generate go run ./internal/gen -all -root ..
