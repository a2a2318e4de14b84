package compute

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// exactFMA32 is x*y + z computed exactly and rounded once to float32.
func exactFMA32(x, y, z float32) float32 {
	if v := float64(x)*float64(y) + float64(z); math.IsNaN(v) || math.IsInf(v, 0) {
		return float32(v)
	}
	p := new(big.Float).SetPrec(256).Mul(big.NewFloat(float64(x)), big.NewFloat(float64(y)))
	s := new(big.Float).SetPrec(256).Add(p, big.NewFloat(float64(z)))
	f, _ := s.Float32()
	if f == 0 { // big.Float has no signed zero sums: IEEE's is +0 unless both are -0
		return float32(float64(x)*float64(y) + float64(z))
	}
	return f
}

// fma32 rounds once: against the exact sum rounded, on random operands
// and on sums just off float32's midpoints (where rounding twice
// differs).
func TestFMA32RoundsOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 200000 {
		x := math.Float32frombits(r.Uint32())
		y := math.Float32frombits(r.Uint32())
		z := math.Float32frombits(r.Uint32())
		if i%2 == 0 {
			// z has an odd last bit and x*y is half its ulp less 2^-46 of
			// that: the exact sum is just below a midpoint, which it rounds
			// to in float64, and then to even, up, rounding twice.
			z = math.Float32frombits(r.Uint32()&^(0xff<<23) | uint32(30+r.IntN(190))<<23 | 1)
			half := float32(math.Ldexp(1, math.Ilogb(float64(z))-24))
			x, y = half*(1+0x1p-23), 1-0x1p-23
			if r.IntN(2) == 0 {
				x, z = -x, -z
			}
		}
		want := exactFMA32(x, y, z)
		got := fma32(x, y, z)
		if math.IsNaN(float64(want)) {
			require.True(t, math.IsNaN(float64(got)), "%g*%g+%g", x, y, z)
			continue
		}
		require.Equal(t, math.Float32bits(want), math.Float32bits(got), "%g*%g+%g", x, y, z)
	}
}

// gemmCase is the panels and tile (in c, columns ldc apart) of a
// kc-step product at the current level's shape.
type gemmCase[T float32 | float64] struct {
	kc, ldc    int
	accumulate bool
	a, b, c    []T
}

func newGemmCase[T float32 | float64](r *rand.Rand, kc, mr, nr, special int) gemmCase[T] {
	ldc := mr + r.IntN(3)*r.IntN(9)
	c := gemmCase[T]{kc: kc, ldc: ldc, accumulate: r.IntN(2) == 0,
		a: make([]T, kc*mr), b: make([]T, kc*nr), c: make([]T, (nr-1)*ldc+mr)}
	reduceData(r, c.a, special)
	reduceData(r, c.b, special)
	reduceData(r, c.c, special)
	return c
}

// kernelOf is a micro-kernel's signature, twinOf its twin's.
type (
	kernelOf[T float32 | float64] func(kc int, a, b, c []T, ldc int, accumulate bool)
	twinOf[T float32 | float64]   func(kc int, a, b, c []T, mr, nr, ldc int, accumulate bool)
)

func (c gemmCase[T]) check(t *testing.T, mr, nr int, kernel kernelOf[T], twin twinOf[T]) {
	t.Helper()
	want := slices.Clone(c.c)
	twin(c.kc, c.a, c.b, want, mr, nr, c.ldc, c.accumulate)
	kernel(c.kc, c.a, c.b, c.c, c.ldc, c.accumulate)
	for i := range want {
		if !sameResult(want[i], c.c[i]) { // the gaps between columns too
			t.Fatalf("kc=%d %d×%d ldc=%d accumulate=%v: c[%d] = %v, twin %v", c.kc, mr, nr, c.ldc, c.accumulate,
				i, c.c[i], want[i])
		}
	}
}

func TestGemmKernelsAgainstTwins(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		mr, nr := GemmShapeFloat32()
		mr64, nr64 := GemmShapeFloat64()
		for _, kc := range []int{1, 2, 3, 7, 16, 33, 100, 256, 300} {
			for _, special := range []int{0, 5, 5, 5} {
				newGemmCase[float32](r, kc, mr, nr, special).check(t, mr, nr, GemmFloat32, gemmGoFloat32)
				newGemmCase[float64](r, kc, mr64, nr64, special).check(t, mr64, nr64, GemmFloat64, gemmGoFloat64)
			}
		}
	})
}

// One rounding per product: -(1 + 2^-11) plus (1 + 2^-12) squared is
// 2^-24 fused; a multiply then add would round the square to 1 + 2^-11
// first, and give 0.
func TestGemmKernelsFuse(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		mr, nr := GemmShapeFloat32()
		a, b, tile := make([]float32, 2*mr), make([]float32, 2*nr), make([]float32, mr*nr)
		for i := range mr {
			a[i], a[mr+i] = 1, 1+0x1p-12
		}
		for j := range nr {
			b[j], b[nr+j] = -(1 + 0x1p-11), 1+0x1p-12
		}
		GemmFloat32(2, a, b, tile, mr, false)
		for _, v := range tile {
			require.Equal(t, float32(0x1p-24), v)
		}
	})
}

func TestGemmKernelsPanicOnBadPanels(t *testing.T) {
	mr, nr := GemmShapeFloat32()
	c := make([]float32, mr*nr)
	require.Panics(t, func() { GemmFloat32(2, make([]float32, 2*mr-1), make([]float32, 2*nr), c, mr, false) })
	require.Panics(t, func() { GemmFloat32(2, make([]float32, 2*mr), make([]float32, 2*nr), c[1:], mr, true) })
	require.Panics(t, func() { GemmFloat32(2, make([]float32, 2*mr), make([]float32, 2*nr), c, mr-1, true) })
	require.Panics(t, func() { GemmFloat32(0, nil, nil, c, mr, true) })
	mr, nr = GemmShapeFloat64()
	require.Panics(t, func() { GemmFloat64(1, make([]float64, mr), make([]float64, nr-1), make([]float64, mr*nr), mr, false) })
	require.Panics(t, func() {
		GemmFloat64(1, make([]float64, mr), make([]float64, nr), make([]float64, mr*nr), math.MaxInt/2, false)
	})
}

// The kernels read and write nothing outside their panels and tile: each
// borders an inaccessible page.
func TestGemmKernelsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		mr, nr := GemmShapeFloat32()
		mr64, nr64 := GemmShapeFloat64()
		for _, kc := range []int{1, 2, 5, 64} {
			for _, atEnd := range []bool{true, false, true, false} {
				c := newGemmCase[float32](r, kc, mr, nr, 0)
				c.a, c.b, c.c = guardedLike(t, c.a, atEnd), guardedLike(t, c.b, atEnd), guardedLike(t, c.c, atEnd)
				c.check(t, mr, nr, GemmFloat32, gemmGoFloat32)
				d := newGemmCase[float64](r, kc, mr64, nr64, 0)
				d.a, d.b, d.c = guardedLike(t, d.a, atEnd), guardedLike(t, d.b, atEnd), guardedLike(t, d.c, atEnd)
				d.check(t, mr64, nr64, GemmFloat64, gemmGoFloat64)
			}
		}
	})
}

// FuzzGemmKernels checks the micro-kernels at every level against their
// twins on panels read from the data.
func FuzzGemmKernels(f *testing.F) {
	f.Add(uint8(3), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint8(40), []byte{1, 2, 3, 5, 7, 11, 13})
	f.Fuzz(func(t *testing.T, steps uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		kc := 1 + int(steps%64)
		word := func(i int) uint64 {
			var q [8]byte
			for j := range q {
				q[j] = data[(8*i+j)%len(data)]
			}
			return binary.LittleEndian.Uint64(q[:])
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			mr, nr := GemmShapeFloat32()
			ldc := mr + int(steps%3)
			c := gemmCase[float32]{kc: kc, ldc: ldc, accumulate: steps&1 == 1,
				a: make([]float32, kc*mr), b: make([]float32, kc*nr), c: make([]float32, (nr-1)*ldc+mr)}
			for i := range c.a {
				c.a[i] = math.Float32frombits(uint32(word(i)))
			}
			for i := range c.b {
				c.b[i] = math.Float32frombits(uint32(word(i) >> 32))
			}
			for i := range c.c {
				c.c[i] = math.Float32frombits(uint32(word(i+3) >> 16))
			}
			c.check(t, mr, nr, GemmFloat32, gemmGoFloat32)
			mr, nr = GemmShapeFloat64()
			ldc = mr + int(steps%3)
			d := gemmCase[float64]{kc: kc, ldc: ldc, accumulate: steps&1 == 1,
				a: make([]float64, kc*mr), b: make([]float64, kc*nr), c: make([]float64, (nr-1)*ldc+mr)}
			for i := range d.a {
				d.a[i] = math.Float64frombits(word(i))
			}
			for i := range d.b {
				d.b[i] = math.Float64frombits(word(i + 7))
			}
			for i := range d.c {
				d.c[i] = math.Float64frombits(word(i + 5))
			}
			d.check(t, mr, nr, GemmFloat64, gemmGoFloat64)
			restore()
		}
	})
}
