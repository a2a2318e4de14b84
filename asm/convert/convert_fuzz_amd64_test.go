//go:build !purego

package convert

import (
	"math"
	"slices"
	"testing"
)

// FuzzConvert checks each AVX-512 and AVX2 conversion kernel (those the
// CPU has) against its Go twin bit for bit, on arbitrary source bits
// (every NaN payload, every out-of-range value) at arbitrary lengths and
// alignments.
func FuzzConvert(f *testing.F) {
	for i := range conversionCases {
		f.Add(uint8(i), uint8(0), convertSource(70, 8, i))
		f.Add(uint8(i), uint8(3), convertSource(257, 8, i))
	}
	nan := math.Float64bits(math.NaN()) | 0x1234
	nanBytes := []byte{byte(nan), byte(nan >> 8), 0, 0, 0, 0, 0xF8, 0x7F}
	f.Add(uint8(kFloat64Int64), uint8(1), slices.Repeat(nanBytes, 40))
	f.Fuzz(func(t *testing.T, which, off uint8, data []byte) {
		if !useAVX2 {
			t.Skip("no AVX2")
		}
		c := conversionCases[int(which)%len(conversionCases)]
		src := data[min(int(off%8), len(data)):]
		n := len(src) / c.srcWidth
		src = src[:n*c.srcWidth]
		wide, simd, twin := make([]byte, n*c.dstWidth), make([]byte, n*c.dstWidth), make([]byte, n*c.dstWidth)
		c.run(wide, src) // AVX-512 where the CPU has it
		saved := useAVX512
		defer func() { useAVX2, useAVX512 = true, saved }()
		useAVX512 = false
		c.run(simd, src)
		useAVX2 = false
		c.run(twin, src)
		if !slices.Equal(simd, twin) || !slices.Equal(wide, twin) {
			t.Fatalf("%s of %d elements: AVX-512 %x, AVX2 %x, Go %x", c.name, n, wide, simd, twin)
		}
	})
}
