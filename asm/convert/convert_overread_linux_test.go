package convert

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/ndgo/ndarray/asm/move"
)

// The conversion kernels load and store whole vectors: none may touch
// memory outside src or dst, which start or end at an inaccessible page.
func TestConvertStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, c := range conversionCases {
				for _, n := range append(kerneltest.Lengths, 300, 513) {
					src := kerneltest.Guarded[byte](t, n*c.srcWidth, atEnd)
					copy(src, convertSource(n, c.srcWidth, 0))
					c.run(kerneltest.Guarded[byte](t, n*c.dstWidth, atEnd), src)
				}
			}
		}
	})
}

// The four-stream kernels of the narrowing conversions split streaming
// sizes into quarters: at a multiple of their block (nothing left for the
// one-stream kernel and the twin) and past it, with src and dst against
// inaccessible pages, they touch nothing outside and match the reference.
func TestConvertStreamsStayInsideTheirSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, c := range conversionCases {
			if c.name != "Float32ToFloat16" && c.name != "Float32ToBFloat16" {
				continue
			}
			for _, n := range []int{move.StreamThreshold / 2, move.StreamThreshold/2 + 3*32 + 5} {
				for _, atEnd := range []bool{true, false} {
					src := kerneltest.Guarded[byte](t, n*c.srcWidth, atEnd)
					copy(src, convertSource(n, c.srcWidth, 2))
					dst, want := kerneltest.Guarded[byte](t, n*c.dstWidth, atEnd), make([]byte, n*c.dstWidth)
					c.run(dst, src)
					c.ref(want, src)
					kerneltest.RequireSame(t, want, dst, "%s n=%d at end %v", c.name, n, atEnd)
				}
			}
		}
	})
}
