package compute

import "math"

// Double-double references for the float64 ULP tests: each returns the
// exact value to about 2^-95 relative as (hi + lo) * 2^e, so that results
// down in the subnormals are measured as precisely as the rest. They are
// slow and simple: Taylor series, Newton steps, no tables.

type dd struct{ hi, lo float64 }

func ddTwoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func ddFast(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func ddAdd(a, b dd) dd {
	s := ddTwoSum(a.hi, b.hi)
	t := ddTwoSum(a.lo, b.lo)
	s = ddFast(s.hi, s.lo+t.hi)
	return ddFast(s.hi, s.lo+t.lo)
}

func ddNeg(a dd) dd       { return dd{-a.hi, -a.lo} }
func ddSub(a, b dd) dd    { return ddAdd(a, ddNeg(b)) }
func ddF(x float64) dd    { return dd{x, 0} }
func (a dd) val() float64 { return a.hi + a.lo }

func ddMul(a, b dd) dd {
	p := a.hi * b.hi
	e := math.FMA(a.hi, b.hi, -p)
	e += a.hi*b.lo + a.lo*b.hi
	return ddFast(p, e)
}

func ddDiv(a, b dd) dd {
	q1 := a.hi / b.hi
	r := ddSub(a, ddMul(b, ddF(q1)))
	q2 := r.hi / b.hi
	r = ddSub(r, ddMul(b, ddF(q2)))
	q3 := r.hi / b.hi
	return ddAdd(ddFast(q1, q2), ddF(q3))
}

func ddLdexp(a dd, e int) dd { return dd{math.Ldexp(a.hi, e), math.Ldexp(a.lo, e)} }

// ddLn2 is ln 2 to 2^-106.
var ddLn2 = dd{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}

// ddExp returns e^x as p * 2^k.
func ddExp(x dd) (dd, int) {
	k := math.Round(x.hi / ddLn2.hi)
	r := ddLdexp(ddSub(x, ddMul(ddLn2, ddF(k))), -10)
	p := ddF(1)
	for n := 12; n >= 1; n-- {
		p = ddAdd(ddF(1), ddDiv(ddMul(p, r), ddF(float64(n))))
	}
	for range 10 {
		p = ddMul(p, p)
	}
	return p, int(k)
}

// ddExpm1Small is e^x - 1 for |x| <= 1 by its series.
func ddExpm1Small(x dd) dd {
	p := ddF(1)
	for n := 30; n >= 2; n-- {
		p = ddAdd(ddF(1), ddDiv(ddMul(p, x), ddF(float64(n))))
	}
	return ddMul(p, x)
}

// ddLog1p is log(1+z).
func ddLog1p(z dd) dd {
	if math.Abs(z.hi) < 1.0/32 {
		p := ddDiv(ddF(1), ddF(24))
		for n := 23; n >= 1; n-- {
			p = ddSub(ddDiv(ddF(1), ddF(float64(n))), ddMul(z, p))
		}
		return ddMul(z, p)
	}
	y := math.Log1p(z.val())
	e, k := ddExp(ddF(-y))
	t := ddSub(ddMul(ddLdexp(ddAdd(ddF(1), z), k), e), ddF(1))
	return ddAdd(ddF(y), ddSub(t, ddLdexp(ddMul(t, t), -1)))
}

// A ref is the exact value (v.hi + v.lo) * 2^e.
type ref struct {
	v dd
	e int
}

func refExp(x float64) ref {
	p, k := ddExp(ddF(x))
	return ref{p, k}
}

func refExpm1(x float64) ref {
	if math.Abs(x) <= 1 {
		return ref{ddExpm1Small(ddF(x)), 0}
	}
	p, k := ddExp(ddF(x))
	if x < 0 {
		return ref{ddSub(ddLdexp(p, k), ddF(1)), 0}
	}
	return ref{ddSub(p, ddF(math.Ldexp(1, -k))), k}
}

func refLog(x float64) ref {
	m, ex := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m, ex = 2*m, ex-1
	}
	return ref{ddAdd(ddLog1p(ddF(m-1)), ddMul(ddLn2, ddF(float64(ex)))), 0}
}

func refLog1p(x float64) ref { return ref{ddLog1p(ddF(x)), 0} }

func refTanh(x float64) ref {
	ax := math.Abs(x)
	var t dd
	switch {
	case ax < 0x1p-30:
		t = ddSub(ddF(ax), ddDiv(ddMul(ddMul(ddF(ax), ddF(ax)), ddF(ax)), ddF(3)))
	case ax > 40:
		t = ddF(1)
	default:
		var em dd
		if 2*ax <= 1 {
			em = ddExpm1Small(ddF(2 * ax))
		} else {
			p, k := ddExp(ddF(2 * ax))
			em = ddSub(ddLdexp(p, k), ddF(1))
		}
		t = ddDiv(em, ddAdd(em, ddF(2)))
	}
	if x < 0 {
		t = ddNeg(t)
	}
	return ref{t, 0}
}

func refSigmoid(x float64) ref {
	if x >= 0 {
		p, k := ddExp(ddF(-x))
		return ref{ddDiv(ddF(1), ddAdd(ddF(1), ddLdexp(p, k))), 0}
	}
	p, k := ddExp(ddF(x))
	return ref{ddDiv(p, ddAdd(ddF(1), ddLdexp(p, k))), k}
}

// ulpErr returns how far got is from r, in units in the last place of a
// format with mant fraction bits and smallest normal exponent minExp
// (float64: 52, -1022; float32: 23, -126) at r's value, maxExp its
// largest exponent: +Inf where the rounded value overflows is exact.
func ulpErr(got float64, r ref, mant, minExp, maxExp int) float64 {
	v := r.v.val()
	if v == 0 {
		if got == 0 {
			return 0
		}
		return math.Inf(1)
	}
	_, fe := math.Frexp(v)
	E := max(fe-1+r.e, minExp)
	ue := E - mant
	if math.IsInf(got, 0) {
		// +-Inf is right where the rounded value overflows: |r| >= (2 -
		// 2^-mant/2) * 2^maxExp.
		w := math.Abs(math.Ldexp(v, r.e-maxExp))
		if (got > 0) == (v > 0) && w >= 2-math.Ldexp(1, -mant-1) {
			return 0
		}
		return math.Inf(1)
	}
	gs := math.Ldexp(got, -ue)
	d := ddSub(ddF(gs), ddLdexp(r.v, r.e-ue))
	return math.Abs(d.val())
}
