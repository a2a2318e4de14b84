package asm

import "testing"

// The conversion kernels load and store whole vectors: none may touch
// memory outside src or dst, which start or end at an inaccessible page.
func TestConvertStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, c := range conversionCases {
				for _, n := range append(lengths, 300, 513) {
					src := guarded[byte](t, n*c.srcWidth, atEnd)
					copy(src, convertSource(n, c.srcWidth, 0))
					c.run(guarded[byte](t, n*c.dstWidth, atEnd), src)
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
			for _, n := range []int{StreamThreshold / 2, StreamThreshold/2 + 3*32 + 5} {
				for _, atEnd := range []bool{true, false} {
					src := guarded[byte](t, n*c.srcWidth, atEnd)
					copy(src, convertSource(n, c.srcWidth, 2))
					dst, want := guarded[byte](t, n*c.dstWidth, atEnd), make([]byte, n*c.dstWidth)
					c.run(dst, src)
					c.ref(want, src)
					requireSame(t, want, dst, "%s n=%d at end %v", c.name, n, atEnd)
				}
			}
		}
	})
}
