package sorting

// The TopK cases of TensorFlow's tensorflow/python/kernel_tests/topk_op_test.py
// (TopKTest), transcribed: literal inputs and expectations as there; the
// randomised ones (permuted linspace) built the same way, their expected
// indices from a stable descending argsort, as np.argsort(-x,
// kind="mergesort") gives (testStableSort uses it; the others have
// distinct values where float32 is exact).

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
)

// topK runs TopK on the row-major array x of dims and returns the values
// and indices.
func topK[T Ordered](x []T, dims []int64, k int) ([]T, []int64) {
	kd := append([]int64{}, dims...)
	kd[len(kd)-1] = int64(k)
	kl := nd.RowMajor(kd...)
	vals, idx := make([]T, kl.Size()), make([]int64, kl.Size())
	TopK(View[T]{Data: vals, Layout: kl}, View[int64]{Data: idx, Layout: kl},
		View[T]{Data: x, Layout: nd.RowMajor(dims...)}, k)
	return vals, idx
}

func TestTFTop1(t *testing.T) {
	v, i := topK([]float32{0.1, 0.3, 0.2, 0.4, 0.1, 0.3, 0.3, 0.2}, []int64{2, 4}, 1)
	require.Equal(t, []float32{0.4, 0.3}, v)
	require.Equal(t, []int64{3, 1}, i)
}

func TestTFTop2(t *testing.T) {
	v, i := topK([]float32{0.1, 0.3, 0.2, 0.4, 0.1, 0.3, 0.4, 0.2}, []int64{2, 4}, 2)
	require.Equal(t, []float32{0.4, 0.3, 0.4, 0.3}, v)
	require.Equal(t, []int64{3, 1, 2, 1}, i)
}

func TestTFTopAll(t *testing.T) {
	v, i := topK([]float32{0.1, 0.3, 0.2, 0.4, 0.1, 0.3, 0.3, 0.2}, []int64{2, 4}, 4)
	require.Equal(t, []float32{0.4, 0.3, 0.2, 0.1, 0.3, 0.3, 0.2, 0.1}, v)
	require.Equal(t, []int64{3, 1, 2, 0, 1, 2, 3, 0}, i)
}

func TestTFTop1AllNan(t *testing.T) {
	nan := float32(math.NaN())
	v, i := topK([]float32{nan, nan, nan, nan}, []int64{2, 2}, 1)
	require.True(t, v[0] != v[0] && v[1] != v[1])
	require.Equal(t, []int64{0, 0}, i)
}

func TestTFTop3Vector(t *testing.T) {
	x := []int32{3, 6, 15, 18, 6, 12, 1, 17, 3, 0, 4, 19, 1, 6}
	v, i := topK(x, []int64{int64(len(x))}, 3)
	require.Equal(t, []int32{19, 18, 17}, v)
	require.Equal(t, []int64{11, 3, 7}, i)
}

func TestTFTop3ZeroRows(t *testing.T) {
	v, i := topK([]float32{}, []int64{0, 10}, 3)
	require.Empty(t, v)
	require.Empty(t, i)
}

// linspace is np.linspace(0, hi, n) in float64, permuted by r as
// np.random.permutation does.
func linspace(r *rand.Rand, hi float64, n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		x[i] = hi * float64(i) / float64(n-1)
	}
	r.Shuffle(n, func(i, j int) { x[i], x[j] = x[j], x[i] })
	return x
}

func convert[T any](x []float64, f func(float64) T) []T {
	out := make([]T, len(x))
	for i, v := range x {
		out[i] = f(v)
	}
	return out
}

// checkTF checks TopK of the b×n array x against the stable descending
// argsort of each row.
func checkTF[T Ordered](t *testing.T, x []T, b, n int64, k int, cmp func(a, c T) int) {
	t.Helper()
	v, idx := topK(x, []int64{b, n}, k)
	for r := range b {
		row := x[r*n : (r+1)*n]
		want := refTopK(row, k, cmp)
		require.Equal(t, want, idx[r*int64(k):(r+1)*int64(k)], "row %d", r)
		for j, i := range want {
			got := v[r*int64(k)+int64(j)]
			require.Equal(t, math.Float64bits(float64Of(row[i])), math.Float64bits(float64Of(got)))
		}
	}
}

// float64Of converts a number for comparing bits.
func float64Of[T Ordered](v T) float64 {
	switch x := any(v).(type) {
	case float32:
		return float64(x)
	case float64:
		return x
	case int32:
		return float64(x)
	}
	panic("float64Of")
}

func TestTFTop3(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for k := 3; k < 11; k += 2 {
		for dim := 512; dim < 12288; dim += 512 {
			checkTF(t, linspace(r, 100, dim), 1, int64(dim), k, nanLast[float64])
		}
	}
}

// TestTFLargeSortAndTopK covers testLargeSort (k = n), testLargeTopK
// (k = n-1) and testMediumTopK (b=5, n=500, k=50) for float32 and
// float16.
func TestTFLargeSortAndTopK(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, c := range []struct{ b, n, k int64 }{{10, 5000, 5000}, {10, 5000, 4999}, {5, 500, 50}} {
		x := linspace(r, 100, int(c.b*c.n))
		checkTF(t, convert(x, func(v float64) float32 { return float32(v) }), c.b, c.n, int(c.k),
			nanLast[float32])
		h := convert(x, func(v float64) float16.Float16 { return float16.Fromfloat32(float32(v)) })
		kd := []int64{c.b, c.k}
		vals, idx := make([]float16.Float16, c.b*c.k), make([]int64, c.b*c.k)
		TopKHalf(View[float16.Float16]{Data: vals, Layout: nd.RowMajor(kd...)},
			View[int64]{Data: idx, Layout: nd.RowMajor(kd...)},
			View[float16.Float16]{Data: h, Layout: nd.RowMajor(c.b, c.n)}, int(c.k), 0x7c00)
		for row := range c.b {
			lane := h[row*c.n : (row+1)*c.n]
			want := refTopK(lane, int(c.k), func(a, b float16.Float16) int {
				return nanLast(a.Float32(), b.Float32())
			})
			require.Equal(t, want, idx[row*c.k:(row+1)*c.k])
			for j, i := range want {
				require.Equal(t, lane[i], vals[row*c.k+int64(j)])
			}
		}
	}
}

func TestTFStableSort(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	const b, n = 5, 500
	for _, k := range []int{1, 5, 50, 500} {
		// np.linspace(0, 3, b*n, dtype=np.int32): truncated towards zero.
		x := convert(linspace(r, 3, b*n), func(v float64) int32 { return int32(v) })
		checkTF(t, x, b, n, k, func(a, c int32) int { return int(a) - int(c) })
	}
}
