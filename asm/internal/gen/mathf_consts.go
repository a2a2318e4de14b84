package main

// The mathf cores' constants, the same literals as asm/compute's
// math_twin.go.
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

// mfExpC is (e^r - 1 - r)/r^2 on |r| <= 0.3466 (degree 10, Chebyshev
// nodes, relative error 2^-57.5); mfExpm1C the same on |r| <= 0.6932
// (degree 12, 2^-55.8); mfTanhC is (tanh(x) - x)/x^3 as a polynomial in
// x^2 on |x| <= 1/2 (degree 10, 2^-54). Fitted with mpmath at 60 digits.
var (
	mfExpC = []float64{0.5, 0.1666666666666667, 0.04166666666666667, 0.008333333333326136,
		0.001388888888888375, 0.00019841269874815834, 2.480158732554432e-05,
		2.7557255406285044e-06, 2.7557273647451087e-07, 2.5105214474751413e-08,
		2.0914685161418067e-09}
	mfExpm1C = []float64{0.5, 0.16666666666666663, 0.041666666666666664, 0.008333333333335084,
		0.0013888888888889982, 0.00019841269838355116, 2.4801587299766713e-05,
		2.75573213030419e-06, 2.755732052264166e-07, 2.5051387673853658e-08,
		2.0876306777396325e-09, 1.6178893292924916e-10, 1.1545622086120452e-11}
	mfTanhC = []float64{-0.3333333333333333, 0.1333333333333323, -0.053968253968089755,
		0.0218694885258676, -0.008863235198659135, 0.0035921217969498704,
		-0.0014557608138655873, 0.0005894667419101905, -0.00023635364294136244,
		8.819580305745065e-05, -2.295330465333733e-05}
)

// The float32 cores' constants (mathf_core32.go): ln2 as one float64, and
// minimax polynomials of relative error: mfExp32C is e^r on |r| <= 0.3466
// (degree 7, 2^-34.5), mfExpm132C (e^r - 1 - r)/r^2 there (degree 5,
// 2^-28.5, which r^2/(e^r - 1) < 0.18 makes 2^-31 of e^r - 1), mfLog32C
// (2*atanh(s) - 2s)/s^3 as a polynomial in s^2 on s^2 <= 0.0295 (degree
// 4, 2^-36). Fitted by Remez with mpmath at 50 digits.
const (
	mfLn2    = 6.93147180559945286227e-01 // math.Ln2 rounded
	mfNegLn2 = -mfLn2
)

var (
	mfExp32C = []float64{0.9999999999616762, 1.0000000002431289, 0.5000000104547797, 0.16666665125993851,
		0.04166622539292102, 0.008333561102478359, 0.0013948185519268583, 0.00019775171291041725}
	mfExpm132C = []float64{0.5000000013381006, 0.16666666532352206, 0.04166646551285006,
		0.008333360717162347, 0.001393359923379422, 0.0001985779959743079}
	mfLog32C = []float64{0.6666666666738565, 0.39999998783742124, 0.2857175720173439,
		0.22191236616138196, 0.19365770177250127}
)

// mfExp32CNeg is mfExp32C with its odd coefficients negated: P(-r).
func mfExp32CNeg() []float64 {
	c := append([]float64(nil), mfExp32C...)
	for i := 1; i < len(c); i += 2 {
		c[i] = -c[i]
	}
	return c
}
