package npy

import (
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// layoutOf returns how h's items form the array: row-major, or for
// Fortran order column-major (a zero-copy view of the stored items).
func layoutOf(h Header) nd.Layout {
	if h.FortranOrder {
		return nd.ColumnMajor(h.Shape...)
	}
	return nd.RowMajor(h.Shape...)
}

// loadFixed allocates h's items, lets fill write their stored bytes and
// converts them to the host's byte order.
func loadFixed(h Header, fill func(raw []byte) error) (nd.AnyArray, error) {
	return ndany.Load(h.Descr.DType, layoutOf(h), func(raw []byte) error {
		if err := fill(raw); err != nil {
			return err
		}
		if h.Descr.swap() {
			ndany.SwapBytes(raw, swapWidth(h.Descr))
		}
		return nil
	})
}

// swapWidth is the width of the units whose bytes a swap reverses: the
// item, or each half of a complex item.
func swapWidth(d Descr) int {
	if d.Kind == 'c' {
		return d.ItemSize / 2
	}
	return d.ItemSize
}

// zeroCopy reports whether items can be viewed in place: host byte order,
// aligned, and for bool only 0 and 1 bytes.
func zeroCopy(d Descr, items []byte) bool {
	return ndany.IsFixed(d.DType) && !d.swap() && ndany.Aligned(d.DType, items) &&
		(d.DType != nd.Bool || ndany.ValidBools(items))
}
