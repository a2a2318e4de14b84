package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/reg"
)

// The float32 cores of the mathf kernels. They still compute in float64
// lanes, but a float32 result needs only about 2^-30 relative accuracy
// before its one rounding (2^-30 of a float32 ULP is 2^-6 ULP): so no
// double-length terms, short polynomials, one scaling by 2^k (every k a
// float32 argument needs is a normal float64 exponent), and no subnormal
// or tiny-argument paths (a float32, subnormal or not, is a normal
// float64). Each step is one operation of asm/compute's math_twin32.go.

// mfScale returns 2^k for k in t's low bits (t = k + 1.5*2^52, |k| <
// 1023).
func mfScale(g mfGen, t VecVirtual) VecVirtual {
	return g.addQ(g.shlQ(t, 52), mfBits(1023<<52))
}

// mfExpKR returns t (k in its low bits), kd = k and r = x - k*ln2, |r| <=
// ln2/2: ln2 as one float64 misses by 2^-54 relatively, which even k =
// 160 keeps below 2^-45 in r.
func mfExpKR(g mfGen, x VecVirtual) (t, kd, r VecVirtual) {
	t = mfExpT(g, x)
	kd = g.sub(t, mfK(mfShifter))
	r = g.fma(kd, g.reg(mfK(mfNegLn2)), x)
	return t, kd, r
}

// mfExp32: x clamped to [-110, 100] (e^x rounds to 0 or +Inf in float32
// beyond; the clamp keeps NaN), e^x = P(r) * 2^k with P of degree 7
// (relative error 2^-34).
func mfExp32(g mfGen, x VecVirtual) VecVirtual {
	x = g.max(mfK(-110), g.min(mfK(100), x))
	t, _, r := mfExpKR(g, x)
	return g.mul(g.poly(r, mfExp32C), mfScale(g, t))
}

// mfExpm1Core32 is e^x - 1 for x in [-40, 100] (or NaN): 2^k*(e^r - 1) +
// (2^k - 1) with e^r - 1 = r + r^2*Q(r) relatively accurate to 2^-31, so
// that k = 0 (|x| < ln2/2) loses nothing to cancellation and any other k
// gives |e^x - 1| > 0.29, at most twice 2^k*|e^r - 1|.
func mfExpm1Core32(g mfGen, x VecVirtual) VecVirtual {
	t, _, r := mfExpKR(g, x)
	em := g.fma(g.mul(r, r), g.poly(r, mfExpm132C), r)
	s := mfScale(g, t)
	return g.fma(s, em, g.sub(s, mfK(1)))
}

// mfExpm132: x clamped to [-40, 100] (e^x - 1 rounds to -1 or +Inf in
// float32 beyond), and x's sign put on the result, which is the right
// one but for x = -0 (r = -0 gives r + r^2*Q = +0).
func mfExpm132(g mfGen, x VecVirtual) VecVirtual {
	xc := g.max(mfK(-40), g.min(mfK(100), x))
	return g.or(mfExpm1Core32(g, xc), g.and(x, mfBits(mfSign)))
}

// mfTanh32: tanh|x| = E/(E+2) with E = e^(2|x|) - 1 (|x| clamped to 10,
// where tanh rounds to 1 in float32), relatively accurate down to the
// subnormals (E = 2|x| there, and E/(E+2) = |x| exactly), and x's sign
// put on it (so that tanh(-0) = -0).
func mfTanh32(g mfGen, x VecVirtual) VecVirtual {
	sign := g.reg(mfBits(mfSign))
	a := g.min(mfK(10), g.andNot(sign, x))
	e := mfExpm1Core32(g, g.add(a, a))
	return g.or(g.div(e, g.add(e, mfK(2))), g.and(x, sign))
}

// mfSigmoid32: 1/(1+E) with E = e^-x, x clamped to [-110, 40] (the result
// rounds to 0 or 1 in float32 beyond). k = round(-x/ln2) and rn = x +
// k*ln2 = -r, so that e^r = P(-rn) is mfExp32C with its odd
// coefficients negated. The division is relatively accurate for every
// E, and the tiny results of negative x reach the float32 subnormals
// with one rounding.
func mfSigmoid32(g mfGen, x VecVirtual) VecVirtual {
	xc := g.max(mfK(-110), g.min(mfK(40), x))
	t := g.fma(xc, g.reg(mfK(-mfLog2E)), mfK(mfShifter))
	kd := g.sub(t, mfK(mfShifter))
	rn := g.fma(kd, g.reg(mfK(mfLn2)), xc)
	e := g.mul(g.poly(rn, mfExp32CNeg()), mfScale(g, t))
	one := g.reg(mfK(1))
	return g.div(one, g.add(e, one))
}

// mfLogCore32 is log(v) for v a float32 (a normal float64): v = 2^k * m
// with m in [sqrt(1/2), sqrt(2)), f = m - 1, s = f/(2+f) and log(1+f) =
// 2s + s^3*Q(s^2) (degree 4, relative error 2^-36), then k*ln2 added
// with one rounding. Zero, negative, infinite and NaN v get their own
// results (mfLogSpecial).
func mfLogCore32(g mfGen, v VecVirtual) VecVirtual {
	u := g.addQ(v, mfBits(0x3ff0000000000000-mfSqrtHalfBits))
	kd := g.sub(g.or(g.shrQ(u, 52), mfBits(0x4330000000000000)), mfK(0x1p52+1023))
	f := g.sub(g.addQ(g.and(u, mfBits(1<<52-1)), mfBits(mfSqrtHalfBits)), mfK(1))
	s := g.div(f, g.add(f, mfK(2)))
	z := g.mul(s, s)
	l := g.fma(g.mul(s, z), g.poly(z, mfLog32C), g.add(s, s))
	return mfLogSpecial(g, v, g.fma(kd, g.reg(mfK(mfLn2)), l))
}

// mfLog32 is mfLogCore32.
func mfLog32(g mfGen, x VecVirtual) VecVirtual { return mfLogCore32(g, x) }

// mfLog1p32: log(u) with u = 1 + x, which is exact for a float32 x with
// 2^-29 <= |x| < 2^53 (and off by 2^-53 relatively beyond, where
// log(u) is large); below, log1p(x) = x(1 - x/2 + ...) rounds to x.
func mfLog1p32(g mfGen, x VecVirtual) VecVirtual {
	r := mfLogCore32(g, g.add(x, mfK(1)))
	ax := g.andNot(g.reg(mfBits(mfSign)), x)
	Comment("|x| < 2^-29: x itself.")
	return g.blend(g.cmp(mfLT, ax, mfK(0x1p-29)), r, x)
}
