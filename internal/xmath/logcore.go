package xmath

import "math"

// logOff is the bit pattern of 0x1.69555p-1: x = 2^k * z with z in
// [0x1.69555p-1, 0x1.69555p0), chosen by integer arithmetic on the bits.
const logOff = 0x3fe6955500000000

// logCore returns hi+lo = log(x) for finite x > 0 (subnormals included) to a
// relative error below 2^-68, |lo| <= ulp(hi)/2.
//
// Method (as glibc's pow): x = 2^k z, the top 7 mantissa bits of z pick
// invc ~ 1/c for the center c of z's subinterval (exactly 1 for the one
// holding 1, so log is relatively exact near 1), r = z*invc - 1 is formed
// exactly as a double-double (|r| < 2^-7), and
// log x = k ln2 - log(invc) + log1p(r) with log1p's Taylor series to r^10
// (truncation < 2^-73 relative), the r and r^2/2 terms in double-double.
func logCore(x float64) (hi, lo float64) {
	ix := math.Float64bits(x)
	if ix < 1<<52 { // subnormal: normalize
		ix = math.Float64bits(x*0x1p52) - 52<<52
	}
	tmp := ix - logOff
	i := (tmp >> 45) & 127
	k := float64(int64(tmp) >> 52)
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, lch, lcl := logTab[3*i], logTab[3*i+1], logTab[3*i+2]
	ph, pl := twoProd(z, invc)
	r, rl := twoSum(ph-1, pl) // ph-1 is exact: ph is within 2^-6 of 1
	r2h, r2l := twoProd(r, r)
	const (
		c3  = 1.0 / 3
		c4  = -1.0 / 4
		c5  = 1.0 / 5
		c6  = -1.0 / 6
		c7  = 1.0 / 7
		c8  = -1.0 / 8
		c9  = 1.0 / 9
		c10 = -1.0 / 10
	)
	p := r * r2h * (c3 + r*(c4+r*(c5+r*(c6+r*(c7+r*(c8+r*(c9+r*c10)))))))
	// Sum k*ln2Hi (exact: k has 11 bits, ln2Hi 42), logc, r, -r^2/2.
	t1, e1 := twoSum(k*ln2Hi, lch)
	t2, e2 := twoSum(t1, r)
	t3, e3 := twoSum(t2, -0.5*r2h)
	lo = (e1 + e2 + e3) + (k*ln2Lo + lcl) + (rl - r*rl - 0.5*r2l + p)
	return fastTwoSum(t3, lo)
}
