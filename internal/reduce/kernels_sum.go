package reduce

import "github.com/ndgo/ndarray/asm/compute"

// sumKernels returns the sum of a leaf and the row add of Sum[C, P]: the
// assembly kernels where asm/compute has them, else Go loops.
func sumKernels[C, P Real]() (leaf func([]C) P, addRow func(acc []P, row []C)) {
	leaf, addRow = sumLeafGo[C, P], widenRowGo[C, P]
	switch any(leaf).(type) {
	case func([]float32) float32:
		leaf = any(compute.PairwiseSumFloat32).(func([]C) P)
		addRow = any(func(acc, row []float32) { compute.AddVVFloat32(acc, acc, row) }).(func([]P, []C))
	case func([]float64) float64:
		leaf = any(compute.PairwiseSumFloat64).(func([]C) P)
		addRow = any(func(acc, row []float64) { compute.AddVVFloat64(acc, acc, row) }).(func([]P, []C))
	case func([]int32) int64:
		leaf = any(compute.SumInt32).(func([]C) P)
	case func([]int64) int64:
		leaf = any(compute.SumInt64).(func([]C) P)
		addRow = any(func(acc, row []int64) { compute.AddVVInt64(acc, acc, row) }).(func([]P, []C))
	case func([]uint64) uint64:
		addRow = any(func(acc, row []uint64) { compute.AddVVUint64(acc, acc, row) }).(func([]P, []C))
	case func([]uint8) uint64:
		leaf = any(compute.SumUint8).(func([]C) P)
	}
	return leaf, addRow
}

// sumRowLeaf returns Sum's assembly leaf of rows, or nil where there is
// none (RowFirst and RowAdd do the leaf row by row).
func sumRowLeaf[C, P Real]() func(acc []P, rows [][]C, start int64, m []C) {
	var leaf any
	switch any((func([]P, [][]C))(nil)).(type) {
	case func([]float32, [][]float32):
		leaf = func(acc []float32, rows [][]float32, _ int64, _ []float32) { compute.SumRowsFloat32(acc, rows) }
	case func([]float64, [][]float64):
		leaf = func(acc []float64, rows [][]float64, _ int64, _ []float64) { compute.SumRowsFloat64(acc, rows) }
	default:
		return nil
	}
	return leaf.(func([]P, [][]C, int64, []C))
}

// sameAddRow returns the add of two partial rows.
func sameAddRow[P Real]() func(l, r []P) {
	_, add := sumKernels[P, P]()
	return func(l, r []P) { add(l, r) }
}

// sumLeafGo sums x in P: pairwise as NumPy for floats, in order for
// integers (exact, wrapping).
func sumLeafGo[C, P Real](x []C) P {
	var p P
	if isFloat[P]() {
		return pairwiseGo[C, P](x)
	}
	for _, v := range x {
		p += P(v)
	}
	return p
}

// isFloat reports whether T is a float type.
func isFloat[T Real]() bool {
	var half T = 1
	half /= 2
	return half != 0
}

// pairwiseGo is NumPy's pairwise_sum, in P: leaves of up to 128
// elements add into eight partial sums; longer runs split in two at a
// multiple of 8 near their middle.
func pairwiseGo[C, P Real](a []C) P {
	n := len(a)
	if n > 128 {
		n2 := n / 2
		n2 -= n2 % 8
		return pairwiseGo[C, P](a[:n2]) + pairwiseGo[C, P](a[n2:])
	}
	if n < 8 {
		var res P
		for _, v := range a {
			res += P(v)
		}
		return res
	}
	var r [8]P
	for j := range r {
		r[j] = P(a[j])
	}
	i := 8
	for ; i < n-n%8; i += 8 {
		for j := range r {
			r[j] += P(a[i+j])
		}
	}
	res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
	for ; i < n; i++ {
		res += P(a[i])
	}
	return res
}

// pairwiseComplex is NumPy's pairwise sum of complex numbers
// (CFLOAT_pairwise_sum): the real and imaginary parts summed as one run
// of 2n floats, four complex numbers to a step of eight partial sums.
func pairwiseComplex[C Complex](a []C) C {
	n := 2 * len(a) // floats, as NumPy counts
	if n > 128 {
		n2 := n / 2
		n2 -= n2 % 8
		return pairwiseComplex(a[:n2/2]) + pairwiseComplex(a[n2/2:])
	}
	if n < 8 {
		var res C
		for _, v := range a {
			res += v
		}
		return res
	}
	var r [4]C
	copy(r[:], a[:4])
	i := 4
	for ; i < len(a)-len(a)%4; i += 4 {
		for j := range r {
			r[j] += a[i+j]
		}
	}
	res := (r[0] + r[1]) + (r[2] + r[3])
	for ; i < len(a); i++ {
		res += a[i]
	}
	return res
}
