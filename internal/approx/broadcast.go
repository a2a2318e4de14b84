package approx

import (
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// broadcast returns views of a and b with their common broadcast shape
// (NumPy's rule: dimensions aligned from the right, equal or 1), a
// broadcast dimension having stride 0. It panics with nd.ErrShape when the
// shapes do not broadcast.
func broadcast(a, b nd.Layout) (nd.Layout, nd.Layout) {
	dims, ok := elementwise.BroadcastDims(a.Dims, b.Dims)
	if !ok {
		panic(nd.Errorf(nd.ErrShape, "AllClose: shapes %s and %s do not broadcast", nd.FormatDims(a.Dims), nd.FormatDims(b.Dims)))
	}
	return stretch(a, dims), stretch(b, dims)
}

// stretch returns l viewed with the broadcast dims: new leading dimensions
// and stretched size-1 dimensions have stride 0 (a size-1 dimension's
// table, if any, moves into the offset).
func stretch(l nd.Layout, dims []int64) nd.Layout {
	rank, lead := len(dims), len(dims)-len(l.Dims)
	out := nd.Layout{Dims: dims, Strides: make([]int64, rank), Offset: l.Offset}
	if l.Tables != nil {
		out.Tables = make([][]int64, rank)
	}
	for i := range l.Dims {
		j := lead + i
		if l.Dims[i] == 1 && dims[j] != 1 {
			if l.Tables != nil && l.Tables[i] != nil {
				out.Offset += l.Tables[i][0]
			}
			continue // stride 0
		}
		out.Strides[j] = l.Strides[i]
		if l.Tables != nil {
			out.Tables[j] = l.Tables[i]
		}
	}
	return out
}
