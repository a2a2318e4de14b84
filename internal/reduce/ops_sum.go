package reduce

// Sum returns the sum over the reduced axes of reals, accumulated in P
// (C's own type, or the 64-bit type integers widen to). Float sums add
// each leaf pairwise as NumPy does and start from +0, NumPy's identity:
// the sum of -0 alone is +0.
func Sum[C, P Real]() *Op[C, P, P] {
	leaf, addRow := sumKernels[C, P]()
	first := firstRow[C, P]()
	return &Op[C, P, P]{
		Leaf:       func(x []C, _ int64, _ C) P { return leaf(x) },
		Combine:    func(l, r P) P { return l + r },
		Finish:     func(p P, _ int64, _ C) P { return p + 0 },
		RowFirst:   func(acc []P, row []C, _ int64, _ []C) { first(acc, row) },
		RowAdd:     func(acc []P, row []C, _ int64, _ []C) { addRow(acc, row) },
		RowCombine: sameAddRow[P](),
		RowLeaf:    sumRowLeaf[C, P](),
	}
}

// Mean returns the mean over the reduced axes of floats (integers load as
// float64, as NumPy's mean sums them): Sum's partial divided by the count
// in P, as NumPy divides its float32 sums in float32; no elements give
// NaN (0/0).
func Mean[C Float]() *Op[C, C, C] {
	op := Sum[C, C]()
	op.Finish = func(p C, n int64, _ C) C { return (p + 0) / C(n) }
	return op
}

// SumComplex returns the sum over the reduced axes of complex numbers,
// each leaf pairwise as NumPy does (see pairwiseComplex), from +0.
func SumComplex[C Complex]() *Op[C, C, C] {
	return &Op[C, C, C]{
		Leaf:       func(x []C, _ int64, _ C) C { return pairwiseComplex(x) },
		Combine:    func(l, r C) C { return l + r },
		Finish:     func(p C, _ int64, _ C) C { return p + 0 },
		RowFirst:   func(acc, row []C, _ int64, _ []C) { copy(acc, row) },
		RowAdd:     func(acc, row []C, _ int64, _ []C) { addRowGo(acc, row) },
		RowCombine: addRowGo[C],
	}
}

// MeanComplex returns the mean over the reduced axes of complex numbers.
func MeanComplex[C Complex]() *Op[C, C, C] {
	op := SumComplex[C]()
	op.Finish = func(p C, n int64, _ C) C { return (p + 0) / C(complex(float64(n), 0)) }
	return op
}

// Prod returns the product over the reduced axes, from 1, accumulated as
// Sum's; its leaves multiply left to right, as NumPy does.
func Prod[C, P Real]() *Op[C, P, P] {
	first := firstRow[C, P]()
	return &Op[C, P, P]{
		Leaf: func(x []C, _ int64, _ C) P {
			p := P(1)
			for _, v := range x {
				p *= P(v)
			}
			return p
		},
		Combine:  func(l, r P) P { return l * r },
		Empty:    1,
		Finish:   func(p P, _ int64, _ C) P { return p },
		RowFirst: func(acc []P, row []C, _ int64, _ []C) { first(acc, row) },
		RowAdd: func(acc []P, row []C, _ int64, _ []C) {
			for j, v := range row {
				acc[j] *= P(v)
			}
		},
		RowCombine: func(l, r []P) {
			for j, v := range r {
				l[j] *= v
			}
		},
	}
}

// ProdComplex is Prod for complex numbers.
func ProdComplex[C Complex]() *Op[C, C, C] {
	return &Op[C, C, C]{
		Leaf: func(x []C, _ int64, _ C) C {
			p := C(1)
			for _, v := range x {
				p *= v
			}
			return p
		},
		Combine:  func(l, r C) C { return l * r },
		Empty:    1,
		Finish:   func(p C, _ int64, _ C) C { return p },
		RowFirst: func(acc, row []C, _ int64, _ []C) { copy(acc, row) },
		RowAdd: func(acc, row []C, _ int64, _ []C) {
			for j, v := range row {
				acc[j] *= v
			}
		},
		RowCombine: func(l, r []C) {
			for j, v := range r {
				l[j] *= v
			}
		},
	}
}

// firstRow returns convertRow for C and P, which is copy where they are
// one type.
func firstRow[C, P Real]() func(acc []P, row []C) {
	if sameType[C, P]() {
		return func(acc []P, row []C) { copy(acc, asC[P](row)) }
	}
	return convertRow[C, P]
}

// convertRow sets acc[j] = P(row[j]).
func convertRow[C, P Real](acc []P, row []C) {
	for j, v := range row {
		acc[j] = P(v)
	}
}

// addRowGo adds row to acc.
func addRowGo[T Number](acc, row []T) {
	for j, v := range row {
		acc[j] += v
	}
}

// widenRowGo adds row to acc, converting to P.
func widenRowGo[C, P Real](acc []P, row []C) {
	for j, v := range row {
		acc[j] += P(v)
	}
}
