package reduce

import "github.com/ndgo/ndarray/asm/compute"

// Max returns the maximum over the reduced axes: NaN if any element is
// NaN, and +0 rather than -0 where they tie (callers reject an empty
// reduction first: see NonEmpty).
func Max[C Real]() *Op[C, C, C] { return extreme[C](true) }

// Min returns the minimum over the reduced axes: NaN if any element is
// NaN, and -0 rather than +0 where they tie.
func Min[C Real]() *Op[C, C, C] { return extreme[C](false) }

func extreme[C Real](isMax bool) *Op[C, C, C] {
	pick := func(l, r C) C { return better(l, r, isMax) }
	return &Op[C, C, C]{
		Leaf:     extremeLeaf[C](isMax),
		Combine:  pick,
		Finish:   func(p C, _ int64, _ C) C { return p },
		RowFirst: func(acc, row []C, _ int64, _ []C) { copy(acc, row) },
		RowAdd: func(acc, row []C, _ int64, _ []C) {
			for j, v := range row {
				acc[j] = pick(acc[j], v)
			}
		},
		RowCombine: func(l, r []C) {
			for j, v := range r {
				l[j] = pick(l[j], v)
			}
		},
	}
}

// better returns the greater of l and r (the lesser unless isMax): a NaN
// if either is, and +0 (-0 for the lesser) where they are zeros.
func better[C Real](l, r C, isMax bool) C {
	switch {
	case isNaN(l):
		return l
	case isNaN(r):
		return r
	case l == r:
		if signbit(l) == isMax {
			return r
		}
		return l
	case (r > l) == isMax:
		return r
	}
	return l
}

// extremeLeaf returns the leaf of Max (Min unless isMax): the assembly
// kernel where asm/compute has one.
func extremeLeaf[C Real](isMax bool) func(x []C, _ int64, _ C) C {
	var k any
	var zero C
	switch any(zero).(type) {
	case float32:
		k = pickKernel(isMax, compute.MaxFloat32, compute.MinFloat32)
	case float64:
		k = pickKernel(isMax, compute.MaxFloat64, compute.MinFloat64)
	case int32:
		k = pickKernel(isMax, compute.MaxInt32, compute.MinInt32)
	case int64:
		k = pickKernel(isMax, compute.MaxInt64, compute.MinInt64)
	case uint8:
		k = pickKernel(isMax, compute.MaxUint8, compute.MinUint8)
	}
	if f, ok := k.(func([]C) C); ok {
		return func(x []C, _ int64, _ C) C { return f(x) }
	}
	return func(x []C, _ int64, _ C) C {
		p := x[0]
		for _, v := range x[1:] {
			p = better(p, v, isMax)
		}
		return p
	}
}

func pickKernel[F any](isMax bool, max, min F) F {
	if isMax {
		return max
	}
	return min
}

// An arg is a partial of ArgMax or ArgMin: the best value so far and its
// position.
type arg[C any] struct {
	v C
	i int64
}

// ArgMax returns the position of the first maximum in each output
// element's sequence, or of its first NaN.
func ArgMax[C Real]() *Op[C, arg[C], int64] { return argExtreme[C](true) }

// ArgMin returns the position of the first minimum, or of the first NaN.
func ArgMin[C Real]() *Op[C, arg[C], int64] { return argExtreme[C](false) }

func argExtreme[C Real](isMax bool) *Op[C, arg[C], int64] {
	// beats reports whether v, later in the sequence, replaces the best b.
	beats := func(v, b C) bool {
		if isNaN(b) {
			return false
		}
		if isNaN(v) {
			return true
		}
		return (v > b && isMax) || (v < b && !isMax)
	}
	find := argKernel[C](isMax, beats)
	return &Op[C, arg[C], int64]{
		Leaf: func(x []C, start int64, _ C) arg[C] {
			best := find(x)
			return arg[C]{x[best], start + int64(best)}
		},
		Combine: func(l, r arg[C]) arg[C] {
			if beats(r.v, l.v) {
				return r
			}
			return l
		},
		Finish: func(p arg[C], _ int64, _ C) int64 { return p.i },
		RowFirst: func(acc []arg[C], row []C, start int64, _ []C) {
			for j, v := range row {
				acc[j] = arg[C]{v, start}
			}
		},
		RowAdd: func(acc []arg[C], row []C, start int64, _ []C) {
			for j, v := range row {
				if beats(v, acc[j].v) {
					acc[j] = arg[C]{v, start}
				}
			}
		},
		RowCombine: func(l, r []arg[C]) {
			for j, v := range r {
				if beats(v.v, l[j].v) {
					l[j] = v
				}
			}
		},
	}
}

// Any reports whether any element of the sequence is nonzero (NaN is).
func Any[C comparable]() *Op[C, bool, bool] {
	return &Op[C, bool, bool]{
		Leaf: func(x []C, _ int64, _ C) bool {
			for _, v := range x {
				if nonzero(v) {
					return true
				}
			}
			return false
		},
		Combine: func(l, r bool) bool { return l || r },
		Finish:  func(p bool, _ int64, _ C) bool { return p },
	}
}

// All reports whether every element of the sequence is nonzero.
func All[C comparable]() *Op[C, bool, bool] {
	return &Op[C, bool, bool]{
		Leaf: func(x []C, _ int64, _ C) bool {
			for _, v := range x {
				if !nonzero(v) {
					return false
				}
			}
			return true
		},
		Combine: func(l, r bool) bool { return l && r },
		Empty:   true,
		Finish:  func(p bool, _ int64, _ C) bool { return p },
	}
}

// CountNonzero counts the nonzero elements of the sequence.
func CountNonzero[C comparable]() *Op[C, int64, int64] {
	return &Op[C, int64, int64]{
		Leaf: func(x []C, _ int64, _ C) int64 {
			n := int64(0)
			for _, v := range x {
				if nonzero(v) {
					n++
				}
			}
			return n
		},
		Combine: func(l, r int64) int64 { return l + r },
		Finish:  func(p int64, _ int64, _ C) int64 { return p },
		RowFirst: func(acc []int64, row []C, _ int64, _ []C) {
			for j, v := range row {
				acc[j] = 0
				if nonzero(v) {
					acc[j] = 1
				}
			}
		},
		RowAdd: func(acc []int64, row []C, _ int64, _ []C) {
			for j, v := range row {
				if nonzero(v) {
					acc[j]++
				}
			}
		},
		RowCombine: addRowGo[int64],
	}
}

// argKernel returns the position of the first best element of a leaf:
// the assembly kernel where asm/compute has one, else a Go loop.
func argKernel[C Real](isMax bool, beats func(v, b C) bool) func(x []C) int {
	var k any
	var zero C
	switch any(zero).(type) {
	case float32:
		k = pickKernel(isMax, compute.ArgMaxFloat32, compute.ArgMinFloat32)
	case float64:
		k = pickKernel(isMax, compute.ArgMaxFloat64, compute.ArgMinFloat64)
	case int32:
		k = pickKernel(isMax, compute.ArgMaxInt32, compute.ArgMinInt32)
	case int64:
		k = pickKernel(isMax, compute.ArgMaxInt64, compute.ArgMinInt64)
	case uint8:
		k = pickKernel(isMax, compute.ArgMaxUint8, compute.ArgMinUint8)
	}
	if f, ok := k.(func([]C) int); ok {
		return f
	}
	return func(x []C) int {
		best := 0
		for i, v := range x {
			if beats(v, x[best]) {
				best = i
			}
		}
		return best
	}
}
