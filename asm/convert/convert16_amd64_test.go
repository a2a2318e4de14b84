//go:build !purego

package convert

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// Without F16C (AVX2 alone) the float16 conversions fall back to their
// twins and the bfloat16 ones keep their AVX2 kernels: every conversion
// still matches its reference.
func TestConvertWithoutF16C(t *testing.T) {
	saved := useF16C
	defer func() { useF16C = saved }()
	useF16C = false
	TestConvert16Exhaustive(t)
	for _, c := range conversionCases {
		for _, n := range kerneltest.Lengths {
			checkConversion(t, c, n, 1, 2)
		}
	}
}
