package move

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// StreamRows loads and stores whole vectors and assembles the lines where
// rows meet on the stack: no load may leave the source rows' span nor any
// store dst, whose ends (or starts) touch inaccessible pages.
func TestStreamRowsStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, n := range []int{128, 129, 150, 191, 192, 255, 1016} {
				for _, rows := range []int{1, 2, 5} {
					const gap = 37
					span := (rows-1)*(n+gap) + n
					// At the end the rows go up to the guard; at the start
					// they go down from the last one to it.
					s, pitch := 0, n+gap
					if !atEnd {
						s, pitch = span-n, -(n + gap)
					}
					src := kerneltest.Guarded[byte](t, span, atEnd)
					for i := range src {
						src[i] = byte(i)
					}
					dst := kerneltest.Guarded[byte](t, rows*n, atEnd)
					StreamRows(dst, src, s, pitch, n)
					Fence()
					want := make([]byte, rows*n)
					streamRowsGo(want, src, s, pitch, n)
					require.Equal(t, want, dst, "n=%d rows=%d at end %v", n, rows, atEnd)
				}
			}
		}
	})
}
