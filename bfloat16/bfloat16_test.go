package bfloat16

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// reference rounds the float32 bits b to bfloat16 by the definition: the
// two neighbours that truncation and truncation+1 give, the nearer wins,
// a tie goes to the even one.
func reference(b uint32) uint16 {
	if b&0x7fffffff > 0x7f800000 {
		return uint16(b>>16) | 0x40
	}
	lo := b >> 16
	rest := b & 0xffff
	if rest > 0x8000 || rest == 0x8000 && lo&1 == 1 {
		lo++
	}
	return uint16(lo)
}

func TestFromFloat32(t *testing.T) {
	cases := map[float32]uint16{
		0: 0, 1: 0x3f80, -2: 0xc000,
		float32(math.Inf(1)): 0x7f80, float32(math.Inf(-1)): 0xff80,
		math.Float32frombits(0x3f808000): 0x3f80, // tie, even below
		math.Float32frombits(0x3f818000): 0x3f82, // tie, even above
		math.Float32frombits(0x3f808001): 0x3f81, // above the tie
		math.Float32frombits(0x7f7fffff): 0x7f80, // max float32 overflows
		math.Float32frombits(0x00000001): 0x0000, // tiny subnormal to 0
		math.Float32frombits(0x00018000): 0x0002, // subnormal tie to even
		math.Float32frombits(0x80010000): 0x8001, // negative subnormal, exact
	}
	for x, want := range cases {
		assert.Equal(t, want, FromFloat32(x).Bits(), "%x", math.Float32bits(x))
	}
	nan := FromFloat32(math.Float32frombits(0x7f800001)) // signalling, payload in the low half
	assert.True(t, nan.IsNaN())
	assert.Equal(t, uint16(0x7fc0), nan.Bits())
	assert.Equal(t, uint16(0xffc1), FromFloat32(math.Float32frombits(0xff810000)).Bits())
	r := rand.New(rand.NewPCG(1, 2))
	for range 1 << 20 {
		b := r.Uint32()
		assert.Equal(t, reference(b), FromFloat32(math.Float32frombits(b)).Bits())
	}
}

func TestFloat32Exact(t *testing.T) {
	for b := range 1 << 16 {
		f := FromBits(uint16(b))
		assert.Equal(t, uint32(b)<<16, math.Float32bits(f.Float32()))
		if !f.IsNaN() {
			assert.Equal(t, f, FromFloat32(f.Float32()), "%04x", b)
			assert.Equal(t, f, FromFloat64(float64(f.Float32())), "%04x", b)
		}
	}
}

func TestFromFloat64(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 1 << 18 {
		// float32 values convert the same either way: float64 holds them exactly.
		x := math.Float32frombits(r.Uint32())
		assert.Equal(t, FromFloat32(x), FromFloat64(float64(x)))
	}
	// 1 + 2^-8 + 2^-40 is above the tie: float32 would round it to the tie
	// (1 + 2^-8) and then to even (1), rounding twice; one rounding gives the
	// next value up.
	x := 1 + math.Ldexp(1, -8) + math.Ldexp(1, -40)
	assert.Equal(t, uint16(0x3f81), FromFloat64(x).Bits())
	assert.Equal(t, uint16(0x3f80), FromFloat32(float32(x)).Bits())
	assert.Equal(t, uint16(0x7f80), FromFloat64(1e300).Bits())
	assert.Equal(t, uint16(0x8000), FromFloat64(-1e-300).Bits())
	assert.True(t, FromFloat64(math.NaN()).IsNaN())
}

func TestString(t *testing.T) {
	for x, want := range map[float32]string{
		0.1: "0.1", 1: "1", 100: "100", 3.14159: "3.14", -2.5: "-2.5", 1e38: "1e+38",
		float32(math.Inf(-1)): "-Inf",
	} {
		assert.Equal(t, want, FromFloat32(x).String())
	}
	assert.Equal(t, "NaN", FromFloat32(float32(math.NaN())).String())
	for b := range 1 << 16 {
		f := FromBits(uint16(b))
		if !f.IsNaN() {
			assert.Equal(t, f, FromFloat64(shortest(f)), "%04x", b)
		}
	}
}
