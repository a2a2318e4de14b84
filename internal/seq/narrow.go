package seq

import "github.com/ndgo/ndarray/nd"

// The sequences of the 16-bit float types (float16, bfloat16), whose
// elements T convert to float32 exactly with to and back, rounding to
// nearest even, with from. NumPy computes float16 arithmetic in float32
// and rounds each result to float16; these do the same.

// NarrowLen is FloatLen for a 16-bit float type: ceil((stop-start)/step)
// with the difference and the quotient each rounded to T.
func NarrowLen[T any](start, stop, step T, to func(T) float32, from func(float32) T) int64 {
	if to(step) == 0 {
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): step is 0", start, stop, step))
	}
	diff := to(from(to(stop) - to(start)))
	return ceilLen(float64(to(from(diff/to(step)))), start, stop, step)
}

// NarrowFloats is Floats for a 16-bit float type, as NumPy's HALF_fill:
// out[0] = start, out[1] = start+step rounded to T, and from there
// start + i*delta in float32, delta = out[1]-out[0], rounded to T.
func NarrowFloats[T any](out []T, start, step T, to func(T) float32, from func(float32) T) {
	if len(out) == 0 {
		return
	}
	out[0] = start
	if len(out) == 1 {
		return
	}
	out[1] = from(to(start) + to(step))
	s := to(start)
	delta := to(out[1]) - s
	for i := 2; i < len(out); i++ {
		out[i] = from(s + float32(float32(i)*delta)) // float32(...) rounds: no fused multiply-add
	}
}

// NarrowLinspace is Linspace for a 16-bit float type: the values computed
// in float64, each rounded once to T by from.
func NarrowLinspace[T any](out []T, start, stop float64, from func(float64) T) {
	wide := make([]float64, len(out))
	Linspace(wide, start, stop)
	for i, y := range wide {
		out[i] = from(y)
	}
}
