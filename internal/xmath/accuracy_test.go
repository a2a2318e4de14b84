package xmath

import (
	"flag"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

var ulpN = flag.Int("xmath.n", 0, "inputs per function in TestULP (0: 3*10^5, 10^5 under -short or -race; the issue's full run is -xmath.n=10000000)")

// ulpInputs is the number of random inputs per function in TestULP:
// 3*10^5 in a normal run (the references cost up to 450 ns a call; 10^7
// takes two minutes, too long for every make test: run it with
// -xmath.n=10000000), 10^5 under -short or -race. Every other input is a
// float32 value, checked in both precisions against one reference value.
func ulpInputs() int {
	if *ulpN > 0 {
		return *ulpN
	}
	if testing.Short() || raceEnabled {
		return 100_000
	}
	return 300_000
}

// worst is the largest ULP error seen and its input.
type worst struct{ ulp, x, y float64 }

func (w *worst) note(e, x, y float64) {
	if e > w.ulp || e != e {
		*w = worst{e, x, y}
	}
}

// parallel runs f on GOMAXPROCS shards of n inputs, each with its own
// generator, and merges the worst float64 and float32 errors.
func parallel(n int, f func(r *rand.Rand, n int) (w, w32 worst)) (w, w32 worst) {
	p := runtime.GOMAXPROCS(0)
	res := make([][2]worst, p)
	var wg sync.WaitGroup
	for i := range p {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, b := f(rand.New(rand.NewPCG(uint64(i), 28)), (n+p-1)/p)
			res[i] = [2]worst{a, b}
		}()
	}
	wg.Wait()
	for _, r := range res {
		w.note(r[0].ulp, r[0].x, r[0].y)
		w32.note(r[1].ulp, r[1].x, r[1].y)
	}
	return w, w32
}

// TestULP checks every function within 1 ULP of the double-double reference
// (ref_test.go, itself checked against mpmath by TestReferenceGolden) on
// random inputs spread over its domain, and logs the worst error seen.
func TestULP(t *testing.T) {
	n := ulpInputs()
	for _, c := range unaryCases {
		t.Run(c.name, func(t *testing.T) {
			w, w32 := parallel(n, func(r *rand.Rand, n int) (w, w32 worst) {
				for i := range n {
					if i%2 == 0 {
						x := c.sample(r)
						v, k := c.ref(x)
						w.note(ulpErr(c.f(x), v, k), x, 0)
						continue
					}
					x := c.sample32(r)
					v, k := c.ref(x)
					w.note(ulpErr(c.f(x), v, k), x, 0)
					w32.note(ulpErr32(c.f32(float32(x)), v, k), x, 0)
				}
				return w, w32
			})
			t.Logf("%-8s worst %.4f ULP at %v (float64, %d inputs), %.4f ULP at %v (float32, %d inputs)",
				c.name, w.ulp, w.x, n, w32.ulp, w32.x, n/2)
			require.LessOrEqual(t, w.ulp, 1.0, "float64 at %v (%#x)", w.x, math.Float64bits(w.x))
			require.LessOrEqual(t, w32.ulp, 1.0, "float32 at %v", w32.x)
		})
	}
	t.Run("Pow", func(t *testing.T) {
		w, w32 := parallel(n, func(r *rand.Rand, n int) (w, w32 worst) {
			for i := range n {
				if i%2 == 0 {
					x, y := powSample(r)
					v, k := powRef(x, y)
					w.note(ulpErr(Pow(x, y), v, k), x, y)
					continue
				}
				x, y := powSample32(r)
				v, k := powRef(x, y)
				w.note(ulpErr(Pow(x, y), v, k), x, y)
				w32.note(ulpErr32(Pow32(float32(x), float32(y)), v, k), x, y)
			}
			return w, w32
		})
		t.Logf("%-8s worst %.4f ULP at (%v, %v) (float64, %d inputs), %.4f ULP at (%v, %v) (float32, %d inputs)",
			"Pow", w.ulp, w.x, w.y, n, w32.ulp, w32.x, w32.y, n/2)
		require.LessOrEqual(t, w.ulp, 1.0, "float64 at (%v, %v)", w.x, w.y)
		require.LessOrEqual(t, w32.ulp, 1.0, "float32 at (%v, %v)", w32.x, w32.y)
	})
}
