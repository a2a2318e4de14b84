// Package asm holds the SIMD kernels for the hot data-movement loops, keyed
// by element width, never by type. Each kernel has an exported entry point
// that checks its arguments, an avo-generated amd64 implementation
// (stream_amd64.s, transpose_amd64.s and gather_amd64.s, written by
// ./internal/gen) and a pure-Go twin used with the purego build tag, on
// other architectures and on CPUs without the needed features (chosen at
// run time with golang.org/x/sys/cpu). The doc comment of each entry point gives its
// reference Go loop.
//
// The kernels move plain bits only: callers must never pass memory that
// holds Go pointers (strings, slices), because assembly stores bypass the
// garbage collector's write barrier.
//
// The package imports nothing of the library; the dtype packages reach it
// through internal/bulk.
package asm

//go:generate go run ./internal/gen -out stream_amd64.s -stubs stream_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels transpose -out transpose_amd64.s -stubs transpose_amd64.go -pkg asm
//go:generate go run ./internal/gen -kernels gather -out gather_amd64.s -stubs gather_amd64.go -pkg asm
