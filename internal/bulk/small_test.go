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
		{"no columns", 8, 1, 1, 8, 8, 0},
		{"broadcast", 8, 1, 0, 0, 8, 8},
		{"broadcast row", 9, 1, 0, 1, 8, 8},
		{"column", 8, 8, 1, 8, 8, 1},
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

// copyShortRows against the element-by-element definition for every row
// length it unrolls or loops over (1 to 9 elements), strides and pitches of
// either sign on either side, with guards around the destination.
func TestCopyShortRows(t *testing.T) {
	src := make([]int32, 200)
	for i := range src {
		src[i] = int32(100 + i)
	}
	for cols := int64(1); cols <= 9; cols++ {
		for _, c := range []struct{ d, dr, dc, s, sr, sc int64 }{
			{0, 10, 1, 0, 20, 2},      // contiguous rows from strided ones
			{95, -10, -1, 3, 20, 2},   // both flipped in dst
			{40, 10, 1, 199, -20, -2}, // source flipped
			{0, 1, 10, 5, 19, 1},      // strided into columns
		} {
			const rows = 5
			dst := make([]int32, 120)
			for i := range dst {
				dst[i] = -1
			}
			want := append([]int32(nil), dst...)
			for i := range int64(rows) {
				for j := range cols {
					want[c.d+i*c.dr+j*c.dc] = src[c.s+i*c.sr+j*c.sc]
				}
			}
			copyShortRows(dst, c.d, c.dr, c.dc, src, c.s, c.sr, c.sc, rows, cols)
			assert.Equal(t, want, dst, "%d elements, %+v", cols, c)
		}
	}
	assert.Panics(t, func() { copyShortRows(make([]int32, 7), 0, 4, 1, src, 0, 8, 2, 2, 4) }, "a row past the destination")
	assert.Panics(t, func() { copyShortRows(make([]int32, 64), 0, 4, 1, src, 0, 50, 2, 5, 4) }, "rows past the source")
}

// BenchmarkCopy2: an 8×8 float32 transpose (ndbench's small strided CopyTo)
// by Copy2 and by the hand-written double loop beside it.
func BenchmarkCopy2(b *testing.B) {
	src, dst := make([]float32, 64), make([]float32, 64)
	b.Run("transpose", func(b *testing.B) {
		b.SetBytes(4 * 64)
		b.ReportAllocs()
		for range b.N {
			Copy2(dst, 8, 1, src, 1, 8, 8, 8)
		}
	})
	b.Run("transpose/naive", func(b *testing.B) {
		b.SetBytes(4 * 64)
		b.ReportAllocs()
		for range b.N {
			for i := range 8 {
				for j := range 8 {
					dst[i*8+j] = src[j*8+i]
				}
			}
		}
	})
}
