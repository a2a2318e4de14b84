package bulk

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Copy2 against the element-by-element definition, on strided, transposed
// and contiguous blocks with guards around the destination.
func TestCopy2(t *testing.T) {
	src := make([]int32, 64)
	for i := range src {
		src[i] = int32(100 + i)
	}
	cases := []struct {
		name                   string
		dr, dc, sr, sc, rs, cs int64
	}{
		{"transpose", 8, 1, 1, 8, 8, 8},
		{"contiguous", 8, 1, 8, 1, 8, 8},
		{"strided both", 10, 2, 16, 3, 3, 5},
		{"strided into rows", 5, 1, 16, 2, 4, 5},
		{"one row", 0, 1, 0, 2, 1, 7},
		{"empty", 1, 1, 1, 1, 0, 5},
	}
	for _, c := range cases {
		dst := make([]int32, 80)
		for i := range dst {
			dst[i] = -1
		}
		want := append([]int32(nil), dst...)
		for i := range c.rs {
			for j := range c.cs {
				want[i*c.dr+j*c.dc] = src[i*c.sr+j*c.sc]
			}
		}
		Copy2(dst, c.dr, c.dc, src, c.sr, c.sc, c.rs, c.cs)
		assert.Equal(t, want, dst, c.name)
	}
	assert.Panics(t, func() { Copy2(make([]int32, 7), 8, 1, src, 8, 1, 1, 8) }, "a row past the destination")
	assert.Panics(t, func() { Copy2(make([]int32, 64), 8, 1, src, 1, 8, 9, 8) }, "rows past the source")
}
