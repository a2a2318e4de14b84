//go:build !purego

package move

import (
	"fmt"
	"testing"
	"unsafe"
)

// BenchmarkStridedGatherLevels: the strided gathers with AVX-512VL kernels
// (ordinary stores) from sources that stay in L1, in L2 and in L3 (16 KiB,
// 256 KiB and 4 MiB), with those kernels on and off (AVX2; the Go loop for
// strides 3 and 4 of 1- and 2-byte elements). Bytes: the source span read
// and the destination written.
func BenchmarkStridedGatherLevels(b *testing.B) {
	if !useAVX512 {
		b.Skip("no AVX-512")
	}
	defer func() { useAVX512 = true }()
	benchGatherLevels[uint8](b, 2, 3, 4)
	benchGatherLevels[uint16](b, 2, 3, 4)
	benchGatherLevels[uint32](b, 3, 4)
}

func benchGatherLevels[T uint8 | uint16 | uint32](b *testing.B, strides ...int) {
	width := int(unsafe.Sizeof(T(0)))
	for _, stride := range strides {
		for _, kib := range []int{16, 256, 4096} {
			n := kib << 10 / width / stride
			src, start := gatherSource(n, stride, func(i int) T { return T(i) })
			dst := make([]T, n)
			for _, wide := range []bool{true, false} {
				level := map[bool]string{true: "avx512vl", false: "avx2"}[wide]
				b.Run(fmt.Sprintf("%d/stride%d/%dKiB/%s", 8*width, stride, kib, level), func(b *testing.B) {
					useAVX512 = wide
					b.SetBytes(int64((stride + 1) * width * n))
					b.ReportAllocs()
					for range b.N {
						StridedGather(dst, src, start, stride)
					}
				})
			}
		}
	}
}
