// Package scatter holds the add scatter kernels: ScatterAdd adds update
// rows into the rows of dst that a list of row numbers names, with AVX2
// kernels for float32 and float64 that prefetch the rows ahead. It is part
// of the library's kernel layer (see package asm) and makes no
// compatibility promise to outside callers.
//
// The pure-Go twin (scatterAddGo) is the loop of every other element type
// and runs alone with the purego tag, on other architectures and on CPUs
// without AVX2, which useAVX2 (avx2_amd64.go) records at start-up and the
// tests switch off (forEachVariant).
package scatter
