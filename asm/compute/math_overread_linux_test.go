package compute

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The kernels' masked tails read and write nothing past the slices: a
// and dst border an inaccessible page at their end (or their start), and
// a fault would kill the test.
func TestMathKernelsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for n := 1; n <= 40; n++ {
			for _, atEnd := range []bool{true, false} {
				a32, d32 := kerneltest.Guarded[float32](t, n, atEnd), kerneltest.Guarded[float32](t, n, atEnd)
				a64, d64 := kerneltest.Guarded[float64](t, n, atEnd), kerneltest.Guarded[float64](t, n, atEnd)
				for i := range n {
					a32[i], a64[i] = float32(i)-3.5, float64(i)-3.5
				}
				for _, k := range mathKernels {
					k.k32(d32, a32)
					k.k64(d64, a64)
					for i := range n {
						if !sameFloat(k.one32(a32[i]), d32[i]) || !sameFloat(k.one64(a64[i]), d64[i]) {
							t.Fatalf("%s n=%d element %d", k.name, n, i)
						}
					}
				}
			}
		}
	})
}
