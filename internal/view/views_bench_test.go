package view_test

import (
	"testing"

	"github.com/ndgo/ndarray/internal/view"
	"github.com/ndgo/ndarray/nd"
)

// BenchmarkViewLayouts times the layout work of a small view (its tables
// built in the view's header, then adopted; RowMajor: a copy's), without the header's
// allocation: what the dtype packages' Slice, Get and Transpose add to it.
func BenchmarkViewLayouts(b *testing.B) {
	l16, l488, l8 := nd.RowMajor(16, 16), nd.RowMajor(4, 8, 8), nd.RowMajor(8, 8)
	var s view.Small
	var l nd.Layout
	var r int
	b.Run("Slice", func(b *testing.B) {
		for range b.N {
			l.SetSlice(s[:], &l16, nd.Range(2, 10), nd.Range(1, 9))
			r = view.Adopt(&s, &l, 256)
		}
	})
	b.Run("Get", func(b *testing.B) {
		for range b.N {
			l = l488.Get(1)
			r = view.Adopt(&s, &l, 256)
		}
	})
	b.Run("Transpose", func(b *testing.B) {
		for range b.N {
			l.SetTranspose(s[:], &l8)
			r = view.Adopt(&s, &l, 64)
		}
	})
	b.Run("RowMajor", func(b *testing.B) {
		for range b.N {
			l.SetRowMajor(s[:], l8.Dims...)
			r = view.Adopt(&s, &l, 64)
		}
	})
	if r != 2 || l.Dims[0] != 8 {
		b.Fatalf("rank %d, layout %v", r, l)
	}
}
