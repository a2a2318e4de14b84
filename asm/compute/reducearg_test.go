package compute

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// argRuns is one run of each arg-reduction's element type.
type argRuns struct {
	f32 []float32
	f64 []float64
	i32 []int32
	i64 []int64
	u8  []uint8
}

// newArgRuns returns runs of n elements starting off elements into their
// backing arrays (so at every alignment), filled by fill(i) for element i:
// a float (the integers take its integer part, wrapped) and whether it is
// NaN (the integers' extreme then).
func newArgRuns(n, off int, fill func(i int) float64) argRuns {
	r := argRuns{
		f32: make([]float32, off+n+16)[off:][:n],
		f64: make([]float64, off+n+16)[off:][:n],
		i32: make([]int32, off+n+16)[off:][:n],
		i64: make([]int64, off+n+16)[off:][:n],
		u8:  make([]uint8, off+n+64)[off:][:n],
	}
	for i := range n {
		v := fill(i)
		r.f32[i], r.f64[i] = float32(v), v
		switch {
		case math.IsNaN(v):
			r.i32[i], r.i64[i], r.u8[i] = math.MaxInt32, math.MinInt64, 255
		case math.IsInf(v, 0):
			r.i32[i], r.i64[i], r.u8[i] = math.MinInt32, math.MaxInt64, 0
		default:
			r.i32[i], r.i64[i], r.u8[i] = int32(int64(v)), int64(v), uint8(int64(v))
		}
	}
	return r
}

// argCheck compares f with its twin on a; an empty a must panic instead.
func argCheck[T any](name string, f, twin func([]T) int, a []T) error {
	if len(a) == 0 {
		if !riPanics(func() { f(a) }) {
			return fmt.Errorf("%s of an empty slice did not panic", name)
		}
		return nil
	}
	if got, want := f(a), twin(a); got != want {
		return fmt.Errorf("%s n=%d: %d (%v), twin %d (%v)", name, len(a), got, a[got], want, a[want])
	}
	return nil
}

// check compares every arg-reduction at the current level with its twin.
func (r argRuns) check() error {
	for _, err := range []error{
		argCheck("ArgMaxFloat32", ArgMaxFloat32, argMaxFloatGo, r.f32),
		argCheck("ArgMinFloat32", ArgMinFloat32, argMinFloatGo, r.f32),
		argCheck("ArgMaxFloat64", ArgMaxFloat64, argMaxFloatGo, r.f64),
		argCheck("ArgMinFloat64", ArgMinFloat64, argMinFloatGo, r.f64),
		argCheck("ArgMaxInt32", ArgMaxInt32, argMaxIntGo, r.i32),
		argCheck("ArgMinInt32", ArgMinInt32, argMinIntGo, r.i32),
		argCheck("ArgMaxInt64", ArgMaxInt64, argMaxIntGo, r.i64),
		argCheck("ArgMinInt64", ArgMinInt64, argMinIntGo, r.i64),
		argCheck("ArgMaxUint8", ArgMaxUint8, argMaxIntGo, r.u8),
		argCheck("ArgMinUint8", ArgMinUint8, argMinIntGo, r.u8),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// argRandom draws from few values, so that the extremes repeat and the
// first occurrence matters, and with odds 1/special (if special > 0) a
// zero of either sign, an infinity or NaN.
func argRandom(r *rand.Rand, special int) func(int) float64 {
	return func(int) float64 {
		if special > 0 && r.IntN(special) == 0 {
			return []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN()}[r.IntN(5)]
		}
		return float64(r.IntN(41) - 20)
	}
}

func TestArgExtremesEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for n := range 301 {
			if trimmed(n) {
				continue
			}
			for _, special := range []int{0, 5, 50, 1000} {
				require.NoError(t, newArgRuns(n, n%16, argRandom(r, special)).check())
			}
		}
		for range trimmedTo(40, 5) {
			n := 301 + r.IntN(20000)
			for _, special := range []int{0, 3000, 30000} {
				require.NoError(t, newArgRuns(n, r.IntN(16), argRandom(r, special)).check())
			}
		}
		for _, n := range []int{1 << 16, 1<<20 + 7} {
			require.NoError(t, newArgRuns(n, 3, argRandom(r, 0)).check())
			require.NoError(t, newArgRuns(n, 3, argRandom(r, n)).check())
		}
	})
}

func TestArgExtremesOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 64 {
			for _, n := range []int{1, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257, 1000, 1029} {
				require.NoError(t, newArgRuns(n, off, argRandom(r, 40)).check())
			}
		}
	})
}

// The extreme (or a NaN) at every position of runs long enough for several
// blocks, on a background of the opposite extremes, and again at a later
// position: the first one wins.
func TestArgExtremesEveryPosition(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 9, 64, 200, 1000, 2100} {
			for pos := range n {
				if trimmed(pos) {
					continue
				}
				for _, v := range []float64{math.Inf(1), math.Inf(-1), math.NaN(), 1e30, -1e30} {
					runs := newArgRuns(n, pos%8, func(i int) float64 {
						switch {
						case i == pos, i == pos+1+(n-pos)/2:
							return v
						case v > 0:
							return -1e30
						}
						return 1e30
					})
					require.NoError(t, runs.check(), "pos %d, %v", pos, v)
					switch {
					case math.IsNaN(v):
						for _, i := range []int{ArgMaxFloat32(runs.f32), ArgMinFloat32(runs.f32),
							ArgMaxFloat64(runs.f64), ArgMinFloat64(runs.f64)} {
							require.Equal(t, pos, i)
						}
					case v > 0:
						require.Equal(t, pos, ArgMaxFloat32(runs.f32))
						require.Equal(t, pos, ArgMaxFloat64(runs.f64))
					default:
						require.Equal(t, pos, ArgMinFloat32(runs.f32))
						require.Equal(t, pos, ArgMinFloat64(runs.f64))
					}
				}
			}
		}
	})
}

// Integer extremes: the type's maximum and minimum at a position, the
// rest the opposite, and runs of one value (index 0).
func TestArgExtremesIntegerLimits(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 33, 130, 1500} {
			for pos := range n {
				if trimmed(pos) {
					continue
				}
				runs := newArgRuns(n, 0, func(int) float64 { return 0 })
				for i := range n {
					runs.i32[i], runs.i64[i], runs.u8[i] = math.MinInt32, math.MinInt64, 0
				}
				runs.i32[pos], runs.i64[pos], runs.u8[pos] = math.MaxInt32, math.MaxInt64, 255
				require.NoError(t, runs.check())
				assert.Equal(t, pos, ArgMaxInt32(runs.i32))
				assert.Equal(t, pos, ArgMaxInt64(runs.i64))
				assert.Equal(t, pos, ArgMaxUint8(runs.u8))
				firstMin := 0 // the first element not at pos
				if pos == 0 && n > 1 {
					firstMin = 1
				}
				assert.Equal(t, firstMin, ArgMinInt32(runs.i32))
				for i := range n {
					runs.i32[i], runs.i64[i], runs.u8[i] = math.MaxInt32, math.MaxInt64, 255
				}
				runs.i32[pos], runs.i64[pos], runs.u8[pos] = math.MinInt32, math.MinInt64, 0
				require.NoError(t, runs.check())
				assert.Equal(t, pos, ArgMinInt32(runs.i32))
				assert.Equal(t, pos, ArgMinInt64(runs.i64))
				assert.Equal(t, pos, ArgMinUint8(runs.u8))
			}
			same := newArgRuns(n, 5, func(int) float64 { return 7 })
			require.NoError(t, same.check())
			for _, i := range []int{ArgMaxInt32(same.i32), ArgMinInt64(same.i64),
				ArgMaxUint8(same.u8), ArgMinFloat32(same.f32)} {
				assert.Zero(t, i)
			}
		}
	})
}

// Zeros of both signs are equal: the first zero is the maximum of runs of
// negative numbers and zeros, whatever its sign; runs of infinities give 0.
func TestArgExtremesSignedZerosAndInfinities(t *testing.T) {
	negZero := math.Copysign(0, -1)
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 5, 16, 40, 100, 1030} {
			for pos := range n {
				if trimmed(pos) {
					continue
				}
				for _, z := range []float64{0, negZero} {
					runs := newArgRuns(n, 1, func(i int) float64 {
						switch {
						case i < pos:
							return -1
						case i%3 == 0:
							return negZero
						case i%3 == 1:
							return 0
						}
						return -2
					})
					runs.f32[pos], runs.f64[pos] = float32(z), z
					require.NoError(t, runs.check())
					require.Equal(t, pos, ArgMaxFloat32(runs.f32))
					require.Equal(t, pos, ArgMaxFloat64(runs.f64))
				}
			}
			for _, inf := range []float64{math.Inf(1), math.Inf(-1)} {
				runs := newArgRuns(n, 2, func(int) float64 { return inf })
				require.NoError(t, runs.check())
				require.Zero(t, ArgMaxFloat32(runs.f32)+ArgMinFloat32(runs.f32)+
					ArgMaxFloat64(runs.f64)+ArgMinFloat64(runs.f64))
			}
		}
	})
}

// Rising and falling runs beat the best in every block; a plateau at the
// top repeats it in later blocks, which must not win.
func TestArgExtremesMonotonic(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{100, 1000, 5000, 70000} {
			for _, f := range []func(i int) float64{
				func(i int) float64 { return float64(i % 120) },
				func(i int) float64 { return float64(-i % 120) },
				func(i int) float64 { return float64(min(i, n/3) % 250) },
				func(i int) float64 { return float64(max(-i, -n/3) % 250) },
			} {
				require.NoError(t, newArgRuns(n, 0, f).check())
			}
		}
	})
}

func TestArgExtremesEmptyPanics(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		require.NoError(t, newArgRuns(0, 0, nil).check())
		assert.Panics(t, func() { ArgMaxFloat32(nil) })
		assert.Panics(t, func() { ArgMinUint8([]uint8{}) })
	})
}

// trimmed reports whether a test under -short or the race detector (ten
// times slower in the Go harness) skips length or position n: those past
// 140 but every 17th.
func trimmed(n int) bool { return (testing.Short() || raceBuild) && n > 140 && n%17 != 0 }

// trimmedTo is full, or short under -short or the race detector.
func trimmedTo(full, short int) int {
	if testing.Short() || raceBuild {
		return short
	}
	return full
}
