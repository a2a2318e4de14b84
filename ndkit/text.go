package ndkit

import (
	"github.com/ndgo/ndarray/internal/format"
	"github.com/ndgo/ndarray/nd"
)

// Text returns the elements of the view (data, l), each printed by elem,
// in nested brackets with NumPy's elision of large arrays, without line
// wrapping; with align, shorter elements are padded on the left to the
// widest one's width. A rank-0 view prints its element alone.
func Text[T any](data []T, l nd.Layout, elem func(T) string, align bool) string {
	return format.Text(data, l, elem, align)
}
