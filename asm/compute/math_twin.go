package compute

import "math"

// The pure-Go twins of the transcendental kernels: per element, the same
// float64 operations as the assembly (asm/internal/gen/mathf_core.go), in
// the same order, fused where the assembly fuses (math.FMA) and rounded
// where it rounds (float64(a*b) keeps the compiler from fusing a product
// into the next addition), so that twin and kernel agree bit for bit
// except for the payload of NaNs. The float32 functions are
// math_twin32.go's.

// The constants, the same literals as the generator's mathf_consts.go.
const (
	mfShifter      = 0x1.8p52 // adding it rounds to an integer below 2^51
	mfLog2E        = 1.44269504088896338700e+00
	mfLn2Hi        = 6.93147180369123816490e-01 // 0x3fe62e42fee00000: 21 trailing zero bits
	mfLn2Lo        = 1.90821492927058770002e-10 // ln2 - mfLn2Hi
	mfNegLn2Hi     = -mfLn2Hi
	mfNegLn2Lo     = -mfLn2Lo
	mfSqrtHalfBits = 0x3fe6a09e667f3bcd // sqrt(1/2)
	mfSign         = 1 << 63
	mfNaN          = 0x7ff8000000000000

	// fdlibm's log: R(z) on [0, 0.1716] (s = f/(2+f)).
	mfL1 = 6.666666666666735130e-01
	mfL2 = 3.999999999940941908e-01
	mfL3 = 2.857142874366239149e-01
	mfL4 = 2.222219843214978396e-01
	mfL5 = 1.818357216161805012e-01
	mfL6 = 1.531383769920937332e-01
	mfL7 = 1.479819860511658591e-01
)

// mfExpC is (e^r - 1 - r)/r^2 on |r| <= 0.3466 (degree 10); mfExpm1C the
// same on |r| <= 0.6932 (degree 12); mfTanhC is (tanh(x) - x)/x^3 as a
// polynomial in x^2 on |x| <= 1/2 (degree 10).
var (
	mfExpC = [...]float64{0.5, 0.1666666666666667, 0.04166666666666667, 0.008333333333326136,
		0.001388888888888375, 0.00019841269874815834, 2.480158732554432e-05,
		2.7557255406285044e-06, 2.7557273647451087e-07, 2.5105214474751413e-08,
		2.0914685161418067e-09}
	mfExpm1C = [...]float64{0.5, 0.16666666666666663, 0.041666666666666664, 0.008333333333335084,
		0.0013888888888889982, 0.00019841269838355116, 2.4801587299766713e-05,
		2.75573213030419e-06, 2.755732052264166e-07, 2.5051387673853658e-08,
		2.0876306777396325e-09, 1.6178893292924916e-10, 1.1545622086120452e-11}
	mfTanhC = [...]float64{-0.3333333333333333, 0.1333333333333323, -0.053968253968089755,
		0.0218694885258676, -0.008863235198659135, 0.0035921217969498704,
		-0.0014557608138655873, 0.0005894667419101905, -0.00023635364294136244,
		8.819580305745065e-05, -2.295330465333733e-05}
)

// mfMinpd and mfMaxpd are MINPD's a < b ? a : b and MAXPD's a > b ? a : b:
// b where either is NaN.
func mfMinpd(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

func mfMaxpd(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

func mfBits(x float64) uint64 { return math.Float64bits(x) }
func mfFrom(b uint64) float64 { return math.Float64frombits(b) }
func mfAbs(x float64) float64 { return mfFrom(mfBits(x) &^ mfSign) }
func mfPoly(x float64, c []float64) float64 {
	p := c[len(c)-1]
	for i := len(c) - 2; i >= 0; i-- {
		p = math.FMA(p, x, c[i])
	}
	return p
}

// mfExpR returns x - kd*ln2 as rh + rl.
func mfExpR(x, kd float64) (rh, rl float64) {
	r1 := math.FMA(kd, mfNegLn2Hi, x)
	rh = math.FMA(kd, mfNegLn2Lo, r1)
	rl = math.FMA(kd, mfNegLn2Lo, r1-rh)
	return rh, rl
}

// mfExpHiLo returns e^(rh+rl) as ph + w, unrounded.
func mfExpHiLo(rh, rl float64, c []float64) (ph, w float64) {
	r2 := rh * rh
	p := mfPoly(rh, c)
	ph = 1 + rh
	e1 := (1 - ph) + rh
	w = math.FMA(r2, p, rl) + e1
	return ph, w
}

// mfExpScales returns 2^k1 and 2^k2, k1 + k2 = k (in t's low bits).
func mfExpScales(t, kd float64) (s1, s2 float64) {
	t2 := math.FMA(kd, 0.5, mfShifter)
	s1 = mfFrom(mfBits(t2)<<52 + 1023<<52)
	s2 = mfFrom((mfBits(t)-mfBits(t2))<<52 + 1023<<52)
	return s1, s2
}

// mfExp64 is e^x.
func mfExp64(x float64) float64 {
	x = mfMaxpd(-746, mfMinpd(710, x))
	t := math.FMA(x, mfLog2E, mfShifter)
	kd := t - mfShifter
	rh, rl := mfExpR(x, kd)
	ph, w := mfExpHiLo(rh, rl, mfExpC[:])
	s1, s2 := mfExpScales(t, kd)
	return ((ph + w) * s1) * s2
}

// mfTwoSum returns a + b as s + e exactly.
func mfTwoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

// mfExpm164 is e^x - 1.
func mfExpm164(x float64) float64 {
	xc := mfMaxpd(-60, mfMinpd(710, x))
	t := math.FMA(xc, mfLog2E, mfShifter)
	ax := mfAbs(x)
	if ax < math.Ln2 {
		t = mfShifter
	}
	kd := t - mfShifter
	rh, rl := mfExpR(xc, kd)
	r2h := rh * rh
	r2l := math.FMA(rh, rh, -r2h)
	p := mfPoly(rh, mfExpm1C[:])
	ph := 1 + rh
	e1 := (1 - ph) + rh
	m := r2h * p
	me := math.FMA(r2h, p, -m)
	tiny := me + math.FMA(r2l, p, rl+e1)
	h := mfFrom(mfBits(t)<<52 + 1022<<52)
	a, e := mfTwoSum(h*ph, -0.5)
	sum, e3 := mfTwoSum(a, h*m)
	r := sum + (e3 + math.FMA(h, tiny, e))
	r = r + r
	if ax < 0x1p-54 {
		return x
	}
	return r
}

// mfLogCore is log(v) for positive finite v (cc added to the low part;
// subnormals scaled if scale), the special values otherwise.
func mfLogCore(v, cc float64, withCC, scale bool) float64 {
	vs, kadj := v, 0.0
	if scale && v < 0x1p-1022 {
		vs, kadj = v*0x1p54, -54
	}
	u := mfBits(vs) + (0x3ff0000000000000 - mfSqrtHalfBits)
	kd := mfFrom(u>>52|0x4330000000000000) - (0x1p52 + 1023)
	if scale {
		kd = kd + kadj
	}
	m := mfFrom(u&(1<<52-1) + mfSqrtHalfBits)
	f := m - 1
	s := f / (f + 2)
	s2 := s * s
	s4 := s2 * s2
	t1 := s2 * mfPoly(s4, []float64{mfL1, mfL3, mfL5, mfL7})
	t2 := s4 * mfPoly(s4, []float64{mfL2, mfL4, mfL6})
	rr := t1 + t2
	hfsq := float64(f*0.5) * f
	var lo float64
	if withCC {
		lo = math.FMA(kd, mfLn2Lo, cc)
	} else {
		lo = kd * mfLn2Lo
	}
	lo = math.FMA(s, hfsq+rr, lo)
	r := float64(kd*mfLn2Hi) - ((hfsq - lo) - f)
	if !(v > 0 && v < math.Inf(1)) {
		sp := v
		if v < 0 {
			sp = mfFrom(mfNaN)
		}
		if v == 0 {
			sp = math.Inf(-1)
		}
		return sp
	}
	return r
}

// mfLog64 is log(x).
func mfLog64(x float64) float64 { return mfLogCore(x, 0, false, true) }

// mfLog1p64 is log(1+x).
func mfLog1p64(x float64) float64 {
	u := x + 1
	c := x - (u - 1)
	if x > 1 {
		c = 1 - (u - x)
	}
	r := mfLogCore(u, c/u, true, false)
	if mfAbs(x) < 0x1p-54 {
		return x
	}
	return r
}

// mfSigmoidParts is, for u in [-746, 0], E = e^u = (ph+w)*s1*s2,
// 1/(1+E) = q0*(1+rho) and E/(1+E) = (mh+corr)*s1*s2.
func mfSigmoidParts(u float64) (q0, rho, mh, corr, s1, s2 float64) {
	t := math.FMA(u, mfLog2E, mfShifter)
	kd := t - mfShifter
	rh, rl := mfExpR(u, kd)
	ph, w := mfExpHiLo(rh, rl, mfExpC[:])
	p := ph + w // normalised: w below ph's last bit
	w = (ph - p) + w
	ph = p
	s1, s2 = mfExpScales(t, kd)
	eh := (ph * s1) * s2
	el := (w * s1) * s2
	dh := 1 + eh
	dl := ((1 - dh) + eh) + el
	q0 = 1 / dh
	rho = math.FMA(-q0, dh, 1)
	rho = math.FMA(-q0, dl, rho)
	mh = ph * q0
	ml := math.FMA(ph, q0, -mh)
	corr = math.FMA(w, q0, ml)
	corr = math.FMA(mh, rho, corr)
	return q0, rho, mh, corr, s1, s2
}

// mfSigmoid64 is 1/(1+e^-x).
func mfSigmoid64(x float64) float64 {
	u := mfMaxpd(-746, mfFrom(mfBits(x)|mfSign))
	q0, rho, mh, corr, s1, s2 := mfSigmoidParts(u)
	if x < 0 {
		return ((mh + corr) * s1) * s2
	}
	return math.FMA(q0, rho, q0)
}

// mfTanh64 is tanh(x).
func mfTanh64(x float64) float64 {
	ax := mfAbs(x)
	if ax < 0.5 {
		x2 := x * x
		r := math.FMA(x*x2, mfPoly(x2, mfTanhC[:]), x)
		return mfFrom(mfBits(r) | mfBits(x)&mfSign)
	}
	u := mfMinpd(20, ax) * -2
	_, _, mh, corr, s1, s2 := mfSigmoidParts(u)
	s2 = s2 + s2
	mhs := (mh * s1) * s2
	mls := (corr * s1) * s2
	sh := 1 - mhs
	e2 := (1 - sh) - mhs
	big := sh + (e2 - mls)
	return mfFrom(mfBits(big) | mfBits(x)&mfSign)
}

func expFloat64One(x float64) float64     { return mfExp64(x) }
func expm1Float64One(x float64) float64   { return mfExpm164(x) }
func logFloat64One(x float64) float64     { return mfLog64(x) }
func log1pFloat64One(x float64) float64   { return mfLog1p64(x) }
func tanhFloat64One(x float64) float64    { return mfTanh64(x) }
func sigmoidFloat64One(x float64) float64 { return mfSigmoid64(x) }
func expFloat32One(x float32) float32     { return mfExp32(x) }
func expm1Float32One(x float32) float32   { return mfExpm132(x) }
func logFloat32One(x float32) float32     { return mfLog32(x) }
func log1pFloat32One(x float32) float32   { return mfLog1p32(x) }
func tanhFloat32One(x float32) float32    { return mfTanh32(x) }
func sigmoidFloat32One(x float32) float32 { return mfSigmoid32(x) }
