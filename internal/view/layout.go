package view

import "github.com/ndgo/ndarray/nd"

// WrapLayout returns WrapLayout's own copy of l for storage of dataLen
// elements, and panics with the error of l.Validate if l is malformed or
// reaches outside the storage. A layout of no elements comes back
// row-major at offset 0, with no table: nothing then points outside the
// storage, whatever l's offset was.
func WrapLayout(l nd.Layout, dataLen int) nd.Layout {
	if err := l.Validate(int64(dataLen)); err != nil {
		panic(err)
	}
	if l.Size() == 0 {
		return nd.RowMajor(l.Dims...)
	}
	return l.Clone()
}

// Repeats reports whether l, a layout made by nd.Layout.Slice, may reach one
// element through two coordinates: only a Seq or Hyperslab table can make it
// do so (Seq(0, 0) repeats coordinate 0), and then nd.Layout.MayAlias says.
// A view through such a layout is read-only, as WrapLayout's are: writes
// through it would depend on the order its elements are visited in.
func Repeats(l nd.Layout) bool {
	return l.Tables != nil && l.MayAlias()
}
