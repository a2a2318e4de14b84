package linalg

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
	"github.com/stretchr/testify/require"
)

// Each element of a float product is within the bound of a k-term dot
// product, |got - exact| <= k·u·Σ|a_ip·b_pj| (u the unit roundoff; a
// first-order bound for any order of addition, with or without fused
// multiply-adds), on random data of mixed signs and magnitudes and on
// sums that cancel, against a compensated float64 reference (float32) or
// one in double-double (float64).
func TestMatMulWithinDotProductBound(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for round := range 12 {
		n, k, m := 1+r.IntN(40), 1+r.IntN(700), 1+r.IntN(40)
		value := func() float64 {
			v := (r.Float64()*2 - 1) * math.Exp2(float64(r.IntN(16)-8))
			if round%2 == 1 && r.IntN(2) == 0 { // large terms that cancel
				v *= 1e4
			}
			return v
		}
		a, b := make([]float64, n*k), make([]float64, k*m)
		for i := range a {
			a[i] = value()
		}
		for i := range b {
			b[i] = value()
		}
		a32, b32 := make([]float32, len(a)), make([]float32, len(b))
		for i := range a {
			a32[i] = float32(a[i])
			a[i] = float64(a32[i])
		}
		for i := range b {
			b32[i] = float32(b[i])
			b[i] = float64(b32[i])
		}
		got32 := MatMul("MatMul", same[float32](), view(a32, n, k), view(b32, k, m), newArray[float32]).v.Data
		got64 := MatMul("MatMul", same[float64](), view(a, n, k), view(b, k, m), newArray[float64]).v.Data
		for i := range n {
			for j := range m {
				exact, abs := exactDot(a, b, i, j, k, m)
				bound32 := float64(k) * 0x1p-24 * abs * 1.01
				bound64 := float64(k) * 0x1p-53 * abs * 1.01
				require.LessOrEqual(t, math.Abs(float64(got32[i*m+j])-exact), bound32, "float32 (%d,%d) of %d×%d×%d", i, j, n, k, m)
				require.LessOrEqual(t, math.Abs(got64[i*m+j]-exact), bound64, "float64 (%d,%d) of %d×%d×%d", i, j, n, k, m)
			}
		}
	}
}

// view is x as a row-major rows×cols view.
func view[T any](x []T, rows, cols int) elementwise.View[T] {
	return elementwise.View[T]{Data: x, Layout: nd.RowMajor(int64(rows), int64(cols))}
}

// exactDot returns row i of a times column j of b in double-double (each
// product split exactly by FMA, the sum compensated: far below float64's
// own rounding for these sizes), and Σ|a·b|.
func exactDot(a, b []float64, i, j, k, m int) (float64, float64) {
	var hi, lo, abs float64
	for p := range k {
		x, y := a[i*k+p], b[p*m+j]
		prod := x * y
		perr := math.FMA(x, y, -prod)
		s := hi + prod
		bp := s - hi
		lo += (hi - (s - bp)) + (prod - bp) + perr
		hi = s
		abs += math.Abs(prod)
	}
	return hi + lo, abs
}
