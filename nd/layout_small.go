package nd

import (
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/internal/viewhook"
)

// The common slices of small arrays (a[2:10, 1:9]) built straight into
// a view's header: one pass over the dimensions, the indices read in
// place, no builder. sliceSmall reports whether it applied; the general
// code handles the rest and agrees with it (layout_small_test.go).

// sliceSmall is slice for a layout of rank at most SmallRank without
// tables and indices that are ranges or Ats (no AtKeep, NewAxis, Ellipsis,
// Seq or Hyperslab), the result built in small. ok is false when it does
// not apply; err is slice's error for an At out of range.
func (l *Layout) sliceSmall(small []int64, indices []Index) (out Layout, err *Error, ok bool) {
	r := len(small) / 2
	n := len(l.Dims)
	if small == nil || n > viewhook.SmallRank || n > r || l.Tables != nil ||
		len(indices) > n || len(l.Strides) != n {
		return Layout{}, nil, false
	}
	for i := range indices {
		if f := indices[i].is(); f.kind != kindRange && (f.kind != kindAt || f.keepDim) {
			return Layout{}, nil, false
		}
	}
	out.Offset = l.Offset
	rank, size := 0, int64(1)
	for d := range n {
		dim, stride := l.Dims[d], l.Strides[d]
		if d < len(indices) {
			x := &indices[d]
			if x.is().kind == kindAt {
				c, err := x.coordOn(dim, d)
				if err != nil {
					return Layout{}, err, true
				}
				out.Offset += c * stride
				continue
			}
			first, step, count := x.rangeOn(dim)
			out.Offset += first * stride // a position inside the view
			// A step beyond the dimension selects at most one element, whose
			// stride is never used: the product may overflow, so keep 0 then.
			s, fits := safe.Mul(step, stride)
			if !fits {
				s = 0
			}
			dim, stride = count, s
		}
		small[rank], small[r+rank] = dim, stride
		rank++
		size *= dim // cannot overflow: at most l's size
	}
	out.Dims, out.Strides = small[:rank:r], small[r:r+rank:2*r]
	if size == 0 {
		out.Offset = 0 // as sliceBuilder.layout: no view points outside its data
	}
	return out, nil, true
}
