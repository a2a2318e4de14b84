// Package move holds the data-movement kernels, keyed by element width,
// never by type: the streaming copy, its rows and the streaming fill
// (stream, stream_rows), a block of short rows (block), tile transposes (transpose), gathers by
// stride (shuffle: the strided gathers, which pick elements apart with
// in-register shuffles, and their prefetch), by index (gather) and by (i,
// j) pairs (pairs), and blocks of short strided rows (strided). It is part
// of the library's kernel layer (see package asm) and makes no
// compatibility promise to outside callers.
//
// Each family's entry points check their arguments (a bad one panics with
// a "move: " message: the callers have checked them already) and give the
// reference Go loop in their doc comments; its pure-Go twin runs with the
// purego tag, on other architectures and on CPUs without AVX2, which
// useAVX2 (avx2_amd64.go) records at start-up and the tests switch off to
// run the twins (forEachVariant). Some strided gathers with ordinary
// stores also have AVX-512VL kernels (useAVX512; forEachGatherVariant runs
// them too).
//
// Plain (plain.go) is the element types the kernels may move; the
// conversion kernels (asm/convert) share it, with StreamThreshold and
// Fence.
package move
