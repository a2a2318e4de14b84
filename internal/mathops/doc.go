// Package mathops holds the kernels of the dtype packages' elementwise ops
// as elementwise.Binary and elementwise.Unary values: generic Go loops with
// NumPy 1.24's semantics for every element type, replaced by asm/compute's
// SIMD kernels where it has them (asm.go). The generated packages keep one
// package-level variable per op, made once from the constructors here, so
// that a call picks no kernel and allocates nothing.
package mathops

import "github.com/ndgo/ndarray/internal/elementwise"

type (
	binaryOf[D, S any] = elementwise.Binary[D, S]
	binary[T any]      = elementwise.Binary[T, T]
	compare[T any]     = elementwise.Binary[bool, T]
	unary[T any]       = elementwise.Unary[T, T, elementwise.NoArgs]
	test[T any]        = elementwise.Unary[bool, T, elementwise.NoArgs]
	noArgs             = elementwise.NoArgs
)

// Float is the float element types the ops compute in (16-bit floats
// compute in float32).
type Float interface{ ~float32 | ~float64 }

// Signed and Unsigned are the integer element types.
type (
	Signed interface {
		~int8 | ~int16 | ~int32 | ~int64
	}
	Unsigned interface {
		~uint8 | ~uint16 | ~uint32 | ~uint64
	}
	Integer    interface{ Signed | Unsigned }
	RealNumber interface{ Integer | Float }
	Complex    interface{ ~complex64 | ~complex128 }
	Number     interface{ RealNumber | Complex }
)
