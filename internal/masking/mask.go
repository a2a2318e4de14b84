// Package masking holds the ops that select elements by a boolean array
// (BooleanMask, Where with three arguments) and the one that lists where an
// array is nonzero (ArgWhere), written once over the element type and
// wrapped by every dtype package: TensorFlow's argument checks and errors,
// NumPy's results. BooleanMask moves whole runs of selected rows with the
// dtype's bulk copies; Where walks the broadcast operands through their
// (zero) strides row by row, with no per-element calls.
package masking

import (
	"fmt"
	"strings"

	"github.com/ndgo/ndarray/internal/combine"
	"github.com/ndgo/ndarray/internal/safe"
)

// view and moves are an array and a dtype's bulk copies as the ops take
// them (internal/combine's).
type (
	view[T any]  = combine.View[T]
	moves[T any] = combine.Moves[T]
)

// errorf returns op's error of the given kind (an nd sentinel).
func errorf(kind error, op, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", kind, op, fmt.Sprintf(format, args...))
}

// pyShape prints dims as Python prints a TensorShape: (2, 3), (3,), ().
func pyShape(dims []int64) string {
	s := make([]string, len(dims))
	for i, d := range dims {
		s[i] = fmt.Sprint(d)
	}
	if len(s) == 1 {
		return "(" + s[0] + ",)"
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// tfShape prints dims as TensorShape::DebugString does: [2,3].
func tfShape(dims []int64) string {
	return strings.ReplaceAll(fmt.Sprint(dims), " ", ",")
}

// product returns the product of dims, which are those of an existing
// array or a part of them, so it cannot overflow.
func product(dims []int64) int64 {
	n, _ := safe.Size(dims)
	return n
}
