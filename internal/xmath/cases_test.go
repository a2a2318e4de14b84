package xmath

import (
	"math"
	"math/rand/v2"
)

// Input samplers and the table of functions under test.

type sampler func(r *rand.Rand) float64

// uni samples uniformly in [lo, hi).
func uni(lo, hi float64) sampler {
	return func(r *rand.Rand) float64 { return lo + (hi-lo)*r.Float64() }
}

// logu samples m*2^e, m uniform in [1, 2), e uniform in [elo, ehi] (below
// -1022: subnormals), with a random sign when signed.
func logu(elo, ehi int, signed bool) sampler {
	return func(r *rand.Rand) float64 {
		v := math.Ldexp(1+r.Float64(), elo+r.IntN(ehi-elo+1))
		if signed && r.IntN(2) == 0 {
			v = -v
		}
		return v
	}
}

// bits32 samples float32 bit patterns uniformly among finite values in
// [lo, hi] (as float32 values, so every binade counts equally).
func bits32(lo, hi float32) sampler {
	return func(r *rand.Rand) float64 {
		for {
			v := math.Float32frombits(r.Uint32())
			if v >= lo && v <= hi {
				return float64(v)
			}
		}
	}
}

// as32 rounds a sampler's values to float32.
func as32(s sampler) sampler {
	return func(r *rand.Rand) float64 { return float64(float32(s(r))) }
}

func mix(ss ...sampler) sampler {
	return func(r *rand.Rand) float64 { return ss[r.IntN(len(ss))](r) }
}

type unaryCase struct {
	name     string
	f        func(float64) float64
	f32      func(float32) float32
	ref      func(float64) (dd, int)
	sample   sampler // float64 inputs spread over the domain
	sample32 sampler // float32 inputs
}

func k0(f func(float64) dd) func(float64) (dd, int) {
	return func(x float64) (dd, int) { return f(x), 0 }
}

var one = dd{1, 0}

var unaryCases = []unaryCase{
	{"Exp", Exp, Exp32, func(x float64) (dd, int) { return refExp(dd{x, 0}) },
		mix(uni(-745.2, 709.8), uni(-745.2, -707), logu(-1074, 9, true)),
		mix(bits32(-104, 89), as32(uni(-104, 89)))},
	{"Expm1", Expm1, Expm132, refTiny(&one, refExpm1),
		mix(uni(-40, 709.8), uni(-1, 1), logu(-1074, 9, true)),
		mix(bits32(-20, 89), as32(uni(-1, 1)))},
	{"Log", Log, Log32, k0(func(x float64) dd { return refLog(dd{x, 0}, 0) }),
		mix(logu(-1074, 1023, false), uni(0.5, 2), uni(0.99, 1.01)),
		mix(bits32(0, math.MaxFloat32), as32(uni(0.5, 2)))},
	{"Log1p", Log1p, Log1p32, refTiny(&one, k0(func(x float64) dd { return refLog(mk(1, x), 0) })),
		mix(logu(-1074, 1023, false), uni(-1, 1), logu(-1074, -1, true)),
		mix(bits32(-1, math.MaxFloat32), as32(uni(-1, 1)))},
	{"Sin", Sin, Sin32, refTiny(&one, k0(refSin)),
		mix(uni(-10, 10), logu(-1074, 1023, true), uni(-2e6, 2e6)),
		mix(bits32(-math.MaxFloat32, math.MaxFloat32), as32(uni(-10, 10)))},
	{"Cos", Cos, Cos32, k0(refCos),
		mix(uni(-10, 10), logu(-1074, 1023, true), uni(-2e6, 2e6)),
		mix(bits32(-math.MaxFloat32, math.MaxFloat32), as32(uni(-10, 10)))},
	{"Tanh", Tanh, Tanh32, refTiny(&one, k0(refTanh)),
		mix(uni(-23, 23), logu(-1074, 5, true)),
		mix(bits32(-10, 10), as32(uni(-10, 10)))},
	{"Sigmoid", Sigmoid, Sigmoid32, refSigmoid,
		mix(uni(-746, 40), uni(-20, 20), logu(-1074, 10, true)),
		mix(bits32(-105, 20), as32(uni(-20, 20)))},
	{"Erf", Erf, Erf32, refTiny(&refTwoOverSqrtPi, k0(refErf)),
		mix(uni(-6.5, 6.5), uni(-1, 1), logu(-1074, 3, true)),
		mix(bits32(-5, 5), as32(uni(-4, 4)))},
	{"Rsqrt", Rsqrt, Rsqrt32, refRsqrt,
		mix(logu(-1074, 1023, false), uni(0, 4)),
		mix(bits32(0, math.MaxFloat32), as32(uni(0, 4)))},
}

// powSample returns (x, y) pairs spread over pow's domain: results across
// the whole range (subnormal and near-overflow included), x near 1 with
// huge y, negative x with integer y, and plain ranges.
func powSample(r *rand.Rand) (x, y float64) {
	switch r.IntN(5) {
	case 0:
		x = logu(-1074, 1023, false)(r)
		if x == 1 {
			x = 2
		}
		return x, uni(-746, 710)(r) / math.Log(x)
	case 1:
		x = math.Float64frombits(math.Float64bits(1) + uint64(r.Int64N(1<<40)) - 1<<39)
		if x == 1 {
			x = 1.5
		}
		return x, uni(-746, 710)(r) / math.Log(x)
	case 2:
		return uni(-10, 10)(r), float64(r.IntN(601) - 300)
	case 3:
		return uni(0, 10)(r), uni(-300, 300)(r)
	}
	return logu(-30, 30, false)(r), uni(-20, 20)(r)
}

// powSample32 is powSample for float32.
func powSample32(r *rand.Rand) (x, y float64) {
	switch r.IntN(4) {
	case 0:
		x = bits32(0, math.MaxFloat32)(r)
		if x == 1 {
			x = 2
		}
		return x, float64(float32(uni(-104, 89)(r) / math.Log(x)))
	case 1:
		return float64(float32(uni(-10, 10)(r))), float64(r.IntN(81) - 40)
	case 2:
		return float64(float32(uni(0, 10)(r))), float64(float32(uni(-40, 40)(r)))
	}
	return float64(float32(uni(0.5, 2)(r))), float64(float32(uni(-200, 200)(r)))
}

// powRef is refPow with the sign of a negative x and integer y.
func powRef(x, y float64) (dd, int) {
	v, k := refPow(x, y)
	if odd, _ := oddInt(y); x < 0 && odd {
		v = v.neg()
	}
	return v, k
}
