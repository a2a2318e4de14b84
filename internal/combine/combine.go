// Package combine holds the ops that join, split and enlarge arrays
// (Concat, Stack, Unstack, Split, SplitV, Tile, Repeat, Pad), written once
// over the element type and wrapped by every dtype package: TensorFlow's
// argument checks and errors, NumPy's results, and the plan of bulk copies
// between sub-views that builds each result. No op moves data element by
// element: every move is one of the dtype's bulk copies (Moves), which walk
// runs, use the asm kernels and split large copies across workers.
package combine

import (
	"fmt"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// View is an array as the ops see it: storage and the layout through it.
type View[T any] struct {
	Data   []T
	Layout nd.Layout
}

// Moves are the bulk moves of one dtype: internal/bulk's Plain variants
// for pointer-free elements (which may use the asm kernels), the generic
// ones for the others.
type Moves[T any] struct {
	// Copy copies between views that may overlap (bulk.CopyPlain).
	Copy func(dst []T, dl nd.Layout, src []T, sl nd.Layout)
	// Disjoint copies between views known to share no element, such as
	// interleaved sub-views of one result (bulk.CopyPlainDisjoint).
	Disjoint func(dst []T, dl nd.Layout, src []T, sl nd.Layout)
	// Gather is tf.gather along axis into row-major dst (bulk.GatherPlain);
	// params have no tables.
	Gather func(dst, params []T, pl nd.Layout, idx []int64, axis int) error
	// Join returns a new slice of the pieces one after another, allocated
	// without zeroing, and true; or false if the pieces are too short for
	// it to pay (bulk.JoinPlain). Nil where elements hold pointers.
	Join func(pieces [][]T) ([]T, bool)
}

// errorf returns op's error of the given kind (an nd sentinel): the
// sentinel's text, the op's name, then the details.
func errorf(kind error, op, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", kind, op, fmt.Sprintf(format, args...))
}

// axisError is the error for an axis out of range: it wraps both
// nd.ErrAxisOutOfRange (as Gather's does) and nd.ErrArgument.
type axisError struct{ msg string }

func (e axisError) Error() string { return e.msg }

func (e axisError) Unwrap() []error { return []error{nd.ErrAxisOutOfRange, nd.ErrArgument} }

// normAxis returns axis, which may count from the end, as an index in
// [0, rank), or the error TensorFlow gives for an axis outside [-rank, rank).
func normAxis(op string, axis, rank int) (int, error) {
	ax := axis
	if ax < 0 {
		ax += rank
	}
	if ax < 0 || ax >= rank {
		return 0, axisError{fmt.Sprintf("%v: %s: axis %d not in [%d, %d)",
			nd.ErrAxisOutOfRange, op, axis, -rank, rank)}
	}
	return ax, nil
}

// NewResult returns a row-major result of the given dims, for the op to
// write in full (bulk.MakeUninit: not zeroed first), or an error wrapping
// nd.ErrArgument if no array can have them or it would not fit in memory.
func NewResult[T any](op string, dims []int64) (View[T], error) {
	l, err := resultLayout[T](op, dims)
	if err != nil {
		return View[T]{}, err
	}
	return View[T]{bulk.MakeUninit[T](l.Size()), l}, nil
}

// box returns the sub-view of the row-major l that starts at coordinates
// lo and has the given dims.
func box(l nd.Layout, lo, dims []int64) nd.Layout {
	b := nd.Layout{Dims: dims, Strides: l.Strides, Offset: l.Offset}
	for k, c := range lo {
		b.Offset += c * l.Strides[k]
	}
	return b
}

// sum returns the sum of v and whether it fits in an int64.
func sum(v []int64) (int64, bool) {
	var s int64
	for _, x := range v {
		var ok bool
		if s, ok = safe.Add(s, x); !ok {
			return 0, false
		}
	}
	return s, true
}
