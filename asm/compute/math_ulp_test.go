package compute

import (
	"flag"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"testing"
)

// The accuracy of the transcendental kernels, at the level the CPU runs
// (every level gives the same bits: TestMathKernelsMatchTwins). Errors are
// measured in fractional ULPs of the exact result; each must be at most 1.
//
// float32: every bit pattern with NDARRAY_EXHAUSTIVE=1 (2^32 inputs per
// function, minutes), otherwise 10^7 inputs per function (4*10^6 random
// bit patterns and runs of consecutive floats around the interesting
// points), against the float64 functions of package math, whose error
// (about 2^-29 float32 ULP) does not matter at this scale.
//
// float64: 10^7 inputs per function (10^5 with -short) against the
// double-double references of math_ref_test.go.

// mathULPLimit is the worst error allowed, in ULPs.
const mathULPLimit = 1.0

// float32Sweeps are the centres of the runs of consecutive float32 that
// the non-exhaustive test adds to its random inputs.
var float32Sweeps = []float32{0, 1, -1, 0.5, -0.5, 0.6931472, -0.6931472, 2, -2, 88.72284, -87.33655,
	-103.97208, 0x1p-126, -0x1p-126, 0x1p-149, 10, -10, 9.01, -9.01, 1e-5, -1e-5, 0.625, -0.625, 0.3466,
	-0.3466, 30, -30, 100, -100, 1e10, -0.9999}

// ulpN is the number of inputs per kernel of the ULP tests.
var ulpN = flag.Int("compute.ulpn", 0, "inputs per kernel in the ULP tests (0: 3*10^5, 10^5 under -short or -race; the issue's full run is -compute.ulpn=10000000)")

// ulpInputs returns *ulpN or its default: the references cost a few
// hundred ns an input, so 10^7 (two minutes) is a run of its own.
func ulpInputs() int {
	switch {
	case *ulpN > 0:
		return *ulpN
	case testing.Short() || raceBuild:
		return 100_000
	}
	return 300_000
}

func TestMathULPFloat32(t *testing.T) {
	exhaustive := os.Getenv("NDARRAY_EXHAUSTIVE") == "1"
	var inputs func(chunk int, buf []float32) bool // fills buf with the chunk-th inputs; false past the end
	total := ulpInputs()
	if exhaustive {
		total = 1 << 32
		inputs = func(chunk int, buf []float32) bool {
			base := uint64(chunk) * uint64(len(buf))
			if base >= 1<<32 {
				return false
			}
			for i := range buf {
				buf[i] = math.Float32frombits(uint32(base + uint64(i)))
			}
			return true
		}
	} else {
		const random = 4_000_000
		per := (total - random) / len(float32Sweeps)
		inputs = func(chunk int, buf []float32) bool {
			base := chunk * len(buf)
			if base >= total {
				return false
			}
			rng := rand.New(rand.NewPCG(uint64(chunk), 7))
			for i := range buf {
				j := base + i
				switch {
				case j >= total:
					buf[i] = 0
				case j < random:
					buf[i] = math.Float32frombits(rng.Uint32())
				default:
					j -= random
					c := float32Sweeps[min(j/per, len(float32Sweeps)-1)]
					bits := int64(math.Float32bits(c)) + int64(j%per) - int64(per/2)
					buf[i] = math.Float32frombits(uint32(bits))
				}
			}
			return true
		}
	}
	for _, k := range mathKernels {
		worst, at := mathWorst(func(chunk int, buf []float32, out []float32) (float64, float32, bool) {
			if !inputs(chunk, buf) {
				return 0, 0, false
			}
			k.k32(out, buf)
			w, wx := 0.0, float32(0)
			for i, x := range buf {
				if e := ulp32(float64(out[i]), k.ref64(float64(x))); e > w || e != e {
					w, wx = e, x
				}
			}
			return w, wx, true
		})
		t.Logf("%sFloat32 (%v, %d inputs): worst %.4f ULP at x = %v (%#x)", k.name, CurrentLevel(), min(total, 1<<32), worst, at, math.Float32bits(at))
		if !(worst <= mathULPLimit) {
			t.Errorf("%sFloat32: %v ULP at x = %v: got %v, math %v", k.name, worst, at, oneOf(k.k32, at), k.ref64(float64(at)))
		}
	}
}

func oneOf(f func(dst, a []float32), x float32) float32 {
	d := []float32{0}
	f(d, []float32{x})
	return d[0]
}

// ulp32 is the error of got against the float64 want in float32 ULPs: 0
// where both are the same NaN, infinity or zero, +Inf where only one is.
func ulp32(got, want float64) float64 {
	switch {
	case want != want || got != got:
		if want != want && got != got {
			return 0
		}
		return math.Inf(1)
	case math.IsInf(want, 0):
		if got == want {
			return 0
		}
		return math.Inf(1)
	}
	return ulpErr(got, ref{ddF(want), 0}, 23, -126, 127)
}

// mathWorst runs check on chunks 0, 1, ... of 1<<16 inputs across the
// CPUs until it reports the end, and returns the worst error and its
// input.
func mathWorst(check func(chunk int, buf, out []float32) (float64, float32, bool)) (float64, float32) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	next, worst, at := 0, 0.0, float32(0)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf, out := make([]float32, 1<<16), make([]float32, 1<<16)
			for {
				mu.Lock()
				c := next
				next++
				mu.Unlock()
				w, x, ok := check(c, buf, out)
				if !ok {
					return
				}
				mu.Lock()
				if w > worst || w != w {
					worst, at = w, x
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return worst, at
}

// float64Range is where each function's random moderate inputs fall.
var float64Range = map[string][2]float64{
	"Exp": {-746, 710}, "Expm1": {-40, 710}, "Log": {0, 10}, "Log1p": {-1, 10},
	"Tanh": {-20, 20}, "Sigmoid": {-746, 40},
}

// float64Skip reports inputs whose result the special-value tests and
// the twin tests cover, outside what the references handle.
func float64Skip(name string, x float64) bool {
	switch name {
	case "Exp", "Expm1":
		return !(x > -750 && x < 750)
	case "Log":
		return !(x > 0 && x < math.Inf(1))
	case "Log1p":
		return !(x > -1 && x < math.Inf(1))
	case "Tanh":
		return !(math.Abs(x) < 40)
	case "Sigmoid":
		return !(x > -750 && x < 40)
	}
	return false
}

func TestMathULPFloat64(t *testing.T) {
	total := ulpInputs()
	const chunk = 1 << 14
	for _, k := range mathKernels {
		lohi := float64Range[k.name]
		var mu sync.Mutex
		var wg sync.WaitGroup
		next, worst, at := 0, 0.0, 0.0
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				buf, out := make([]float64, chunk), make([]float64, chunk)
				for {
					mu.Lock()
					c := next
					next++
					mu.Unlock()
					if c*chunk >= total {
						return
					}
					rng := rand.New(rand.NewPCG(uint64(c), 64))
					for i := range buf {
						switch i % 4 {
						case 0:
							buf[i] = math.Float64frombits(rng.Uint64())
						case 1, 2:
							m := math.Ldexp(1+rng.Float64(), rng.IntN(71)-61)
							if rng.IntN(2) == 0 {
								m = -m
							}
							buf[i] = m
						default:
							buf[i] = lohi[0] + (lohi[1]-lohi[0])*rng.Float64()
						}
					}
					k.k64(out, buf)
					w, wx := 0.0, 0.0
					for i, x := range buf {
						if float64Skip(k.name, x) {
							continue
						}
						if e := ulpErr(out[i], k.ref(x), 52, -1022, 1023); e > w || e != e {
							w, wx = e, x
						}
					}
					mu.Lock()
					if w > worst || w != w {
						worst, at = w, wx
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		t.Logf("%sFloat64 (%v, %d inputs): worst %.4f ULP at x = %v (%#x)", k.name, CurrentLevel(), total, worst, at, math.Float64bits(at))
		if !(worst <= mathULPLimit) {
			r := k.ref(at)
			d := []float64{0}
			k.k64(d, []float64{at})
			t.Errorf("%sFloat64: %v ULP at x = %v: got %v, exact %v * 2^%d", k.name, worst, at, d[0], r.v.val(), r.e)
		}
	}
}
