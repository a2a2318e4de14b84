package reduce

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// FuzzEngine checks the reductions of the kernel sets (what the dtype
// packages run) against plain Go loops over the array's coordinates, on
// random views (strided, flipped, permuted, broadcast, with size-0 and
// size-1 dimensions, rank 0 to 4, or long ones of rank 1 or 2 that take
// several leaves), random axes, with and without kept dimensions, on one
// worker or split across two: Sum, Max, Min, ArgMax, ArgMin, Any, All,
// CountNonzero, Mean and Var of float32, float64, int32 and uint8. Float
// sums, means and variances compare within a tolerance, everything else
// exactly (and zeros by sign: Max prefers +0, Min -0).
func FuzzEngine(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, uint8(seed), uint8(seed%2))
	}
	f.Add(uint64(99), uint8(7), uint8(1)) // long
	f.Fuzz(func(t *testing.T, seed uint64, shape, workers uint8) {
		rng := rand.New(rand.NewPCG(seed, uint64(shape)<<8|uint64(workers)))
		var l nd.Layout
		var span int64
		if shape%8 == 7 { // long: several leaves of elements or rows
			l, span = randomLayout(rng, 2, 300)
		} else {
			l, span = randomLayout(rng, 4, 7)
		}
		if workers%2 == 1 {
			defer nd.SetBulkWorkers(nd.SetBulkWorkers(2))
			defer bulk.SetParallelBytes(64)()
		} else {
			defer nd.SetBulkWorkers(nd.SetBulkWorkers(1))
		}
		red := randomRed(rng, len(l.Dims))
		axes := axesOf(rng, red)
		keep := rng.IntN(2) == 0
		ddof := rng.IntN(3)
		c := engineCase{l: l, red: red, axes: axes, keep: keep, ddof: ddof}
		special := rng.IntN(3) == 0 // NaNs, infinities and signed zeros
		switch seed % 4 {
		case 0:
			checkFloats(t, c, fuzzFloats[float32](rng, span, special), NewFloatKernels[float32](), 1e-5)
		case 1:
			checkFloats(t, c, fuzzFloats[float64](rng, span, special), NewFloatKernels[float64](), 1e-12)
		case 2:
			data := make([]int32, span)
			for i := range data {
				data[i] = int32(rng.Uint32())
				if rng.IntN(2) == 0 {
					data[i] = int32(rng.IntN(7) - 3)
				}
			}
			checkInts(t, c, data, NewIntKernels[int32, int64]())
		case 3:
			data := make([]uint8, span)
			for i := range data {
				data[i] = uint8(rng.UintN(256))
				if rng.IntN(2) == 0 {
					data[i] = uint8(rng.IntN(3))
				}
			}
			checkInts(t, c, data, NewIntKernels[uint8, uint64]())
		}
	})
}

// An engineCase is a reduction of a view: red as axes (all of them when
// every dimension is reduced: maybe none given), keep and Var's ddof.
type engineCase struct {
	l    nd.Layout
	red  []bool
	axes []int
	keep bool
	ddof int
}

func (c engineCase) String() string {
	return fmt.Sprintf("dims %v strides %v offset %d axes %v keep %v ddof %d",
		c.l.Dims, c.l.Strides, c.l.Offset, c.axes, c.keep, c.ddof)
}

// axesOf returns the axes of red, some counting from the end, shuffled;
// none at random where every dimension is reduced. A rank with no
// reduced dimension reduces them all instead (no axes means all).
func axesOf(rng *rand.Rand, red []bool) []int {
	var axes []int
	for i, r := range red {
		if r {
			a := i
			if rng.IntN(2) == 0 {
				a -= len(red)
			}
			axes = append(axes, a)
		}
	}
	if len(axes) == len(red) && rng.IntN(2) == 0 || len(axes) == 0 {
		for i := range red {
			red[i] = true
		}
		return nil
	}
	rng.Shuffle(len(axes), func(i, j int) { axes[i], axes[j] = axes[j], axes[i] })
	return axes
}

func fuzzFloats[T Float](rng *rand.Rand, span int64, special bool) []T {
	data := make([]T, span)
	for i := range data {
		data[i] = T(math.Round(rng.NormFloat64()*8) / 4)
		if special && rng.IntN(16) == 0 {
			data[i] = T([]float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0}[rng.IntN(5)])
		}
	}
	return data
}

// fakeDst is a row-major result array: a Dst without the dtype packages'
// non-copying accessors (target's other path).
type fakeDst[D any] struct {
	data []D
	l    nd.Layout
}

func (f *fakeDst[D]) Data() []D         { return f.data }
func (f *fakeDst[D]) Layout() nd.Layout { return f.l }
func (f *fakeDst[D]) ReadOnly() bool    { return false }

func newFake[D any](s nd.Shape) *fakeDst[D] {
	return wrapFake(s, make([]D, s.Size()))
}

// wrapFake is a fakeDst of shape s over data, as a dtype package's Wrap.
func wrapFake[D any](s nd.Shape, data []D) *fakeDst[D] {
	return &fakeDst[D]{data, nd.RowMajor(s.Dims()...)}
}

// reduceBoth runs k with Reduce, and with ReduceInto, and checks they
// agree; it returns nil
// (and checks that both panic) where the reduced axes are empty and k
// needs elements.
func reduceBoth[S, C, P any, D comparable](t *testing.T, c engineCase, name string, data []S, k Kernel[S, C, P, D]) []D {
	t.Helper()
	src := elementwise.View[S]{Data: data, Layout: c.l}
	if k.NeedsElements && Count(c.l.Dims, c.red) == 0 {
		if nd.Try(func() { Reduce(name, src, c.axes, c.keep, k, wrapFake[D]) }) == nil {
			t.Fatalf("%s %v: no panic on an empty reduction", name, c)
		}
		return nil
	}
	got := Reduce(name, src, c.axes, c.keep, k, wrapFake[D]).data
	into := newFake[D](nd.ShapeOf(OutDims(c.l.Dims, c.red, c.keep)...))
	ReduceInto(name, into, src, c.axes, k)
	for i := range got {
		if got[i] != into.data[i] && got[i] == got[i] {
			t.Fatalf("%s %v: Reduce %v, ReduceInto %v at %d", name, c, got[i], into.data[i], i)
		}
	}
	return got
}

// reference runs f(out, k, v) over the elements in the array's order: out
// the result's element, k the position among those it reduces.
func reference[T any](c engineCase, data []T, f func(out, k int64, v T)) {
	naive(c.l, c.red, func(out, k, off int64) { f(out, k, data[off]) })
}

func lanes(c engineCase) int64 { return keptCount(c.l.Dims, c.red) }

func checkFloats[T Float](t *testing.T, c engineCase, data []T, k FloatKernels[T], tol float64) {
	n := lanes(c)
	count := Count(c.l.Dims, c.red)
	sum, abs := make([]float64, n), make([]float64, n)
	best := [2][]T{make([]T, n), make([]T, n)}
	arg := [2][]int64{make([]int64, n), make([]int64, n)}
	anyNZ, allNZ, nz := make([]bool, n), make([]bool, n), make([]int64, n)
	for i := range allNZ {
		allNZ[i] = true
	}
	reference(c, data, func(o, j int64, v T) {
		sum[o] += float64(v)
		abs[o] += math.Abs(float64(v))
		for m, isMax := range []bool{true, false} {
			b := best[m][o]
			if j == 0 || b == b && (v != v || isMax && v > b || !isMax && v < b) {
				best[m][o], arg[m][o] = v, j
			}
			// ties of zeros: Max's is +0 and Min's -0, wherever they are
			if j > 0 && v == 0 && b == 0 && math.Signbit(float64(v)) != isMax {
				best[m][o] = v
			}
		}
		anyNZ[o] = anyNZ[o] || v != 0
		allNZ[o] = allNZ[o] && v != 0
		if v != 0 {
			nz[o]++
		}
	})
	near := func(name string, got T, want, scale float64, i int) {
		g := float64(got)
		switch {
		case math.IsNaN(want) || math.IsInf(want, 0):
			if !(g == want || math.IsNaN(want) && math.IsNaN(g)) {
				t.Fatalf("%s %v: got %v, want %v at %d", name, c, g, want, i)
			}
		case math.Abs(g-want) > tol*scale+1e-300:
			t.Fatalf("%s %v: got %v, want %v (within %g) at %d", name, c, g, want, tol*scale, i)
		}
	}
	gotSum := reduceBoth(t, c, "Sum", data, k.Sum)
	gotMean := reduceBoth(t, c, "Mean", data, k.Mean)
	for i := range n {
		near("Sum", gotSum[i], sum[i], abs[i], int(i))
		near("Mean", gotMean[i], sum[i]/float64(count), abs[i]/float64(max(count, 1)), int(i))
	}
	for m, kk := range []Kernel[T, T, T, T]{k.Max, k.Min} {
		got := reduceBoth(t, c, []string{"Max", "Min"}[m], data, kk)
		for i := range got {
			w := best[m][i]
			if !(got[i] == w && math.Signbit(float64(got[i])) == math.Signbit(float64(w)) || got[i] != got[i] && w != w) {
				t.Fatalf("%s %v: got %v, want %v at %d", []string{"Max", "Min"}[m], c, got[i], w, i)
			}
		}
	}
	checkArgs(t, c, data, k.ArgMax, k.ArgMin, arg)
	checkBools(t, c, data, k.Any, k.All, k.CountNonzero, anyNZ, allNZ, nz)
	checkVar(t, c, data, k.Var, func(v T) float64 { return float64(v) }, tol)
}

func checkArgs[S, C any](t *testing.T, c engineCase, data []S, argMax, argMin Kernel[S, C, arg[C], int64], want [2][]int64) {
	for m, k := range []Kernel[S, C, arg[C], int64]{argMax, argMin} {
		got := reduceBoth(t, c, []string{"ArgMax", "ArgMin"}[m], data, k)
		for i := range got {
			if got[i] != want[m][i] {
				t.Fatalf("%s %v: got %d, want %d at %d", []string{"ArgMax", "ArgMin"}[m], c, got[i], want[m][i], i)
			}
		}
	}
}

func checkBools[S comparable](t *testing.T, c engineCase, data []S, anyK, allK Kernel[S, S, bool, bool],
	countK Kernel[S, S, int64, int64], anyNZ, allNZ []bool, nz []int64) {
	gotAny, gotAll := reduceBoth(t, c, "Any", data, anyK), reduceBoth(t, c, "All", data, allK)
	gotCount := reduceBoth(t, c, "CountNonzero", data, countK)
	for i := range anyNZ {
		if gotAny[i] != anyNZ[i] || gotAll[i] != allNZ[i] || gotCount[i] != nz[i] {
			t.Fatalf("Any/All/CountNonzero %v: got %v %v %d, want %v %v %d at %d",
				c, gotAny[i], gotAll[i], gotCount[i], anyNZ[i], allNZ[i], nz[i], i)
		}
	}
}

// checkVar checks Var (k, computing in C and giving D) against the
// two-pass variance in float64 of the elements as x converts them.
func checkVar[S comparable, C any, D Float](t *testing.T, c engineCase, data []S, k TwoPass[S, C, D, D],
	x func(S) float64, tol float64) {
	n := lanes(c)
	count := Count(c.l.Dims, c.red)
	// Sums of the test's values are exact in float64; the squares add
	// compensated (Neumaier), so that the reference's own error is far
	// below the tolerance.
	mean, ss, comp, scale := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	reference(c, data, func(o, _ int64, v S) { mean[o] += x(v) })
	for i := range mean {
		mean[i] /= float64(count)
	}
	reference(c, data, func(o, _ int64, v S) {
		d := x(v) - mean[o]
		t := ss[o] + d*d
		if math.Abs(ss[o]) >= d*d {
			comp[o] += (ss[o] - t) + d*d
		} else {
			comp[o] += (d*d - t) + ss[o]
		}
		ss[o] = t
		scale[o] += x(v) * x(v)
	})
	for i := range ss {
		ss[i] += comp[i]
	}
	src := elementwise.View[S]{Data: data, Layout: c.l}
	got := Reduce2("Var", src, c.ddof, c.axes, c.keep, k, wrapFake[D]).data
	into := newFake[D](nd.ShapeOf(OutDims(c.l.Dims, c.red, c.keep)...))
	Reduce2Into("Var", into, src, c.ddof, c.axes, k)
	div := float64(max(count-int64(c.ddof), 0))
	for i := range got {
		g, w := float64(got[i]), ss[i]/div
		if g != float64(into.data[i]) && g == g {
			t.Fatalf("Var %v: Reduce2 %v, Reduce2Into %v at %d", c, g, into.data[i], i)
		}
		switch {
		case math.IsNaN(mean[i]) || math.IsInf(mean[i], 0) || math.IsNaN(w):
			if !math.IsNaN(g) && !(div == 0 && math.IsInf(g, 1)) {
				t.Fatalf("Var %v: got %v, want NaN at %d", c, g, i)
			}
		case div == 0: // 0/0 or the mean's rounding over 0
			if !math.IsNaN(g) && !math.IsInf(g, 1) {
				t.Fatalf("Var %v: got %v, want NaN or +Inf at %d", c, g, i)
			}
		case math.Abs(g-w) > tol*scale[i]/div+1e-300:
			t.Fatalf("Var %v: got %v, want %v at %d", c, g, w, i)
		}
	}
}

func checkInts[T Integer, W Integer](t *testing.T, c engineCase, data []T, k IntKernels[T, W]) {
	n := lanes(c)
	count := Count(c.l.Dims, c.red)
	sum := make([]W, n)
	fsum, abs := make([]float64, n), make([]float64, n)
	best := [2][]T{make([]T, n), make([]T, n)}
	arg := [2][]int64{make([]int64, n), make([]int64, n)}
	anyNZ, allNZ, nz := make([]bool, n), make([]bool, n), make([]int64, n)
	for i := range allNZ {
		allNZ[i] = true
	}
	reference(c, data, func(o, j int64, v T) {
		sum[o] += W(v)
		fsum[o] += float64(v)
		abs[o] += math.Abs(float64(v))
		for m, isMax := range []bool{true, false} {
			if b := best[m][o]; j == 0 || isMax && v > b || !isMax && v < b {
				best[m][o], arg[m][o] = v, j
			}
		}
		anyNZ[o] = anyNZ[o] || v != 0
		allNZ[o] = allNZ[o] && v != 0
		if v != 0 {
			nz[o]++
		}
	})
	gotSum := reduceBoth(t, c, "Sum", data, k.Sum)
	for i := range gotSum {
		if gotSum[i] != sum[i] {
			t.Fatalf("Sum %v: got %d, want %d at %d", c, gotSum[i], sum[i], i)
		}
	}
	gotMean := reduceBoth(t, c, "Mean", data, k.Mean)
	for i := range gotMean {
		w := fsum[i] / float64(count)
		if !(math.Abs(gotMean[i]-w) <= 1e-12*abs[i]/float64(max(count, 1)) || math.IsNaN(w) && math.IsNaN(gotMean[i])) {
			t.Fatalf("Mean %v: got %v, want %v at %d", c, gotMean[i], w, i)
		}
	}
	for m, kk := range []Kernel[T, T, T, T]{k.Max, k.Min} {
		got := reduceBoth(t, c, []string{"Max", "Min"}[m], data, kk)
		for i := range got {
			if got[i] != best[m][i] {
				t.Fatalf("%s %v: got %d, want %d at %d", []string{"Max", "Min"}[m], c, got[i], best[m][i], i)
			}
		}
	}
	checkArgs(t, c, data, k.ArgMax, k.ArgMin, arg)
	checkBools(t, c, data, k.Any, k.All, k.CountNonzero, anyNZ, allNZ, nz)
	checkVar(t, c, data, k.Var, func(v T) float64 { return float64(v) }, 1e-12)
}
