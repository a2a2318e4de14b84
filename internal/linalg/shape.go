package linalg

import (
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// A product is the geometry of a matmul: the result's batch dimensions
// (the operands' broadcast), the matrices' n×k times k×m, and whether a
// or b was a vector (promoted to a 1×k row or a k×1 column, the added
// dimension then removed from the result).
type product struct {
	batch      []int64
	n, k, m    int64
	aVec, bVec bool
}

// plan returns the product of arrays of dims a and b, as NumPy's matmul.
// It panics with nd.ErrShape, naming both shapes, for a 0-d operand,
// inner dimensions that differ or batch dimensions that do not broadcast.
func plan(op string, a, b []int64) product {
	if len(a) == 0 || len(b) == 0 {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: a matrix product needs operands of at least one dimension",
			op, nd.FormatDims(a), nd.FormatDims(b)))
	}
	var p product
	aMat, bMat := a, b
	if len(a) == 1 {
		p.aVec, aMat = true, []int64{1, a[0]}
	}
	if len(b) == 1 {
		p.bVec, bMat = true, []int64{b[0], 1}
	}
	p.n, p.k = aMat[len(aMat)-2], aMat[len(aMat)-1]
	p.m = bMat[len(bMat)-1]
	if kb := bMat[len(bMat)-2]; kb != p.k {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s do not multiply: a has %d columns, b has %d rows",
			op, nd.FormatDims(a), nd.FormatDims(b), p.k, kb))
	}
	batch, ok := elementwise.BroadcastDims(aMat[:len(aMat)-2], bMat[:len(bMat)-2])
	if !ok {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: the batch dimensions do not broadcast",
			op, nd.FormatDims(a), nd.FormatDims(b)))
	}
	p.batch = batch
	return p
}

// outDims returns the result's dimensions: the batch, then n and m, less
// the dimension of each promoted vector.
func (p product) outDims() []int64 {
	out := append([]int64(nil), p.batch...)
	if !p.aVec {
		out = append(out, p.n)
	}
	if !p.bVec {
		out = append(out, p.m)
	}
	return out
}
