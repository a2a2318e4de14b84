package seq

import (
	"math"

	"github.com/ndgo/ndarray/nd"
)

// ComplexLen returns the length of Arange for complex arguments, NumPy
// 1.24's rule for complex arguments: q = (stop-start)/step, computed in
// complex128 (as Python's complex, which NumPy's arange uses for them:
// Smith's division, Go's too), then min(ceil(real(q)), ceil(imag(q))), or
// 0 if that is not positive. Each part's ceiling must be a number within
// the int64 range, as NumPy requires, even when the other part's is
// smaller. It panics with nd.ErrArgument if step is 0 or that fails.
//
// So Arange(0, 5+5i, 1+1i) is empty: q is 5+0i. (NumPy's complex64
// scalars as arguments, unlike Python complex numbers, make it use only
// the real part, with a ComplexWarning; Arange follows the complex rule
// for both complex types.)
func ComplexLen[T Complex](start, stop, step T) int64 {
	if step == 0 {
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): step is 0", start, stop, step))
	}
	q := (complex128(stop) - complex128(start)) / complex128(step)
	re, im := real(q), imag(q)
	for _, part := range []float64{re, im} {
		c := math.Ceil(part)
		switch {
		case math.IsNaN(c):
			panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): cannot compute the length",
				start, stop, step))
		case c >= math.MaxInt64 || c < math.MinInt64:
			panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): too many values", start, stop, step))
		}
	}
	n := math.Min(math.Ceil(re), math.Ceil(im))
	if n <= 0 {
		return 0
	}
	return int64(n)
}

// Complexes fills out as NumPy's arange does for complex arguments:
// out[0] = start, out[1] = start+step computed in complex128 and rounded
// to T, and from there, part by part in T's float type, start + i*delta
// with delta = out[1]-out[0] (NumPy's CFLOAT_fill and CDOUBLE_fill).
func Complexes[T Complex](out []T, start, step T) {
	switch o := any(out).(type) {
	case []complex64:
		s := complex64(start)
		x1 := complex64(complex128(s) + complex128(step))
		d := x1 - s
		fillParts(len(o), func(i int, re, im float32) { o[i] = complex(re, im) },
			real(s), imag(s), real(x1), imag(x1), real(d), imag(d))
	case []complex128:
		s := complex128(start)
		x1 := s + complex128(step)
		d := x1 - s
		fillParts(len(o), func(i int, re, im float64) { o[i] = complex(re, im) },
			real(s), imag(s), real(x1), imag(x1), real(d), imag(d))
	}
}

// fillParts calls set for i < n with the parts of the i-th value: the
// start, then x1, then start + i*delta, rounded to F at each step (the
// F(...) conversions keep any multiply-add from being fused).
func fillParts[F Float](n int, set func(i int, re, im F), re0, im0, re1, im1, dre, dim F) {
	for i := 0; i < n; i++ {
		switch i {
		case 0:
			set(i, re0, im0)
		case 1:
			set(i, re1, im1)
		default:
			set(i, re0+F(F(i)*dre), im0+F(F(i)*dim))
		}
	}
}
