package linalg

import (
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// maxBatch is the most batch dimensions a product has (NumPy allows 32
// dimensions in all).
const maxBatch = 64

// A product is the geometry of a matmul: the result's batch dimensions
// (the operands' broadcast, held inline so that planning allocates
// nothing), the matrices' n×k times k×m, and whether a or b was a vector
// (promoted to a 1×k row or a k×1 column, the added dimension then
// removed from the result).
type product struct {
	n, k, m    int64
	aVec, bVec bool
	rank       int // of the batch
	dims       [maxBatch]int64
}

// batch returns the batch dimensions.
func (p *product) batch() []int64 { return p.dims[:p.rank] }

// plan sets p to the product of arrays of dims a and b, as NumPy's
// matmul (the batch broadcast as elementwise ops broadcast). It panics
// with nd.ErrShape, naming both shapes, for a 0-d operand, inner
// dimensions that differ or batch dimensions that do not broadcast.
func plan(op string, a, b []int64, p *product) {
	if len(a) == 0 || len(b) == 0 {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: a matrix product needs operands of at least one dimension",
			op, nd.FormatDims(a), nd.FormatDims(b)))
	}
	*p = product{aVec: len(a) == 1, bVec: len(b) == 1}
	var aBatch, bBatch []int64
	kb := b[0]
	p.k = a[len(a)-1]
	if !p.aVec {
		p.n, aBatch = a[len(a)-2], a[:len(a)-2]
	} else {
		p.n = 1
	}
	if !p.bVec {
		p.m, kb, bBatch = b[len(b)-1], b[len(b)-2], b[:len(b)-2]
	} else {
		p.m = 1
	}
	if kb != p.k {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s do not multiply: a has %d columns, b has %d rows",
			op, nd.FormatDims(a), nd.FormatDims(b), p.k, kb))
	}
	p.rank = max(len(aBatch), len(bBatch))
	if p.rank > maxBatch {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: more than %d batch dimensions",
			op, nd.FormatDims(a), nd.FormatDims(b), maxBatch))
	}
	if !elementwise.BroadcastInto(p.batch(), aBatch, bBatch) {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: the batch dimensions do not broadcast",
			op, nd.FormatDims(a), nd.FormatDims(b)))
	}
}

// outDims returns the result's dimensions: the batch, then n and m, less
// the dimension of each promoted vector.
func (p *product) outDims() []int64 { return p.appendOut(nil) }

// appendOut appends the result's dimensions (outDims) to dims.
func (p *product) appendOut(dims []int64) []int64 {
	dims = append(dims, p.batch()...)
	if !p.aVec {
		dims = append(dims, p.n)
	}
	if !p.bVec {
		dims = append(dims, p.m)
	}
	return dims
}
