// Package seq computes the sequences the dtype packages' Arange and
// Linspace return, once for every element type, with NumPy's lengths and,
// where NumPy's algorithm allows, its values bit for bit.
package seq

import (
	"math"

	"github.com/ndgo/ndarray/nd"
)

// Integer is the element types of the integer dtype packages.
type Integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Float is the element types of the floating-point dtype packages.
type Float interface{ ~float32 | ~float64 }

// IntLen returns the number of values Arange(start, stop, step) of
// integers holds, NumPy's ceil((stop-start)/step) or 0 if that is
// negative, computed exactly. It panics with nd.ErrArgument if step is 0
// or the length does not fit in an int64.
func IntLen[T Integer](start, stop, step T) int64 {
	var diff, by uint64 // |stop-start| and |step|, exact in uint64
	switch {
	case step == 0:
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): step is 0", start, stop, step))
	case step > 0 && stop > start:
		diff, by = uint64(stop)-uint64(start), uint64(step)
	case step < 0 && stop < start:
		// uint64 of a signed value sign-extends, so these wrap exactly.
		diff, by = uint64(start)-uint64(stop), -uint64(step)
	default:
		return 0
	}
	n := diff / by
	if diff%by != 0 {
		n++
	}
	if n > math.MaxInt64 {
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): %d values are too many", start, stop, step, n))
	}
	return int64(n)
}

// Ints fills out with start, start+step, start+2*step, ...: exact, since
// every value stored lies between start and stop.
func Ints[T Integer](out []T, start, step T) {
	v := start
	for i := range out {
		out[i] = v
		v += step // may wrap after the last value, which is not stored
	}
}

// FloatLen returns the length of Arange for floating-point arguments:
// NumPy's ceil((stop-start)/step), the quotient computed in T, or 0 if it
// is not positive. It panics with nd.ErrArgument if step is 0, or the
// length is NaN, infinite or does not fit in an int64.
func FloatLen[T Float](start, stop, step T) int64 {
	if step == 0 {
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): step is 0", start, stop, step))
	}
	return ceilLen(float64((stop-start)/step), start, stop, step)
}

// ceilLen is ceil(q) as Arange's length, or 0 if not positive; it panics
// with nd.ErrArgument, naming Arange's arguments, if q is NaN or too large.
func ceilLen(q float64, start, stop, step any) int64 {
	n := math.Ceil(q)
	switch {
	case math.IsNaN(n):
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): cannot compute the length", start, stop, step))
	case math.IsInf(n, 0) || n >= math.MaxInt64:
		panic(nd.Errorf(nd.ErrArgument, "Arange(%v, %v, %v): too many values", start, stop, step))
	case n <= 0:
		return 0
	}
	return int64(n)
}

// Floats fills out as NumPy's arange does: out[0] = start, out[1] =
// start+step, and from there start + i*delta with delta = out[1]-out[0],
// every operation rounded to T (NumPy's FLOAT_fill and DOUBLE_fill).
func Floats[T Float](out []T, start, step T) {
	if len(out) == 0 {
		return
	}
	out[0] = start
	if len(out) == 1 {
		return
	}
	out[1] = start + step
	delta := out[1] - start
	for i := 2; i < len(out); i++ {
		out[i] = start + T(T(i)*delta) // T(...) rounds: no fused multiply-add
	}
}
