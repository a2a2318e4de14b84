package compute

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The reductions read nothing past either end of their run: it borders an
// inaccessible page at its end (or its start), and a load there would
// fault and kill the test.
func TestFloatReductionsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				a32 := kerneltest.Guarded[float32](t, n, atEnd)
				a64 := kerneltest.Guarded[float64](t, n, atEnd)
				for i := range n {
					a32[i], a64[i] = float32(i%17)-8.25, float64(i%13)-6.5
				}
				checkFloatReductions(t, a32, "float32 guarded")
				checkFloatReductions(t, a64, "float64 guarded")
			}
		}
	})
}
