// Package safe holds the overflow-checked integer arithmetic that shape,
// stride and offset computations use, so that no layout the library builds
// can wrap around int64 and address memory outside its array.
package safe

import (
	"math"
	"math/bits"
	"slices"
	"unsafe"
)

// Mul returns a*b and whether it fits in an int64.
func Mul(a, b int64) (int64, bool) {
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(abs(a), abs(b))
	if hi != 0 || lo > 1<<63 || (lo == 1<<63 && !neg) {
		return 0, false
	}
	if neg {
		return -int64(lo), true
	}
	return int64(lo), true
}

// Add returns a+b and whether it fits in an int64.
func Add(a, b int64) (int64, bool) {
	s := a + b
	// Overflow iff a and b have the same sign and s has the other.
	return s, (a >= 0) != (b >= 0) || (s >= 0) == (a >= 0)
}

// Size returns the product of dims and whether dims describe an array that
// can exist: no dimension is negative and the product of the non-zero ones
// fits in an int64 (NumPy's rule: a zero dimension makes an array empty, but
// the others must still be addressable, since strides are built from them).
func Size(dims []int64) (int64, bool) {
	if slices.ContainsFunc(dims, func(d int64) bool { return d < 0 }) {
		return 0, false
	}
	p, ok := PositiveProduct(dims)
	if !ok {
		return 0, false
	}
	if slices.Contains(dims, 0) {
		return 0, true
	}
	return p, true
}

// PositiveProduct returns the product of the dims greater than 0 (1 if
// there are none) and whether it fits in an int64.
func PositiveProduct(dims []int64) (int64, bool) {
	p := int64(1)
	for _, d := range dims {
		if d > 0 {
			var ok bool
			if p, ok = Mul(p, d); !ok {
				return 0, false
			}
		}
	}
	return p, true
}

// abs returns |x| as a uint64 (correct for math.MinInt64 too).
func abs(x int64) uint64 {
	if x < 0 {
		return uint64(-x)
	}
	return uint64(x)
}

// MaxBytes is the largest allocation the library attempts: beyond it Go's
// make panics with a runtime error (its limit is 2^48 bytes on 64-bit
// platforms), which the library turns into one of its own errors first.
const MaxBytes = min(1<<47, math.MaxInt)

// MaxElems returns how many elements of type T fit in MaxBytes.
func MaxElems[T any]() int64 {
	var zero T
	size := int64(unsafe.Sizeof(zero))
	if size == 0 {
		return MaxBytes
	}
	return MaxBytes / size
}
