//go:build !purego

package move

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// FuzzStridedGather checks StridedGather with the AVX-512VL and AVX2
// kernels (those the CPU has) against the Go twin, for every element width
// at arbitrary strides, lengths, starts and destination offsets, with
// guards around dst.
func FuzzStridedGather(f *testing.F) {
	f.Add(uint8(2), int8(3), uint16(100), uint8(1), uint8(0))
	f.Add(uint8(0), int8(2), uint16(1000), uint8(7), uint8(3))
	f.Add(uint8(3), int8(-1), uint16(65), uint8(0), uint8(1))
	f.Fuzz(func(t *testing.T, kind uint8, stride int8, n16 uint16, start8, dOff8 uint8) {
		n, start, dOff := int(n16)%3000, int(start8)%16, int(dOff8)%8
		switch kind % 4 {
		case 0:
			fuzzStridedGather[uint8](t, int(stride), n, start, dOff)
		case 1:
			fuzzStridedGather[uint16](t, int(stride), n, start, dOff)
		case 2:
			fuzzStridedGather[uint32](t, int(stride), n, start, dOff)
		default:
			fuzzStridedGather[uint64](t, int(stride), n, start, dOff)
		}
	})
}

func fuzzStridedGather[T uint8 | uint16 | uint32 | uint64](t *testing.T, stride, n, slack, dOff int) {
	span := max(n-1, 0) * abs(stride)
	src := make([]T, span+2*slack+1)
	for i := range src {
		src[i] = T(0x9E3779B97F4A7C15 * uint64(i+1))
	}
	start := slack
	if stride < 0 {
		start += span
	}
	run := func() []T {
		buf := make([]T, n+dOff+2*kerneltest.GuardLen)
		for i := range buf {
			buf[i] = T(guardWord)
		}
		StridedGather(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src, start, stride)
		return buf
	}
	saved, savedWide := useAVX2, useAVX512
	defer func() { useAVX2, useAVX512 = saved, savedWide }()
	wide := run() // AVX-512VL where the CPU has it
	useAVX512 = false
	simd := run()
	useAVX2 = false
	twin := run()
	if !slices.Equal(wide, twin) || !slices.Equal(simd, twin) {
		t.Fatalf("%d-byte gather of %d at stride %d from %d: AVX-512VL %v, AVX2 %v, Go %v",
			unsafe.Sizeof(T(0)), n, stride, start, wide, simd, twin)
	}
}
