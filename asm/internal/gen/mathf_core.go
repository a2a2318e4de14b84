package main

import (
	"math"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/reg"
)

// The cores of the mathf kernels, in float64 lanes. Each step is one
// operation of asm/compute's math_twin.go, in the same order and with the
// same constants (mathf_consts.go); a change here is a change there.

// mfExpT returns t = x*log2(e) + 1.5*2^52 rounded once: the integer k
// nearest x/ln2 sits in t's low bits, and t - 1.5*2^52 is k exactly.
func mfExpT(g mfGen, x VecVirtual) VecVirtual { return g.fma(x, g.reg(mfK(mfLog2E)), mfK(mfShifter)) }

// mfExpR returns r = x - kd*ln2 as rh + rl: x - kd*ln2hi is exact (ln2hi
// has 21 trailing zero bits and the difference is within a factor of two
// of x), and rl is what rounding rh lost.
func mfExpR(g mfGen, x, kd VecVirtual) (rh, rl VecVirtual) {
	r1 := g.fma(kd, g.reg(mfK(mfNegLn2Hi)), x)
	nlo := g.reg(mfK(mfNegLn2Lo))
	rh = g.fma(kd, nlo, r1)
	rl = g.fma(kd, nlo, g.sub(r1, rh))
	return rh, rl
}

// mfExpHiLo returns e^(rh+rl) - for expm1's coefficients c on its wider
// interval too - as ph + w, unrounded: ph = 1 + rh and w the rest, which
// holds the bits of rh that ph lost (Fast2Sum: |rh| < 1).
func mfExpHiLo(g mfGen, rh, rl VecVirtual, c []float64) (ph, w VecVirtual) {
	r2 := g.mul(rh, rh)
	p := g.poly(rh, c)
	one := g.reg(mfK(1))
	ph = g.add(one, rh)
	e1 := g.add(g.sub(one, ph), rh)
	w = g.add(g.fma(r2, p, rl), e1)
	return ph, w
}

// mfExpScales returns 2^k1 and 2^k2 with k1 + k2 = k (k in t's low bits,
// k1 = k/2 rounded): scaling by the two in turn reaches every result from
// overflow down to the subnormals with one rounding, where 2^k alone is
// not a float64 for |k| > 1023.
func mfExpScales(g mfGen, t, kd VecVirtual) (s1, s2 VecVirtual) {
	t2 := g.fma(kd, g.reg(mfK(0.5)), mfK(mfShifter))
	bias := mfBits(1023 << 52)
	s1 = g.addQ(g.shlQ(t2, 52), bias)
	s2 = g.addQ(g.shlQ(g.subQ(t, t2), 52), bias)
	return s1, s2
}

// mfExp: x clamped to [-746, 710] (beyond, the result is 0 or +Inf, and
// the clamp keeps NaN), e^x = (ph + w) * 2^k1 * 2^k2.
func mfExp(g mfGen, x VecVirtual) VecVirtual {
	x = g.max(mfK(-746), g.min(mfK(710), x))
	t := mfExpT(g, x)
	kd := g.sub(t, mfK(mfShifter))
	rh, rl := mfExpR(g, x, kd)
	ph, w := mfExpHiLo(g, rh, rl, mfExpC)
	s1, s2 := mfExpScales(g, t, kd)
	return g.mul(g.mul(g.add(ph, w), s1), s2)
}

// mfTwoSum returns a + b as s + e exactly (Knuth's TwoSum).
func mfTwoSum(g mfGen, a, b VecVirtual) (s, e VecVirtual) {
	s = g.add(a, b)
	bb := g.sub(s, a)
	e = g.add(g.sub(a, g.sub(s, bb)), g.sub(b, bb))
	return s, e
}

// mfExpm1: k is 0 for |x| < ln2 (so that 2^k(1+em) - 1 never cancels),
// and with h = 2^(k-1) the result is 2*(h*e^r - 1/2), e^r = ph + m + tiny
// with ph = 1 + rh rounded, m = rh^2*P(rh) rounded, and tiny the errors
// of both and rl. h*ph - 1/2 and the sum with h*m are split exactly by
// TwoSum, so that only the last addition rounds anything large. |x| <
// 2^-54 gives x itself (also -0 and the subnormals).
func mfExpm1(g mfGen, x VecVirtual) VecVirtual {
	xc := g.max(mfK(-60), g.min(mfK(710), x))
	t := mfExpT(g, xc)
	ax := g.andNot(g.reg(mfBits(mfSign)), x)
	t = g.blend(g.cmp(mfLT, ax, mfK(math.Ln2)), t, mfK(mfShifter))
	kd := g.sub(t, mfK(mfShifter))
	rh, rl := mfExpR(g, xc, kd)
	r2h := g.mul(rh, rh)
	r2l := g.fms(rh, rh, r2h)
	p := g.poly(rh, mfExpm1C)
	one := g.reg(mfK(1))
	ph := g.add(one, rh)
	e1 := g.add(g.sub(one, ph), rh)
	m := g.mul(r2h, p)
	me := g.fms(r2h, p, m)
	tiny := g.add(me, g.fma(r2l, p, g.add(rl, e1)))
	h := g.addQ(g.shlQ(t, 52), mfBits(1022<<52))
	a, e := mfTwoSum(g, g.mul(h, ph), g.reg(mfK(-0.5)))
	sum, e3 := mfTwoSum(g, a, g.mul(h, m))
	r := g.add(sum, g.add(e3, g.fma(h, tiny, e)))
	r = g.add(r, r)
	return g.blend(g.cmp(mfLT, ax, mfK(0x1p-54)), r, x)
}

// mfLogCore returns log(v) for positive finite v: v = 2^k * m with m in
// [sqrt(1/2), sqrt(2)) from v's bits, f = m - 1, and fdlibm's
// log(1+f) = f - (hfsq - s*(hfsq+R)) with s = f/(2+f); cc (if not nil) is
// added to the low part (log1p's correction). Subnormal v are scaled by
// 2^54 first if scale. Zero, negative, infinite and NaN v get their own
// results (mfLogSpecial).
func mfLogCore(g mfGen, v, cc VecVirtual, scale bool) VecVirtual {
	vs := v
	var kadj VecVirtual
	if scale {
		tiny := g.cmp(mfLT, v, mfK(0x1p-1022))
		vs = g.blend(tiny, v, g.mul(v, mfK(0x1p54)))
		kadj = g.blend(tiny, g.reg(mfK(0)), mfK(-54))
	}
	u := g.addQ(vs, mfBits(0x3ff0000000000000-mfSqrtHalfBits))
	kd := g.sub(g.or(g.shrQ(u, 52), mfBits(0x4330000000000000)), mfK(0x1p52+1023))
	if scale {
		kd = g.add(kd, kadj)
	}
	m := g.addQ(g.and(u, mfBits(1<<52-1)), mfBits(mfSqrtHalfBits))
	f := g.sub(m, mfK(1))
	s := g.div(f, g.add(f, mfK(2)))
	s2 := g.mul(s, s)
	s4 := g.mul(s2, s2)
	t1 := g.mul(s2, g.poly(s4, []float64{mfL1, mfL3, mfL5, mfL7}))
	t2 := g.mul(s4, g.poly(s4, []float64{mfL2, mfL4, mfL6}))
	rr := g.add(t1, t2)
	hfsq := g.mul(g.mul(f, mfK(0.5)), f)
	var lo VecVirtual
	if cc != nil {
		lo = g.fma(kd, g.reg(mfK(mfLn2Lo)), cc)
	} else {
		lo = g.mul(kd, mfK(mfLn2Lo))
	}
	lo = g.fma(s, g.add(hfsq, rr), lo)
	r := g.sub(g.mul(kd, mfK(mfLn2Hi)), g.sub(g.sub(hfsq, lo), f))
	return mfLogSpecial(g, v, r)
}

// mfLogSpecial keeps r where v is positive and finite; elsewhere log(v)
// is -Inf for ±0, NaN for negative v (and -Inf), v for +Inf and NaN.
func mfLogSpecial(g mfGen, v, r VecVirtual) VecVirtual {
	ok := g.both(g.cmp(mfGT, v, mfK(0)), g.cmp(mfLT, v, mfK(math.Inf(1))))
	sp := g.blend(g.cmp(mfLT, v, mfK(0)), v, mfBits(mfNaN))
	sp = g.blend(g.cmp(mfEQ, v, mfK(0)), sp, mfK(math.Inf(-1)))
	return g.blend(ok, sp, r)
}

// mfLog is mfLogCore with subnormals scaled (float32's are normal
// float64s, which the scaling leaves alone).
func mfLog(g mfGen, x VecVirtual) VecVirtual { return mfLogCore(g, x, nil, true) }

// mfLog1p: u = 1 + x rounded, c = (1+x) - u exactly (as fdlibm's log1p
// computes it) and log(1+x) = log(u) + c/u; |x| < 2^-54 gives x.
func mfLog1p(g mfGen, x VecVirtual) VecVirtual {
	one := g.reg(mfK(1))
	u := g.add(x, one)
	c1 := g.sub(one, g.sub(u, x))
	c2 := g.sub(x, g.sub(u, one))
	c := g.blend(g.cmp(mfGT, x, one), c2, c1)
	r := mfLogCore(g, u, g.div(c, u), false)
	ax := g.andNot(g.reg(mfBits(mfSign)), x)
	return g.blend(g.cmp(mfLT, ax, mfK(0x1p-54)), r, x)
}

// mfSigmoidParts returns, for u <= 0 in [-746, 0] (or NaN), E = e^u as
// (ph + w) * s1 * s2, q = 1/(1+E) as q0*(1+rho), and E*q / (s1*s2) as
// mh + corr: each with about 2^-100 relative error beyond that of ph + w.
func mfSigmoidParts(g mfGen, u VecVirtual) (q0, rho, mh, corr, s1, s2 VecVirtual) {
	t := mfExpT(g, u)
	kd := g.sub(t, mfK(mfShifter))
	rh, rl := mfExpR(g, u, kd)
	ph, w := mfExpHiLo(g, rh, rl, mfExpC)
	Comment("Normalise e^r = ph + w (Fast2Sum) so that w is below ph's last bit.")
	p := g.add(ph, w)
	w = g.add(g.sub(ph, p), w)
	ph = p
	s1, s2 = mfExpScales(g, t, kd)
	eh := g.mul(g.mul(ph, s1), s2)
	el := g.mul(g.mul(w, s1), s2)
	one := g.reg(mfK(1))
	dh := g.add(one, eh)
	dl := g.add(g.add(g.sub(one, dh), eh), el)
	q0 = g.div(one, dh)
	rho = g.fnma(q0, dh, one)
	rho = g.fnma(q0, dl, rho)
	mh = g.mul(ph, q0)
	ml := g.fms(ph, q0, mh)
	corr = g.fma(w, q0, ml)
	corr = g.fma(mh, rho, corr)
	return q0, rho, mh, corr, s1, s2
}

// mfSigmoid: with u = -|x| and E = e^u, 1/(1+E) for x >= 0 and E/(1+E)
// for x < 0, so that nothing overflows and the tiny results of large
// negative x keep their relative accuracy down to the subnormals.
func mfSigmoid(g mfGen, x VecVirtual) VecVirtual {
	u := g.max(mfK(-746), g.or(x, mfBits(mfSign)))
	q0, rho, mh, corr, s1, s2 := mfSigmoidParts(g, u)
	pos := g.fma(q0, rho, q0)
	neg := g.mul(g.mul(g.add(mh, corr), s1), s2)
	return g.blend(g.cmp(mfLT, x, mfK(0)), pos, neg)
}

// mfTanh: for |x| < 1/2 the odd polynomial x + x^3*P(x^2); beyond,
// tanh|x| = 1 - 2*E/(1+E) with E = e^(-2|x|) (|x| clamped to 20, where
// tanh is 1), the subtraction done exactly on the double-length 2E/(1+E),
// and x's sign put on either (so that tanh(-0) = -0).
func mfTanh(g mfGen, x VecVirtual) VecVirtual {
	sign := g.reg(mfBits(mfSign))
	ax := g.andNot(sign, x)
	u := g.mul(g.min(mfK(20), ax), mfK(-2))
	_, _, mh, corr, s1, s2 := mfSigmoidParts(g, u)
	s2 = g.add(s2, s2)
	mhs := g.mul(g.mul(mh, s1), s2)
	mls := g.mul(g.mul(corr, s1), s2)
	one := g.reg(mfK(1))
	sh := g.sub(one, mhs)
	e2 := g.sub(g.sub(one, sh), mhs)
	big := g.add(sh, g.sub(e2, mls))
	x2 := g.mul(x, x)
	small := g.fma(g.mul(x, x2), g.poly(x2, mfTanhC), x)
	r := g.blend(g.cmp(mfLT, ax, mfK(0.5)), big, small)
	return g.or(r, g.and(x, sign))
}
