// Package shuffle holds Blosc's byte shuffle and bit shuffle (the HDF5 and
// Zarr "shuffle" filters), forward and inverse, for ndzarr's codec: Go
// loops by words for every element size and AVX2 kernels for the inverse
// byte shuffle of 4- and 8-byte elements, the one on the read path of
// most float arrays.
//
// The kernels (unshuffle_amd64.s and its stubs) are written by the
// library's avo generator, asm/internal/gen, from its table of families;
// unshuffle_dispatch_amd64.go picks them at run time (with
// golang.org/x/sys/cpu) and unshuffle_default.go stands in with the purego
// tag and on other architectures. The tests run both the kernels and the
// Go loops (forEachVariant).
package shuffle
