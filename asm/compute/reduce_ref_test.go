package compute

import (
	"math"
	"math/rand/v2"
)

// numpyPairwiseSum is NumPy 1.24's @TYPE@_pairwise_sum
// (numpy/core/src/umath/loops_utils.h.src) transcribed line for line,
// element pointer and stride included, as the reference the kernels and
// their twins must match bit for bit.
func numpyPairwiseSum[T float32 | float64](a []T, off, n, stride int) T {
	if n < 8 {
		var res T = 0.
		for i := 0; i < n; i++ {
			res += a[off+i*stride]
		}
		return res
	} else if n <= 128 { // PW_BLOCKSIZE
		var r [8]T
		var res T
		for j := range 8 {
			r[j] = a[off+j*stride]
		}
		var i int
		for i = 8; i < n-(n%8); i += 8 {
			r[0] += a[off+(i+0)*stride]
			r[1] += a[off+(i+1)*stride]
			r[2] += a[off+(i+2)*stride]
			r[3] += a[off+(i+3)*stride]
			r[4] += a[off+(i+4)*stride]
			r[5] += a[off+(i+5)*stride]
			r[6] += a[off+(i+6)*stride]
			r[7] += a[off+(i+7)*stride]
		}
		res = ((r[0] + r[1]) + (r[2] + r[3])) +
			((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[off+i*stride]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return numpyPairwiseSum(a, off, n2, stride) +
		numpyPairwiseSum(a, off+n2*stride, n-n2, stride)
}

// refExtreme is the maximum (minimum) by math.Max (math.Min), whose
// signed-zero rule is the kernels', after a NaN check of its own (math.Max
// gives an infinity precedence over NaN).
func refExtreme[T float32 | float64](a []T, max bool) T {
	for _, v := range a {
		if v != v {
			return v
		}
	}
	m := float64(a[0])
	for _, v := range a[1:] {
		if max {
			m = math.Max(m, float64(v))
		} else {
			m = math.Min(m, float64(v))
		}
	}
	return T(m)
}

// sameResult reports whether x and y are the same bits, or both NaN (the
// sums' NaN payloads are not specified).
func sameResult[T float32 | float64](x, y T) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	return math.Float64bits(float64(x)) == math.Float64bits(float64(y))
}

// reduceData fills a with values of a wide dynamic range; special > 0
// sprinkles zeros of both signs, infinities and NaN with that odds.
func reduceData[T float32 | float64](r *rand.Rand, a []T, special int) {
	for i := range a {
		v := (r.Float64()*2 - 1) * math.Pow(2, float64(r.IntN(40)-20))
		if special > 0 && r.IntN(special) == 0 {
			v = []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN()}[r.IntN(5)]
		}
		a[i] = T(v)
	}
}
