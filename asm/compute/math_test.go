package compute

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// mathKernel is one transcendental function: its kernels and per-element
// twins for both element types, and its float64 reference.
type mathKernel struct {
	name  string
	k32   func(dst, a []float32)
	one32 func(float32) float32
	k64   func(dst, a []float64)
	one64 func(float64) float64
	ref   func(float64) ref // exact to ~2^-95
	ref64 func(float64) float64
}

func sigmoidRef64(x float64) float64 {
	if x < 0 {
		e := math.Exp(x)
		return e / (1 + e)
	}
	return 1 / (1 + math.Exp(-x))
}

var mathKernels = []mathKernel{
	{"Exp", ExpFloat32, expFloat32One, ExpFloat64, expFloat64One, refExp, math.Exp},
	{"Expm1", Expm1Float32, expm1Float32One, Expm1Float64, expm1Float64One, refExpm1, math.Expm1},
	{"Log", LogFloat32, logFloat32One, LogFloat64, logFloat64One, refLog, math.Log},
	{"Log1p", Log1pFloat32, log1pFloat32One, Log1pFloat64, log1pFloat64One, refLog1p, math.Log1p},
	{"Tanh", TanhFloat32, tanhFloat32One, TanhFloat64, tanhFloat64One, refTanh, math.Tanh},
	{"Sigmoid", SigmoidFloat32, sigmoidFloat32One, SigmoidFloat64, sigmoidFloat64One, refSigmoid, sigmoidRef64},
}

// sameFloat is bit equality, any NaN equal to any NaN (the twins do not
// promise the assembly's NaN payloads).
func sameFloat[T float32 | float64](a, b T) bool {
	if a != a || b != b {
		return a != a && b != b
	}
	switch x := any(a).(type) {
	case float32:
		return math.Float32bits(x) == math.Float32bits(any(b).(float32))
	default:
		return math.Float64bits(any(a).(float64)) == math.Float64bits(any(b).(float64))
	}
}

// mathSpecials are the values every kernel is tried on.
var mathSpecials = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, math.Ln2, -math.Ln2, 2, -2,
	math.Inf(1), math.Inf(-1), math.NaN(), 0x1p-1074, -0x1p-1074, 0x1p-1022, 0x1p-149, -0x1p-149, 0x1p-126,
	88.72283, 88.72284, -87.33654, -103.972, -104, 709.782712893384, 709.7827128933841, -745.1332191019411,
	-745.1332191019412, -708.4, 0x1p-54, 0x1p-30, 1e-10, 0.625, 19.06, 20, 40, -0.9999999, -1 + 0x1p-53,
	math.MaxFloat32, -math.MaxFloat32, math.MaxFloat64, -math.MaxFloat64, 1e300, -1e300}

// mathInputs returns n inputs: the specials, random bit patterns and
// values of moderate size.
func mathInputs(n int, rng *rand.Rand) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		switch i % 4 {
		case 0:
			xs[i] = mathSpecials[rng.IntN(len(mathSpecials))]
		case 1:
			xs[i] = math.Float64frombits(rng.Uint64())
		case 2:
			xs[i] = float64(math.Float32frombits(rng.Uint32()))
		default:
			xs[i] = (rng.Float64()*2 - 1) * math.Ldexp(1, rng.IntN(12)-3)
		}
	}
	return xs
}

// checkMath runs every kernel on a[:n] (inside a guard-padded dst at the
// offset off) and checks it against the twin and the guard.
func checkMath[T float32 | float64](t *testing.T, name string, kernel func(dst, a []T), one func(T) T, a []T, off int) {
	n := len(a)
	const g = kerneltest.GuardLen
	buf := make([]T, off+n+2*g)
	for i := range buf {
		buf[i] = T(-7.25)
	}
	dst := buf[g+off : g+off+n]
	kernel(dst, a)
	for i, x := range a {
		if want := one(x); !sameFloat(want, dst[i]) {
			t.Fatalf("%s n=%d off=%d: f(%v) = %v (%#x), twin %v", name, n, off, x, dst[i], bitsOf(dst[i]), want)
		}
	}
	for i, v := range buf {
		if (i < g+off || i >= g+off+n) && v != T(-7.25) {
			t.Fatalf("%s n=%d off=%d: guard element %d written", name, n, off, i)
		}
	}
	// In place: dst is a.
	c := append([]T(nil), a...)
	kernel(c, c)
	for i, x := range a {
		if !sameFloat(one(x), c[i]) {
			t.Fatalf("%s in place n=%d: element %d", name, n, i)
		}
	}
}

func bitsOf[T float32 | float64](x T) uint64 {
	if f, ok := any(x).(float32); ok {
		return uint64(math.Float32bits(f))
	}
	return math.Float64bits(any(x).(float64))
}

// Every kernel at every level gives its twin's bits, for every length up
// to 300 and some longer, at element offsets that leave dst and a
// unaligned, and writes nothing around dst.
func TestMathKernelsMatchTwins(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	src := mathInputs(5000, rng)
	forEachLevel(t, func(t *testing.T) {
		lengths := append([]int{1000, 4099}, make([]int, 0)...)
		for n := range 301 {
			lengths = append(lengths, n)
		}
		for _, k := range mathKernels {
			for _, n := range lengths {
				off := n % 16
				a64 := src[off : off+n]
				a32 := make([]float32, n+off)[off:]
				for i, x := range a64 {
					a32[i] = float32(x)
				}
				checkMath(t, k.name+"Float32", k.k32, k.one32, a32, (n/16)%16)
				checkMath(t, k.name+"Float64", k.k64, k.one64, a64, (n/16)%8)
			}
		}
	})
}

// Unequal lengths panic; empty slices are fine.
func TestMathKernelsLengths(t *testing.T) {
	for _, k := range mathKernels {
		require.Panics(t, func() { k.k32(make([]float32, 3), make([]float32, 4)) }, k.name)
		require.Panics(t, func() { k.k64(make([]float64, 4), make([]float64, 3)) }, k.name)
		k.k32(nil, nil)
		k.k64([]float64{}, nil)
	}
}

// The special values, as NumPy gives them.
func TestMathSpecialValues(t *testing.T) {
	inf, nan, negZero := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	cases := []struct {
		name  string
		x     float64
		want  float64
		want2 float64 // the float32 result where it differs (0: same)
	}{
		{"Exp", nan, nan, 0}, {"Exp", inf, inf, 0}, {"Exp", -inf, 0, 0}, {"Exp", 0, 1, 0}, {"Exp", negZero, 1, 0},
		{"Exp", 710, inf, 0}, {"Exp", -746, 0, 0},
		{"Expm1", nan, nan, 0}, {"Expm1", inf, inf, 0}, {"Expm1", -inf, -1, 0}, {"Expm1", negZero, negZero, 0},
		{"Expm1", 0x1p-1074, 0x1p-1074, 0}, {"Expm1", -50, -1, 0},
		{"Log", nan, nan, 0}, {"Log", inf, inf, 0}, {"Log", -inf, nan, 0}, {"Log", 0, -inf, 0},
		{"Log", negZero, -inf, 0}, {"Log", -1, nan, 0}, {"Log", 1, 0, 0}, {"Log", 0x1p-1074, -744.4400719213812, 0},
		{"Log1p", nan, nan, 0}, {"Log1p", inf, inf, 0}, {"Log1p", -1, -inf, 0}, {"Log1p", -2, nan, 0},
		{"Log1p", negZero, negZero, 0}, {"Log1p", 0x1p-1074, 0x1p-1074, 0}, {"Log1p", -inf, nan, 0},
		{"Tanh", nan, nan, 0}, {"Tanh", inf, 1, 0}, {"Tanh", -inf, -1, 0}, {"Tanh", negZero, negZero, 0},
		{"Tanh", 0x1p-1074, 0x1p-1074, 0}, {"Tanh", -0x1p-1060, -0x1p-1060, 0}, {"Tanh", 25, 1, 0},
		{"Sigmoid", nan, nan, 0}, {"Sigmoid", inf, 1, 0}, {"Sigmoid", -inf, 0, 0}, {"Sigmoid", 0, 0.5, 0},
		{"Sigmoid", negZero, 0.5, 0}, {"Sigmoid", -800, 0, 0}, {"Sigmoid", 800, 1, 0},
	}
	forEachLevel(t, func(t *testing.T) {
		for _, c := range cases {
			k := mathKernels[slicesIndex(c.name)]
			d64 := []float64{0}
			k.k64(d64, []float64{c.x})
			require.True(t, sameFloat(c.want, d64[0]), "%sFloat64(%v) = %v, want %v", c.name, c.x, d64[0], c.want)
			if c.x < -math.MaxFloat32 || c.x > math.MaxFloat32 || (c.x != 0 && math.Abs(c.x) < 0x1p-149) {
				continue // not a float32
			}
			want := float32(c.want)
			if c.want2 != 0 {
				want = float32(c.want2)
			}
			if c.name == "Log" && c.x == 0x1p-1074 {
				continue
			}
			d32 := []float32{0}
			k.k32(d32, []float32{float32(c.x)})
			require.True(t, sameFloat(want, d32[0]), "%sFloat32(%v) = %v, want %v", c.name, c.x, d32[0], want)
		}
	})
}

func slicesIndex(name string) int {
	for i, k := range mathKernels {
		if k.name == name {
			return i
		}
	}
	panic(name)
}

// FuzzMathKernels checks every kernel at every level against its twin on
// arbitrary bits.
func FuzzMathKernels(f *testing.F) {
	f.Add([]byte{0, 0, 0x80, 0x7f, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(make([]byte, 8*37))
	f.Fuzz(func(t *testing.T, b []byte) {
		a32 := make([]float32, len(b)/4)
		for i := range a32 {
			a32[i] = math.Float32frombits(uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24)
		}
		a64 := make([]float64, len(b)/8)
		for i := range a64 {
			var u uint64
			for j := range 8 {
				u |= uint64(b[8*i+j]) << (8 * j)
			}
			a64[i] = math.Float64frombits(u)
		}
		forEachLevel(t, func(t *testing.T) {
			for _, k := range mathKernels {
				checkMath(t, k.name+"Float32", k.k32, k.one32, a32, 0)
				checkMath(t, k.name+"Float64", k.k64, k.one64, a64, 0)
			}
		})
	})
}
