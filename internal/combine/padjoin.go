package combine

import "unsafe"

// padFillBytes is the longest constant piece joinPad hands Moves.Join:
// longer constant runs (whole border slabs) are several pieces of one
// shared buffer of the value, which stays small.
const padFillBytes = 64 << 10

// joinPad is constant Pad by Moves.Join (see join.go): the result in
// row-major order is the input's rows with constant runs between them
// (the borders of a row and of the rows and slabs around it, merged), so
// every byte of it is written once instead of zeroed, then copied or
// filled. It reports false, and Pad copies and fills, when the dtype has
// no Join, the input is empty or not contiguous, or its rows are too
// short for the pieces to pay.
func joinPad[T any](m Moves[T], in View[T], paddings [][2]int64, dims []int64, value T) (View[T], bool, error) {
	d := in.Layout.Dims
	n := in.Layout.Size()
	if m.Join == nil || len(d) == 0 || n == 0 || !in.Layout.IsContiguous() {
		return View[T]{}, false, nil
	}
	l, err := resultLayout[T]("Pad", dims)
	if err != nil {
		return View[T]{}, false, err
	}
	size, rows := l.Size(), n/d[len(d)-1]
	esz := int64(unsafe.Sizeof(value))
	// At most two pieces a row and one more, besides splits of long
	// constant runs: refuse before building a list JoinPlain would.
	if !joinable[T](size, 2*rows+1, 1) {
		return View[T]{}, false, nil
	}
	fill := make([]T, min(size-n, max(padFillBytes/esz, 1)))
	for i := range fill {
		fill[i] = value
	}
	p := padPieces[T]{data: in.Data, next: in.Layout.Offset, fill: fill,
		in: d, pads: paddings, inner: make([]int64, len(dims))}
	p.inner[len(dims)-1] = 1
	for k := len(dims) - 1; k > 0; k-- {
		p.inner[k-1] = p.inner[k] * dims[k] // fits: the result's size does
	}
	p.pieces = make([][]T, 0, 2*rows+1)
	p.block(0)
	p.flush()
	return joined(m, l, p.pieces)
}

// padPieces lists the pieces of a constant Pad's result in row-major
// order.
type padPieces[T any] struct {
	pieces  [][]T
	data    []T   // the input's storage
	next    int64 // where its next row starts in data
	fill    []T   // the value, repeated
	pending int64 // constant elements not yet listed
	in      []int64
	pads    [][2]int64
	inner   []int64 // elements of the result per step along each axis
}

// block lists the part of the result whose coordinates before axis k are
// inside the input: the border before the input along k, the input's
// blocks along k, the border after.
func (p *padPieces[T]) block(k int) {
	p.pending += p.pads[k][0] * p.inner[k]
	if k == len(p.in)-1 {
		p.flush()
		p.pieces = append(p.pieces, p.data[p.next:p.next+p.in[k]])
		p.next += p.in[k]
	} else {
		for range p.in[k] {
			p.block(k + 1)
		}
	}
	p.pending += p.pads[k][1] * p.inner[k]
}

// flush lists the pending constant elements as pieces of fill.
func (p *padPieces[T]) flush() {
	for p.pending > 0 {
		c := min(p.pending, int64(len(p.fill)))
		p.pieces = append(p.pieces, p.fill[:c])
		p.pending -= c
	}
}
