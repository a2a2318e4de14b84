package linalg

import (
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// batchOffset returns the offset in l of matrix i of the batch
// (row-major over p's batch): l's dimensions before its last mat (0, 1 or
// 2) align with the batch's ends, those of size 1 broadcasting.
func (p *product) batchOffset(l nd.Layout, mat int, i int64) int64 {
	off := l.Offset
	lead := len(l.Dims) - mat
	for d := p.rank - 1; d >= 0 && i > 0; d-- {
		n := p.dims[d]
		c := i % n
		i /= n
		if j := lead - (p.rank - d); j >= 0 && l.Dims[j] != 1 {
			off += c * l.Strides[j]
		}
	}
	return off
}

// matA returns batch matrix i of a, n×k (a vector: one row).
func matA[T any](p *product, a elementwise.View[T], i int64) matrix[T] {
	l := a.Layout
	r := len(l.Dims)
	if p.aVec {
		return matrix[T]{data: a.Data, off: l.Offset, cs: l.Strides[0], rows: 1, cols: p.k}
	}
	return matrix[T]{data: a.Data, off: p.batchOffset(l, 2, i), rs: l.Strides[r-2], cs: l.Strides[r-1], rows: p.n, cols: p.k}
}

// matB returns batch matrix i of b, k×m (a vector: one column).
func matB[T any](p *product, b elementwise.View[T], i int64) matrix[T] {
	l := b.Layout
	r := len(l.Dims)
	if p.bVec {
		return matrix[T]{data: b.Data, off: l.Offset, rs: l.Strides[0], rows: p.k, cols: 1}
	}
	return matrix[T]{data: b.Data, off: p.batchOffset(l, 2, i), rs: l.Strides[r-2], cs: l.Strides[r-1], rows: p.k, cols: p.m}
}

// matC returns batch matrix i of the result c, n×m, whose dimensions are
// p.outDims().
func matC[T any](p *product, c elementwise.View[T], i int64) matrix[T] {
	l := c.Layout
	x := matrix[T]{data: c.Data, rows: p.n, cols: p.m}
	mat := len(l.Dims) - p.rank
	if !p.bVec {
		x.cs = l.Strides[len(l.Dims)-1]
	}
	if !p.aVec {
		x.rs = l.Strides[p.rank]
	}
	x.off = p.batchOffset(l, mat, i)
	return x
}
