package convert

import (
	"math"

	"github.com/x448/float16"
)

// The 16-bit float conversions: IEEE binary16 (float16) with F16C's
// VCVTPH2PS and VCVTPS2PH, bfloat16 with AVX2 integer arithmetic. The
// 16-bit elements are any type of uint16 bits (float16.Float16, the
// library's bfloat16.BFloat16, uint16), so that this package needs no library type.

// Float16ToFloat32 is:
//
//	for i, x := range src { dst[i] = float16.Frombits(uint16(x)).Float32() }
//
// exact; a signalling NaN is quieted (as VCVTPH2PS does).
func Float16ToFloat32[S ~uint16](dst []float32, src []S) {
	convert(dst, src, kFloat16Float32, float16ToFloat32Go[S])
}

// Float32ToFloat16 is:
//
//	for i, x := range src { dst[i] = D(float16.Fromfloat32(x)) }
//
// rounded to nearest, ties to even; overflow gives ±Inf, subnormals are
// exact, a NaN gives the quiet NaN with its sign and the top 9 bits of its
// payload (as VCVTPS2PH does).
func Float32ToFloat16[D ~uint16](dst []D, src []float32) {
	convert(dst, src, kFloat32Float16, float32ToFloat16Go[D])
}

// BFloat16ToFloat32 is:
//
//	for i, x := range src { dst[i] = math.Float32frombits(uint32(x) << 16) }
//
// exact, NaN payloads included.
func BFloat16ToFloat32[S ~uint16](dst []float32, src []S) {
	convert(dst, src, kBFloat16Float32, bfloat16ToFloat32Go[S])
}

// Float32ToBFloat16 is:
//
//	for i, x := range src { dst[i] = D(bfloat16Bits(x)) }
//
// rounded to nearest, ties to even (see bfloat16Bits).
func Float32ToBFloat16[D ~uint16](dst []D, src []float32) {
	convert(dst, src, kFloat32BFloat16, float32ToBFloat16Go[D])
}

// bfloat16Bits is x rounded to bfloat16, ties to even, as bits: the
// rounding carries into the exponent (up to infinity where it must); a NaN
// keeps its sign and the top 6 bits of its payload, and is quieted.
func bfloat16Bits(x float32) uint16 {
	b := math.Float32bits(x)
	if b&0x7fffffff > 0x7f800000 {
		return uint16(b>>16 | 0x40)
	}
	return uint16((b + 0x7fff + b>>16&1) >> 16)
}

func float16ToFloat32Go[S ~uint16](dst []float32, src []S) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = float16.Frombits(uint16(x)).Float32()
	}
}

func float32ToFloat16Go[D ~uint16](dst []D, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = D(float16.Fromfloat32(x))
	}
}

func bfloat16ToFloat32Go[S ~uint16](dst []float32, src []S) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = math.Float32frombits(uint32(x) << 16)
	}
}

func float32ToBFloat16Go[D ~uint16](dst []D, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = D(bfloat16Bits(x))
	}
}
