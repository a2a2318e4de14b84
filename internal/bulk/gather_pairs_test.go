package bulk

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// GatherNd's rank-2 scalar gather (the asm pairs kernel for 4- and 8-byte
// elements) gives the Go loops' elements and exactly their error, the
// first bad row's, through views with negative strides, an offset and a
// trailing dimension of 1, with int64 and int32 indices, split across
// goroutines or not.
func TestGatherNdPairs(t *testing.T) {
	for _, split := range []bool{false, true} {
		t.Run(map[bool]string{false: "one", true: "split"}[split], func(t *testing.T) {
			if split {
				defer func(saved int64) { parallelBytes = saved }(parallelBytes)
				defer nd.SetBulkWorkers(nd.SetBulkWorkers(3))
				parallelBytes = 0
			}
			checkGatherNdPairs[float32, int64](t)
			checkGatherNdPairs[float32, int32](t)
			checkGatherNdPairs[int64, int64](t)
			checkGatherNdPairs[uint64, int32](t)
			checkGatherNdPairs[int16, int64](t) // no kernel: positions, then the scalar gather
		})
	}
}

func checkGatherNdPairs[T int16 | float32 | int64 | uint64, I Index](t *testing.T) {
	params := make([]T, 7*9)
	for i := range params {
		params[i] = T(i + 1)
	}
	l := nd.RowMajor(7, 9)
	views := []nd.Layout{
		l,
		l.Slice(nd.Flip(), nd.Step(-2)),
		l.Slice(nd.Range(1, 6), nd.Range(2, 8)).Transpose(1, 0),
		nd.RowMajor(7, 9, 1),
	}
	for _, view := range views {
		rng := rand.New(rand.NewPCG(uint64(view.Offset), 3))
		const rows = 300
		idx := make([]I, 2*rows)
		for r := range rows {
			idx[2*r], idx[2*r+1] = I(rng.Int64N(view.Dims[0])), I(rng.Int64N(view.Dims[1]))
		}
		got, want := make([]T, rows), make([]T, rows)
		require.NoError(t, GatherNd(want, params, view, idx, rows, 2))
		require.NoError(t, GatherNdPlain(got, params, view, idx, rows, 2))
		require.Equal(t, want, got, "view %+v", view)
		for r := range want {
			require.Equal(t, params[view.Pos([]int64{int64(idx[2*r]), int64(idx[2*r+1]), 0}[:len(view.Dims)])], want[r])
		}
		for _, at := range []int{0, 5, 150, rows - 1} {
			for c := range 2 {
				for _, bad := range []int64{view.Dims[c], -1, math.MaxInt32, math.MinInt32} {
					saved := idx[2*at+c]
					idx[2*at+c] = I(bad)
					errGo := GatherNd(want, params, view, idx, rows, 2)
					errAsm := GatherNdPlain(got, params, view, idx, rows, 2)
					require.ErrorIs(t, errAsm, nd.ErrIndexOutOfRange)
					require.Equal(t, errGo.Error(), errAsm.Error())
					require.Equal(t, want[:at], got[:at], "the rows before the bad one")
					idx[2*at+c] = saved
				}
			}
		}
	}
}
