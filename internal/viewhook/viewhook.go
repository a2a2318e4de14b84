// Package viewhook lets package nd build the dimension and stride tables of
// small layouts in storage its callers provide: the dtype packages pass
// storage inside a new view's header, so that a view of rank up to
// SmallRank is one allocation, not a header and its tables.
//
// The hooks are function values that nd sets when it initialises and that
// internal/check asserts to their types (this package cannot name nd's
// types). Their parameters are values, not slices, because the compiler
// cannot see through a call of a function value: a slice passed to one
// would escape, and its caller's variadic arguments with it.
package viewhook

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = 2

// Small holds a layout's dimensions in [0, SmallRank) and its strides in
// [SmallRank, 2*SmallRank), as nd builds them (from the left); a dtype
// package's view then keeps them right-aligned (see check.Small).
type Small [2 * SmallRank]int64

// SliceArgs is the most indices the Slice hook takes: a view of rank up to
// SmallRank may come from more indices than its rank (At removes one).
const SliceArgs = 4

// Hooks set by package nd:
//
//	RowMajor  func(s *Small, dims [SmallRank]int64, n int) nd.Layout
//	Slice     func(s *Small, l nd.Layout, indices [SliceArgs]nd.Index, n int) nd.Layout
//	Transpose func(s *Small, l nd.Layout, axes [SmallRank]int, n int) nd.Layout
//
// Each is the nd function of the same name on the first n entries, with the
// result's Dims and Strides in s where they fit, and panics as it does.
var RowMajor, Slice, Transpose any
