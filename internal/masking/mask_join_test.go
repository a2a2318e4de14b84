package masking

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// TestJoinedMaskMatchesCopies checks BooleanMask through Join (unzeroed,
// runs copied in) against the copy-by-run path, on masks whose runs are
// long enough for Join and too short, at the first, a middle and the last
// axis, with strided inputs (which take the copies).
func TestJoinedMaskMatchesCopies(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	withJoin := moves[float32]{Copy: bulk.CopyPlain[float32], Disjoint: bulk.CopyPlainDisjoint[float32],
		Join: bulk.JoinPlain[float32]}
	copies := withJoin
	copies.Join = nil
	joinedOnce := false
	for _, dims := range [][]int64{{64, 100}, {3, 40, 70}, {5, 6, 7}, {200, 3}, {1, 1000}} {
		a := make([]float32, dims[0]*dims[1]*product(dims[2:]))
		for i := range a {
			a[i] = rng.Float32()
		}
		for axis := range len(dims) - 1 {
			for _, density := range []float64{0, 0.1, 0.5, 0.9, 1} {
				mask := make([]bool, dims[axis])
				for i := range mask {
					mask[i] = rng.Float64() < density
				}
				ml := nd.RowMajor(dims[axis])
				for _, l := range []nd.Layout{nd.RowMajor(dims...), flipped(dims)} {
					desc := fmt.Sprintf("dims %v axis %d density %v strides %v", dims, axis, density, l.Strides)
					in := view[float32]{Data: a, Layout: l}
					want, err := BooleanMask(copies, in, mask, ml, axis)
					require.NoError(t, err, desc)
					got, err := BooleanMask(withJoin, in, mask, ml, axis)
					require.NoError(t, err, desc)
					require.Equal(t, want.Layout, got.Layout, desc)
					require.Equal(t, want.Data, got.Data, desc)
					_, _, count := joinable(mask, dims, axis)
					joinedOnce = joinedOnce || count
				}
			}
		}
	}
	require.True(t, joinedOnce, "no case took the joined path")
}

// flipped is the layout of dims reversed along the first axis (strided).
func flipped(dims []int64) nd.Layout {
	l := nd.RowMajor(dims...)
	l.Offset = (dims[0] - 1) * l.Strides[0]
	l.Strides[0] = -l.Strides[0]
	return l
}

// joinable reports the runs, the pieces and whether a contiguous input's
// mask at axis makes pieces long enough for Join.
func joinable(mask []bool, dims []int64, axis int) ([]run, int64, bool) {
	rs, count := runs(mask)
	outer, inner := product(dims[:axis]), product(dims[axis+1:])
	pieces := outer * int64(len(rs))
	return rs, pieces, pieces > 0 && 4*outer*count*inner >= bulk.MinJoinPiece*pieces
}

// maskBench is a 2048×2048 float32 array and a mask picking about half its
// rows in runs of varied length (ndbench's boolmask row, a quarter the
// size).
func maskBench() (a []float32, mask []bool, n int64) {
	n = 2048
	a = make([]float32, n*n)
	for i := range a {
		a[i] = float32(i)
	}
	mask = make([]bool, n)
	for i := range mask {
		mask[i] = (uint64(i)*2654435761)>>7&1 == 1
	}
	return a, mask, n
}

// BenchmarkBooleanMaskRows is BooleanMask of half the rows (joined into an
// unzeroed result); BenchmarkBooleanMaskRowsNaive is its naive twin, a made
// result and a copy() per selected row.
func BenchmarkBooleanMaskRows(b *testing.B) {
	a, mask, n := maskBench()
	m := moves[float32]{Copy: bulk.CopyPlain[float32], Disjoint: bulk.CopyPlainDisjoint[float32],
		Join: bulk.JoinPlain[float32]}
	in, ml := view[float32]{Data: a, Layout: nd.RowMajor(n, n)}, nd.RowMajor(n)
	_, count := runs(mask)
	b.SetBytes(8 * count * n)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := BooleanMask(m, in, mask, ml, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBooleanMaskRowsNaive(b *testing.B) {
	a, mask, n := maskBench()
	_, count := runs(mask)
	b.SetBytes(8 * count * n)
	b.ReportAllocs()
	for b.Loop() {
		out := make([]float32, count*n)
		k := int64(0)
		for i, keep := range mask {
			if keep {
				copy(out[k*n:(k+1)*n], a[int64(i)*n:int64(i+1)*n])
				k++
			}
		}
	}
}
