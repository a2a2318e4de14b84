package approx

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// Narrow is Float for the 16-bit float types (float16, bfloat16), whose
// elements convert to float32 exactly with to and back, rounding to
// nearest even, with from. NumPy computes float16 arithmetic in float32
// and rounds each result to float16, rtol and atol included (so the
// default atol 1e-8 is 0 in float16); Narrow does the same.
func Narrow[T any](a []T, al nd.Layout, b []T, bl nd.Layout, rtol, atol float64,
	to func(T) float32, from func(float32) T) bool {
	al, bl = broadcast(al, bl)
	round := func(x float32) float32 { return to(from(x)) }
	r, t := round(float32(rtol)), round(float32(atol))
	return bulk.Equal(a, al, b, bl, func(x, y T) bool {
		p, q := to(x), to(y)
		if !finite32(p) || !finite32(q) {
			return p == q
		}
		return round(abs32(p-q)) <= round(t+round(r*abs32(q)))
	})
}
