//go:build !purego

package convert

import (
	"fmt"
	"testing"
)

// BenchmarkConvertLevels: each conversion at sizes that stay in L1 and L2
// (a (256, 784) batch: 200704 elements) with the AVX-512 kernels on (as
// the dispatcher chooses them: within their wideMax) and off (AVX2).
// Bytes: the destination's.
func BenchmarkConvertLevels(b *testing.B) {
	if !useAVX512 {
		b.Skip("no AVX-512")
	}
	defer func() { useAVX512 = true }()
	for _, c := range conversionCases {
		for _, n := range []int{4 << 10, 32 << 10, 200704} {
			src, dst := convertSource(n, c.srcWidth, 1), make([]byte, n*c.dstWidth)
			for _, wide := range []bool{true, false} {
				level := map[bool]string{true: "avx512", false: "avx2"}[wide]
				b.Run(fmt.Sprintf("%s/%d/%s", c.name, n, level), func(b *testing.B) {
					useAVX512 = wide
					b.SetBytes(int64(len(dst)))
					b.ReportAllocs()
					for range b.N {
						c.run(dst, src)
					}
				})
			}
		}
	}
}
