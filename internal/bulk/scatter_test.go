package bulk

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// TestStoreMinMaxNaN pins Eigen's cwiseMin/cwiseMax rule that TensorFlow's
// CPU kernels follow: u < d ? u : d and d < u ? u : d, so a NaN already in
// the tensor stays and a NaN update is ignored (unlike np.minimum).
func TestStoreMinMaxNaN(t *testing.T) {
	nan := float32(math.NaN())
	for _, store := range []Store[float32]{StoreMin[float32], StoreMax[float32]} {
		dst := []float32{nan, 1, 2}
		store(dst, []int64{0, 1, 2}, []float32{5, nan, 2}, 1)
		assert.True(t, math.IsNaN(float64(dst[0])), "a NaN in the tensor stays")
		assert.Equal(t, []float32{1, 2}, dst[1:], "a NaN update is ignored; equal values stay")
	}
	dst := []float32{3, 3, 3, 3}
	StoreMin(dst, []int64{0, 1}, []float32{1, 5, 4, 2}, 2)
	assert.Equal(t, []float32{1, 3, 3, 2}, dst, "rows of 2")
	StoreMax(dst, []int64{0, 1}, []float32{1, 5, 4, 2}, 2)
	assert.Equal(t, []float32{1, 5, 4, 2}, dst)
}

// TestStoreStopsOutside: every store applies the rows before the first
// row number outside dst (negative, or past its last row of size) and
// returns their count, writing nothing of that row or after it.
func TestStoreStopsOutside(t *testing.T) {
	// Each store with row 0 of 9s and an update of 1s: what row 0 becomes.
	stores := map[string]struct {
		store Store[int32]
		row0  int32
	}{"assign": {StoreAssign[int32], 1}, "add": {StoreAdd[int32], 10},
		"sub": {StoreSub[int32], 8}, "min": {StoreMin[int32], 1}, "max": {StoreMax[int32], 9}}
	for name, c := range stores {
		for _, size := range []int{1, 2} {
			for _, bad := range []int64{-1, int64(6 / size), math.MinInt64, math.MaxInt64} {
				dst := []int32{9, 9, 9, 9, 9, 9}
				upd := []int32{1, 1, 1, 1, 1, 1, 1, 1}[:4*size]
				n := c.store(dst, []int64{0, bad, 1, 0}, upd, size)
				assert.Equal(t, 1, n, "%s size %d row %d", name, size, bad)
				want := []int32{9, 9, 9, 9, 9, 9}
				copy(want, []int32{c.row0, c.row0}[:size])
				assert.Equal(t, want, dst, "%s size %d row %d", name, size, bad)
				last := int64(6/size) - 1
				assert.Equal(t, 2, c.store(dst, []int64{last, 0}, upd[:2*size], size))
			}
		}
	}
	b := []bool{false, false}
	assert.Equal(t, 0, StoreOr(b, []int64{2}, []bool{true}, 1))
	assert.Equal(t, []bool{false, false}, b)
}

// TestStoreOrderAndKinds: stores run in row order (the last duplicate
// wins, strings concatenate in order), bool + is ||.
func TestStoreOrderAndKinds(t *testing.T) {
	s := []string{"", ""}
	StoreAdd(s, []int64{1, 1, 0}, []string{"b", "c", "a"}, 1)
	assert.Equal(t, []string{"a", "bc"}, s)
	f := []float32{0, 0, 0, 0}
	StoreAssign(f, []int64{1, 0, 1}, []float32{1, 2, 3, 4, 5, 6}, 2)
	assert.Equal(t, []float32{3, 4, 5, 6}, f, "the last of duplicate rows wins")
	b := []bool{false, true}
	StoreOr(b, []int64{0, 0, 1}, []bool{false, true, false}, 1)
	assert.Equal(t, []bool{true, true}, b)
	u := []uint8{1}
	StoreSub(u, []int64{0}, []uint8{2}, 1)
	assert.Equal(t, []uint8{255}, u, "unsigned subtraction wraps")
}

// TestScatterNdChecksFirst: a bad row anywhere, even past the first
// position block, leaves dst untouched, and the error names it.
func TestScatterNdChecksFirst(t *testing.T) {
	const n = 3 * gatherBlock
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i % 10)
	}
	idx[n-5] = 10
	dst, upd := make([]float32, 10), make([]float32, n)
	for i := range upd {
		upd[i] = 1
	}
	s := check.Scatter{N: n, Depth: 1, Slice: 1}
	err := ScatterNd("op", dst, []int64{10}, nil, idx, nd.ShapeOf(n, 1), upd, s, StoreAdd[float32], true)
	require.Error(t, err)
	assert.True(t, errors.Is(err, nd.ErrIndexOutOfRange))
	assert.Contains(t, err.Error(), "indices[12283] = [10] does not index into shape [10]")
	assert.Equal(t, make([]float32, 10), dst, "nothing written")
	for _, i64 := range []bool{false, true} { // block by block: the same row named
		var wide []int64
		if i64 {
			wide = make([]int64, n)
			for i, v := range idx {
				wide[i] = int64(v)
			}
		}
		narrow := idx
		if i64 {
			narrow = nil
		}
		err = ScatterNd("op", make([]float32, 10), []int64{10}, wide, narrow, nd.ShapeOf(n, 1), upd, s,
			StoreAdd[float32], false)
		assert.ErrorIs(t, err, nd.ErrIndexOutOfRange)
		assert.ErrorContains(t, err, "indices[12283] = [10] does not index into shape [10]")
	}
}

// scatterBench is a random scalar scatter of m updates into n elements.
func scatterBench(n, m int) (dst []float32, idx []int64, upd []float32) {
	rng := rand.New(rand.NewPCG(1, 2))
	dst, idx, upd = make([]float32, n), make([]int64, m), make([]float32, m)
	for i := range idx {
		idx[i] = rng.Int64N(int64(n))
		upd[i] = float32(i)
	}
	return dst, idx, upd
}

// BenchmarkScatterAdd is the scalar add scatter (checked rows, blocked
// positions, tight store loop) into 16 MiB; BenchmarkScatterAddNaive is
// its naive twin, one loop with Go's bounds checks and no up-front check.
func BenchmarkScatterAdd(b *testing.B) { benchScatter(b, StoreAdd[float32]) }

// benchScatter times ScatterNd with store over scatterBench's scalars.
func benchScatter(b *testing.B, store func(dst []float32, rows []int64, upd []float32, size int) int) {
	dst, idx, upd := scatterBench(1<<22, 1<<20)
	s := check.Scatter{N: int64(len(idx)), Depth: 1, Slice: 1}
	b.SetBytes(int64(len(idx)) * 12)
	b.ReportAllocs()
	for b.Loop() {
		err := ScatterNd("op", dst, []int64{int64(len(dst))}, idx, nil,
			nd.ShapeOf(int64(len(idx)), 1), upd, s, store, false)
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScatterAddNaive(b *testing.B) {
	dst, idx, upd := scatterBench(1<<22, 1<<20)
	b.SetBytes(int64(len(idx)) * 12)
	b.ReportAllocs()
	for b.Loop() {
		for i, p := range idx {
			dst[p] += upd[i]
		}
	}
}

// BenchmarkScatterAddRows is the add scatter of 64-byte rows (16 float32)
// into 16 MiB through the blocked position pass; BenchmarkScatterAddRowsNaive
// is its naive twin.
func BenchmarkScatterAddRows(b *testing.B) {
	const row = 16
	dst, idx, upd := scatterRowsBench(1<<22, 1<<16, row)
	s := check.Scatter{N: int64(len(idx)), Depth: 1, Slice: row}
	b.SetBytes(int64(len(idx)) * (8 + 2*4*row))
	b.ReportAllocs()
	for b.Loop() {
		err := ScatterNd("op", dst, []int64{int64(len(dst)) / row, row}, idx, nil,
			nd.ShapeOf(int64(len(idx)), 1), upd, s, StoreAdd[float32], false)
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScatterAddRowsNaive(b *testing.B) {
	const row = 16
	dst, idx, upd := scatterRowsBench(1<<22, 1<<16, row)
	b.SetBytes(int64(len(idx)) * (8 + 2*4*row))
	b.ReportAllocs()
	for b.Loop() {
		for i, p := range idx {
			d, u := dst[p*row:(p+1)*row], upd[i*row:(i+1)*row]
			for j := range d {
				d[j] += u[j]
			}
		}
	}
}

// scatterRowsBench is a random scatter of m rows of row elements into n
// elements.
func scatterRowsBench(n, m, row int) (dst []float32, idx []int64, upd []float32) {
	dst, idx, _ = scatterBench(n, m)
	for i := range idx {
		idx[i] %= int64(n / row)
	}
	return dst, idx, make([]float32, m*row)
}

// TestScatterNdAllocs checks that a scatter allocates nothing of its own:
// neither the int64 vector path nor the blocked positions of rows.
func TestScatterNdAllocs(t *testing.T) {
	dst, idx, upd := scatterBench(1<<12, 1<<13)
	vector := check.Scatter{N: int64(len(idx)), Depth: 1, Slice: 1}
	rows := check.Scatter{N: int64(len(idx)) / 2, Depth: 2, Slice: 1}
	ishape := nd.ShapeOf(int64(len(idx)), 1)
	for i := range idx {
		idx[i] %= 64
	}
	for _, c := range []struct {
		s     check.Scatter
		dims  []int64
		shape nd.Shape
	}{{vector, []int64{1 << 12}, ishape}, {rows, []int64{64, 64}, nd.ShapeOf(rows.N, 2)}} {
		allocs := testing.AllocsPerRun(20, func() {
			err := ScatterNd("op", dst, c.dims, idx, nil, c.shape, upd[:c.s.N], c.s,
				StoreAdd[float32], false)
			require.NoError(t, err)
		})
		assert.Zero(t, allocs, "dims %v", c.dims)
	}
}
