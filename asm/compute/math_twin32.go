package compute

import "math"

// The pure-Go twins of the float32 kernels' cores (the generator's
// mathf_core32.go): float64 arithmetic with short polynomials, rounded
// once to float32, operation for operation as the assembly computes it.
// Products that feed an addition go through float64(...) so that the
// compiler cannot fuse them where the assembly does not.

// The float32 cores' constants, the same literals as the generator's
// mathf_consts.go.
const (
	mfLn2    = 6.93147180559945286227e-01 // math.Ln2 rounded
	mfNegLn2 = -mfLn2
)

// mfExp32C is e^r on |r| <= 0.3466 (degree 7); mfExpm132C is (e^r - 1 -
// r)/r^2 there (degree 5); mfLog32C is (2*atanh(s) - 2s)/s^3 as a
// polynomial in s^2 on s^2 <= 0.0295 (degree 4); mfExp32CNeg is mfExp32C
// with its odd coefficients negated, e^-r.
var (
	mfExp32C = [...]float64{0.9999999999616762, 1.0000000002431289, 0.5000000104547797, 0.16666665125993851,
		0.04166622539292102, 0.008333561102478359, 0.0013948185519268583, 0.00019775171291041725}
	mfExpm132C = [...]float64{0.5000000013381006, 0.16666666532352206, 0.04166646551285006,
		0.008333360717162347, 0.001393359923379422, 0.0001985779959743079}
	mfLog32C = [...]float64{0.6666666666738565, 0.39999998783742124, 0.2857175720173439,
		0.22191236616138196, 0.19365770177250127}
	mfExp32CNeg = func() [len(mfExp32C)]float64 {
		c := mfExp32C
		for i := 1; i < len(c); i += 2 {
			c[i] = -c[i]
		}
		return c
	}()
)

// mfScale is 2^k for k in t's low bits (t = k + 1.5*2^52).
func mfScale(t float64) float64 { return mfFrom(mfBits(t)<<52 + 1023<<52) }

// mfExpKR returns t (k in its low bits) and r = x - k*ln2.
func mfExpKR(x float64) (t, r float64) {
	t = math.FMA(x, mfLog2E, mfShifter)
	kd := t - mfShifter
	return t, math.FMA(kd, mfNegLn2, x)
}

// mfExp32 is e^x.
func mfExp32(x float32) float32 {
	xc := mfMaxpd(-110, mfMinpd(100, float64(x)))
	t, r := mfExpKR(xc)
	return float32(mfPoly(r, mfExp32C[:]) * mfScale(t))
}

// mfExpm1Core32 is e^x - 1 for x in [-40, 100].
func mfExpm1Core32(x float64) float64 {
	t, r := mfExpKR(x)
	em := math.FMA(float64(r*r), mfPoly(r, mfExpm132C[:]), r)
	s := mfScale(t)
	return math.FMA(s, em, s-1)
}

// mfExpm132 is e^x - 1.
func mfExpm132(x float32) float32 {
	xc := mfMaxpd(-40, mfMinpd(100, float64(x)))
	r := mfExpm1Core32(xc)
	return float32(mfFrom(mfBits(r) | mfBits(float64(x))&mfSign))
}

// mfTanh32 is tanh(x).
func mfTanh32(x float32) float32 {
	a := mfMinpd(10, mfAbs(float64(x)))
	e := mfExpm1Core32(a + a)
	r := e / (e + 2)
	return float32(mfFrom(mfBits(r) | mfBits(float64(x))&mfSign))
}

// mfSigmoid32 is 1/(1+e^-x).
func mfSigmoid32(x float32) float32 {
	xc := mfMaxpd(-110, mfMinpd(40, float64(x)))
	t := math.FMA(xc, -mfLog2E, mfShifter)
	kd := t - mfShifter
	rn := math.FMA(kd, mfLn2, xc)
	e := float64(mfPoly(rn, mfExp32CNeg[:]) * mfScale(t))
	return float32(1 / (e + 1))
}

// mfLogCore32 is log(v) for v a float32 (the special values included).
func mfLogCore32(v float64) float64 {
	u := mfBits(v) + (0x3ff0000000000000 - mfSqrtHalfBits)
	kd := mfFrom(u>>52|0x4330000000000000) - (0x1p52 + 1023)
	f := mfFrom(u&(1<<52-1)+mfSqrtHalfBits) - 1
	s := f / (f + 2)
	z := float64(s * s)
	l := math.FMA(float64(s*z), mfPoly(z, mfLog32C[:]), s+s)
	r := math.FMA(kd, mfLn2, l)
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

// mfLog32 is log(x).
func mfLog32(x float32) float32 { return float32(mfLogCore32(float64(x))) }

// mfLog1p32 is log(1+x).
func mfLog1p32(x float32) float32 {
	if mfAbs(float64(x)) < 0x1p-29 {
		return x
	}
	return float32(mfLogCore32(float64(x) + 1))
}
