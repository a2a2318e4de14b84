package compute

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// reduceLengths are every length to 1100 and some large ones.
func reduceLengths() []int {
	var ns []int
	for n := range 1101 {
		ns = append(ns, n)
	}
	return append(ns, 4093, 4096, 65536+13, 1<<20+7)
}

// checkFloatReductions compares every float reduction of a (from element
// off of buf) at the current level with its reference and its twin.
func checkFloatReductions[T float32 | float64](t *testing.T, a []T, what string) {
	t.Helper()
	var sum T
	var max, min T
	switch a := any(a).(type) {
	case []float32:
		sum = T(PairwiseSumFloat32(a))
		if len(a) > 0 {
			max, min = T(MaxFloat32(a)), T(MinFloat32(a))
		}
	case []float64:
		sum = T(PairwiseSumFloat64(a))
		if len(a) > 0 {
			max, min = T(MaxFloat64(a)), T(MinFloat64(a))
		}
	}
	want := numpyPairwiseSum(a, 0, len(a), 1)
	if !sameResult(sum, want) || !sameResult(pairwiseSumGo(a), want) {
		t.Fatalf("%s n=%d: sum %v (%x), twin %v, numpy %v (%x)", what, len(a), sum,
			math.Float64bits(float64(sum)), pairwiseSumGo(a), want, math.Float64bits(float64(want)))
	}
	if len(a) == 0 {
		return
	}
	for _, isMax := range []bool{true, false} {
		got := min
		if isMax {
			got = max
		}
		ref := refExtreme(a, isMax)
		tw, nan := extremeGo(a, isMax)
		if nan {
			tw = T(math.NaN())
		}
		if !sameResult(got, ref) || !sameResult(tw, ref) {
			t.Fatalf("%s n=%d max=%v: got %v (%x), twin %v, want %v (%x)", what, len(a), isMax, got,
				math.Float64bits(float64(got)), tw, ref, math.Float64bits(float64(ref)))
		}
	}
}

func TestFloatReductionsEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for _, n := range reduceLengths() {
			for _, special := range []int{0, 7, 300} {
				if n > 4096 && special == 7 {
					continue
				}
				a32, a64 := make([]float32, n), make([]float64, n)
				reduceData(r, a32, special)
				reduceData(r, a64, special)
				checkFloatReductions(t, a32, "float32")
				checkFloatReductions(t, a64, "float64")
			}
		}
	})
}

// The kernels read unaligned runs from any element offset, and guards
// around the run stay out of the result.
func TestFloatReductionsOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 16 {
			for _, n := range []int{1, 3, 7, 8, 9, 15, 16, 17, 31, 33, 63, 64, 65, 127, 128, 129, 200, 257, 1000} {
				b32, b64 := make([]float32, off+n+16), make([]float64, off+n+16)
				for i := range b32 {
					b32[i], b64[i] = float32(math.NaN()), math.Inf(1)
				}
				reduceData(r, b32[off:off+n], 50)
				reduceData(r, b64[off:off+n], 50)
				checkFloatReductions(t, b32[off:off+n], "float32")
				checkFloatReductions(t, b64[off:off+n], "float64")
			}
		}
	})
}

// Zeros of both signs give +0 to the maximum and -0 to the minimum in
// whatever lane or position they are.
func TestFloatExtremesSignedZeros(t *testing.T) {
	negZero := math.Copysign(0, -1)
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 2, 5, 8, 13, 16, 40, 67, 130} {
			for pos := range n {
				for _, fill := range []float64{negZero, 0, -1, 1} {
					a64 := make([]float64, n)
					a32 := make([]float32, n)
					for i := range n {
						a64[i], a32[i] = fill, float32(fill)
					}
					for _, z := range []float64{0, negZero} {
						a64[pos], a32[pos] = z, float32(z)
						checkFloatReductions(t, a32, "float32 zeros")
						checkFloatReductions(t, a64, "float64 zeros")
					}
				}
			}
		}
	})
}

func TestFloatExtremesEmptyPanics(t *testing.T) {
	require.Panics(t, func() { MaxFloat32(nil) })
	require.Panics(t, func() { MinFloat32(nil) })
	require.Panics(t, func() { MaxFloat64(nil) })
	require.Panics(t, func() { MinFloat64([]float64{}) })
	require.Equal(t, float32(0), PairwiseSumFloat32(nil))
	require.False(t, math.Signbit(PairwiseSumFloat64([]float64{math.Copysign(0, -1)})))
}

// A NaN anywhere, also alone in the last partial vector, makes the
// extremes NaN.
func TestFloatExtremesNaNAnywhere(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 4, 7, 8, 9, 31, 32, 33, 100, 129} {
			for pos := range n {
				a32, a64 := make([]float32, n), make([]float64, n)
				a32[pos], a64[pos] = float32(math.NaN()), math.NaN()
				require.True(t, math.IsNaN(float64(MaxFloat32(a32))) && math.IsNaN(float64(MinFloat32(a32))))
				require.True(t, math.IsNaN(MaxFloat64(a64)) && math.IsNaN(MinFloat64(a64)))
			}
		}
	})
}

func FuzzReduce(f *testing.F) {
	f.Add([]byte{0, 0, 0x80, 0x7f, 1, 2, 3, 4, 0, 0, 0, 0x80}, uint8(0))
	f.Add(make([]byte, 1000), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, off uint8) {
		o := int(off % 8)
		if o > len(data) {
			o = len(data)
		}
		data = data[o:]
		a32 := make([]float32, len(data)/4)
		for i := range a32 {
			a32[i] = math.Float32frombits(uint32(data[4*i]) | uint32(data[4*i+1])<<8 | uint32(data[4*i+2])<<16 | uint32(data[4*i+3])<<24)
		}
		a64 := make([]float64, len(data)/8)
		for i := range a64 {
			var u uint64
			for j := range 8 {
				u |= uint64(data[8*i+j]) << (8 * j)
			}
			a64[i] = math.Float64frombits(u)
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			checkFloatReductions(t, a32, "float32 "+l.String())
			checkFloatReductions(t, a64, "float64 "+l.String())
			restore()
		}
	})
}
