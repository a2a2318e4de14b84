package mathops

import (
	"math"
	"math/cmplx"
)

// Complex element functions where Go's math/cmplx departs from NumPy
// (which calls the C library: C99 Annex G special values, no overflow
// in intermediate moduli).

// reciprocalComplex128 is NumPy's complex reciprocal (Smith's method:
// 1/0 is NaN + NaN i).
func reciprocalComplex128(x complex128) complex128 {
	xr, xi := real(x), imag(x)
	if math.Abs(xi) <= math.Abs(xr) {
		r := xi / xr
		d := xr + xi*r
		return complex(1/d, -r/d)
	}
	r := xr / xi
	d := xr*r + xi
	return complex(r/d, -1/d)
}

// reciprocalComplex64 is reciprocalComplex128 in float32 arithmetic.
func reciprocalComplex64(x complex64) complex64 {
	xr, xi := real(x), imag(x)
	if abs32(xi) <= abs32(xr) {
		r := xi / xr
		d := xr + xi*r
		return complex(1/d, -r/d)
	}
	r := xr / xi
	d := xr*r + xi
	return complex(r/d, -1/d)
}

// sqrtComplex is C's csqrt: cmplx.Sqrt with Annex G's NaN cases.
func sqrtComplex(x complex128) complex128 {
	r, i := real(x), imag(x)
	switch {
	case math.IsInf(i, 0):
		return complex(math.Inf(1), i)
	case math.IsNaN(r) && !math.IsInf(i, 0):
		return complex(math.NaN(), math.NaN())
	case math.IsInf(r, 1) && math.IsNaN(i):
		return x
	case math.IsInf(r, -1) && math.IsNaN(i):
		return complex(math.NaN(), math.Inf(1))
	}
	return cmplx.Sqrt(x)
}

// logComplex is C's clog: cmplx.Log without the overflow of |x| near the
// largest floats.
func logComplex(x complex128) complex128 {
	r, i := real(x), imag(x)
	m := math.Hypot(r, i)
	if math.IsInf(m, 0) && !math.IsInf(r, 0) && !math.IsInf(i, 0) {
		return complex(math.Log(math.Hypot(r/2, i/2))+math.Ln2, math.Atan2(i, r))
	}
	return cmplx.Log(x)
}

// tanhComplex is C's ctanh: Kahan's formula, with Annex G's special values
// and no overflow for large real parts.
func tanhComplex(x complex128) complex128 {
	r, i := real(x), imag(x)
	switch {
	case math.IsNaN(r):
		if i == 0 {
			return x
		}
		return complex(math.NaN(), math.NaN())
	case math.IsInf(r, 0):
		if math.IsInf(i, 0) || math.IsNaN(i) {
			return complex(math.Copysign(1, r), math.Copysign(0, i))
		}
		return complex(math.Copysign(1, r), math.Copysign(0, math.Sin(i)*math.Cos(i)))
	case math.IsInf(i, 0) || math.IsNaN(i):
		if r == 0 {
			return complex(r, math.NaN())
		}
		return complex(math.NaN(), math.NaN())
	case math.Abs(r) > 22: // tanh(r) rounds to ±1; the imaginary part underflows
		e := math.Exp(-2 * math.Abs(r))
		return complex(math.Copysign(1, r), 4*math.Sin(i)*math.Cos(i)*e)
	}
	t := math.Tan(i)
	beta := 1 + t*t
	s := math.Sinh(r)
	rho := math.Sqrt(1 + s*s)
	den := 1 + beta*s*s
	return complex(beta*rho*s/den, t/den)
}

// powComplex is NumPy's npy_cpow: exact small integer powers by repeated
// products, C's cpow otherwise.
func powComplex(a, b complex128) complex128 {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	if br == 0 && bi == 0 {
		return 1
	}
	if ar == 0 && ai == 0 {
		if br > 0 && bi == 0 {
			return 0
		}
		return complex(math.NaN(), math.NaN())
	}
	if n := int64(br); bi == 0 && float64(n) == br && n > -100 && n < 100 {
		switch n {
		case 1:
			return a
		case 2:
			return a * a
		case 3:
			return a * (a * a)
		}
		m := n
		if m < 0 {
			m = -m
		}
		aa, p := complex(1, 0), a
		for mask := int64(1); ; {
			if m&mask != 0 {
				aa *= p
			}
			mask <<= 1
			if m < mask {
				break
			}
			p *= p
		}
		if br < 0 {
			return divComplex128(1, aa)
		}
		return aa
	}
	return cmplx.Exp(mulAnnexG(b, logComplex(a))) // glibc's cpow
}

// mulAnnexG is C's complex product (__muldc3): the plain product, with
// the infinities C99's Annex G recovers where it gives NaN in both parts.
func mulAnnexG(x, y complex128) complex128 {
	a, b, c, d := real(x), imag(x), real(y), imag(y)
	ac, bd, ad, bc := a*c, b*d, a*d, b*c
	re, im := ac-bd, ad+bc
	if !math.IsNaN(re) || !math.IsNaN(im) {
		return complex(re, im)
	}
	inf := func(v float64) bool { return math.IsInf(v, 0) }
	box := func(v float64) float64 { // ±1 for an infinity, ±0 otherwise
		if inf(v) {
			return math.Copysign(1, v)
		}
		return math.Copysign(0, v)
	}
	zeroNaN := func(v float64) float64 {
		if math.IsNaN(v) {
			return math.Copysign(0, v)
		}
		return v
	}
	recalc := false
	if inf(a) || inf(b) {
		a, b, c, d = box(a), box(b), zeroNaN(c), zeroNaN(d)
		recalc = true
	}
	if inf(c) || inf(d) {
		c, d, a, b = box(c), box(d), zeroNaN(a), zeroNaN(b)
		recalc = true
	}
	if !recalc && (inf(ac) || inf(bd) || inf(ad) || inf(bc)) {
		a, b, c, d = zeroNaN(a), zeroNaN(b), zeroNaN(c), zeroNaN(d)
		recalc = true
	}
	if recalc {
		re, im = math.Inf(1)*(a*c-b*d), math.Inf(1)*(a*d+b*c)
	}
	return complex(re, im)
}
