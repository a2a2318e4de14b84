package xmath

import "math"

// expCore returns hi, lo, k with (hi+lo)*2^k = exp(x+xl) to a relative error
// below 2^-68, for |x| < 2^40 (callers clamp to the range where exp is finite
// and nonzero); hi is in [0.99, 2) and |lo| <= ulp(hi).
//
// Method: x+xl = (128k+j)*ln2/128 + r with |r| <= ln2/256 (the product with
// ln2/128's 35-bit head is exact), exp(x+xl) = 2^k * 2^(j/128) * exp(r), the
// table value 2^(j/128) as a double-double, exp(r)-1 as r + r^2*P(r) with the
// Taylor polynomial to r^6 (truncation < 2^-72 on |r| <= 0.0028).
func expCore(x, xl float64) (hi, lo float64, k int) {
	const (
		invLn2N = 0x1.71547652b82fep7 // 128/ln2
		shift   = 0x1.8p52            // adding it rounds to an integer
	)
	// kd's low mantissa bits are n = round(x*128/ln2): exact for |n| < 2^51.
	kd := x*invLn2N + shift
	n := int64(math.Float64bits(kd)) - int64(math.Float64bits(shift))
	kf := kd - shift
	k = int(n >> 7)
	j := n & 127
	rh := math.FMA(-kf, ln2NHi, x) // exact: the result fits in 53 bits
	rl := xl - kf*ln2NLo
	r, re := twoSum(rh, rl)
	q := r * r * (1.0/2 + r*(1.0/6+r*(1.0/24+r*(1.0/120+r*(1.0/720)))))
	pl := q + re*(1+r) // exp(r+re)-1-r, to 2^-70 of 1
	th, tl := expTab[2*j], expTab[2*j+1]
	sh, se := twoProd(th, r)
	hi, e1 := fastTwoSum(th, sh)
	lo = e1 + se + th*pl + tl*(1+r)
	hi, lo = fastTwoSum(hi, lo)
	return hi, lo, k
}

// scaleRound returns (hi+lo)*2^k rounded once to float64, for |lo| <=
// ulp(hi): overflow gives ±Inf, and a subnormal result is rounded at its
// own ulp, not rounded twice.
func scaleRound(hi, lo float64, k int) float64 {
	e := int(math.Float64bits(hi)>>52&0x7ff) - 1023 + k // exponent of the result
	switch {
	case e >= -1022 && e <= 1023:
		// Normal: two exact scalings by 2^(k/2) and 2^(k-k/2).
		k1 := k / 2
		y := (hi + lo) * math.Float64frombits(uint64(k1+1023)<<52)
		return y * math.Float64frombits(uint64(k-k1+1023)<<52)
	case e > 1023 || e < -1200:
		// Overflow, or far below half the least subnormal: Ldexp
		// saturates to ±Inf or ±0 and no rounding can matter.
		return math.Ldexp(hi+lo, k)
	}
	// Subnormal: (a+b)*2^-1022 with |a| < 1. Adding 1 puts the subnormal
	// ulp at 2^-52, so the one rounding of 1+a+b is the right one;
	// subtracting 1 and scaling are exact.
	s := math.Float64frombits(uint64(k+1022+1023) << 52)
	a, b := hi*s, lo*s
	one := math.Copysign(1, hi)
	t, r := fastTwoSum(one, a)
	y := t + (r + b)
	return (y - one) * 0x1p-1022
}
