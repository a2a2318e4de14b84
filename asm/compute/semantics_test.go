package compute

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// The results below are NumPy 1.24's (np.maximum, np.add, np.rint, ...
// on float32 arrays), bit for bit; each kernel runs them on 37 copies so
// that the vector loops, not only the tails, meet them.

func f32(b uint32) float32 { return math.Float32frombits(b) }

func rep[T any](n int, xs ...T) []T {
	var s []T
	for range n {
		s = append(s, xs...)
	}
	return s
}

func requireBits(t *testing.T, want []uint32, got []float32, what string) {
	t.Helper()
	for i, g := range got {
		require.Equal(t, want[i%len(want)], math.Float32bits(g), "%s, element %d", what, i)
	}
}

func TestNumPySemantics(t *testing.T) {
	const copies = 37
	nan1, nan2 := f32(0x7fc00001), f32(0xffc00002)
	forEachLevel(t, func(t *testing.T) {
		a := rep(copies, nan1, 1, nan1, 0, f32(0x80000000))
		b := rep(copies, 1, nan2, nan2, f32(0x80000000), 0)
		d := make([]float32, len(a))

		MaximumVVFloat32(d, a, b)
		requireBits(t, []uint32{0x7fc00001, 0xffc00002, 0x7fc00001, 0x80000000, 0}, d, "maximum")
		MinimumVVFloat32(d, a, b)
		requireBits(t, []uint32{0x7fc00001, 0xffc00002, 0x7fc00001, 0x80000000, 0}, d, "minimum")
		if level != Go {
			// The twin's operand order for two NaNs is the compiler's.
			AddVVFloat32(d, a, b)
			requireBits(t, []uint32{0x7fc00001, 0xffc00002, 0x7fc00001, 0, 0}, d, "add")
			MulVVFloat32(d, a, b)
			requireBits(t, []uint32{0x7fc00001, 0xffc00002, 0x7fc00001, 0x80000000, 0x80000000}, d, "multiply")
		}

		x := rep(copies, -0.5, 0.5, 1.5, 2.5, -2.5, f32(0x80000000))
		r := make([]float32, len(x))
		RintFloat32(r, x)
		requireBits(t, []uint32{0x80000000, 0, 0x40000000, 0x40000000, 0xc0000000, 0x80000000}, r, "rint")
		FloorFloat32(r, x)
		requireBits(t, []uint32{0xbf800000, 0, 0x3f800000, 0x40000000, 0xc0400000, 0x80000000}, r, "floor")
		CeilFloat32(r, x)
		requireBits(t, []uint32{0x80000000, 0x3f800000, 0x40000000, 0x40400000, 0xc0000000, 0x80000000}, r, "ceil")

		y := rep(copies, -1, nan2, nan1, 0, f32(0x80000000))
		u := make([]float32, len(y))
		SqrtFloat32(u, y)
		requireBits(t, []uint32{0xffc00000, 0xffc00002, 0x7fc00001, 0, 0x80000000}, u, "sqrt")
		AbsFloat32(u, y)
		requireBits(t, []uint32{0x3f800000, 0x7fc00002, 0x7fc00001, 0, 0}, u, "absolute")
		NegFloat32(u, y)
		requireBits(t, []uint32{0x3f800000, 0x7fc00002, 0xffc00001, 0x80000000, 0}, u, "negative")
		ReciprocalFloat32(u, y)
		requireBits(t, []uint32{0xbf800000, 0xffc00002, 0x7fc00001, 0x7f800000, 0xff800000}, u, "reciprocal")

		c := rep(copies, nan1, f32(0x80000000), 0, 5, -5)
		v := make([]float32, len(c))
		ClipFloat32(v, c, 0, 1)
		requireBits(t, []uint32{0x7fc00001, 0, 0, 0x3f800000, 0}, v, "clip")
		ClipFloat32(v, c, 3, 1)
		requireBits(t, []uint32{0x7fc00001, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000}, v, "clip, lo > hi")

		lt, ne, eq := make([]bool, len(a)), make([]bool, len(a)), make([]bool, len(a))
		LessVVFloat32(lt, a, b)
		NotEqualVVFloat32(ne, a, b)
		EqualVVFloat32(eq, a, a)
		require.Equal(t, rep(copies, false, false, false, false, false), lt)
		require.Equal(t, rep(copies, true, true, true, false, false), ne)
		require.Equal(t, rep(copies, false, true, false, true, true), eq)

		i8 := make([]int8, 3*copies)
		MulVSInt8(i8, rep(copies, int8(-128), 127, -7), -1)
		require.Equal(t, rep(copies, int8(-128), -127, 7), i8)
		u8 := make([]uint8, 3*copies)
		MulSVUint8(u8, 3, rep(copies, uint8(200), 255, 0))
		require.Equal(t, rep(copies, uint8(88), 253, 0), u8)
		i64 := make([]int64, 2*copies)
		MulVVInt64(i64, rep(copies, int64(math.MinInt64), 0x1_0000_0001), rep(copies, int64(-1), 0x1_0000_0001))
		require.Equal(t, rep(copies, int64(math.MinInt64), 0x2_0000_0001), i64)
		u64 := make([]bool, 2*copies)
		LessVSUint64(u64, rep(copies, uint64(1<<63), 5), 6)
		require.Equal(t, rep(copies, false, true), u64)
	})
}
