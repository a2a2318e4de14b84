// Loops of the unary ops, each with its element expression inline.

package mathops

import "math"

func neg[T Number](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = -x
	}
}

func square[T Number](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x * x
	}
}

func absInt[T Integer](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = absOf(x)
	}
}

func absFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = T(math.Abs(float64(x)))
	}
}

func signSigned[T Signed](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = signOf(x)
	}
}

func signFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = signOf(x)
	}
}

func signUnsigned[T Unsigned](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = signOfUnsigned(x)
	}
}

func invert[T Integer](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = ^x
	}
}

func reciprocal[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = 1 / x
	}
}

func floorFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = T(math.Floor(float64(x)))
	}
}

func ceilFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = T(math.Ceil(float64(x)))
	}
}

func rintFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = T(math.RoundToEven(float64(x)))
	}
}

func sqrtFloat[T Float](d, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = T(math.Sqrt(float64(x)))
	}
}

func isNan[T Float](d []bool, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x != x
	}
}

func isInf[T Float](d []bool, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = infinite(x)
	}
}

func isFinite[T Float](d []bool, a []T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x-x == 0
	}
}

func logicalNot(d, a []bool) {
	a = a[:len(d)]
	for i := range d {
		d[i] = !a[i]
	}
}

// mapFloat applies f, one of the float functions of xmath, to each element.
func mapFloat[T any](d, a []T, f func(T) T) {
	a = a[:len(d)]
	for i := range d {
		d[i] = f(a[i])
	}
}

func absOf[T Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

// signOf is NumPy's sign: NaN stays, ±0 gives +0.
func signOf[T Signed | Float](x T) T {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	case x == 0:
		return 0
	}
	return x
}

func signOfUnsigned[T Unsigned](x T) T {
	if x > 0 {
		return 1
	}
	return 0
}

func infinite[T Float](x T) bool { return x-x != 0 && x == x }
