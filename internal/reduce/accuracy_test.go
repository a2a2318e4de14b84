package reduce

import (
	"math"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// NumPy 1.24's errors on the adversarial sums below, measured with
// Debian's python3-numpy (np.add.reduce of the same float32 data against
// the exact sum).
const (
	numpyTenthFlatError  = 1236.1490116119385    // 1e8 × 0.1f, a.sum()
	numpyTenthAxis0Error = 1.4435083866119385    // (1e5, 1000) of 0.1f, a.sum(axis=0), worst column
	numpyAltFlatError    = 5.587935447692871e-09 // 1, 1e-7f alternating, 1e7 of them, a.sum()
	numpyAltAxis0Error   = 7.369976628979202e-09 // the same as (1e4, 1000), a.sum(axis=0), worst column
	numpyAltSignError    = 5e6                   // 1e8, 1, -1e8, 1, ... (1e7), a.sum(): NumPy gives 0
)

// sumErrors returns the worst error of the float32 sums of data (dims,
// reduced along red) against want, computed in float64 exactly enough.
func sumErrors(t *testing.T, data []float32, dims []int64, red []bool, want func(j int) float64) float64 {
	t.Helper()
	out := make([]float32, Count(dims, invert(red)))
	Run(out, Source[float32, float32]{Data: data, Layout: nd.RowMajor(dims...)}, red, Sum[float32, float32](), nil, true)
	worst := 0.0
	for j, v := range out {
		worst = max(worst, math.Abs(float64(v)-want(j)))
	}
	return worst
}

func invert(red []bool) []bool {
	out := make([]bool, len(red))
	for i, r := range red {
		out[i] = !r
	}
	return out
}

func TestSumAccuracyBesideNumPy(t *testing.T) {
	tenth := float64(float32(0.1))
	small := float64(float32(1e-7))
	t.Run("tenths", func(t *testing.T) {
		if raceEnabled {
			t.Skip("1e8 elements: too slow under the race detector")
		}
		data := make([]float32, 1e8)
		for i := range data {
			data[i] = 0.1
		}
		flat := sumErrors(t, data, []int64{1e8}, []bool{true}, func(int) float64 { return 1e8 * tenth })
		col := sumErrors(t, data, []int64{1e5, 1000}, []bool{true, false}, func(int) float64 { return 1e5 * tenth })
		t.Logf("1e8 × 0.1f: error %g (NumPy %g); axis 0 of (1e5, 1000): %g (NumPy %g)",
			flat, numpyTenthFlatError, col, numpyTenthAxis0Error)
		assert.LessOrEqual(t, flat, numpyTenthFlatError)
		assert.LessOrEqual(t, col, numpyTenthAxis0Error)
	})
	t.Run("alternating", func(t *testing.T) {
		data := make([]float32, 1e7)
		for i := range data {
			data[i] = 1
			if i%2 == 1 {
				data[i] = 1e-7
			}
		}
		flat := sumErrors(t, data, []int64{1e7}, []bool{true}, func(int) float64 { return 5e6 + 5e6*small })
		col := sumErrors(t, data, []int64{1e4, 1000}, []bool{true, false}, func(j int) float64 {
			if j%2 == 1 {
				return 1e4 * small
			}
			return 1e4
		})
		t.Logf("1, 1e-7 alternating: error %g (NumPy %g); axis 0: %g (NumPy %g)", flat, numpyAltFlatError, col, numpyAltAxis0Error)
		assert.LessOrEqual(t, flat, numpyAltFlatError)
		assert.LessOrEqual(t, col, numpyAltAxis0Error)
	})
	t.Run("alternating signs", func(t *testing.T) {
		data := make([]float32, 1e7)
		for i := range data {
			data[i] = [4]float32{1e8, 1, -1e8, 1}[i%4]
		}
		flat := sumErrors(t, data, []int64{1e7}, []bool{true}, func(int) float64 { return 5e6 })
		t.Logf("1e8, 1, -1e8, 1, ...: error %g (NumPy %g)", flat, numpyAltSignError)
		require.LessOrEqual(t, flat, numpyAltSignError)
	})
}
