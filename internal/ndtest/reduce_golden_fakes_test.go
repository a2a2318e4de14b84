package ndtest

import (
	"cmp"
	"math"
	"slices"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// Fake reductions, scans and sorts for the reduction driver's own test,
// written as plain loops over ToSlice, with the library's argument checks.

// fakeReduced returns which of rank dimensions the axes name (none: all),
// panicking as the library must on an axis out of range or repeated.
func fakeReduced(rank int, axes []int) []bool {
	red := make([]bool, rank)
	for i := range red {
		red[i] = len(axes) == 0
	}
	for _, a := range axes {
		i := a
		if i < 0 {
			i += rank
		}
		if i < 0 || i >= rank {
			panic(nd.Errorf(nd.ErrAxisOutOfRange, "fake: axis %d out of range for rank %d", a, rank))
		}
		if red[i] {
			panic(nd.Errorf(nd.ErrArgument, "fake: axis %d repeated", a))
		}
		red[i] = true
	}
	return red
}

// fakeGroups splits xs (row-major in dims) into the groups each output
// element reduces, each in row-major order of the reduced axes, and
// returns the reduced and keep-dims shapes and the reduced count.
func fakeGroups[T any](dims []int64, xs []T, red []bool) (groups [][]T, out, keep []int64, n int) {
	nOut, n := 1, 1
	for i, d := range dims {
		if red[i] {
			keep = append(keep, 1)
			n *= int(d)
		} else {
			out = append(out, d)
			keep = append(keep, d)
			nOut *= int(d)
		}
	}
	groups = make([][]T, nOut)
	coords := make([]int64, len(dims))
	for _, x := range xs {
		pos := 0
		for i, d := range dims {
			if !red[i] {
				pos = pos*int(d) + int(coords[i])
			}
		}
		groups[pos] = append(groups[pos], x)
		for k := len(dims) - 1; k >= 0; k-- {
			if coords[k]++; coords[k] < dims[k] {
				break
			}
			coords[k] = 0
		}
	}
	return groups, out, keep, n
}

// fakeWrite writes vals into dst after the library's dst checks.
func fakeWrite[R any, D nd.Array[R, D]](dst D, vals []R, shapes ...[]int64) {
	if dst.ReadOnly() {
		panic(nd.Errorf(nd.ErrReadOnly, "fake: dst is read-only"))
	}
	dims := dst.Shape().Dims()
	if !slices.ContainsFunc(shapes, func(s []int64) bool { return slices.Equal(s, dims) }) {
		panic(nd.Errorf(nd.ErrShape, "fake: dst shape %v, want one of %v", dims, shapes))
	}
	dst.Write(vals)
}

// newWith returns a new D of dims holding vals.
func newWith[R any, D nd.Array[R, D]](dims []int64, vals []R) D {
	var d D
	d = d.New(nd.ShapeOf(dims...))
	d.Write(vals)
	return d
}

// fakeReduceCore reduces a over axes with f (given ddof), refusing an
// empty reduced set when nonEmpty.
func fakeReduceCore[T, R any, A nd.Array[T, A]](a A, ddof int, axes []int, f func(xs []T, ddof int) R,
	nonEmpty bool) (vals []R, out, keep []int64) {
	dims := a.Shape().Dims()
	groups, out, keep, n := fakeGroups(dims, a.ToSlice(), fakeReduced(len(dims), axes))
	if nonEmpty && n == 0 {
		panic(nd.Errorf(nd.ErrArgument, "fake: reduction over an empty set"))
	}
	vals = make([]R, len(groups))
	for i, g := range groups {
		vals[i] = f(g, ddof)
	}
	return vals, out, keep
}

// addFakeReduce puts Op, OpKeepDims and OpInto of the reduction f into ops.
func addFakeReduce[T, R any, A nd.Array[T, A], D nd.Array[R, D]](ops map[string]any, name string, f func(xs []T) R,
	nonEmpty bool) {
	g := func(xs []T, _ int) R { return f(xs) }
	ops[name] = func(a A, axes ...int) D {
		v, out, _ := fakeReduceCore(a, 0, axes, g, nonEmpty)
		return newWith[R, D](out, v)
	}
	ops[name+"KeepDims"] = func(a A, axes ...int) D {
		v, _, keep := fakeReduceCore(a, 0, axes, g, nonEmpty)
		return newWith[R, D](keep, v)
	}
	ops[name+"Into"] = func(dst D, a A, axes ...int) {
		v, out, keep := fakeReduceCore(a, 0, axes, g, nonEmpty)
		fakeWrite(dst, v, out, keep)
	}
}

// addFakeVar puts Op, OpKeepDims and OpInto of the ddof reduction f into
// ops.
func addFakeVar[T, R any, A nd.Array[T, A], D nd.Array[R, D]](ops map[string]any, name string, f func(xs []T, ddof int) R) {
	ops[name] = func(a A, ddof int, axes ...int) D {
		v, out, _ := fakeReduceCore(a, ddof, axes, f, false)
		return newWith[R, D](out, v)
	}
	ops[name+"KeepDims"] = func(a A, ddof int, axes ...int) D {
		v, _, keep := fakeReduceCore(a, ddof, axes, f, false)
		return newWith[R, D](keep, v)
	}
	ops[name+"Into"] = func(dst D, a A, ddof int, axes ...int) {
		v, out, keep := fakeReduceCore(a, ddof, axes, f, false)
		fakeWrite(dst, v, out, keep)
	}
}

// addFakeAxis puts Op and OpInto of f, applied to each lane along an axis,
// into ops; sortLike refuses a 0-d input with nd.ErrArgument.
func addFakeAxis[T, R any, A nd.Array[T, A], D nd.Array[R, D]](ops map[string]any, name string, f func(xs []T) []R,
	sortLike bool) {
	into := func(dst D, a A, axis int) {
		dims := a.Shape().Dims()
		rank := len(dims)
		if sortLike && rank == 0 {
			panic(nd.Errorf(nd.ErrArgument, "fake: %s of a 0-d array", name))
		}
		i := axis
		if i < 0 {
			i += rank
		}
		if i < 0 || i >= rank {
			panic(nd.Errorf(nd.ErrAxisOutOfRange, "fake: axis %d out of range for rank %d", axis, rank))
		}
		perm := make([]int, 0, rank)
		for k := range rank {
			if k != i {
				perm = append(perm, k)
			}
		}
		perm = append(perm, i)
		xs := a.Transpose(perm...).ToSlice()
		n := int(dims[i])
		vals := make([]R, 0, len(xs))
		for k := 0; n > 0 && k < len(xs); k += n {
			vals = append(vals, f(xs[k:k+n])...)
		}
		if dst.ReadOnly() {
			panic(nd.Errorf(nd.ErrReadOnly, "fake: dst is read-only"))
		}
		if !slices.Equal(dst.Shape().Dims(), dims) {
			panic(nd.Errorf(nd.ErrShape, "fake: dst shape %v, want %v", dst.Shape().Dims(), dims))
		}
		dst.Transpose(perm...).Write(vals)
	}
	ops[name] = func(a A, axis int) D {
		var d D
		dst := d.New(a.Shape())
		into(dst, a, axis)
		return dst
	}
	ops[name+"Into"] = into
}

// addFakeTopK puts TopK and TopKInto into ops: the k first elements of
// each last-axis lane in the stable order of before.
func addFakeTopK[T any, A nd.Array[T, A]](ops map[string]any, before func(x, y T) bool) {
	core := func(a A, k int) ([]T, []int64, []int64) {
		dims := a.Shape().Dims()
		if len(dims) == 0 || k < 0 || int64(k) > dims[len(dims)-1] {
			panic(nd.Errorf(nd.ErrArgument, "fake: TopK k %d of shape %v", k, dims))
		}
		n := int(dims[len(dims)-1])
		out := append(slices.Clone(dims[:len(dims)-1]), int64(k))
		xs := a.ToSlice()
		var vals []T
		var idx []int64
		for r := 0; n > 0 && r < len(xs); r += n {
			row := xs[r : r+n]
			ids := make([]int64, n)
			for i := range ids {
				ids[i] = int64(i)
			}
			slices.SortStableFunc(ids, func(i, j int64) int {
				switch {
				case before(row[i], row[j]):
					return -1
				case before(row[j], row[i]):
					return 1
				}
				return 0
			})
			for _, i := range ids[:k] {
				vals = append(vals, row[i])
				idx = append(idx, i)
			}
		}
		return vals, idx, out
	}
	ops["TopK"] = func(a A, k int) (A, *ndint64.NdArray) {
		v, i, out := core(a, k)
		return newWith[T, A](out, v), newWith[int64, *ndint64.NdArray](out, i)
	}
	ops["TopKInto"] = func(vals A, idx *ndint64.NdArray, a A, k int) {
		v, i, out := core(a, k)
		fakeWrite(vals, v, out)
		fakeWrite(idx, i, out)
	}
}

// fakeSort and fakeArgSort sort a lane stably by cmp.
func fakeSort[T any](c func(x, y T) int) func(xs []T) []T {
	return func(xs []T) []T {
		out := slices.Clone(xs)
		slices.SortStableFunc(out, c)
		return out
	}
}

func fakeArgSort[T any](c func(x, y T) int) func(xs []T) []int64 {
	return func(xs []T) []int64 {
		ids := make([]int64, len(xs))
		for i := range ids {
			ids[i] = int64(i)
		}
		slices.SortStableFunc(ids, func(i, j int64) int { return c(xs[i], xs[j]) })
		return ids
	}
}

// nanLast orders floats with NaN after everything (NumPy's sort).
func nanLast[F ~float32 | ~float64](x, y F) int {
	switch xn, yn := x != x, y != y; {
	case xn && yn:
		return 0
	case xn:
		return 1
	case yn:
		return -1
	}
	return cmp.Compare(x, y)
}

// nanFirstDesc: x ranks before y in TopK (greater; NaN greatest).
func nanFirstDesc[F ~float32 | ~float64](x, y F) bool {
	return (x != x && y == y) || x > y
}

// pairwise is NumPy's pairwise_sum in the precision of F: 8 accumulators
// over leaves of up to 128, halves split at multiples of 8.
func pairwise[F ~float32 | ~float64](xs []F) F {
	n := len(xs)
	switch {
	case n < 8:
		var r F
		for _, x := range xs {
			r += x
		}
		return r
	case n <= 128:
		var r [8]F
		copy(r[:], xs[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := range 8 {
				r[j] += xs[i+j]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += xs[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwise(xs[:n2]) + pairwise(xs[n2:])
}

// numpySum is NumPy's float sum: the identity plus the pairwise sum.
func numpySum[F ~float32 | ~float64](xs []F) F { return 0 + pairwise(xs) }

// numpyMean is NumPy's float mean: the sum divided by n, in F.
func numpyMean[F ~float32 | ~float64](xs []F) F { return numpySum(xs) / F(len(xs)) }

// widen converts floats to float64.
func widen[F ~float32 | ~float64](xs []F) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(x)
	}
	return out
}

// variance is the two-pass variance in float64 with pairwise sums,
// divided by max(n-ddof, 0) as NumPy does.
func variance(xs []float64, ddof int) float64 {
	mean := numpyMean(xs)
	d2 := mapTo(xs, func(x float64) float64 { return (x - mean) * (x - mean) })
	return numpySum(d2) / float64(max(len(xs)-ddof, 0))
}

// logSumExp is scipy's logsumexp in float64 (-Inf of nothing).
func logSumExp(xs []float64) float64 {
	if len(xs) == 0 {
		return math.Inf(-1)
	}
	m := slices.Max(xs)
	if math.IsInf(m, 0) || m != m {
		m = 0
	}
	s := 0.0
	for _, x := range xs {
		s += math.Exp(x - m)
	}
	return math.Log(s) + m
}

// softmax is tf.nn.softmax (log: log_softmax) of a lane, in float64.
func softmax(xs []float64, log bool) []float64 {
	m := math.Inf(-1)
	for _, x := range xs {
		if x > m || x != x {
			m = x
		}
	}
	s := 0.0
	for _, x := range xs {
		s += math.Exp(x - m)
	}
	out := make([]float64, len(xs))
	for i, x := range xs {
		if log {
			out[i] = (x - m) - math.Log(s)
		} else {
			out[i] = math.Exp(x-m) / s
		}
	}
	return out
}

// extremeIndex is NumPy's argmin/argmax: the first NaN, else the first
// element that no later one beats.
func extremeIndex[F ~float32 | ~float64](xs []F, beats func(x, y F) bool) int64 {
	best := 0
	for i, x := range xs {
		if x != x {
			return int64(i)
		}
		if beats(x, xs[best]) {
			best = i
		}
	}
	return int64(best)
}

// extreme is NumPy's min/max: NaN propagates.
func extreme[F ~float32 | ~float64](xs []F, beats func(x, y F) bool) F {
	return xs[extremeIndex(xs, beats)]
}

func less[T cmp.Ordered](x, y T) bool    { return x < y }
func greater[T cmp.Ordered](x, y T) bool { return x > y }

// mapTo converts a lane with f.
func mapTo[T, R any](xs []T, f func(T) R) []R {
	out := make([]R, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// cumulative is the running op of a lane, in R.
func cumulative[T, R any](xs []T, f func(acc R, x T) R, init R) []R {
	out := make([]R, len(xs))
	acc := init
	for i, x := range xs {
		acc = f(acc, x)
		out[i] = acc
	}
	return out
}

// countIf counts a lane's elements for which f holds.
func countIf[T any](xs []T, f func(T) bool) int64 {
	n := int64(0)
	for _, x := range xs {
		if f(x) {
			n++
		}
	}
	return n
}
