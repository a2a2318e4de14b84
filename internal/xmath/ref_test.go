package xmath

import (
	"math"
	"math/big"
	"math/bits"
)

// The reference: slow, simple double-double (~2^-100) implementations that
// share no code path with the package (Taylor and atanh series, exact
// Payne-Hanek reduction with 2/pi computed here by Machin's formula). Results
// come as (v, k): value v.hi+v.lo times 2^k, so overflow and underflow
// ranges are exact too. The golden test checks them against mpmath.

type dd struct{ hi, lo float64 }

func mk(h, l float64) dd { s, e := twoSum(h, l); return dd{s, e} }

func (a dd) add(b dd) dd {
	s, e := twoSum(a.hi, b.hi)
	t, f := twoSum(a.lo, b.lo)
	e += t
	s, e = fastTwoSum(s, e)
	e += f
	s, e = fastTwoSum(s, e)
	return dd{s, e}
}

func (a dd) neg() dd { return dd{-a.hi, -a.lo} }

func (a dd) sub(b dd) dd { return a.add(b.neg()) }

func (a dd) mul(b dd) dd {
	p, e := twoProd(a.hi, b.hi)
	e += a.hi*b.lo + a.lo*b.hi
	p, e = fastTwoSum(p, e)
	return dd{p, e}
}

func (a dd) mulF(b float64) dd { return a.mul(dd{b, 0}) }

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.sub(b.mulF(q1))
	q2 := r.hi / b.hi
	r = r.sub(b.mulF(q2))
	q3 := r.hi / b.hi
	s, e := fastTwoSum(q1, q2)
	return mk(s, e+q3)
}

func (a dd) scale(k int) dd { return dd{math.Ldexp(a.hi, k), math.Ldexp(a.lo, k)} }

func (a dd) sqrt() dd {
	s := math.Sqrt(a.hi)
	r := a.sub(dd{s, 0}.mulF(s))
	return mk(s, r.hi/(2*s))
}

// Constants, from big.Float.
var (
	refPi, refLn2, refTwoOverSqrtPi dd
	refPio2                         [3]float64 // pi/2 as three non-overlapping parts
	refLn2Parts                     [3]float64
	refTwoOverPi                    []uint64 // bits of 2/pi after the point
	refInvFact                      [40]dd   // 1/n!
	refInvOdd                       [32]dd   // 1/(2n+1)
)

func bigDD(x *big.Float) dd {
	h, _ := x.Float64()
	r := new(big.Float).SetPrec(2000).Sub(x, big.NewFloat(h))
	l, _ := r.Float64()
	return dd{h, l}
}

func bigParts(x *big.Float) (p [3]float64) {
	r := new(big.Float).SetPrec(2000).Set(x)
	for i := range p {
		p[i], _ = r.Float64()
		r.Sub(r, big.NewFloat(p[i]))
	}
	return p
}

// bigAtanInv returns atan(1/n) to prec bits by its series.
func bigAtanInv(n int64, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec)
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), big.NewFloat(float64(n)).SetPrec(prec))
	n2 := new(big.Float).SetPrec(prec).SetInt64(n * n)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := int64(0); ; k++ {
		t := new(big.Float).SetPrec(prec).Quo(x, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		if k%2 == 0 {
			sum.Add(sum, t)
		} else {
			sum.Sub(sum, t)
		}
		if t.Cmp(eps) < 0 {
			return sum
		}
		x.Quo(x, n2)
	}
}

func init() {
	const prec = 2000
	// Machin: pi = 16 atan(1/5) - 4 atan(1/239).
	pi := new(big.Float).SetPrec(prec).Mul(big.NewFloat(16), bigAtanInv(5, prec))
	pi.Sub(pi, new(big.Float).SetPrec(prec).Mul(big.NewFloat(4), bigAtanInv(239, prec)))
	refPi = bigDD(pi)
	refPio2 = bigParts(new(big.Float).SetPrec(prec).Quo(pi, big.NewFloat(2)))
	// ln2 = 2 atanh(1/3) = 2 sum 1/(3^(2k+1)(2k+1)).
	ln2 := new(big.Float).SetPrec(prec)
	for k := int64(0); k < 700; k++ {
		d := new(big.Int).Exp(big.NewInt(3), big.NewInt(2*k+1), nil)
		d.Mul(d, big.NewInt(2*k+1))
		t := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt(d))
		ln2.Add(ln2, t)
	}
	refLn2 = bigDD(ln2)
	refLn2Parts = bigParts(ln2)
	sqrtPi := new(big.Float).SetPrec(prec).Sqrt(pi)
	refTwoOverSqrtPi = bigDD(new(big.Float).SetPrec(prec).Quo(big.NewFloat(2), sqrtPi))
	top := new(big.Float).SetPrec(prec).Quo(big.NewFloat(2), pi)
	for i := 0; i < 24; i++ {
		top.SetMantExp(top, 64)
		w, _ := top.Uint64()
		refTwoOverPi = append(refTwoOverPi, w)
		top.Sub(top, new(big.Float).SetPrec(prec).SetUint64(w))
	}
	for n := range refInvOdd {
		refInvOdd[n] = bigDD(new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), big.NewFloat(float64(2*n+1))))
	}
	f := new(big.Float).SetPrec(prec).SetInt64(1)
	defer refInitTables()
	for n := range refInvFact {
		if n > 0 {
			f.Mul(f, big.NewFloat(float64(n)))
		}
		refInvFact[n] = bigDD(new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), f))
	}
}

// refExpTab[j+32] = exp(j/64) for |j| <= 32, from refExpSlow at init.
var refExpTab [65]dd

// refExpSlow returns exp(x) for |x| <= 1/2: exp(x/256)^256 by Taylor.
func refExpSlow(x dd) dd {
	r := x.scale(-8)
	s := refInvFact[14]
	for n := 13; n >= 0; n-- {
		s = s.mul(r).add(refInvFact[n])
	}
	for i := 0; i < 8; i++ {
		s = s.mul(s)
	}
	return s
}

// refExp returns exp(x) as (v, k): x = k ln2 + j/64 + s with |s| <= 1/128,
// exp(j/64) from the table and Taylor to s^13 (s^14/14! < 2^-124).
func refExp(x dd) (dd, int) {
	k := int(math.Round(x.hi / refLn2.hi))
	fk := float64(k)
	r := x
	for _, p := range refLn2Parts {
		h, l := twoProd(fk, p)
		r = r.sub(mk(h, l))
	}
	j := math.Round(r.hi * 64)
	r = r.sub(dd{j / 64, 0})
	s := refInvFact[13]
	for n := 12; n >= 0; n-- {
		s = s.mul(r).add(refInvFact[n])
	}
	return s.mul(refExpTab[int(j)+32]), k
}

// refExpm1 returns exp(x)-1 for |x| < 800.
func refExpm1(x float64) (dd, int) {
	if math.Abs(x) < 0x1p-10 {
		s := refInvFact[12]
		xd := dd{x, 0}
		for n := 11; n >= 1; n-- {
			s = s.mul(xd).add(refInvFact[n])
		}
		return s.mul(xd), 0
	}
	v, k := refExp(dd{x, 0})
	if k > 200 {
		return v, k
	}
	return v.scale(k).sub(dd{1, 0}), 0
}

// refLogTab[i] = log(i/64) for 44 <= i <= 91, from refLogSlow at init.
var refLogTab [92]dd

// refLogSlow returns log(x) for x in [0.7, 1.42] by the atanh series.
func refLogSlow(x dd) dd {
	u := x.sub(dd{1, 0}).div(x.add(dd{1, 0}))
	u2 := u.mul(u)
	s := dd{0, 0}
	for n := 21; n >= 0; n-- { // u^44 < 2^-111
		s = s.mul(u2).add(refInvOdd[n])
	}
	return s.mul(u).scale(1)
}

// refLog returns log(x*2^k) for x > 0: x = 2^e m, m in [1/sqrt2, sqrt2),
// c = round(64m)/64, log m = log c + 2 atanh((m-c)/(m+c)), |atanh's
// argument| < 2^-7.4, so its series to u^13 suffices.
func refLog(x dd, k int) dd {
	m, e := math.Frexp(x.hi)
	x = x.scale(-e)
	k += e
	if m < math.Sqrt2/2 {
		x = x.scale(1)
		k--
	}
	i := int(math.Round(x.hi * 64))
	c := dd{float64(i) / 64, 0}
	u := x.sub(c).div(x.add(c))
	u2 := u.mul(u)
	s := refInvOdd[7]
	for n := 6; n >= 0; n-- {
		s = s.mul(u2).add(refInvOdd[n])
	}
	s = s.mul(u).scale(1).add(refLogTab[i])
	fk := float64(k)
	for _, p := range refLn2Parts {
		h, l := twoProd(fk, p)
		s = s.add(mk(h, l))
	}
	return s
}

// refWindow returns bits s..s+255 of 2/pi (bit 1 is 2^-1; bits outside the
// table are 0) as four words, most significant first.
func refWindow(s int) (w [4]uint64) {
	word := func(i int) uint64 {
		if i < 0 || i >= len(refTwoOverPi) {
			return 0
		}
		return refTwoOverPi[i]
	}
	pos := s - 1 + 64*64 // 0-based, shifted positive for floor division
	q, r := pos/64-64, uint(pos%64)
	for k := range w {
		w[k] = word(q+k) << r
		if r != 0 {
			w[k] |= word(q+k+1) >> (64 - r)
		}
	}
	return w
}

// refReduce returns x mod pi/2 in [-pi/4, pi/4] as a dd and the quadrant
// (mod 4), by exact Payne-Hanek over 256 bits of 2/pi.
func refReduce(x float64) (dd, int) {
	ax := math.Abs(x)
	if ax < 0.78 {
		return dd{x, 0}, 0
	}
	fr, ex := math.Frexp(ax)
	m := uint64(fr * (1 << 53))
	e := ex - 53 // ax = m * 2^e
	// x*2/pi = m * sum b_i 2^(e-i); bits with e-i >= 2 only add multiples
	// of 4. Window: bits s..s+255 of 2/pi (bit 1 is 2^-1), s = e-1.
	w := refWindow(e - 1)
	// p = m * w, 320 bits; value = p * 2^(e - (s+255)) = p * 2^-254.
	var p [5]uint64 // p[0] most significant
	var carry uint64
	for i := 3; i >= 0; i-- {
		hi, lo := bits.Mul64(m, w[i])
		var c uint64
		p[i+1], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
	p[0] = carry
	// Integer part mod 4: bits 254,255 of p, i.e. the low 2 bits of p[0]'s
	// ... p bit j (from 0 = lsb) lives in p[4-j/64] at j%64.
	q := int(p[4-254/64] >> (254 % 64) & 3)
	// Fraction: bits 253..0 as a fixed point number below 1.
	f := [4]uint64{p[1] << 2 >> 2, p[2], p[3], p[4]} // p[1] holds bits 255..192
	neg := false
	if f[0]>>61&1 == 1 { // fraction >= 1/2: round the quotient up
		q++
		// f = 2^254 - f
		var b uint64
		f[3], b = bits.Sub64(0, f[3], 0)
		f[2], b = bits.Sub64(0, f[2], b)
		f[1], b = bits.Sub64(0, f[1], b)
		f[0], _ = bits.Sub64(1<<62, f[0], b)
		neg = true
	}
	// f (254-bit fixed point, point after bit 253) to a dd.
	v := dd{0, 0}
	for i, wd := range f {
		v = v.add(dd{math.Ldexp(float64(wd>>32), 32-254+64*(3-i)), 0})
		v = v.add(dd{math.Ldexp(float64(wd&(1<<32-1)), -254+64*(3-i)), 0})
	}
	pio2 := mk(refPio2[0], refPio2[1])
	r := v.mul(pio2).add(dd{v.hi * refPio2[2], 0})
	if neg {
		r = r.neg()
	}
	if x < 0 {
		r = r.neg()
		q = -q
	}
	return r, q & 3
}

func refSinPoly(r dd) dd { // sin on [-pi/4, pi/4]
	r2 := r.mul(r)
	s := refInvFact[27].neg()
	for n := 25; n >= 1; n -= 2 {
		s = s.mul(r2)
		if n%4 == 1 {
			s = s.add(refInvFact[n])
		} else {
			s = s.sub(refInvFact[n])
		}
	}
	return s.mul(r)
}

func refCosPoly(r dd) dd {
	r2 := r.mul(r)
	s := refInvFact[28]
	for n := 26; n >= 0; n -= 2 {
		s = s.mul(r2)
		if n%4 == 0 {
			s = s.add(refInvFact[n])
		} else {
			s = s.sub(refInvFact[n])
		}
	}
	return s
}

func refSin(x float64) dd {
	r, q := refReduce(x)
	switch q {
	case 0:
		return refSinPoly(r)
	case 1:
		return refCosPoly(r)
	case 2:
		return refSinPoly(r).neg()
	}
	return refCosPoly(r).neg()
}

func refCos(x float64) dd {
	r, q := refReduce(x)
	switch q {
	case 0:
		return refCosPoly(r)
	case 1:
		return refSinPoly(r).neg()
	case 2:
		return refCosPoly(r).neg()
	}
	return refSinPoly(r)
}

func refTanh(x float64) dd {
	ax := math.Abs(x)
	var t dd
	if ax > 20 {
		e, k := refExp(dd{-2 * ax, 0})
		t = dd{1, 0}.sub(e.scale(k + 1))
	} else {
		e, _ := refExpm1(2 * ax)
		t = e.div(e.add(dd{2, 0}))
	}
	if x < 0 {
		t = t.neg()
	}
	return t
}

func refSigmoid(x float64) (dd, int) {
	if x >= 0 {
		e, k := refExp(dd{-x, 0})
		return dd{1, 0}.div(dd{1, 0}.add(e.scale(k))), 0
	}
	e, k := refExp(dd{x, 0})
	d := dd{1, 0}
	if k > -1000 {
		d = d.add(e.scale(k))
	}
	return e.div(d), k
}

// refErfSeries returns erf(x) for 0 < x < 7 by
// erf x = 2/sqrt(pi) e^-x^2 sum 2^n x^(2n+1)/(2n+1)!!, all terms positive.
func refErfSeries(x float64) dd {
	x2h, x2l := twoProd(x, x)
	x2 := dd{x2h, x2l}
	t := dd{x, 0}
	s := t
	for n := 1; n < 1000; n++ {
		t = t.mul(x2).scale(1).div(dd{float64(2*n + 1), 0})
		s = s.add(t)
		if t.hi < s.hi*0x1p-110 {
			break
		}
	}
	e, k := refExp(x2.neg())
	return s.mul(e).scale(k).mul(refTwoOverSqrtPi)
}

// refErfGrid[i] holds erf(x0) and the Taylor coefficients a_1..a_24 of erf
// at x0 = i/16: a_n = 2/sqrt(pi) e^-x0^2 (-1)^(n-1) H_(n-1)(x0)/n!, from the
// Hermite recurrence H_(n+1) = 2x H_n - 2n H_(n-1).
var refErfGrid [98][25]dd

// refInitTables fills the references' tables once the constants exist.
func refInitTables() {
	for j := -32; j <= 32; j++ {
		refExpTab[j+32] = refExpSlow(dd{float64(j) / 64, 0})
	}
	for i := 44; i < len(refLogTab); i++ {
		if i != 64 {
			refLogTab[i] = refLogSlow(dd{float64(i) / 64, 0})
		}
	}
	refInitErf()
}

func refInitErf() {
	for i := range refErfGrid {
		x0 := float64(i) / 16
		g := &refErfGrid[i]
		if i > 0 {
			g[0] = refErfSeries(x0)
		}
		e, k := refExp(dd{-x0 * x0, 0})
		c := e.scale(k).mul(refTwoOverSqrtPi)
		hPrev, h := dd{0, 0}, dd{1, 0} // H_-1 (unused), H_0
		for n := 1; n < len(g); n++ {
			a := c.mul(h).mul(refInvFact[n])
			if n%2 == 0 {
				a = a.neg()
			}
			g[n] = a
			// advance h to H_n: H_n = 2x H_(n-1) - 2(n-1) H_(n-2)
			hNext := h.mulF(2 * x0).sub(hPrev.mulF(float64(2 * (n - 1))))
			hPrev, h = h, hNext
		}
	}
}

func refErf(x float64) dd {
	ax := math.Abs(x)
	var v dd
	switch {
	case ax == 0:
		return dd{x, 0}
	case ax < 0.25:
		v = refErfSeries(ax)
	case ax < 6.03:
		i := int(math.Round(ax * 16))
		h := dd{ax - float64(i)/16, 0} // exact: same binade or Sterbenz
		g := &refErfGrid[i]
		s := g[len(g)-1]
		for n := len(g) - 2; n >= 1; n-- {
			s = s.mul(h).add(g[n])
		}
		v = s.mul(h).add(g[0])
	default:
		// 1 - erfc, erfc by its asymptotic series to x^-8 (relative error
		// ~2^-20 at 6.03, so erf's ~2^-75): far below an ULP of 1.
		z := 1 / (2 * ax * ax)
		e := math.Exp(-ax*ax) / (ax * math.Sqrt(math.Pi)) * (1 - z*(1-3*z*(1-5*z*(1-7*z))))
		v = dd{1, 0}.sub(dd{e, 0})
	}
	if x < 0 {
		v = v.neg()
	}
	return v
}

func refRsqrt(x float64) (dd, int) {
	fr, e := math.Frexp(x)
	if e%2 != 0 {
		fr *= 2
		e--
	}
	s := dd{fr, 0}.sqrt()
	return dd{1, 0}.div(s), -e / 2
}

// refPow returns |x|^y as (v, k) for finite x != 0, y (sign handled by caller).
func refPow(x, y float64) (dd, int) {
	l := refLog(dd{math.Abs(x), 0}, 0)
	return refExp(l.mulF(y))
}

// refTiny wraps a reference f of an odd function with f(x) = c x (1 + O(x)):
// below 2^-500 it returns c x scaled by 2^600, whose low part a dd at the
// (c by pointer: the case table is built before init computes the constants)
// bottom of the exponent range could not hold.
func refTiny(c *dd, f func(float64) (dd, int)) func(float64) (dd, int) {
	return func(x float64) (dd, int) {
		if math.Abs(x) < 0x1p-500 {
			return dd{x * 0x1p600, 0}.mul(*c), -600
		}
		return f(x)
	}
}
