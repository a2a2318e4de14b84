package linalg

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/compute"
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
	"github.com/stretchr/testify/require"
)

// array is a test Dst: a view with a read-only flag.
type array[T any] struct {
	v  elementwise.View[T]
	ro bool
}

func (a array[T]) Data() []T         { return a.v.Data }
func (a array[T]) Layout() nd.Layout { return a.v.Layout }
func (a array[T]) ReadOnly() bool    { return a.ro }

func newArray[T any](s nd.Shape) array[T] {
	l := nd.RowMajor(s.Dims()...)
	return array[T]{v: elementwise.View[T]{Data: make([]T, l.Size()), Layout: l}}
}

func same[T Number]() Type[T, T] { return Type[T, T]{} }

// randomView returns a view of dims over fresh storage of small integers
// (exact in any order of addition): strided, flipped, transposed or
// broadcast at random, with an offset.
func randomView(r *rand.Rand, dims []int64) elementwise.View[float64] {
	rank := len(dims)
	perm := r.Perm(rank)
	if r.IntN(2) == 0 {
		perm = nil // storage in the view's own order
	}
	stored := make([]int64, rank)
	for i := range stored {
		stored[i] = dims[i]
		if perm != nil {
			stored[i] = dims[perm[i]]
		}
	}
	steps := make([]int64, rank)
	strides := make([]int64, rank)
	span := int64(1)
	for i := rank - 1; i >= 0; i-- {
		steps[i] = int64(1 + r.IntN(2))
		strides[i] = span * steps[i]
		span *= max(stored[i], 1) * steps[i]
	}
	off := int64(r.IntN(3))
	data := make([]float64, span+off)
	for i := range data {
		data[i] = float64(r.IntN(17) - 8)
	}
	l := nd.Layout{Dims: make([]int64, rank), Strides: make([]int64, rank), Offset: off}
	for k := range rank {
		i := k
		if perm != nil {
			i = perm[k]
		}
		l.Dims[i], l.Strides[i] = stored[k], strides[k]
	}
	for i := range rank {
		if l.Dims[i] > 1 && r.IntN(4) == 0 { // flip
			l.Offset += (l.Dims[i] - 1) * l.Strides[i]
			l.Strides[i] = -l.Strides[i]
		}
	}
	return elementwise.View[float64]{Data: data, Layout: l}
}

// naiveMatMul is NumPy's matmul by its definition: the batch broadcast,
// each element the sum of its k products in order.
func naiveMatMul(a, b elementwise.View[float64]) (elementwise.View[float64], *product) {
	p := new(product)
	plan("naive", a.Layout.Dims, b.Layout.Dims, p)
	out := p.outDims()
	l := nd.RowMajor(out...)
	c := elementwise.View[float64]{Data: make([]float64, l.Size()), Layout: l}
	for bi := range size(p.batch()) {
		ma, mb, mc := matA(p, a, bi), matB(p, b, bi), matC(p, c, bi)
		for i := range p.n {
			for j := range p.m {
				s := 0.0
				for q := range p.k {
					s += ma.data[ma.at(i, q)] * mb.data[mb.at(q, j)]
				}
				mc.data[mc.at(i, j)] = s
			}
		}
	}
	return c, p
}

// values returns v's elements in row-major order.
func values[T any](v elementwise.View[T]) []T {
	l := nd.RowMajor(v.Layout.Dims...)
	d := make([]T, l.Size())
	bulk.Copy(d, l, v.Data, v.Layout)
	return d
}

// randomDims returns the shapes of a random matmul: batch dimensions
// that broadcast, vectors, and dimensions from 0 to max.
func randomDims(r *rand.Rand, maxDim int) (a, b []int64) {
	dim := func() int64 { return int64(r.IntN(maxDim + 1)) }
	n, k, m := dim(), dim(), dim()
	batch := make([]int64, r.IntN(3))
	for i := range batch {
		batch[i] = int64(1 + r.IntN(3))
	}
	a, b = append([]int64{}, batch...), append([]int64{}, batch...)
	for i := range batch {
		switch r.IntN(4) {
		case 0:
			a[i] = 1
		case 1:
			b[i] = 1
		}
	}
	if r.IntN(2) == 0 && len(b) > 0 {
		b = b[r.IntN(len(b)+1):] // fewer batch dimensions
	}
	switch r.IntN(6) {
	case 0:
		return []int64{k}, append(b, k, m)
	case 1:
		return append(a, n, k), []int64{k}
	case 2:
		return []int64{k}, []int64{k}
	}
	return append(a, n, k), append(b, k, m)
}

func TestMatMulAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 400 {
		ad, bd := randomDims(r, 9)
		a, b := randomView(r, ad), randomView(r, bd)
		want, _ := naiveMatMul(a, b)
		got := MatMul("MatMul", same[float64](), a, b, newArray[float64])
		require.Equal(t, want.Layout.Dims, got.v.Layout.Dims, "%v × %v", ad, bd)
		require.Equal(t, values(want), values(got.v), "%v × %v", ad, bd)
	}
}

// Larger products cross the block sizes and split across workers.
func TestMatMulBlocksAndWorkers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, s := range [][3]int64{{1, 300, 1}, {300, 1, 300}, {129, 257, 1030}, {260, 515, 7}, {5, 600, 300}} {
		a := randomView(r, []int64{s[0], s[1]})
		b := randomView(r, []int64{s[1], s[2]})
		want, _ := naiveMatMul(a, b)
		for _, workers := range []int{1, 2, 3} {
			prev := nd.SetBulkWorkers(workers)
			restore := bulk.SetParallelBytes(1)
			got := MatMul("MatMul", same[float64](), a, b, newArray[float64])
			restore()
			nd.SetBulkWorkers(prev)
			require.Equal(t, values(want), values(got.v), "%v workers %d", s, workers)
		}
	}
}

func TestMatMulShapeErrors(t *testing.T) {
	v := func(dims ...int64) elementwise.View[float64] {
		l := nd.RowMajor(dims...)
		return elementwise.View[float64]{Data: make([]float64, l.Size()), Layout: l}
	}
	for _, c := range []struct {
		a, b []int64
		msg  string
	}{
		{[]int64{}, []int64{3}, "shapes [] and [3]: a matrix product needs operands of at least one dimension"},
		{[]int64{2, 3}, []int64{4, 5}, "shapes [2, 3] and [4, 5] do not multiply: a has 3 columns, b has 4 rows"},
		{[]int64{3}, []int64{4}, "do not multiply"},
		{[]int64{2, 2, 3}, []int64{3, 3, 4}, "the batch dimensions do not broadcast"},
	} {
		err := nd.Try(func() { MatMul("MatMul", same[float64](), v(c.a...), v(c.b...), newArray[float64]) })
		require.True(t, errors.Is(err, nd.ErrShape), "%v", c)
		require.Contains(t, err.Error(), c.msg)
	}
	err := nd.Try(func() {
		MatMulInto("MatMulInto", same[float64](), newArray[float64](nd.ShapeOf(2, 3)), v(2, 4), v(4, 4))
	})
	require.True(t, errors.Is(err, nd.ErrShape))
	require.Contains(t, err.Error(), "dst shape [2, 3] is not the product's [2, 4]")
	ro := newArray[float64](nd.ShapeOf(2, 4))
	ro.ro = true
	err = nd.Try(func() { MatMulInto("MatMulInto", same[float64](), ro, v(2, 4), v(4, 4)) })
	require.True(t, errors.Is(err, nd.ErrReadOnly))
}

// dst may be an operand: the product is made aside.
func TestMatMulIntoAnOperand(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	a, b := randomView(r, []int64{3, 40, 40}), randomView(r, []int64{40, 40})
	want, _ := naiveMatMul(a, b)
	MatMulInto("MatMulInto", same[float64](), array[float64]{v: a}, a, b)
	require.Equal(t, values(want), values(a))
}

func TestMatMulZeroSizes(t *testing.T) {
	for _, c := range [][2][]int64{
		{{2, 0}, {0, 3}}, {{0, 4}, {4, 3}}, {{2, 4}, {4, 0}}, {{0, 2, 3}, {3, 5}}, {{0}, {0}},
	} {
		l, m := nd.RowMajor(c[0]...), nd.RowMajor(c[1]...)
		a := elementwise.View[float64]{Data: make([]float64, l.Size()), Layout: l}
		b := elementwise.View[float64]{Data: make([]float64, m.Size()), Layout: m}
		got := MatMul("MatMul", same[float64](), a, b, func(s nd.Shape) array[float64] {
			x := newArray[float64](s)
			for i := range x.v.Data {
				x.v.Data[i] = 7 // not what an empty sum gives
			}
			return x
		})
		want, _ := naiveMatMul(a, b)
		require.Equal(t, values(want), values(got.v), fmt.Sprint(c))
	}
}

// Random sizes from 1 to 300 in every dimension, on views of every kind,
// against the naive triple loop (small integers: exact in any order), at
// every kernel level the CPU has.
func TestMatMulRandomSizes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	cases := 40
	if testing.Short() || raceEnabled {
		cases = 6
	}
	for _, level := range compute.Levels() {
		restore := compute.SetLevel(level)
		for range cases {
			n, k, m := int64(1+r.IntN(300)), int64(1+r.IntN(300)), int64(1+r.IntN(300))
			a, b := randomView(r, []int64{n, k}), randomView(r, []int64{k, m})
			want, _ := naiveMatMul(a, b)
			got := MatMul("MatMul", same[float64](), a, b, newArray[float64])
			require.Equal(t, values(want), values(got.v), "%v: %d×%d × %d×%d", level, n, k, k, m)
		}
		restore()
	}
}

// MatMulInto allocates nothing on one worker: the plan lives on the
// stack, the packing buffers in a pool.
func TestMatMulIntoAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates")
	}
	defer nd.SetBulkWorkers(nd.SetBulkWorkers(1))
	r := rand.New(rand.NewPCG(11, 12))
	for _, dims := range [][2][]int64{{{30, 20}, {20, 40}}, {{3, 1, 9, 5}, {2, 5, 7}}, {{5}, {5, 6}}, {{7, 3}, {3}}} {
		a, b := randomView(r, dims[0]), randomView(r, dims[1])
		want, _ := naiveMatMul(a, b)
		dst := array[float64]{v: elementwise.View[float64]{Data: make([]float64, len(want.Data)), Layout: want.Layout}}
		var d elementwise.Dst[float64] = dst
		MatMulInto("MatMulInto", same[float64](), d, a, b) // fills the pool
		allocs := testing.AllocsPerRun(20, func() { MatMulInto("MatMulInto", same[float64](), d, a, b) })
		require.Zero(t, allocs, "%v", dims)
		require.Equal(t, values(want), values(dst.v))
	}
}

// A float product has the same bits at every kernel level and for any
// number of workers: each element's fused multiply-adds run in the order
// of k, in blocks of kc, whatever the tiles.
func TestMatMulSameBitsAtEveryLevelAndWorkerCount(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	const n, k, m = 70, 600, 90
	a, b := make([]float32, n*k), make([]float32, k*m)
	for i := range a {
		a[i] = float32(r.NormFloat64())
	}
	for i := range b {
		b[i] = float32(r.NormFloat64())
	}
	product := func() []float32 {
		return MatMul("MatMul", same[float32](), view(a, n, k), view(b, k, m), newArray[float32]).v.Data
	}
	restore := compute.SetLevel(compute.Go)
	want := product()
	restore()
	for _, level := range compute.Levels() {
		restore := compute.SetLevel(level)
		for _, workers := range []int{1, 2, 3} {
			prev := nd.SetBulkWorkers(workers)
			restoreBytes := bulk.SetParallelBytes(1)
			got := product()
			restoreBytes()
			nd.SetBulkWorkers(prev)
			require.Equal(t, want, got, "%v, %d workers", level, workers)
		}
		restore()
	}
}
