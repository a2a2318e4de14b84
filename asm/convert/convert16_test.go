package convert

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// The 16-bit float conversions join the shared conversion tests (guard
// padding, alignments, streaming, guard pages) with references written
// from the definitions below, not from the twins' bit tricks.
func init() {
	conversionCases = append(conversionCases,
		conv("Float16ToFloat32", Float16ToFloat32[uint16],
			func(x uint16) float32 { return decodeRef(x, 5, 10, true) }),
		conv("Float32ToFloat16", Float32ToFloat16[uint16],
			func(x float32) uint16 { return roundRef(x, 5, 10) }),
		conv("BFloat16ToFloat32", BFloat16ToFloat32[uint16],
			func(x uint16) float32 { return decodeRef(x, 8, 7, false) }),
		conv("Float32ToBFloat16", Float32ToBFloat16[uint16],
			func(x float32) uint16 { return roundRef(x, 8, 7) }),
	)
}

// decodeRef is the value of the 16-bit float bits x (expBits exponent and
// fracBits fraction bits) as float32, from the definition; a NaN keeps its
// payload, quieted if quiet (F16C quiets, bfloat16's shift does not).
func decodeRef(x uint16, expBits, fracBits int, quiet bool) float32 {
	bias := 1<<(expBits-1) - 1
	e := int(x>>fracBits) & (1<<expBits - 1)
	frac := uint32(x) & (1<<fracBits - 1)
	neg := x>>(expBits+fracBits) == 1
	var v float64
	switch {
	case e == 1<<expBits-1 && frac != 0:
		bits := uint32(x>>15)<<31 | 0x7f800000 | frac<<(23-fracBits)
		if quiet {
			bits |= 1 << 22
		}
		return math.Float32frombits(bits)
	case e == 1<<expBits-1:
		v = math.Inf(1)
	case e == 0:
		v = math.Ldexp(float64(frac), 1-bias-fracBits)
	default:
		v = math.Ldexp(float64(frac|1<<fracBits), e-bias-fracBits)
	}
	if neg {
		v = -v
	}
	return float32(v)
}

// roundRef is x rounded to the 16-bit format, to nearest with ties to
// even, by arithmetic on values: the quantum of x's binade (or of the
// subnormals) divides it exactly, math.RoundToEven rounds the quotient.
// NaNs give the quiet NaN with x's sign and the top of its payload.
func roundRef(x float32, expBits, fracBits int) uint16 {
	bias := 1<<(expBits-1) - 1
	sign := uint16(0)
	if math.Signbit(float64(x)) {
		sign = 1 << (expBits + fracBits)
	}
	inf := uint16(1<<expBits-1) << fracBits
	a := math.Abs(float64(x))
	switch {
	case math.IsNaN(a):
		payload := uint16(math.Float32bits(x)&(1<<23-1)>>(23-fracBits)) | 1<<(fracBits-1)
		return sign | inf | payload
	case math.IsInf(a, 0):
		return sign | inf
	case a == 0:
		return sign
	}
	_, e := math.Frexp(a) // a = f * 2^e, f in [0.5, 1): binade 2^(e-1)
	quantumExp := max(e-1, 1-bias) - fracBits
	q := math.RoundToEven(math.Ldexp(a, -quantumExp)) // exact scaling
	r := math.Ldexp(q, quantumExp)
	if r >= math.Ldexp(2, bias) { // 2^(emax+1): beyond the largest finite value
		return sign | inf
	}
	if r < math.Ldexp(1, 1-bias) { // a subnormal (or zero)
		return sign | uint16(q)
	}
	f, e := math.Frexp(r)
	return sign | uint16(e-1+bias)<<fracBits | uint16(math.Ldexp(f, fracBits+1))&(1<<fracBits-1)
}

// Every float16 and bfloat16 bit pattern converts to float32 as the
// definition says, and every float32 near the rounding boundaries (ties,
// one ulp either side, subnormals, overflow) and a random sample converts
// back as it says, through the kernels and the twins alike.
func TestConvert16Exhaustive(t *testing.T) {
	halves := make([]uint16, 1<<16)
	for i := range halves {
		halves[i] = uint16(i)
	}
	floats := boundaryFloats()
	forEachVariant(t, func(t *testing.T) {
		got := make([]float32, len(halves))
		Float16ToFloat32(got, halves)
		for i, h := range halves {
			require.Equal(t, math.Float32bits(decodeRef(h, 5, 10, true)), math.Float32bits(got[i]), "%04x", h)
		}
		BFloat16ToFloat32(got, halves)
		for i, h := range halves {
			require.Equal(t, math.Float32bits(decodeRef(h, 8, 7, false)), math.Float32bits(got[i]), "%04x", h)
		}
		out := make([]uint16, len(floats))
		Float32ToFloat16(out, floats)
		for i, x := range floats {
			require.Equal(t, roundRef(x, 5, 10), out[i], "%08x", math.Float32bits(x))
		}
		Float32ToBFloat16(out, floats)
		for i, x := range floats {
			require.Equal(t, roundRef(x, 8, 7), out[i], "%08x", math.Float32bits(x))
		}
	})
}

// boundaryFloats are, for every 16-bit pattern of both formats, the
// float32 at the pattern's value, at the tie above it, and one float32 ulp
// either side of that tie; plus NaNs with payloads and 2^18 random bits.
func boundaryFloats() []float32 {
	var out []float32
	for h := range 1 << 16 {
		for _, f := range []struct{ exp, frac int }{{5, 10}, {8, 7}} {
			v := decodeRef(uint16(h), f.exp, f.frac, true)
			if v != v {
				continue
			}
			next := decodeRef(uint16(h)+1, f.exp, f.frac, true)
			out = append(out, v)
			if math.Abs(float64(next)) > math.Abs(float64(v)) && !math.IsInf(float64(v), 0) {
				mid := float32((float64(v) + float64(next)) / 2) // exact: 12 significant bits
				out = append(out, mid, math.Nextafter32(mid, 0), math.Nextafter32(mid, 2*mid))
			}
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 1 << 18 {
		out = append(out, math.Float32frombits(r.Uint32()))
	}
	return append(out, math.Float32frombits(0x7f800001), math.Float32frombits(0xffbfffff),
		math.Float32frombits(0x7fc00000), 65519.99, 65520, math.MaxFloat32, 1e-45, -1e-45)
}
