package ndgonum

import (
	"errors"
	"fmt"

	"github.com/ndgo/ndarray/nd"
)

// ErrNotShareable: the array's layout cannot be expressed as a gonum
// matrix or vector sharing its memory; use the Copy function instead.
var ErrNotShareable = errors.New("ndgonum: layout cannot be shared with gonum")

// general is a gonum-style strided matrix over a slice.
type general[T any] struct {
	rows, cols, stride int
	data               []T
}

// matrixOf returns the rows, columns, row stride and storage of a 2-D
// view whose elements gonum can address: column stride 1 (or one column),
// row stride at least the column count (or one row), nothing empty.
func matrixOf[T any](data []T, l nd.Layout, readOnly bool, op string) (general[T], error) {
	if err := shareable(l, 2, readOnly, op); err != nil {
		return general[T]{}, err
	}
	rows, cols := l.Dims[0], l.Dims[1]
	rowStride, colStride := l.Strides[0], l.Strides[1]
	if rows == 1 {
		rowStride = cols
	}
	if cols > 1 && colStride != 1 || rowStride < cols {
		return general[T]{}, fmt.Errorf("%w: %s: layout %v (gonum needs column "+
			"stride 1 and a row stride of at least the column count)", ErrNotShareable, op, l)
	}
	end := l.Offset + (rows-1)*rowStride + cols
	return general[T]{int(rows), int(cols), int(rowStride), data[l.Offset:end:end]}, nil
}

// vectorOf returns the length, increment and storage of a 1-D view gonum
// can address: a positive increment, nothing empty.
func vectorOf[T any](data []T, l nd.Layout, readOnly bool, op string) (n, inc int, d []T, err error) {
	if err := shareable(l, 1, readOnly, op); err != nil {
		return 0, 0, nil, err
	}
	n64, inc64 := l.Dims[0], l.Strides[0]
	if n64 == 1 {
		inc64 = 1
	}
	if inc64 < 1 {
		return 0, 0, nil, fmt.Errorf("%w: %s: stride %d (gonum needs a positive increment)",
			ErrNotShareable, op, inc64)
	}
	end := l.Offset + (n64-1)*inc64 + 1
	return int(n64), int(inc64), data[l.Offset:end:end], nil
}

// shareable checks what every view into gonum needs: the rank, no empty
// dimension, a strided (not gathered) layout, a writable array.
func shareable(l nd.Layout, rank int, readOnly bool, op string) error {
	if err := checkShape(l.Dims, rank, op); err != nil {
		return err
	}
	if l.Tables != nil {
		for _, t := range l.Tables {
			if t != nil {
				return fmt.Errorf("%w: %s: a dimension selected by Seq or Hyperslab has no "+
					"stride", ErrNotShareable, op)
			}
		}
	}
	if readOnly {
		return nd.Errorf(nd.ErrReadOnly, "%s: gonum would write through a read-only array", op)
	}
	return nil
}

// checkShape refuses the wrong rank and empty arrays.
func checkShape(dims []int64, rank int, op string) error {
	if len(dims) != rank {
		return nd.Errorf(nd.ErrShape, "%s: shape %s is not of rank %d", op, nd.FormatDims(dims), rank)
	}
	for _, d := range dims {
		if d == 0 {
			return nd.Errorf(nd.ErrShape, "%s: shape %s: gonum matrices cannot be empty", op, nd.FormatDims(dims))
		}
	}
	return nil
}
