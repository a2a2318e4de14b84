// Loops of the binary ops, one per form (VV: both inputs vectors, VS: b
// a scalar, SV: a a scalar), each with its element expression inline.

package mathops

func addVV[T Number](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x + y
	}
}

func addVS[T Number](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x + y
	}
}

func addSV[T Number](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x + y
	}
}

func subVV[T Number](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x - y
	}
}

func subVS[T Number](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x - y
	}
}

func subSV[T Number](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x - y
	}
}

func mulVV[T Number](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x * y
	}
}

func mulVS[T Number](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x * y
	}
}

func mulSV[T Number](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x * y
	}
}

func divFloatVV[T Float](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x / y
	}
}

func divFloatVS[T Float](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x / y
	}
}

func divFloatSV[T Float](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x / y
	}
}

func divIntVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = divInt(x, y)
	}
}

func divIntVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = divInt(x, y)
	}
}

func divIntSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = divInt(x, y)
	}
}

func floorDivIntVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = floorDivInt(x, y)
	}
}

func floorDivIntVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = floorDivInt(x, y)
	}
}

func floorDivIntSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = floorDivInt(x, y)
	}
}

func floorModIntVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = floorModInt(x, y)
	}
}

func floorModIntVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = floorModInt(x, y)
	}
}

func floorModIntSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = floorModInt(x, y)
	}
}

func floorDivFloatVV[T Float](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = floorDivFloat(x, y)
	}
}

func floorDivFloatVS[T Float](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = floorDivFloat(x, y)
	}
}

func floorDivFloatSV[T Float](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = floorDivFloat(x, y)
	}
}

func floorModFloatVV[T Float](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = floorModFloat(x, y)
	}
}

func floorModFloatVS[T Float](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = floorModFloat(x, y)
	}
}

func floorModFloatSV[T Float](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = floorModFloat(x, y)
	}
}

func maximumVV[T RealNumber](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = maximum(x, y)
	}
}

func maximumVS[T RealNumber](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = maximum(x, y)
	}
}

func maximumSV[T RealNumber](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = maximum(x, y)
	}
}

func minimumVV[T RealNumber](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = minimum(x, y)
	}
}

func minimumVS[T RealNumber](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = minimum(x, y)
	}
}

func minimumSV[T RealNumber](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = minimum(x, y)
	}
}

func maximumTiesFirstVV[T Float](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = maximumTiesFirst(x, y)
	}
}

func maximumTiesFirstVS[T Float](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = maximumTiesFirst(x, y)
	}
}

func maximumTiesFirstSV[T Float](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = maximumTiesFirst(x, y)
	}
}

func minimumTiesFirstVV[T Float](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = minimumTiesFirst(x, y)
	}
}

func minimumTiesFirstVS[T Float](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = minimumTiesFirst(x, y)
	}
}

func minimumTiesFirstSV[T Float](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = minimumTiesFirst(x, y)
	}
}

func andVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x & y
	}
}

func andVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x & y
	}
}

func andSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x & y
	}
}

func orVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x | y
	}
}

func orVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x | y
	}
}

func orSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x | y
	}
}

func xorVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x ^ y
	}
}

func xorVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x ^ y
	}
}

func xorSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x ^ y
	}
}

func leftShiftVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = leftShift(x, y)
	}
}

func leftShiftVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = leftShift(x, y)
	}
}

func leftShiftSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = leftShift(x, y)
	}
}

func rightShiftVV[T Integer](d []T, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = rightShift(x, y)
	}
}

func rightShiftVS[T Integer](d []T, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = rightShift(x, y)
	}
}

func rightShiftSV[T Integer](d []T, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = rightShift(x, y)
	}
}

func equalVV[T comparable](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x == y
	}
}

func equalVS[T comparable](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x == y
	}
}

func equalSV[T comparable](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x == y
	}
}

func notEqualVV[T comparable](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x != y
	}
}

func notEqualVS[T comparable](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x != y
	}
}

func notEqualSV[T comparable](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x != y
	}
}

func lessVV[T RealNumber](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x < y
	}
}

func lessVS[T RealNumber](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x < y
	}
}

func lessSV[T RealNumber](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x < y
	}
}

func lessEqualVV[T RealNumber](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x <= y
	}
}

func lessEqualVS[T RealNumber](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x <= y
	}
}

func lessEqualSV[T RealNumber](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x <= y
	}
}

func greaterVV[T RealNumber](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x > y
	}
}

func greaterVS[T RealNumber](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x > y
	}
}

func greaterSV[T RealNumber](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x > y
	}
}

func greaterEqualVV[T RealNumber](d []bool, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x >= y
	}
}

func greaterEqualVS[T RealNumber](d []bool, a []T, y T) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x >= y
	}
}

func greaterEqualSV[T RealNumber](d []bool, x T, b []T) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x >= y
	}
}

func lessBoolVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = !x && y
	}
}

func lessBoolVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = !x && y
	}
}

func lessBoolSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = !x && y
	}
}

func lessEqualBoolVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = !x || y
	}
}

func lessEqualBoolVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = !x || y
	}
}

func lessEqualBoolSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = !x || y
	}
}

func greaterBoolVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x && !y
	}
}

func greaterBoolVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x && !y
	}
}

func greaterBoolSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x && !y
	}
}

func greaterEqualBoolVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x || !y
	}
}

func greaterEqualBoolVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x || !y
	}
}

func greaterEqualBoolSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x || !y
	}
}

func logicalAndVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x && y
	}
}

func logicalAndVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x && y
	}
}

func logicalAndSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x && y
	}
}

func logicalOrVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x || y
	}
}

func logicalOrVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x || y
	}
}

func logicalOrSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x || y
	}
}

func logicalXorVV(d []bool, a, b []bool) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		x, y := a[i], b[i]
		d[i] = x != y
	}
}

func logicalXorVS(d []bool, a []bool, y bool) {
	a = a[:len(d)]
	for i := range d {
		x := a[i]
		d[i] = x != y
	}
}

func logicalXorSV(d []bool, x bool, b []bool) {
	b = b[:len(d)]
	for i := range d {
		y := b[i]
		d[i] = x != y
	}
}
