package bulk

import (
	"fmt"
	"slices"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// Flatten1 copies a vector.
func Flatten1[T any](v []T) ([]T, []int64) {
	return append([]T(nil), v...), []int64{int64(len(v))}
}

// Flatten2 copies a matrix given as rows into row-major storage. It returns
// an error if the rows differ in length.
func Flatten2[T any](v [][]T) ([]T, []int64, error) { return flatten2(v, "") }

// flatten2 is Flatten2 for the matrix at path (such as "[1][0]") of a
// larger input; path names the rows in the error.
func flatten2[T any](v [][]T, path string) ([]T, []int64, error) {
	dims := []int64{int64(len(v)), 0}
	if len(v) > 0 {
		dims[1] = int64(len(v[0]))
	}
	out := make([]T, 0, dims[0]*dims[1])
	for i, row := range v {
		if int64(len(row)) != dims[1] {
			return nil, nil, fmt.Errorf("%w: ragged input: row %s[%d] has %d elements, row %s[0] has %d", nd.ErrShape, path, i, len(row), path, dims[1])
		}
		out = append(out, row...)
	}
	return out, dims, nil
}

// Flatten3 is Flatten2 for three levels of nesting.
func Flatten3[T any](v [][][]T) ([]T, []int64, error) { return flatten3(v, "") }

func flatten3[T any](v [][][]T, path string) ([]T, []int64, error) {
	var parts [][]T
	var inner []int64
	for i, m := range v {
		flat, dims, err := flatten2(m, fmt.Sprintf("%s[%d]", path, i))
		if err != nil {
			return nil, nil, err
		}
		if i > 0 && !slices.Equal(dims, inner) {
			return nil, nil, fmt.Errorf("%w: ragged input: %s[%d] has shape %s, %s[0] has shape %s", nd.ErrShape, path, i, nd.FormatDims(dims), path, nd.FormatDims(inner))
		}
		inner = dims
		parts = append(parts, flat)
	}
	return concat(parts, len(v), inner, 2)
}

// Flatten4 is Flatten2 for four levels of nesting.
func Flatten4[T any](v [][][][]T) ([]T, []int64, error) {
	var parts [][]T
	var inner []int64
	for i, m := range v {
		flat, dims, err := flatten3(m, fmt.Sprintf("[%d]", i))
		if err != nil {
			return nil, nil, err
		}
		if i > 0 && !slices.Equal(dims, inner) {
			return nil, nil, fmt.Errorf("%w: ragged input: [%d] has shape %s, [0] has shape %s", nd.ErrShape, i, nd.FormatDims(dims), nd.FormatDims(inner))
		}
		inner = dims
		parts = append(parts, flat)
	}
	return concat(parts, len(v), inner, 3)
}

// concat joins n equal-shaped parts of shape inner (rank innerRank when
// there are no parts to tell it) into one array of shape [n]+inner.
func concat[T any](parts [][]T, n int, inner []int64, innerRank int) ([]T, []int64, error) {
	if inner == nil {
		inner = make([]int64, innerRank)
	}
	var out []T
	for _, p := range parts {
		out = append(out, p...)
	}
	if out == nil {
		out = []T{}
	}
	return out, append([]int64{int64(n)}, inner...), nil
}

// Nest2 cuts row-major data of shape dims (rank 2) into rows that share its
// storage. It panics as checkCount does if the slice headers (not the
// data: an empty array after huge dimensions has none) would not fit in
// memory.
func Nest2[T any](flat []T, dims []int64) [][]T {
	checkHeaders(dims)
	out := make([][]T, dims[0])
	n := int(dims[1])
	for i := range out {
		out[i] = flat[i*n : (i+1)*n : (i+1)*n]
	}
	return out
}

// Nest3 is Nest2 for rank 3.
func Nest3[T any](flat []T, dims []int64) [][][]T {
	checkHeaders(dims)
	out := make([][][]T, dims[0])
	n := int(dims[1] * dims[2])
	for i := range out {
		out[i] = Nest2(flat[i*n:(i+1)*n], dims[1:])
	}
	return out
}

// Nest4 is Nest2 for rank 4.
func Nest4[T any](flat []T, dims []int64) [][][][]T {
	checkHeaders(dims)
	out := make([][][][]T, dims[0])
	n := int(dims[1] * dims[2] * dims[3])
	for i := range out {
		out[i] = Nest3(flat[i*n:(i+1)*n], dims[1:])
	}
	return out
}

// checkHeaders panics as checkCount does unless the slice headers of
// nested slices of shape dims fit in memory: one per coordinate of every
// level but the last.
func checkHeaders(dims []int64) {
	headers, level := int64(0), int64(1)
	for _, d := range dims[:len(dims)-1] {
		l, ok := safe.Mul(level, d)
		h, sum := safe.Add(headers, l)
		if !ok || !sum {
			panic(nd.Errorf(nd.ErrArgument, "nested slices of shape %v need more slice headers than int64 counts",
				nd.FormatDims(dims)))
		}
		level, headers = l, h
	}
	checkCount[[]byte](headers)
}
