package xmath

import "math"

// Error-free transformations on float64 pairs ("double-double"). Each returns
// a rounded head and the exact rounding error, so that head+error is exact.
// Products use math.FMA; the compiler may fuse other a*b+c expressions, which
// only makes them more exact, so no formula here depends on a rounded product
// except through these helpers.

// twoSum returns s = fl(a+b) and e with s+e = a+b exactly.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// fastTwoSum is twoSum for |a| >= |b| (or a == 0): three operations, not six.
func fastTwoSum(a, b float64) (s, e float64) {
	s = a + b
	e = b - (s - a)
	return s, e
}

// twoProd returns p = fl(a*b) and e with p+e = a*b exactly (barring underflow).
func twoProd(a, b float64) (p, e float64) {
	p = a * b
	e = math.FMA(a, b, -p)
	return p, e
}

// ddDiv returns (qh+ql) ~ (ah+al)/(bh+bl) with relative error ~2^-100.
func ddDiv(ah, al, bh, bl float64) (qh, ql float64) {
	q1 := ah / bh
	// remainder r = a - q1*b, exact in its leading part.
	ph, pl := twoProd(q1, bh)
	r := ((ah - ph) - pl + al) - q1*bl
	q2 := r / bh
	return fastTwoSum(q1, q2)
}
