package elementwise_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomView returns a random view of a new random array whose shape,
// once broadcast, is dims: slices with steps, flips, transposes, size-1
// and missing dimensions, Seq tables.
func randomView(rng *rand.Rand, dims []int64) *ndfloat32.NdArray {
	// Drop some leading dimensions and make some size 1 (broadcast).
	lead := rng.IntN(len(dims) + 1)
	if rng.IntN(2) == 0 {
		lead = 0
	}
	own := slices.Clone(dims[lead:])
	for i := range own {
		if rng.IntN(4) == 0 {
			own[i] = 1
		}
	}
	// A base twice as large, sliced with a random step and direction.
	base := make([]int64, len(own))
	idx := make([]nd.Index, len(own))
	for i, d := range own {
		step := int64(1 + rng.IntN(2))
		base[i] = d*step + int64(rng.IntN(2))
		switch rng.IntN(4) {
		case 0:
			idx[i] = nd.Slice(d*step-1, -base[i]-1, -step) // flipped
		case 1:
			if d > 0 {
				coords := make([]int64, d)
				for j := range coords {
					coords[j] = int64(rng.IntN(int(base[i])))
				}
				idx[i] = nd.Seq(coords...)
				break
			}
			fallthrough
		default:
			idx[i] = nd.Slice(0, d*step, step)
		}
	}
	a := ndfloat32.New(nd.ShapeOf(base...))
	data := a.Data()
	for i := range data {
		data[i] = float32(rng.IntN(1000)) - 500
	}
	v := a.Slice(idx...)
	if len(own) >= 2 && rng.IntN(2) == 0 { // through a transposed copy's transpose
		v = v.Transpose().Copy().Transpose()
	}
	return v
}

// reference computes f over a and b broadcast to dims element by element.
func reference(dims []int64, a, b *ndfloat32.NdArray, f func(x, y float32) float32) []float32 {
	ab, bb := a.BroadcastTo(nd.ShapeOf(dims...)), b.BroadcastTo(nd.ShapeOf(dims...))
	out := []float32{}
	for x, y := range zip(ab.Values(), bb.Values()) {
		out = append(out, f(x, y))
	}
	return out
}

func zip[T any](a, b func(func(T) bool)) func(func(T, T) bool) {
	return func(yield func(T, T) bool) {
		var bs []T
		for y := range b {
			bs = append(bs, y)
		}
		i := 0
		for x := range a {
			if !yield(x, bs[i]) {
				return
			}
			i++
		}
	}
}

// broadcast is NumPy's rule for two shapes that broadcast.
func broadcast(a, b []int64) []int64 {
	if len(a) < len(b) {
		a, b = b, a
	}
	out := slices.Clone(a)
	for i, d := range b {
		j := len(a) - len(b) + i
		if out[j] == 1 {
			out[j] = d
		}
	}
	return out
}

func randomDims(rng *rand.Rand) []int64 {
	dims := make([]int64, rng.IntN(5))
	for i := range dims {
		dims[i] = int64(rng.IntN(6))
		if rng.IntN(6) != 0 && dims[i] == 0 {
			dims[i] = 3
		}
	}
	return dims
}

func TestBroadcastViews(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		dims := randomDims(rng)
		a, b := randomView(rng, dims), randomView(rng, dims)
		dims = broadcast(a.Shape().Dims(), b.Shape().Dims())
		want := reference(dims, a, b, func(x, y float32) float32 { return x - y })
		got := ndfloat32.Sub(a, b)
		require.Equal(t, dims, got.Shape().Dims(), "%v - %v", a.Shape(), b.Shape())
		require.Equal(t, want, got.ToSlice(), "%v - %v", a.Shape(), b.Shape())
		// Into a random view of dst's shape (Seq tables included).
		dst := randomView(rng, dims)
		if dst.Shape().NumDimensions() == len(dims) && !slices.Contains(dst.Shape().Dims(), 1) || len(dims) == 0 {
			if !dst.ReadOnly() && dst.Shape().Equal(nd.ShapeOf(dims...)) {
				ndfloat32.SubInto(dst, a, b)
				require.Equal(t, want, dst.ToSlice())
			}
		}
	}
}

func TestInPlaceAndOverlap(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		dims := []int64{int64(1 + rng.IntN(5)), int64(1 + rng.IntN(5))}
		a := randomView(rng, dims).BroadcastTo(nd.ShapeOf(dims...)).Copy()
		b := ndfloat32.Arange(0, float32(dims[1]), 1)
		want := reference(dims, a, b, func(x, y float32) float32 { return x * y })
		// In place: dst is a.
		x := a.Copy()
		ndfloat32.MulInto(x, x, b)
		require.Equal(t, want, x.ToSlice())
		// Overlapping otherwise: a row of dst broadcast over dst, a flipped dst.
		x = a.Copy()
		row := x.Slice(nd.Range(0, 1))
		want = reference(dims, x, row, func(p, q float32) float32 { return p * q })
		ndfloat32.MulInto(x, x, row)
		require.Equal(t, want, x.ToSlice())
		x = a.Copy()
		flipped := x.Flip()
		want = reference(dims, x, flipped, func(p, q float32) float32 { return p + q })
		ndfloat32.AddInto(x, x, flipped)
		require.Equal(t, want, x.ToSlice())
	}
}

func TestWorkersGiveTheSameBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	a := ndfloat32.New(nd.ShapeOf(1500, 1700))
	for i, d := 0, a.Data(); i < len(d); i++ {
		d[i] = rng.Float32()*20 - 10
	}
	v := a.Slice(nd.All(), nd.Step(2))
	restore := bulk.SetParallelBytes(1 << 10)
	defer restore()
	prev := nd.SetBulkWorkers(1)
	one := ndfloat32.Exp(v)
	sum1 := ndfloat32.Add(a, ndfloat32.Vector(3))
	nd.SetBulkWorkers(4)
	many := ndfloat32.Exp(v)
	sum4 := ndfloat32.Add(a, ndfloat32.Vector(3))
	nd.SetBulkWorkers(prev)
	assert.True(t, one.Equal(many))
	assert.True(t, sum1.Equal(sum4))
}

func TestShapeErrors(t *testing.T) {
	for _, c := range []struct {
		a, b []int64
		msg  string
	}{
		{[]int64{2, 3}, []int64{4}, "nd: Add: shapes [2, 3] and [4] do not broadcast: dimension -1 is 3 in one and 4 in another"},
		{[]int64{2, 1, 3}, []int64{5, 2}, "nd: Add: shapes [2, 1, 3] and [5, 2] do not broadcast: dimension -1 is 3 in one and 2 in another"},
	} {
		err := nd.Try(func() { ndfloat32.Add(ndfloat32.New(nd.ShapeOf(c.a...)), ndfloat32.New(nd.ShapeOf(c.b...))) })
		require.Error(t, err)
		assert.True(t, errors.Is(err, nd.ErrShape))
		assert.Equal(t, c.msg, err.Error())
	}
	a := ndfloat32.New(nd.ShapeOf(2, 3))
	err := nd.Try(func() { ndfloat32.AddInto(ndfloat32.New(nd.ShapeOf(3)), a, a) })
	assert.True(t, errors.Is(err, nd.ErrShape), "%v", err)
	err = nd.Try(func() { ndfloat32.AddInto(a.AsReadOnly(), a, a) })
	assert.True(t, errors.Is(err, nd.ErrReadOnly), "%v", err)
	err = nd.Try(func() { ndfloat32.Add(nil, a) })
	assert.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	err = nd.Try(func() { ndfloat32.ExpInto(nil, a) })
	assert.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	// dst larger than the inputs' broadcast shape: the inputs broadcast to it.
	dst := ndfloat32.New(nd.ShapeOf(4, 2, 3))
	ndfloat32.AddInto(dst, a, ndfloat32.Scalar(1))
	assert.Equal(t, float32(1), dst.GetFloat32(3, 1, 2))
	// Empty dimensions give empty results.
	e := ndfloat32.Add(ndfloat32.New(nd.ShapeOf(0, 3)), ndfloat32.New(nd.ShapeOf(1, 3)))
	assert.Equal(t, []int64{0, 3}, e.Shape().Dims())
}

func TestIntoAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items at random under the race detector")
	}
	a := ndfloat32.Arange(0, 64*33, 1).Reshape(nd.ShapeOf(64, 33))
	b := ndfloat32.Arange(0, 33, 1)
	dst := ndfloat32.New(nd.ShapeOf(64, 33))
	at := a.Slice(nd.Step(2), nd.Flip())
	dt := ndfloat32.New(nd.ShapeOf(32, 33))
	s := ndfloat32.Scalar(2)
	boolDst := ndbool.New(nd.ShapeOf(64, 33))
	negate := func(x float32) float32 { return -x }
	ha := ndfloat16.New(nd.ShapeOf(64, 33))
	hd := ndfloat16.New(nd.ShapeOf(64, 33))
	ia := ndint8.New(nd.ShapeOf(64, 33))
	boolDst8 := ndbool.New(nd.ShapeOf(64, 33))
	hf, iflip := ha.Flip(), ia.Flip()
	ca := ndcomplex64.New(nd.ShapeOf(64, 33)).Slice(nd.Step(2))
	cd := ndfloat32.New(nd.ShapeOf(32, 33))
	for name, f := range map[string]func(){
		"contiguous":    func() { ndfloat32.AddInto(dst, a, b) },
		"scalar":        func() { ndfloat32.MulInto(dst, a, s) },
		"strided":       func() { ndfloat32.AddInto(dt, at, b) },
		"in place":      func() { ndfloat32.AddInto(dst, dst, b) },
		"unary strided": func() { ndfloat32.ExpInto(dt, at) },
		"compare":       func() { ndfloat32.LessInto(boolDst, a, b) },
		"clip":          func() { ndfloat32.ClipInto(dst, a, 0, 5) },
		"map":           func() { ndfloat32.MapInto(dst, a, negate) },
		"float16":       func() { ndfloat16.AddInto(hd, ha, hf) },
		"int8 compare":  func() { ndint8.LessInto(boolDst8, ia, iflip) },
		"complex Abs":   func() { ndcomplex64.AbsInto(cd, ca) },
	} {
		assert.Zero(t, testing.AllocsPerRun(50, f), name)
	}
}

// TestClipNaNBound checks NumPy 1.24's np.clip with a scalar NaN bound,
// which it ignores: np.clip([1, 2, nan, -0.], nan, 1.5) is [1, 1.5, nan, -0.]
// and np.clip(same, 0, nan) is [1, 2, nan, 0.].
func TestClipNaNBound(t *testing.T) {
	nan := float32(math.NaN())
	a := ndfloat32.Vector(1, 2, nan, float32(math.Copysign(0, -1)))
	bits := func(x *ndfloat32.NdArray) []uint32 {
		var out []uint32
		for v := range x.Values() {
			out = append(out, math.Float32bits(v))
		}
		return out
	}
	n := math.Float32bits(nan)
	assert.Equal(t, []uint32{0x3f800000, 0x3fc00000, n, 0x80000000}, bits(ndfloat32.Clip(a, nan, 1.5)))
	assert.Equal(t, []uint32{0x3f800000, 0x40000000, n, 0}, bits(ndfloat32.Clip(a, 0, nan)))
}

// TestMapStrings runs Map over strings (pointers: no buffers) on strided,
// flipped and overlapping views, split across workers too.
func TestMapStrings(t *testing.T) {
	a := ndstring.New(nd.ShapeOf(300, 7))
	data := a.Data()
	for i := range data {
		data[i] = strconv.Itoa(i)
	}
	upper := func(s string) string { return "<" + s + ">" }
	v := a.Slice(nd.Step(3), nd.Flip())
	got := ndstring.Map(v, upper)
	var want []string
	for s := range v.Values() {
		want = append(want, upper(s))
	}
	assert.Equal(t, want, got.ToSlice())

	restore := bulk.SetParallelBytes(1)
	defer restore()
	prev := nd.SetBulkWorkers(3)
	defer nd.SetBulkWorkers(prev)
	flipped := a.Flip()
	want = want[:0]
	for s := range flipped.Values() {
		want = append(want, upper(s))
	}
	ndstring.MapInto(a, flipped, upper) // overlapping: flipped is read first
	assert.Equal(t, want, a.ToSlice())
}
