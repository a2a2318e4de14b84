//go:build opencl && cgo

package kernelsgpu

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// TestRandomViewCopies copies random views (ranks 0-8, steps, flips,
// single indices, new axes, permutations) on the device, with Copy into a
// contiguous array and CopyInto a strided one, against the CPU's CopyTo.
func TestRandomViewCopies(t *testing.T) {
	device(t)
	forEachDType(t, true, func(t *testing.T, s suite) { s.views(t, 1, 120) })
}

// TestWideIndexKernels runs random views and the golden gathers on the
// _i64 kernels, which only arrays of 2^32 elements reach otherwise.
func TestWideIndexKernels(t *testing.T) {
	device(t)
	defer func(l int64) { smallLimit = l }(smallLimit)
	smallLimit = 0
	// Every _i64 variant compiles on first use (pocl: a fraction of a
	// second each), so the gathers run on one width, the views on two.
	f32, c128 := suiteOf(float32s), suiteOf(complex128s)
	t.Run("float32", func(t *testing.T) {
		f32.views(t, 2, 40)
		f32.goldenNd(t)
		f32.goldenAxis(t)
	})
	t.Run("complex128", func(t *testing.T) { c128.views(t, 2, 40) })
}

// TestEveryCopyVariant copies a view of each rank class (1 to 4, and 5
// and 8 for the general kernels), as rows and element by element, in
// both index arithmetics, for every element width: each kernel variant
// copyView picks runs at least once.
func TestEveryCopyVariant(t *testing.T) {
	device(t)
	small := smallLimit
	defer func() { smallLimit = small }()
	for _, x := range []struct {
		name  string
		limit int64
	}{{"i32", small}, {"i64", 0}} {
		t.Run(x.name, func(t *testing.T) {
			smallLimit = x.limit
			forEachDType(t, false, func(t *testing.T, s suite) { s.variants(t) })
		})
	}
}

// copyVariants copies views that merge no dimensions (see paddedLayout),
// with rows of 7 elements: a vector chunk and a tail.
func (x dtype[T, A]) copyVariants(t *testing.T) {
	for _, rank := range []int{1, 2, 3, 4, 5, maxRank} {
		for _, step := range []int64{1, 2} { // rows, elements
			l := paddedLayout(rank, 7, step)
			last := make([]int64, rank)
			for i, d := range l.Dims {
				last[i] = d - 1
			}
			base := x.upload(t, x.iota(l.Pos(last)+1))
			p, err := newPlan(base.buf, nd.RowMajor(l.Dims...), base.buf, l)
			require.NoError(t, err)
			require.Len(t, p.dims, rank)
			what := fmt.Sprintf("%v: %s", l, p.stridedLaunch().kernel)
			if step == 1 {
				require.Equal(t, rowKernel, p.kind())
				what = fmt.Sprintf("%v: %s", l, p.rowsLaunch().kernel)
			} else {
				require.Equal(t, stridedKernel, p.kind())
			}
			want := make([]T, 0, l.Size())
			for c := range nd.Coords(l.Dims...) {
				want = append(want, x.val(l.Pos(c)))
			}
			got, err := Copy(base.view(l))
			require.NoError(t, err, what)
			sameBits(t, x.wrap(nd.ShapeOf(l.Dims...), want), x.download(t, got), what)
			got.Release()
		}
	}
}

func (x dtype[T, A]) randomViews(t *testing.T, seed int64, n int) {
	rng := rand.New(rand.NewPCG(uint64(seed), 11))
	for c := range n {
		dims := randomDims(rng, c%9)
		host := x.iota(dims...)
		dev := x.upload(t, host)
		hv, dv := host, dev
		var steps []string
		for range 1 + rng.IntN(3) {
			if rng.IntN(2) == 0 {
				idx := randomIndices(rng, hv.Shape().Dims())
				steps = append(steps, "["+nd.FormatIndices(idx)+"]")
				hv, dv = hv.Slice(idx...), dv.Slice(idx...)
			} else {
				perm := rng.Perm(hv.Rank())
				steps = append(steps, fmt.Sprintf(".T%v", perm))
				hv, dv = hv.Transpose(perm...), dv.Transpose(perm...)
			}
		}
		what := fmt.Sprintf("case %d: %v%v", c, dims, steps)
		want := x.newA(hv.Shape())
		hv.CopyTo(want)
		got, err := Copy(dv)
		require.NoError(t, err, what)
		sameBits(t, want, x.download(t, got), what)
		got.Release()
		x.copyIntoStrided(t, hv, dv, what)
	}
}

// copyIntoStrided copies the view into a flipped, transposed destination
// on both sides and compares the whole destination buffers.
func (x dtype[T, A]) copyIntoStrided(t *testing.T, hv A, dv *Array, what string) {
	dims := hv.Shape().Dims()
	rev := make([]int64, len(dims))
	for i, d := range dims {
		rev[len(dims)-1-i] = d
	}
	hostBase := x.newA(nd.ShapeOf(rev...))
	devBase := x.upload(t, hostBase)
	flip := make([]nd.Index, len(dims))
	for i := range flip {
		flip[i] = nd.Flip()
	}
	hv.CopyTo(hostBase.Transpose().Slice(flip...))
	require.NoError(t, CopyInto(devBase.Transpose().Slice(flip...), dv), what)
	sameBits(t, hostBase, x.download(t, devBase), what+" (CopyInto)")
}

// randomDims returns rank dimensions of 0 to 5 (mostly 1 to 5) elements,
// at most a few thousand in all.
func randomDims(rng *rand.Rand, rank int) []int64 {
	dims := make([]int64, rank)
	for i := range dims {
		dims[i] = 1 + rng.Int64N(5)
		if rank > 5 {
			dims[i] = 1 + rng.Int64N(3)
		}
		if rng.IntN(25) == 0 {
			dims[i] = 0
		}
	}
	return dims
}

// randomIndices returns one random index per dimension, sometimes with a
// new axis.
func randomIndices(rng *rand.Rand, dims []int64) []nd.Index {
	var idx []nd.Index
	for _, d := range dims {
		if rng.IntN(8) == 0 {
			idx = append(idx, nd.NewAxis())
		}
		switch k := rng.IntN(7); {
		case k == 0 && d > 0:
			idx = append(idx, nd.At(rng.Int64N(d)))
		case k == 1:
			idx = append(idx, nd.Flip())
		case k == 2:
			idx = append(idx, nd.Range(rng.Int64N(d+1), d+1-rng.Int64N(d+1)))
		case k == 3 || k == 4:
			step := 1 + rng.Int64N(3)
			if rng.IntN(2) == 0 {
				step = -step
			}
			idx = append(idx, nd.Slice(rng.Int64N(d+1)-1, d-rng.Int64N(d+1), step))
		default:
			idx = append(idx, nd.All())
		}
	}
	return idx
}

// TestTransposes runs the tiled transpose kernel (2-D, batched 2-D and a
// 4-D permutation that merges into one) on tile-aligned and ragged sizes.
func TestTransposes(t *testing.T) {
	device(t)
	cases := []struct {
		dims []int64
		perm []int
	}{
		{[]int64{64, 64}, []int{1, 0}},
		{[]int64{17, 33}, []int{1, 0}},
		{[]int64{100, 37}, []int{1, 0}},
		{[]int64{3, 40, 20}, []int{0, 2, 1}},
		{[]int64{2, 3, 20, 18}, []int{0, 1, 3, 2}},
		{[]int64{20, 2, 16}, []int{2, 1, 0}},
	}
	for _, c := range cases {
		what := fmt.Sprintf("%v.T%v", c.dims, c.perm)
		for _, run := range []func(*testing.T, []int64, []int, string){
			transposeCase(float32s), transposeCase(uint8s), transposeCase(complex128s),
			transposeCase(int16s), transposeCase(float64s),
		} {
			run(t, c.dims, c.perm, what)
		}
	}
}

func transposeCase[T move.Plain, A nd.Array[T, A]](x dtype[T, A]) func(*testing.T,
	[]int64, []int, string) {
	return func(t *testing.T, dims []int64, perm []int, what string) {
		host := x.iota(dims...)
		got, err := Copy(x.upload(t, host).Transpose(perm...))
		require.NoError(t, err, what)
		defer got.Release()
		sameBits(t, host.Transpose(perm...).Copy(), x.download(t, got), x.name+" "+what)
	}
}

// TestBroadcastAndNegativeStrides copies device views of layouts made
// directly: zero (broadcast) and negative strides with an offset.
func TestBroadcastAndNegativeStrides(t *testing.T) {
	data := float32s.iota(60)
	base := float32s.upload(t, data)
	for _, l := range []nd.Layout{
		{Dims: []int64{3, 4, 5}, Strides: []int64{0, 5, 1}, Offset: 0},
		{Dims: []int64{4, 3, 5}, Strides: []int64{5, 0, -1}, Offset: 4},
		{Dims: []int64{2, 7}, Strides: []int64{-30, 0}, Offset: 59},
		{Dims: []int64{6, 2, 2, 3}, Strides: []int64{-10, 0, 1, 2}, Offset: 50},
		{Dims: []int64{8}, Strides: []int64{0}, Offset: 13},
	} {
		got, err := Copy(base.view(l))
		require.NoError(t, err, l.String())
		want := make([]float32, 0, l.Size())
		for c := range nd.Coords(l.Dims...) {
			want = append(want, data.Data()[l.Pos(c)])
		}
		sameBits(t, ndfloat32.Wrap(nd.ShapeOf(l.Dims...), want),
			float32s.download(t, got), l.String())
		got.Release()
	}
}

// TestLargeArrays moves arrays of more elements than one launch has work
// items (2^24 + 5 bytes > the 2^20-item grid, so every kernel loops): a
// contiguous copy, a flipped copy, every third element and a gather; and
// more rows than the grid has items, which the 2-D kernels loop over.
func TestLargeArrays(t *testing.T) {
	const n = 1<<24 + 5
	host := uint8s.iota(n)
	dev := uint8s.upload(t, host)
	for _, v := range []struct {
		name string
		idx  []nd.Index
	}{{"contiguous", nil}, {"flipped", []nd.Index{nd.Flip()}}, {"every third",
		[]nd.Index{nd.Step(3)}}} {
		got, err := Copy(dev.Slice(v.idx...))
		require.NoError(t, err)
		sameBits(t, host.Slice(v.idx...).Copy(), uint8s.download(t, got), v.name)
		got.Release()
	}
	params := host.Slice(nd.Range(0, 8<<21)).Reshape(nd.ShapeOf(8, 1<<21))
	dparams, err := dev.Slice(nd.Range(0, 8<<21)).Reshape(nd.ShapeOf(8, 1<<21))
	require.NoError(t, err)
	idx := ndint64.Vector(7, 0, 3, 3, 1, 6, 2, 5, 4)
	want, err := nduint8.Gather(params, idx, 0)
	require.NoError(t, err)
	got, err := Gather(dparams, int64s.upload(t, idx), 0)
	require.NoError(t, err)
	sameBits(t, want, uint8s.download(t, got), "gather of 9 rows of 2^21")
	got.Release()

	// More rows than the grid has items: short rows, and (i, j) pairs.
	const rows = 1<<20 + 3
	pairs := host.Slice(nd.Range(0, 4*rows)).Reshape(nd.ShapeOf(rows, 4)).
		Slice(nd.All(), nd.Range(1, 3))
	dpairs, err := dev.Slice(nd.Range(0, 4*rows)).Reshape(nd.ShapeOf(rows, 4))
	require.NoError(t, err)
	got, err = Copy(dpairs.Slice(nd.All(), nd.Range(1, 3)))
	require.NoError(t, err)
	sameBits(t, pairs.Copy(), uint8s.download(t, got), "2^20+3 rows of 2")
	got.Release()
	ij := make([]int64, 2*rows)
	for r := range int64(rows) {
		ij[2*r], ij[2*r+1] = r%8, r*7919%(1<<21)
	}
	idx = ndint64.Wrap(nd.ShapeOf(rows, 2), ij)
	want, err = nduint8.GatherNd(params, idx)
	require.NoError(t, err)
	got, err = GatherNd(dparams, int64s.upload(t, idx))
	require.NoError(t, err)
	sameBits(t, want, uint8s.download(t, got), "GatherNd of 2^20+3 pairs")
	got.Release()
}

// TestEmptyArrays copies, slices and gathers arrays of no elements.
func TestEmptyArrays(t *testing.T) {
	host := float32s.iota(0, 3)
	dev := float32s.upload(t, host)
	got, err := Copy(dev.Transpose())
	require.NoError(t, err)
	require.Equal(t, []int64{3, 0}, got.Shape().Dims())
	sameBits(t, host.Transpose().Copy(), float32s.download(t, got))
	params := float32s.upload(t, float32s.iota(4, 3))
	idx := int64s.upload(t, int64s.wrap(nd.ShapeOf(0, 1), nil))
	g, err := GatherNd(params, idx)
	require.NoError(t, err)
	require.Equal(t, []int64{0, 3}, g.Shape().Dims())
}

// TestConcurrentUse copies and gathers from several goroutines at once:
// the device serialises kernel arguments and launches, so each result is
// its own.
func TestConcurrentUse(t *testing.T) {
	device(t)
	host := float32s.iota(40, 30)
	dev := float32s.upload(t, host)
	idx := ndint64.Wrap(nd.ShapeOf(3, 1), []int64{39, 0, 7})
	didx := int64s.upload(t, idx)
	wantT := host.Transpose().Copy()
	wantG, err := ndfloat32.GatherNd(host, idx)
	require.NoError(t, err)
	errs := make(chan error, 8)
	for g := range 8 {
		go func() {
			errs <- func() error {
				for range 10 {
					if g%2 == 0 {
						got, err := Copy(dev.Transpose())
						if err != nil {
							return err
						}
						defer got.Release()
						h := ndfloat32.New(got.Shape())
						if err := Download(h, got); err != nil || !h.Equal(wantT) {
							return fmt.Errorf("transpose: %v, equal %v", err, h.Equal(wantT))
						}
						continue
					}
					got, err := GatherNd(dev, didx)
					if err != nil {
						return err
					}
					defer got.Release()
					h := ndfloat32.New(got.Shape())
					if err := Download(h, got); err != nil || !h.Equal(wantG) {
						return fmt.Errorf("gather: %v, equal %v", err, h.Equal(wantG))
					}
				}
				return nil
			}()
		}()
	}
	for range 8 {
		require.NoError(t, <-errs)
	}
}

// TestDriverCopies runs the random view copies with contiguous copies
// given to clEnqueueCopyBuffer, as on a GPU, for every width; and one copy
// at an offset that must take that path.
func TestDriverCopies(t *testing.T) {
	d := device(t)
	defer func(v bool) { d.driverCopies = v }(d.driverCopies)
	d.driverCopies = true
	forEachDType(t, false, func(t *testing.T, run suite) { run.views(t, 11, 60) })

	host := int64s.iota(5, 33, 17)
	a := int64s.upload(t, host).Slice(nd.At(3))
	dst, err := d.New(nd.Int64, a.Shape())
	require.NoError(t, err)
	defer dst.Release()
	p, err := newPlan(dst.buf, dst.layout, a.buf, a.layout)
	require.NoError(t, err)
	require.Equal(t, bufferCopy, p.kind())
	require.NoError(t, CopyInto(dst, a))
	require.True(t, int64s.download(t, dst).Equal(host.Slice(nd.At(3))))
}
