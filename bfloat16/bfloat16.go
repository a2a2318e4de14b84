// Package bfloat16 is the bfloat16 ("brain float") element type of
// package ndbfloat16: float32's sign and 8 exponent bits with 7 fraction
// bits, as ML weights and activations use it. Conversions from float32 and
// float64 round to nearest, ties to even (not by truncation, as some
// libraries do); NaN stays NaN (quiet), ±Inf and subnormals convert
// exactly. To float32 the conversion is exact, bit for bit.
package bfloat16

import (
	"math"
	"strconv"

	"github.com/ndgo/ndarray/internal/narrow"
)

// BFloat16 is a bfloat16 value, stored as its bits: the upper half of the
// float32 of the same value.
type BFloat16 uint16

// FromBits returns the BFloat16 whose bits are b.
func FromBits(b uint16) BFloat16 { return BFloat16(b) }

// Bits returns the bits of f.
func (f BFloat16) Bits() uint16 { return uint16(f) }

// FromFloat32 returns x rounded to the nearest bfloat16, ties to even.
// Values beyond the largest finite bfloat16 round to ±Inf; a NaN gives a
// quiet NaN with x's sign and the top 6 bits of its payload.
func FromFloat32(x float32) BFloat16 {
	b := math.Float32bits(x)
	if b&0x7fffffff > 0x7f800000 { // NaN: keep the top of the payload, quiet it
		return BFloat16(b>>16 | 0x40)
	}
	b += 0x7fff + b>>16&1 // round half to even at bit 16
	return BFloat16(b >> 16)
}

// FromFloat64 returns x rounded to the nearest bfloat16, ties to even, in
// one rounding (not through float32, which could round twice).
func FromFloat64(x float64) BFloat16 { return BFloat16(narrow.Round(x, 8, 7)) }

// Float32 returns f as a float32, exactly (NaN payloads included).
func (f BFloat16) Float32() float32 { return math.Float32frombits(uint32(f) << 16) }

// IsNaN reports whether f is a NaN.
func (f BFloat16) IsNaN() bool { return f&0x7fff > 0x7f80 }

// String returns the shortest decimal that rounds back to f among
// bfloat16 values, in strconv's 'g' form ("0.1" for FromFloat32(0.1),
// "100", "1e+38", "NaN", "+Inf"), so that %v prints it as a number.
func (f BFloat16) String() string {
	return strconv.FormatFloat(shortest(f), 'g', -1, 64)
}

// shortest is the decimal of the fewest significant digits (at most 4,
// which always suffice for 8 significant bits) that reads back as f, as a
// float64 whose own shortest form is those digits.
func shortest(f BFloat16) float64 {
	x := float64(f.Float32())
	if f.IsNaN() || math.IsInf(x, 0) || x == 0 {
		return x
	}
	for n := 1; n < 4; n++ {
		y, err := strconv.ParseFloat(strconv.FormatFloat(x, 'e', n-1, 64), 64)
		if err == nil && FromFloat64(y) == f {
			return y
		}
	}
	y, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'e', 3, 64), 64)
	return y
}
