// Package cast holds what every dtype package's Cast shares: the rules for
// the conversions Go leaves to the implementation (a float out of an
// integer type's range), and Into, the loop that walks a strided source in
// contiguous runs for the per-pair conversion functions the generator
// writes.
//
// The rules are those of NumPy 1.24's astype on x86-64 (its scalar loops,
// which are C casts compiled to SSE2): a float converts to int32 and the
// narrower integer types through CVTTSD2SI's 32-bit result, to int64 and
// uint32 through its 64-bit one, then wraps; NaN and values out of the
// instruction's range give its "integer indefinite" value, the minimum
// signed integer of its width. uint64 is GCC's two-branch sequence around
// the 64-bit instruction.
package cast

import (
	"math"

	"github.com/ndgo/ndarray/asm/convert"
)

// Trunc32 is x truncated toward zero, or math.MinInt32 if x is NaN or
// outside (-2^31-1, 2^31): CVTTSD2SI with a 32-bit result. float to int8,
// int16, int32, uint8 and uint16 is this, wrapped to the type.
func Trunc32(x float64) int32 {
	if x > -(1<<31)-1 && x < 1<<31 {
		return int32(x)
	}
	return math.MinInt32
}

// Trunc64 is x truncated toward zero, or math.MinInt64 if x is NaN or
// outside [-2^63, 2^63): CVTTSD2SI with a 64-bit result. float to int64
// and uint32 is this, wrapped to the type. (The same function as the
// float64 to int64 kernel's twin.)
func Trunc64(x float64) int64 { return convert.TruncInt64(x) }

// TruncUint64 is float to uint64 as GCC compiles it for x86-64 (and so
// NumPy): values from 2^63 up are Trunc64(x - 2^63) with the top bit
// flipped, the rest (NaN included) Trunc64(x). So 2^63 <= x < 2^64 gives
// the truncated value; negative x in int64's range wraps; +Inf and values
// from 2^64 up give 0; NaN, -Inf and values below -2^63 give 2^63.
func TruncUint64(x float64) uint64 {
	if x >= 1<<63 {
		return uint64(Trunc64(x-(1<<63))) ^ 1<<63
	}
	return uint64(Trunc64(x))
}

// Number is the element types Bit converts to.
type Number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// Bit is 1 for true and 0 for false.
func Bit[T Number](b bool) T {
	if b {
		return 1
	}
	return 0
}
