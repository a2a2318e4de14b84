// Package narrow rounds float64 values to the 16-bit float formats
// (IEEE binary16 and bfloat16) in one step. Going through float32 first
// would round twice, which can land on the other side of a tie: NumPy
// converts float64 to float16 directly, and so do Cast and this package.
package narrow

import (
	"math"

	"github.com/x448/float16"
)

// Float16 is x rounded to the nearest binary16 value, ties to even, as
// NumPy's npy_double_to_half: overflow gives ±Inf, NaN a quiet NaN that
// keeps the sign and the top of the payload.
func Float16(x float64) float16.Float16 { return float16.Frombits(Round(x, 5, 10)) }

// Round is x rounded to nearest, ties to even, in the binary format with
// expBits exponent bits and fracBits fraction bits (at most 7 and 10 here,
// sign bit above them), returned as that format's bits. Values too large
// become ±Inf, values too small ±0 or a subnormal; NaN becomes the quiet
// NaN with x's sign and the top fracBits-1 bits of its payload.
func Round(x float64, expBits, fracBits uint) uint16 {
	b := math.Float64bits(x)
	sign := uint16(b>>63) << (expBits + fracBits)
	infBits := uint16(1<<expBits-1) << fracBits
	if math.IsNaN(x) {
		payload := uint16(b&(1<<52-1)>>(52-fracBits)) | 1<<(fracBits-1)
		return sign | infBits | payload
	}
	biased := int(b >> 52 & 0x7ff)
	mant := b&(1<<52-1) | 1<<52
	if biased == 0 { // float64 subnormals are far below any 16-bit format's
		mant &^= 1 << 52
		biased = 1
	}
	if biased == 0x7ff { // ±Inf
		return sign | infBits
	}
	bias := 1<<(expBits-1) - 1
	exp := biased - 1023 // x = mant * 2^(exp-52)
	shift := 52 - int(fracBits)
	if emin := 1 - bias; exp < emin { // a subnormal of the target
		shift += emin - exp
	}
	q := roundShift(mant, shift)
	if exp < 1-bias {
		return sign | uint16(q) // rounding up to 1<<fracBits is the smallest normal
	}
	r := uint64(exp+bias)<<fracBits + q - 1<<fracBits
	if r >= uint64(infBits) {
		return sign | infBits
	}
	return sign | uint16(r)
}

// roundShift is m / 2^s rounded to nearest, ties to even.
func roundShift(m uint64, s int) uint64 {
	if s > 63 {
		return 0 // m < 2^53: below half of the last place
	}
	q, r, half := m>>s, m&(1<<s-1), uint64(1)<<(s-1)
	if r > half || r == half && q&1 == 1 {
		q++
	}
	return q
}
