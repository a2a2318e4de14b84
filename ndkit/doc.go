// Package ndkit is the support layer of the code cmd/ndgen writes: the
// dtype package of a user's own element type, in the user's module, calls
// it for everything its methods share with every other dtype package. It
// is public only because a package in another module cannot import the
// library's internal/ packages, and it holds exactly what such a package
// can call, for any element type cmd/ndgen takes; the library's own dtype
// packages (ndfloat32, ndstring, ...) call it too, and internal/bulk
// directly for what only they use (the asm moves of predeclared types, the
// arithmetic scatter stores).
//
// It is stable within a release for that use: a package cmd/ndgen wrote
// works with the ndkit of the same release (run go generate again after
// upgrading). It is not meant to be called by hand: application code uses
// the dtype packages and nd. Every function trusts what generated code
// guarantees (layouts that fit their data, views made by nd.Layout) and
// panics or errors as the dtype package method documented on it says.
//
// Its groups:
//   - checks: argument and shape checks with the ops' errors (KnownSize,
//     SameDims, ReadOnly, NilArray, Alloc, IndexValues, GatherShape, ...);
//   - the array header: the scalar accessors' fast path and the storage of
//     small layouts (Small, Adopt, SmallRank, WideRank, SliceRank, Repeats,
//     Copy2, Overlaps);
//   - bulk moves: Make, MakeCopy, Copy, Fill, Equal, Values, Gather,
//     GatherNd and their ...Disjoint and ...As forms;
//   - combining, masking and scatter ops: Concat, Stack, Tile, Repeat, Pad,
//     Split; BooleanMask, Where, ArgWhere; ScatterShapes, ScatterNd,
//     StoreAssign;
//   - nested slices and printing: Flatten1 ... Flatten4, Nest2 ... Nest4,
//     Text.
//
// Package ndkittest is the shared test suite that the generated tests run.
//
// Element types: the functions named ...As[W] take any pointer-free type
// of W's width (a struct of three uint8s has none: 3 bytes; a [4]float32
// moves as complex128) and move its bits as W values through the asm
// kernels; the others take any type, pointers included, and never reach
// assembly. Which one a type uses is decided by cmd/ndgen from the type's
// definition, never by the caller at run time.
package ndkit
