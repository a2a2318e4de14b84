package compute

// The transcendental kernels: dst[i] = f(a[i]) for Exp, Expm1, Log, Log1p,
// Tanh and Sigmoid of float32 and float64, within 1 ULP of the exact
// result over the whole domain (the float32 ones within a hair of 0.5: they
// compute in float64), with NumPy's special values: NaN stays NaN,
// overflow is +Inf exactly where the rounded result overflows, results
// and arguments may be subnormal, Log(0) = -Inf, Log(x < 0) = NaN,
// Tanh(±Inf) = ±1, Sigmoid(-Inf) = 0, and -0 keeps its sign where the
// function is odd. Each panics if the lengths differ; dst may be a.

// ExpFloat32 sets dst[i] to e^x for every a[i].
func ExpFloat32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		expFloat32(dst, a)
	}
}

// ExpFloat64 sets dst[i] to e^x for every a[i].
func ExpFloat64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		expFloat64(dst, a)
	}
}

// Expm1Float32 sets dst[i] to e^x - 1 for every a[i].
func Expm1Float32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		expm1Float32(dst, a)
	}
}

// Expm1Float64 sets dst[i] to e^x - 1 for every a[i].
func Expm1Float64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		expm1Float64(dst, a)
	}
}

// LogFloat32 sets dst[i] to the natural logarithm of x for every a[i].
func LogFloat32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		logFloat32(dst, a)
	}
}

// LogFloat64 sets dst[i] to the natural logarithm of x for every a[i].
func LogFloat64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		logFloat64(dst, a)
	}
}

// Log1pFloat32 sets dst[i] to log(1 + x) for every a[i].
func Log1pFloat32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		log1pFloat32(dst, a)
	}
}

// Log1pFloat64 sets dst[i] to log(1 + x) for every a[i].
func Log1pFloat64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		log1pFloat64(dst, a)
	}
}

// TanhFloat32 sets dst[i] to tanh(x) for every a[i].
func TanhFloat32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		tanhFloat32(dst, a)
	}
}

// TanhFloat64 sets dst[i] to tanh(x) for every a[i].
func TanhFloat64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		tanhFloat64(dst, a)
	}
}

// SigmoidFloat32 sets dst[i] to 1/(1 + e^-x) for every a[i].
func SigmoidFloat32(dst, a []float32) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		sigmoidFloat32(dst, a)
	}
}

// SigmoidFloat64 sets dst[i] to 1/(1 + e^-x) for every a[i].
func SigmoidFloat64(dst, a []float64) {
	mustSameLen(len(dst), len(a))
	if len(dst) > 0 {
		sigmoidFloat64(dst, a)
	}
}
