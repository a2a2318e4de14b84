package xmath

import "math"

// Sin returns the sine of x (radians) within 1 ULP (measured worst ~0.5 ULP)
// for every finite x: the argument is reduced exactly (reducePio2) and the
// kernels evaluate in part double-double, rounding once. Go's math.Sin is off
// by many ULPs for huge arguments (its Payne-Hanek keeps one double) and by
// more than 1 ULP on some ordinary ones. Special values as C99/NumPy:
// Sin(±0) = ±0, Sin(±Inf) = NaN, Sin(NaN) = NaN.
func Sin(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax < 0x1p-26:
		return x // sin x = x(1 - x^2/6), within half an ULP of x
	case ax <= 0x1.921fb54442d18p-1:
		return sinKernel(x, 0)
	case x != x || ax == math.Inf(1):
		return x - x
	}
	n, rh, rl := reducePio2(x)
	switch n & 3 {
	case 0:
		return sinKernel(rh, rl)
	case 1:
		return cosKernel(rh, rl)
	case 2:
		return -sinKernel(rh, rl)
	}
	return -cosKernel(rh, rl)
}

// Cos returns the cosine of x (radians) within 1 ULP, as Sin. Special
// values: Cos(±0) = 1, Cos(±Inf) = NaN, Cos(NaN) = NaN.
func Cos(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax < 0x1p-27:
		return 1 // cos x = 1 - x^2/2, within half an ULP of 1
	case ax <= 0x1.921fb54442d18p-1:
		return cosKernel(x, 0)
	case x != x || ax == math.Inf(1):
		return x - x
	}
	n, rh, rl := reducePio2(x)
	switch n & 3 {
	case 0:
		return cosKernel(rh, rl)
	case 1:
		return -sinKernel(rh, rl)
	case 2:
		return -cosKernel(rh, rl)
	}
	return sinKernel(rh, rl)
}

// Sin32 returns the sine of x for float32 within 1 ULP:
// float32(Sin(float64(x))), see the package comment on double rounding.
func Sin32(x float32) float32 { return float32(Sin(float64(x))) }

// Cos32 returns the cosine of x for float32 within 1 ULP:
// float32(Cos(float64(x))), see the package comment on double rounding.
func Cos32(x float32) float32 { return float32(Cos(float64(x))) }

// Taylor coefficients; on |r| <= pi/4 the series to r^19 (sin) and r^20
// (cos) truncate below 2^-63 relative.
const (
	s3h = -0x1.5555555555555p-3 // -1/6 as hi + lo
	s3l = -0x1.5555555555555p-57
	s7  = -1.0 / 5040
	s9  = 1.0 / 362880
	s11 = -1.0 / 39916800
	s13 = 1.0 / 6227020800
	s15 = -1.0 / 1307674368000
	s17 = 1.0 / 355687428096000
	s19 = -1.0 / 121645100408832000
	c6  = -1.0 / 720
	c8  = 1.0 / 40320
	c10 = -1.0 / 3628800
	c12 = 1.0 / 479001600
	c14 = -1.0 / 87178291200
	c16 = 1.0 / 20922789888000
	c18 = -1.0 / 6402373705728000
	c20 = 1.0 / 2432902008176640000
)

// sinKernel returns sin(rh+rl) for |rh| <= pi/4, |rl| <= ulp(rh): the r^3
// and r^5 terms in double-double (their roundings would otherwise cost up to
// 0.3 and 0.004 ULP), higher terms in double, rl through cos(rh) ~ 1 - rh^2/2 + rh^4/24.
func sinKernel(rh, rl float64) float64 {
	const (
		s5h = 0x1.1111111111111p-7 // 1/120 as hi + lo
		s5l = 0x1.1111111111111p-63
	)
	zh, zl := twoProd(rh, rh)
	u := zh * zh * (s7 + zh*(s9+zh*(s11+zh*(s13+zh*(s15+zh*(s17+zh*s19))))))
	vh, vl := twoProd(zh, s5h) // z/120
	vl += zh*s5l + zl*s5h
	ch, cl := twoProd(rh, zh) // rh^3
	cl += rh * zl
	fh, fl := fastTwoSum(s3h, vh) // -1/6 + z/120 + u
	fl += s3l + vl + u
	th, tl := twoProd(ch, fh)
	tl += ch*fl + cl*fh
	hi, e := fastTwoSum(rh, th)
	return hi + (e + tl + rl*(1-zh*(0.5-zh*(1.0/24))))
}

// cosKernel returns cos(rh+rl) for |rh| <= pi/4, |rl| <= ulp(rh): 1 - r^2/2
// and r^4/24 in double-double (the r^4 term reaches 0.016, so its roundings
// would cost ~0.05 ULP), higher terms in double, rl through -sin(rh) ~ -rh + rh^3/6.
func cosKernel(rh, rl float64) float64 {
	const (
		c4h = 0x1.5555555555555p-5 // 1/24 as hi + lo
		c4l = 0x1.5555555555555p-59
	)
	zh, zl := twoProd(rh, rh)
	v := zh * (c6 + zh*(c8+zh*(c10+zh*(c12+zh*(c14+zh*(c16+zh*(c18+zh*c20)))))))
	gh, gl := fastTwoSum(c4h, v)
	gl += c4l
	qh, ql := twoProd(zh, zh) // r^4
	ql += 2 * zh * zl
	wh, wl := twoProd(qh, gh)
	wl += qh*gl + ql*gh
	a, b := fastTwoSum(1, -0.5*zh)
	a, b2 := fastTwoSum(a, wh)
	return a + (b + b2 + wl - 0.5*zl - rh*rl*(1-zh*(1.0/6)))
}
