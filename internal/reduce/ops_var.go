package reduce

import (
	"math"

	"github.com/ndgo/ndarray/asm/compute"

	"github.com/ndgo/ndarray/internal/mathops"
)

// vectorKernels are the elementwise kernels of the two-pass ops.
type vectorKernels[C Float] struct {
	subVS func(d, a []C, b C)
	subVV func(d, a, b []C)
	mulVV func(d, a, b []C)
	addVV func(d, a, b []C)
	exp   func(d, a []C)
	sum   func(x []C) C
}

func newVectorKernels[C Float]() vectorKernels[C] {
	sub, mul, add, exp := mathops.Sub[C](), mathops.Mul[C](), mathops.Add[C](), mathops.Exp[C]()
	leaf, _ := sumKernels[C, C]()
	return vectorKernels[C]{
		subVS: sub.VS, subVV: sub.VV, mulVV: mul.VV, addVV: add.VV,
		exp: func(d, a []C) { exp(d, a, struct{}{}) },
		sum: leaf,
	}
}

// withTemp calls f with a buffer of n elements of C (at most Block).
func withTemp[C any, R any](n int, f func(t []C) R) R {
	s := getScratch()
	defer putScratch(s)
	s.reserve(wordsOf[C](n))
	return f(carve[C](&carver{s: s}, n))
}

// Var returns the variance of the sequence about its parameter m, the
// mean of its elements: the sum of the squared deviations (x - m)*(x - m),
// each rounded as NumPy's var rounds them, divided by max(n - ddof, 0)
// (giving Inf or NaN there, as NumPy does).
func Var[C Float](ddof int64) *Op[C, C, C] {
	k := newVectorKernels[C]()
	squares := func(d, x []C, m C) {
		k.subVS(d, x, m)
		k.mulVV(d, d, d)
	}
	leaf, addRow, rowLeaf := squaredDiffKernels[C]()
	if leaf == nil {
		leaf = func(x []C, m C) C {
			return withTemp(len(x), func(t []C) C { squares(t, x, m); return k.sum(t) })
		}
		addRow = func(acc, row, m []C) {
			withTemp(len(row), func(t []C) bool {
				k.subVV(t, row, m)
				k.mulVV(t, t, t)
				k.addVV(acc, acc, t)
				return true
			})
		}
	}
	return &Op[C, C, C]{
		Leaf:    func(x []C, _ int64, m C) C { return leaf(x, m) },
		Combine: func(l, r C) C { return l + r },
		Finish:  func(p C, n int64, _ C) C { return p / C(max(n-ddof, 0)) },
		RowFirst: func(acc, row []C, _ int64, m []C) {
			k.subVV(acc, row, m)
			k.mulVV(acc, acc, acc)
		},
		RowAdd:     func(acc, row []C, _ int64, m []C) { addRow(acc, row, m) },
		RowCombine: func(l, r []C) { k.addVV(l, l, r) },
		RowLeaf:    rowLeaf,
	}
}

// VarComplex is Var of complex numbers: the squared deviations are
// |x - m|², real, as NumPy's (x - m) * conj(x - m).
func VarComplex[C Complex, R Float](ddof int64) *Op[C, R, R] {
	sq := func(x, m C) R {
		d := complex128(x - m)
		re, im := R(real(d)), R(imag(d))
		return re*re + im*im
	}
	return &Op[C, R, R]{
		Leaf: func(x []C, _ int64, m C) R {
			return withTemp(len(x), func(t []R) R {
				for i, v := range x {
					t[i] = sq(v, m)
				}
				return pairwiseGo[R, R](t)
			})
		},
		Combine: func(l, r R) R { return l + r },
		Finish:  func(p R, n int64, _ C) R { return p / R(max(n-ddof, 0)) },
		RowFirst: func(acc []R, row []C, _ int64, m []C) {
			for j, v := range row {
				acc[j] = sq(v, m[j])
			}
		},
		RowAdd: func(acc []R, row []C, _ int64, m []C) {
			for j, v := range row {
				acc[j] += sq(v, m[j])
			}
		},
		RowCombine: addRowGo[R],
	}
}

// ExpSum returns, for LogSumExp, log(Σ exp(x - m)) + m over the sequence,
// m its parameter: the maximum of its elements, or 0 where that is not
// finite (scipy's logsumexp). The exponentials add pairwise.
func ExpSum[C Float]() *Op[C, C, C] {
	k := newVectorKernels[C]()
	exps := func(d, x []C, m C) {
		k.subVS(d, x, m)
		k.exp(d, d)
	}
	return &Op[C, C, C]{
		Leaf: func(x []C, _ int64, m C) C {
			return withTemp(len(x), func(t []C) C { exps(t, x, m); return k.sum(t) })
		},
		Combine: func(l, r C) C { return l + r },
		Finish:  func(p C, _ int64, m C) C { return C(math.Log(float64(p))) + m },
		RowFirst: func(acc, row []C, _ int64, m []C) {
			k.subVV(acc, row, m)
			k.exp(acc, acc)
		},
		RowAdd: func(acc, row []C, _ int64, m []C) {
			withTemp(len(row), func(t []C) bool {
				k.subVV(t, row, m)
				k.exp(t, t)
				k.addVV(acc, acc, t)
				return true
			})
		},
		RowCombine: func(l, r []C) { k.addVV(l, l, r) },
	}
}

// Then returns op with its results passed through f (a rounding to a
// 16-bit float, a square root).
func Then[C, P, D, E any](op *Op[C, P, D], f func(D) E) *Op[C, P, E] {
	return &Op[C, P, E]{
		Leaf: op.Leaf, Combine: op.Combine, Empty: op.Empty,
		Finish:   func(p P, n int64, m C) E { return f(op.Finish(p, n, m)) },
		RowFirst: op.RowFirst, RowAdd: op.RowAdd, RowCombine: op.RowCombine, RowLeaf: op.RowLeaf,
	}
}

// squaredDiffKernels returns the assembly kernels of Var's leaf (the
// pairwise sum of (x - m)*(x - m)), row add and leaf of rows, or nils for
// Go loops.
func squaredDiffKernels[C Float]() (leaf func(x []C, m C) C, addRow func(acc, row, m []C),
	rowLeaf func(acc []C, rows [][]C, start int64, m []C)) {
	var zero C
	switch any(zero).(type) {
	case float32:
		leaf = any(compute.PairwiseSumSquaredDiffFloat32).(func([]C, C) C)
		addRow = any(compute.AddSquaredDiffRowFloat32).(func(acc, row, m []C))
		rowLeaf = any(func(acc []float32, rows [][]float32, _ int64, m []float32) {
			compute.SquaredDiffRowsFloat32(acc, rows, m)
		}).(func([]C, [][]C, int64, []C))
	case float64:
		leaf = any(compute.PairwiseSumSquaredDiffFloat64).(func([]C, C) C)
		addRow = any(compute.AddSquaredDiffRowFloat64).(func(acc, row, m []C))
		rowLeaf = any(func(acc []float64, rows [][]float64, _ int64, m []float64) {
			compute.SquaredDiffRowsFloat64(acc, rows, m)
		}).(func([]C, [][]C, int64, []C))
	}
	return leaf, addRow, rowLeaf
}
