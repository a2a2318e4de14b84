package bulk

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// gatherNdFunc is GatherNd or GatherNdPlain for int32 elements.
type gatherNdFunc func(dst, params []int32, pl nd.Layout, idx []int64, n, depth int) error

func TestGatherNd(t *testing.T) {
	t.Run("go", func(t *testing.T) { checkGatherNd(t, GatherNd[int32, int64]) })
	t.Run("asm", func(t *testing.T) { checkGatherNd(t, GatherNdPlain[int32, int64]) })
}

// Split across goroutines, GatherNd gives the same result and still
// reports the first bad row.
func TestGatherNdSplit(t *testing.T) {
	defer func(saved int64) { parallelBytes = saved }(parallelBytes)
	defer nd.SetBulkWorkers(nd.SetBulkWorkers(3))
	parallelBytes = 0
	checkGatherNd(t, GatherNd[int32, int64])
	checkGatherNd(t, GatherNdPlain[int32, int64])
}

// checkGatherNd gathers scalars (depth 3), contiguous slices of 20 and 80
// bytes (depths 2 and 1) and, through a view whose last dimension is
// flipped, slices that are not contiguous.
func checkGatherNd(t *testing.T, GatherNd gatherNdFunc) {
	params := make([]int32, 60)
	for i := range params {
		params[i] = int32(i)
	}
	l := nd.RowMajor(3, 4, 5)
	for depth := 1; depth <= 3; depth++ {
		// Through a flipped view too: strides negative, offset non-zero.
		for _, view := range []nd.Layout{l, l.Slice(nd.Flip(), nd.All(), nd.Step(-1))} {
			rng := rand.New(rand.NewPCG(uint64(depth), 7))
			rows := 50
			idx := make([]int64, rows*depth)
			for r := range rows {
				for k := range depth {
					idx[r*depth+k] = rng.Int64N(view.Dims[k])
				}
			}
			sub := nd.Layout{Dims: view.Dims[depth:], Strides: view.Strides[depth:]}
			size := int(sub.Size())
			dst := make([]int32, rows*size)
			require.NoError(t, GatherNd(dst, params, view, idx, rows, depth))
			for r := range rows {
				coords := append([]int64(nil), idx[r*depth:(r+1)*depth]...)
				want := make([]int32, size)
				Copy(want, nd.RowMajor(sub.Dims...), params, view.Get(coords...))
				require.Equal(t, want, dst[r*size:(r+1)*size], "depth %d row %d", depth, r)
			}
			// A bad row is reported by number, whatever its position.
			idx[7*depth+depth-1] = view.Dims[depth-1]
			err := GatherNd(dst, params, view, idx, rows, depth)
			require.ErrorIs(t, err, nd.ErrIndexOutOfRange)
			require.Contains(t, err.Error(), "indices[7]")
			idx[7*depth+depth-1] = -1
			require.ErrorIs(t, GatherNd(dst, params, view, idx, rows, depth), nd.ErrIndexOutOfRange)
			idx[7*depth+depth-1] = 0
			idx[40*depth] = -5
			idx[20*depth] = view.Dims[0] + 1
			require.ErrorContains(t, GatherNd(dst, params, view, idx, rows, depth), "indices[20]")
		}
	}
}

// The GatherNd acceptance benchmark: 4M random (i, j) pairs into a 4096²
// float32 table, beside the scalar gather and a plain loop over
// precomputed linear indices.
func BenchmarkGatherNdRank2(b *testing.B) {
	const side, count = 4096, 4 << 20
	tab := make([]float32, side*side)
	for i := range tab {
		tab[i] = float32(i) // never-written memory would read the shared zero page
	}
	pairs, lin := make([]int64, 2*count), make([]int64, count)
	rng := rand.New(rand.NewPCG(1, 2))
	for k := range lin {
		i, j := rng.Int64N(side), rng.Int64N(side)
		pairs[2*k], pairs[2*k+1], lin[k] = i, j, i*side+j
	}
	dst := make([]float32, count)
	b.Run("gathernd", func(b *testing.B) {
		b.SetBytes(count * (8 + 16))
		b.ReportAllocs()
		for range b.N {
			if err := GatherNdPlain(dst, tab, nd.RowMajor(side, side), pairs, count, 2); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("linear", func(b *testing.B) { // the library's scalar gather: the target's yardstick
		b.SetBytes(count * (8 + 8))
		b.ReportAllocs()
		for range b.N {
			if err := GatherNdPlain(dst, tab, nd.RowMajor(side*side), lin, count, 1); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("linear-naive", func(b *testing.B) {
		b.SetBytes(count * (8 + 8))
		b.ReportAllocs()
		for range b.N {
			for k, p := range lin {
				dst[k] = tab[p]
			}
		}
	})
}

// Vectors: unit stride goes straight to the scalar kernel, which checks
// the indices itself; other strides through positions. With int64 and
// int32 indices.
func TestGatherNdVector(t *testing.T) {
	t.Run("int64", func(t *testing.T) { testGatherNdVector[int64](t, math.MinInt64) })
	t.Run("int32", func(t *testing.T) { testGatherNdVector[int32](t, math.MinInt32) })
}

func testGatherNdVector[I Index](t *testing.T, lowest I) {
	params := make([]int64, 5000)
	for i := range params {
		params[i] = int64(i) * 3
	}
	for _, fn := range map[string]func(dst, params []int64, pl nd.Layout, idx []I, n, depth int) error{
		"go": GatherNd[int64, I], "asm": GatherNdPlain[int64, I],
	} {
		for _, view := range []nd.Layout{nd.RowMajor(5000), nd.RowMajor(5000).Slice(nd.Range(7, -3)), nd.RowMajor(5000).Slice(nd.Step(-3))} {
			rng := rand.New(rand.NewPCG(1, 1))
			idx := make([]I, 9000)
			for i := range idx {
				idx[i] = I(rng.Int64N(view.Dims[0]))
			}
			dst := make([]int64, len(idx))
			require.NoError(t, fn(dst, params, view, idx, len(idx), 1))
			for i, k := range idx {
				require.Equal(t, params[view.Pos([]int64{int64(k)})], dst[i])
			}
			for _, bad := range []I{-1, I(view.Dims[0]), lowest} {
				idx[8191] = bad
				err := fn(dst, params, view, idx, len(idx), 1)
				require.ErrorIs(t, err, nd.ErrIndexOutOfRange)
				require.ErrorContains(t, err, fmt.Sprintf("indices[8191] = [%d]", bad))
			}
		}
	}
}
