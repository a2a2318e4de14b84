package narrow

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/x448/float16"
)

// Float32 values convert to float16 the same directly or through float32
// (which holds them exactly): the x448 conversion is the reference.
func TestFloat16MatchesFloat32Path(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 1 << 20 {
		x := math.Float32frombits(r.Uint32())
		if x != x {
			continue
		}
		assert.Equal(t, float16.Fromfloat32(x), Float16(float64(x)), "%08x", math.Float32bits(x))
	}
	for b := range 1 << 16 {
		h := float16.Frombits(uint16(b))
		if !h.IsNaN() {
			assert.Equal(t, h, Float16(float64(h.Float32())))
		}
	}
}

func TestFloat16Edges(t *testing.T) {
	assert.Equal(t, uint16(0x3c00), Float16(1+math.Ldexp(1, -11)).Bits(), "tie to even")
	assert.Equal(t, uint16(0x3c01), Float16(1+math.Ldexp(1, -11)+math.Ldexp(1, -40)).Bits(),
		"just above the tie: float32 would round twice")
	assert.Equal(t, uint16(0x7bff), Float16(65519.99).Bits())
	assert.Equal(t, uint16(0x7c00), Float16(65520).Bits(), "overflow")
	assert.Equal(t, uint16(0x0001), Float16(math.Ldexp(1, -24)).Bits())
	assert.Equal(t, uint16(0x0000), Float16(math.Ldexp(1, -25)).Bits(), "tie to even zero")
	assert.Equal(t, uint16(0x0001), Float16(math.Ldexp(1.5, -25)).Bits())
	assert.Equal(t, uint16(0x8000), Float16(-5e-324).Bits())
	assert.Equal(t, uint16(0xfc00), Float16(math.Inf(-1)).Bits())
	assert.True(t, Float16(math.NaN()).IsQuietNaN())
}
