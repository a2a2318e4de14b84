package masking

import (
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// ArgWhere returns tf.where(a) with one argument: the coordinates of a's
// nonzero elements (not equal to T's zero value: true, a non-empty string,
// NaN counts as nonzero) in row-major order, n rows of rank int64s, and n.
// The layout l has no tables. It returns an error wrapping nd.ErrArgument
// if the result would not fit in memory.
func ArgWhere[T comparable](data []T, l nd.Layout) (coords []int64, n int64, err error) {
	if l.Size() == 0 {
		return nil, 0, nil
	}
	s := newSelect(l.Dims, l, l, l)
	s.rows(func(p, _, _, _ int64) { n += countRow(data, p, s.cs, s.n) })
	rank := int64(len(l.Dims))
	size, ok := safe.Mul(n, rank)
	if !ok {
		return nil, 0, check.Result("ArgWhere", []int64{n, rank})
	}
	if err := check.Alloc[int64]("ArgWhere", size); err != nil {
		return nil, 0, err
	}
	coords = make([]int64, 0, size)
	fill(&coords, data, l)
	return coords, n, nil
}

// fill appends the coordinates of the nonzero elements of data through l
// (not empty) to coords, row by row along l's last dimension.
func fill[T comparable](coords *[]int64, data []T, l nd.Layout) {
	var zero T
	rank := len(l.Dims)
	if rank == 0 { // one element: a row of no coordinates if nonzero
		return
	}
	at, last := make([]int64, rank), rank-1
	for p := l.Offset; ; {
		for j := range l.Dims[last] {
			if data[p+j*l.Strides[last]] != zero {
				at[last] = j
				*coords = append(*coords, at...)
			}
		}
		i := last - 1
		for ; i >= 0; i-- {
			p += l.Strides[i]
			if at[i]++; at[i] < l.Dims[i] {
				break
			}
			p -= l.Strides[i] * l.Dims[i]
			at[i] = 0
		}
		if i < 0 {
			return
		}
	}
}

// countRow counts the nonzero elements of the row of n at p, stride s.
func countRow[T comparable](data []T, p, s, n int64) int64 {
	var zero T
	c := int64(0)
	if s == 1 {
		for _, v := range data[p : p+n] {
			if v != zero {
				c++
			}
		}
		return c
	}
	for i := range n {
		if data[p+i*s] != zero {
			c++
		}
	}
	return c
}
