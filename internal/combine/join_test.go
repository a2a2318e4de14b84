package combine

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// joining is plain with Join: Concat and Tile of contiguous inputs take
// the unzeroed path.
var joining = Moves[float32]{
	Copy:     plain.Copy,
	Disjoint: plain.Disjoint,
	Gather:   plain.Gather,
	Join:     bulk.JoinPlain[float32],
}

// contiguousInput returns a row-major view of dims inside a larger buffer
// (a random offset, elements before and after), holding distinct values.
func contiguousInput(rng *rand.Rand, dims []int64) View[float32] {
	l := nd.RowMajor(dims...)
	l.Offset = rng.Int64N(5)
	data := make([]float32, l.Offset+l.Size()+rng.Int64N(5))
	for i := range data {
		data[i] = rng.Float32()
	}
	return View[float32]{data, l}
}

// randomDims returns rank dims, the last long enough (in some cases) for
// the joined pieces to pay, some 0.
func randomDims(rng *rand.Rand, rank int) []int64 {
	dims := make([]int64, rank)
	for k := range dims {
		dims[k] = rng.Int64N(4)
	}
	dims[rank-1] = []int64{0, 3, 64, 100, 300}[rng.IntN(5)]
	return dims
}

// TestJoinedConcatAndTileMatchCopies checks Concat and Tile through
// Moves.Join against the view-by-view copies, on random shapes: the same
// layout and the same elements, in the joined path and in its fallbacks.
func TestJoinedConcatAndTileMatchCopies(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 400 {
		rank := 1 + rng.IntN(3)
		dims := randomDims(rng, rank)
		ax := rng.IntN(rank)
		in := make([]View[float32], 1+rng.IntN(3))
		for j := range in {
			d := append([]int64(nil), dims...)
			d[ax] = rng.Int64N(4)
			in[j] = contiguousInput(rng, d)
		}
		want, err := Concat(plain, ax, in)
		require.NoError(t, err)
		got, err := Concat(joining, ax, in)
		require.NoError(t, err)
		assert.Equal(t, want.Layout, got.Layout, "case %d", i)
		assert.Equal(t, want.Data, got.Data, "Concat case %d: axis %d of %v", i, ax, dims)

		mult := make([]int64, rank)
		for k := range mult {
			mult[k] = rng.Int64N(4)
		}
		want, err = Tile(plain, in[0], mult)
		require.NoError(t, err)
		got, err = Tile(joining, in[0], mult)
		require.NoError(t, err)
		assert.Equal(t, want.Layout, got.Layout, "case %d", i)
		assert.Equal(t, want.Data, got.Data, "Tile case %d: %v by %v", i, in[0].Layout.Dims, mult)
	}
}

// TestJoinedPathTaken checks that a large contiguous Concat and Tile do
// take Moves.Join: their result is not from bulk.Make (its capacity is
// the joined bytes'), and a strided input does not.
func TestJoinedPathTaken(t *testing.T) {
	calls := 0
	counting := joining
	counting.Join = func(p [][]float32) ([]float32, bool) {
		calls++
		return bulk.JoinPlain(p)
	}
	a := matrix(64, 128)
	_, err := Concat(counting, 0, []View[float32]{a, a})
	require.NoError(t, err)
	_, err = Tile(counting, a, []int64{3, 2})
	require.NoError(t, err)
	assert.Equal(t, 2, calls)
	_, err = Concat(counting, 0, []View[float32]{{a.Data, a.Layout.Transpose(1, 0)}, a})
	require.ErrorIs(t, err, nd.ErrShape)
	b := View[float32]{a.Data, a.Layout.Slice(nd.All(), nd.Step(2))}
	_, err = Tile(counting, b, []int64{2, 2})
	require.NoError(t, err)
	assert.Equal(t, 2, calls, "a strided input is copied view by view")
}

// allocated returns the bytes the heap handed out during f.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestJoinsBoundTheirPieceLists checks that Concat and Tile decide on
// Moves.Join before they list its pieces, 24 bytes each: an empty result
// after huge dimensions would list more pieces than memory holds (a fuzzed
// Concat asked the runtime for 48 TiB), and pieces of an element or so
// would make the list many times the result.
func TestJoinsBoundTheirPieceLists(t *testing.T) {
	empty := View[float32]{Layout: nd.RowMajor(1<<20, 1<<20, 0)}
	out, err := Concat(joining, 2, []View[float32]{empty, empty})
	require.NoError(t, err)
	assert.Equal(t, []int64{1 << 20, 1 << 20, 0}, out.Layout.Dims)

	// 1000 inputs empty along the axis beside one column of 1024: a list
	// of a piece per input and row would take 24 MB for a 4 KiB result.
	rng := rand.New(rand.NewPCG(11, 12))
	in := make([]View[float32], 1001)
	for i := range in {
		in[i] = contiguousInput(rng, []int64{1024, 0})
	}
	in[500] = contiguousInput(rng, []int64{1024, 1})
	want, err := Concat(plain, 1, in)
	require.NoError(t, err)
	var got View[float32]
	bytes := allocated(func() { got, err = Concat(joining, 1, in) })
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Less(t, bytes, uint64(64<<10), "Concat allocated %d bytes for a 4 KiB result", bytes)

	// Tile of a column repeated twice: 1<<17 pieces of one element.
	col := contiguousInput(rng, []int64{1 << 16, 1})
	want, err = Tile(plain, col, []int64{1, 2})
	require.NoError(t, err)
	bytes = allocated(func() { got, err = Tile(joining, col, []int64{1, 2}) })
	require.NoError(t, err)
	assert.Equal(t, want, got)
	result := uint64(len(got.Data)) * 4
	assert.Less(t, bytes, result+result/2, "Tile allocated %d bytes for a %d-byte result", bytes, result)
}
