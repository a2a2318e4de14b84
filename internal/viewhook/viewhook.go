// Package viewhook lets package nd build the dimension and stride tables of
// small layouts in storage its callers provide: the dtype packages pass
// storage inside a new view's header, so that a view of rank up to
// WideRank is one allocation, not a header and its tables.
//
// The hooks are function values that nd sets when it initialises and that
// internal/check asserts to their types (this package cannot name nd's
// types). The compiler cannot see through a call of a function value, so
// everything passed by pointer or slice escapes: the tables' storage and the
// layouts are in array headers, on the heap already; the coordinates,
// indices and axes, often a caller's variadic arguments on its stack, come
// as arrays, by value.
package viewhook

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = 2

// Small holds a layout's dimensions in [0, SmallRank) and its strides in
// [SmallRank, 2*SmallRank), as nd builds them (from the left); a dtype
// package's view then keeps them right-aligned (see check.Small).
type Small [2 * SmallRank]int64

// WideRank is the highest rank whose tables fit in the storage of a wide
// header (a dtype package's wideArray), and the most dimensions or axes the
// RowMajor and Transpose hooks take.
const WideRank = 4

// SliceArgs is the most indices the Slice hook takes: a view may come from
// more indices than its rank (At removes one).
const SliceArgs = 4

// Hooks set by package nd:
//
//	RowMajor  func(dst *nd.Layout, s []int64, dims [WideRank]int64, n int)
//	Slice     func(dst *nd.Layout, s []int64, src *nd.Layout, indices [SliceArgs]nd.Index, n int)
//	Transpose func(dst *nd.Layout, s []int64, src *nd.Layout, axes [WideRank]int, n int)
//
// Each sets *dst to the nd function of the same name on the first n
// entries (src's method for Slice and Transpose), with the result's Dims in
// the first half of s and its Strides in the second where they fit, and
// panics as it does.
var RowMajor, Slice, Transpose any
