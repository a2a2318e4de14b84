package reduce

import "math"

// The element types of the ops.
type (
	Integer interface {
		~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
	}
	Float   interface{ ~float32 | ~float64 }
	Real    interface{ Integer | Float }
	Complex interface{ ~complex64 | ~complex128 }
	Number  interface{ Real | Complex }
)

// isNaN reports whether x is a NaN (never, for integers).
func isNaN[T Real](x T) bool { return x != x }

// signbit reports whether x is negative or -0.
func signbit[T Real](x T) bool { return x < 0 || (x == 0 && math.Signbit(float64(x))) }

// nonzero reports whether x is not zero (NaN is not zero; -0 is).
func nonzero[T comparable](x T) bool {
	var zero T
	return x != zero
}
