package compute

import "math"

// MaxFloat32 returns the largest element of a: NaN if any element is NaN,
// and +0 rather than -0 if the largest is a zero and a has a +0, whatever
// the order of the elements. It panics if a is empty.
func MaxFloat32(a []float32) float32 {
	mustNotEmpty(len(a))
	m, nan := maxFloat32(a)
	if nan {
		return float32(math.NaN())
	}
	return m
}

// MinFloat32 returns the smallest element of a: NaN if any element is
// NaN, and -0 rather than +0 if the smallest is a zero and a has a -0. It
// panics if a is empty.
func MinFloat32(a []float32) float32 {
	mustNotEmpty(len(a))
	m, nan := minFloat32(a)
	if nan {
		return float32(math.NaN())
	}
	return m
}

// MaxFloat64 is MaxFloat32 for float64.
func MaxFloat64(a []float64) float64 {
	mustNotEmpty(len(a))
	m, nan := maxFloat64(a)
	if nan {
		return math.NaN()
	}
	return m
}

// MinFloat64 is MinFloat32 for float64.
func MinFloat64(a []float64) float64 {
	mustNotEmpty(len(a))
	m, nan := minFloat64(a)
	if nan {
		return math.NaN()
	}
	return m
}

// mustNotEmpty panics for the empty slice, which has no maximum.
func mustNotEmpty(n int) {
	if n == 0 {
		panic("compute: maximum or minimum of no elements")
	}
}

// extremeGo is the max (or, !max, min) kernels' pure-Go twin: whether a
// has a NaN, and the largest (smallest) of the others, of equal zeros +0
// (-0) if there is one. The assembly reaches the same value combining
// lanes in another order.
func extremeGo[T float32 | float64](a []T, max bool) (m T, nan bool) {
	m = T(math.Inf(1))
	if max {
		m = T(math.Inf(-1))
	}
	for _, v := range a {
		switch {
		case v != v:
			nan = true
		case max && v > m, !max && v < m:
			m = v
		case v == 0 && m == 0 && math.Signbit(float64(v)) != max:
			m = v
		}
	}
	return m, nan
}
