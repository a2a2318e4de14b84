package bulk

import (
	"fmt"
	"testing"

	"github.com/ndgo/ndarray/nd"
)

// Short runs: b[:, :, 1:1+L] of a 256³ float32 array, 65536 runs of L
// elements, beside a copy() of the same bytes.
func BenchmarkShortRuns(b *testing.B) {
	const c = 256
	src := Make[float32](c * c * c)
	for i := range src {
		src[i] = float32(i)
	}
	for _, l := range []int64{2, 4, 7, 16, 32, 60} {
		sl := nd.RowMajor(c, c, c).Slice(nd.All(), nd.All(), nd.Range(1, 1+l))
		dst := Make[float32](sl.Size())
		dl := nd.RowMajor(sl.Dims...)
		b.Run(fmt.Sprintf("L%d/copyplain", l), func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			b.ReportAllocs()
			for range b.N {
				CopyPlain(dst, dl, src, sl)
			}
		})
		b.Run(fmt.Sprintf("L%d/memcpy", l), func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			for range b.N {
				copy(dst, src[:len(dst)])
			}
		})
	}
}
