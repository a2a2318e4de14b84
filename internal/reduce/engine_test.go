package reduce

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/compute"
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
	"github.com/stretchr/testify/require"
)

// randomLayout returns a view of random dims over fresh storage: strided,
// flipped or permuted at random, with an offset.
func randomLayout(rng *rand.Rand, maxRank int, maxDim int64) (nd.Layout, int64) {
	rank := rng.IntN(maxRank + 1)
	dims := make([]int64, rank)
	for i := range dims {
		dims[i] = rng.Int64N(maxDim + 1)
		if rng.IntN(4) == 0 {
			dims[i] = 1
		}
	}
	// storage strides: row-major over dims scaled by steps 1..3
	strides := make([]int64, rank)
	span := int64(1)
	for i := rank - 1; i >= 0; i-- {
		step := int64(1 + rng.IntN(2))
		strides[i] = span * step
		span *= max(dims[i], 1) * step
	}
	off := int64(0)
	for i := range dims {
		if rng.IntN(3) == 0 && dims[i] > 0 { // flip
			off += (dims[i] - 1) * strides[i]
			strides[i] = -strides[i]
		}
		if rng.IntN(8) == 0 { // broadcast
			strides[i] = 0
		}
	}
	perm := rng.Perm(rank)
	l := nd.Layout{Dims: make([]int64, rank), Strides: make([]int64, rank), Offset: off}
	for i, p := range perm {
		l.Dims[i], l.Strides[i] = dims[p], strides[p]
	}
	return l, span
}

// naive reduces with f over the reduced axes in row-major order of the
// array, calling f(out, flatReducedIndex, value).
func naive(l nd.Layout, red []bool, f func(out, k int64, v int64)) {
	rank := len(l.Dims)
	coord := make([]int64, rank)
	total := l.Size()
	for n := int64(0); n < total; n++ {
		rest := n
		for i := rank - 1; i >= 0; i-- {
			coord[i] = rest % l.Dims[i]
			rest /= l.Dims[i]
		}
		var out, k int64
		off := l.Offset
		for i := range rank {
			off += coord[i] * l.Strides[i]
			if red[i] {
				k = k*l.Dims[i] + coord[i]
			} else {
				out = out*l.Dims[i] + coord[i]
			}
		}
		f(out, k, off)
	}
}

func randomRed(rng *rand.Rand, rank int) []bool {
	red := make([]bool, rank)
	for i := range red {
		red[i] = rng.IntN(2) == 0
	}
	return red
}

func TestRunAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, parallel := range []int64{1 << 62, 1 << 10} {
		restore := bulk.SetParallelBytes(parallel)
		for range 600 {
			l, span := randomLayout(rng, 4, 40)
			checkAgainstNaive(t, rng, l, span, randomRed(rng, len(l.Dims)))
		}
		restore()
	}
}

// TestWideRowsAgainstNaive reduces outer axes of arrays whose kept inner
// dimension is wider than a lane of the reduction by rows (rowWidth), so
// that each row splits into several lanes, the last one partial.
func TestWideRowsAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	w := rowWidth[int64]()
	cases := []struct {
		dims, strides []int64
		red           []bool
	}{
		{[]int64{19, 2*w + 37}, []int64{2*w + 37, 1}, []bool{true, false}},
		{[]int64{3, 5, w + 1}, []int64{5 * (w + 1), w + 1, 1}, []bool{true, true, false}},
		{[]int64{7, w + 9}, []int64{2 * (w + 9), 2}, []bool{true, false}},
	}
	for _, parallel := range []int64{1 << 62, 1 << 10} {
		restore := bulk.SetParallelBytes(parallel)
		for _, c := range cases {
			l := nd.Layout{Dims: c.dims, Strides: c.strides}
			span := int64(1)
			for i, d := range c.dims {
				span += (d - 1) * c.strides[i]
			}
			checkAgainstNaive(t, rng, l, span, c.red)
		}
		restore()
	}
}

// checkAgainstNaive checks Sum of small integers, Max and ArgMax (with a
// few NaNs) of random data over l (span elements of storage), reducing
// red, against the naive loop.
func checkAgainstNaive(t *testing.T, rng *rand.Rand, l nd.Layout, span int64, red []bool) {
	t.Helper()
	data := make([]float64, span)
	idata := make([]int64, span)
	for i := range data {
		idata[i] = rng.Int64N(7) - 3
		data[i] = float64(idata[i])
		if rng.IntN(50) == 0 {
			data[i] = math.NaN()
		}
	}
	out := OutDims(l.Dims, red, false)
	lanes := int64(1)
	for _, d := range out {
		lanes *= d
	}
	count := Count(l.Dims, red)

	wantSum := make([]int64, lanes)
	wantMax := make([]float64, lanes)
	wantArg := make([]int64, lanes)
	for i := range wantMax {
		wantMax[i] = math.Inf(-1)
		wantArg[i] = -1
	}
	naive(l, red, func(o, k, off int64) {
		wantSum[o] += idata[off]
		v := data[off]
		if wantArg[o] < 0 || (!math.IsNaN(wantMax[o]) && (math.IsNaN(v) || v > wantMax[o])) {
			wantMax[o], wantArg[o] = v, k
		}
	})
	src := elementwise.View[int64]{Data: idata, Layout: l}
	gotSum := make([]int64, lanes)
	Run(gotSum, source[int64, int64](src, nil), red, Sum[int64, int64](), nil, true)
	require.Equal(t, wantSum, gotSum, "sum %v %v", l, red)

	fsrc := Source[float64, float64]{Data: data, Layout: l}
	if count > 0 {
		gotMax := make([]float64, lanes)
		Run(gotMax, fsrc, red, Max[float64](), nil, true)
		gotArg := make([]int64, lanes)
		Run(gotArg, fsrc, red, ArgMax[float64](), nil, false)
		for i := range lanes {
			if math.IsNaN(wantMax[i]) {
				require.True(t, math.IsNaN(gotMax[i]))
			} else {
				require.Equal(t, wantMax[i], gotMax[i], "max %v %v", l, red)
			}
		}
		require.Equal(t, wantArg, gotArg, "argmax %v %v", l, red)
	}
}

// TestFloatSumsSameBitsForAnyWorkers checks the bits of long float sums
// along every layout do not depend on the number of workers.
func TestFloatSumsSameBitsForAnyWorkers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	data := make([]float32, 1<<21)
	for i := range data {
		data[i] = float32(rng.NormFloat64() * math.Exp(rng.NormFloat64()*4))
	}
	cases := []struct {
		dims, strides []int64
		red           []bool
	}{
		{[]int64{1 << 21}, []int64{1}, []bool{true}},
		{[]int64{1 << 20}, []int64{2}, []bool{true}},
		{[]int64{4096, 512}, []int64{512, 1}, []bool{true, false}},
		{[]int64{4096, 512}, []int64{512, 1}, []bool{false, true}},
		{[]int64{65536, 20}, []int64{32, 1}, []bool{true, false}},
		{[]int64{512, 4096}, []int64{1, 512}, []bool{true, true}},
	}
	for _, c := range cases {
		l := nd.Layout{Dims: c.dims, Strides: c.strides}
		lanes := int64(1)
		for i, d := range c.dims {
			if !c.red[i] {
				lanes *= d
			}
		}
		src := Source[float32, float32]{Data: data, Layout: l}
		serial := make([]float32, lanes)
		restore := bulk.SetParallelBytes(1 << 62)
		Run(serial, src, c.red, Sum[float32, float32](), nil, true)
		restore()
		for _, workers := range []int{2, 3, 4} {
			prev := nd.SetBulkWorkers(workers)
			restore := bulk.SetParallelBytes(1 << 12)
			got := make([]float32, lanes)
			Run(got, src, c.red, Sum[float32, float32](), nil, true)
			restore()
			nd.SetBulkWorkers(prev)
			for i := range got {
				require.Equal(t, math.Float32bits(serial[i]), math.Float32bits(got[i]), "%v workers %d", c, workers)
			}
		}
	}
}

// TestSameBitsAtEveryLevel checks that the reductions give the same bits
// with each kernel variant the CPU has (AVX-512, AVX2, the Go twins).
func TestSameBitsAtEveryLevel(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	data := make([]float32, 300*1000)
	for i := range data {
		data[i] = float32(rng.NormFloat64() * math.Exp(rng.NormFloat64()*3))
		if rng.IntN(10000) == 0 {
			data[i] = float32(math.NaN())
		}
	}
	l := nd.RowMajor(300, 1000)
	src := Source[float32, float32]{Data: data, Layout: l}
	run := func() [][]float32 {
		var outs [][]float32
		for _, red := range [][]bool{{true, true}, {true, false}, {false, true}} {
			n := Count(l.Dims, invert(red))
			sum, mx, mn, v := make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
			Run(sum, src, red, Sum[float32, float32](), nil, true)
			Run(mx, src, red, Max[float32](), nil, true)
			Run(mn, src, red, Min[float32](), nil, true)
			m := make([]float32, n)
			Run(m, src, red, Mean[float32](), nil, true)
			Run(v, src, red, Var[float32](1), m, true)
			outs = append(outs, sum, mx, mn, v)
		}
		return outs
	}
	restore := compute.SetLevel(compute.Go)
	want := run()
	restore()
	for _, level := range compute.Levels() {
		restore := compute.SetLevel(level)
		got := run()
		restore()
		for i := range want {
			for j := range want[i] {
				w, g := want[i][j], got[i][j]
				if math.IsNaN(float64(w)) {
					require.True(t, math.IsNaN(float64(g)), "level %v result %d[%d]", level, i, j)
					continue
				}
				require.Equal(t, math.Float32bits(w), math.Float32bits(g), "level %v result %d[%d]", level, i, j)
			}
		}
	}
}

// TestRowLeafSameBitsAsRowByRow checks that the leaf kernels of Sum and
// Var (RowLeaf, all of a leaf's rows at once) give the bits of RowFirst
// and RowAdd row by row, for any number of rows and leaves, widths that
// split into lanes and both float types.
func TestRowLeafSameBitsAsRowByRow(t *testing.T) {
	checkRowLeaf[float32](t)
	checkRowLeaf[float64](t)
}

func checkRowLeaf[T float32 | float64](t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	w := rowWidth[T]()
	for _, dims := range [][]int64{{1, 5}, {7, 33}, {8, 16}, {9, 100}, {17, 3}, {64, 250}, {70, w + 19}, {3, 5, 41}} {
		l := nd.RowMajor(dims...)
		data := make([]T, l.Size())
		for i := range data {
			data[i] = T(rng.NormFloat64() * math.Exp(rng.NormFloat64()*3))
		}
		red := make([]bool, len(dims))
		for i := range red[:len(red)-1] {
			red[i] = true
		}
		src := Source[T, T]{Data: data, Layout: l}
		// run returns the sum, mean and variance, by leaves of rows or not.
		run := func(leaves bool) [3][]T {
			sum, mean, v := Sum[T, T](), Mean[T](), Var[T](0)
			require.NotNil(t, sum.RowLeaf)
			require.NotNil(t, v.RowLeaf)
			if !leaves {
				sum.RowLeaf, mean.RowLeaf, v.RowLeaf = nil, nil, nil
			}
			n := dims[len(dims)-1]
			out := [3][]T{make([]T, n), make([]T, n), make([]T, n)}
			Run(out[0], src, red, sum, nil, true)
			Run(out[1], src, red, mean, nil, true)
			Run(out[2], src, red, v, out[1], true)
			return out
		}
		require.Equal(t, run(false), run(true), "%v", dims)
	}
}
