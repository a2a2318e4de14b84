package combine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// TestJoinedPadMatchesFill checks constant Pad through Moves.Join against
// the copy-then-fill path, on random shapes, paddings and values: the same
// layout and the same elements, in the joined path and in its fallbacks.
func TestJoinedPadMatchesFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	joins := 0
	counting := joining
	counting.Join = func(p [][]float32) ([]float32, bool) {
		r, ok := bulk.JoinPlain(p)
		if ok {
			joins++
		}
		return r, ok
	}
	for i := range 400 {
		rank := 1 + rng.IntN(4)
		in := contiguousInput(rng, randomDims(rng, rank))
		pads := make([][2]int64, rank)
		for k := range pads {
			pads[k] = [2]int64{rng.Int64N(4), rng.Int64N(4)}
		}
		if rank <= 2 && rng.IntN(4) == 0 { // constant runs longer than the fill buffer
			pads[rank-1][rng.IntN(2)] = padFillBytes/4 + 1 + rng.Int64N(100)
		}
		value := rng.Float32()
		want, err := Pad(plain, in, pads, nd.PadConstant, value)
		require.NoError(t, err)
		got, err := Pad(counting, in, pads, nd.PadConstant, value)
		require.NoError(t, err)
		assert.Equal(t, want.Layout, got.Layout, "case %d", i)
		require.Equal(t, want.Data, got.Data, "case %d: %v padded by %v", i, in.Layout.Dims, pads)
	}
	assert.Greater(t, joins, 50, "the joined path taken in many cases")
}

// TestJoinedPadPathTaken checks that a large contiguous constant Pad takes
// Moves.Join and a strided input, mirror padding or short rows do not.
func TestJoinedPadPathTaken(t *testing.T) {
	calls := 0
	counting := joining
	counting.Join = func(p [][]float32) ([]float32, bool) {
		calls++
		return bulk.JoinPlain(p)
	}
	a := matrix(64, 128)
	pads := [][2]int64{{2, 3}, {4, 1}}
	_, err := Pad(counting, a, pads, nd.PadConstant, 7)
	require.NoError(t, err)
	assert.Equal(t, 1, calls)
	_, err = Pad(counting, a, pads, nd.PadReflect, 0)
	require.NoError(t, err)
	b := View[float32]{a.Data, a.Layout.Slice(nd.All(), nd.Step(2))}
	_, err = Pad(counting, b, pads, nd.PadConstant, 0)
	require.NoError(t, err)
	_, err = Pad(counting, matrix(1000, 2), pads, nd.PadConstant, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, calls, "mirror padding, a strided input and short rows are not joined")
}

// TestJoinedPadErrors checks that the joined path gives Pad's errors for
// results no array can hold.
func TestJoinedPadErrors(t *testing.T) {
	a := matrix(4, 64)
	_, err := Pad(joining, a, [][2]int64{{1 << 40, 0}, {0, 1 << 40}}, nd.PadConstant, 0)
	require.ErrorIs(t, err, nd.ErrArgument)
	_, err = Pad(plain, a, [][2]int64{{1 << 40, 0}, {0, 1 << 40}}, nd.PadConstant, 0)
	require.ErrorIs(t, err, nd.ErrArgument)
}
