package reduce

import (
	"math/bits"
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
)

// rowWidth returns the most output elements a lane of a reduction by
// rows covers, 32 KiB of partial results: each row's piece is a long
// contiguous read (the hardware prefetchers start over at every piece,
// and pieces of a few KiB leave them behind), while the partial rows of
// the lane's pairwise stack, a dozen or so, stay in L2.
func rowWidth[P any]() int64 { return max(64, 32768/int64(unsafe.Sizeof(*new(P)))) }

// runRows reduces by rows: each lane is up to rowWidth neighbouring
// output elements along the kept inner dimension, and reduces the rows
// of its inputs as vectors, Rows rows to a leaf.
func (e *engine[S, C, P, D]) runRows() {
	lanes, leaves, chunks, w := e.rowGeometry()
	if k := e.workers(lanes); k > 1 {
		bulk.Parallel(k, func(i int) {
			e.rowLanes(lanes*int64(i)/int64(k), lanes*int64(i+1)/int64(k), leaves, chunks, w)
		})
		return
	}
	if k := e.workers(leaves); k > 1 {
		e.rowLanesSplit(k, leaves, lanes, chunks, w)
		return
	}
	e.rowLanes(0, lanes, leaves, chunks, w)
}

// rowGeometry returns the lanes of a reduction by rows, the leaves of
// each, the lanes along the kept inner dimension and their width.
func (e *engine[S, C, P, D]) rowGeometry() (lanes, leaves, chunks, w int64) {
	inner := e.kept[len(e.kept)-1]
	w = rowWidth[P]()
	chunks = (inner.n + w - 1) / w
	lanes = size(e.kept[:len(e.kept)-1]) * chunks
	leaves = (e.p.count + Rows - 1) / Rows
	return lanes, leaves, chunks, w
}

// rowBuffers are a worker's buffers for runRows.
type rowBuffers[S, C, P any] struct {
	st    rowStack[P]
	bufs  [][]P // the stack's buffers
	leaf  [][]C // the rows of a leaf, for the op's RowLeaf
	row   []C
	srow  []S
	m     []C
	coord []int64
}

// newRowBuffers carves the buffers of a worker reducing leaves leaves of
// lanes w wide. It returns them by value, kept on the worker's stack;
// the slices of buffers are in the scratch's headers (see headerSlices).
func newRowBuffers[S, C, P any](c *carver, rank int, w, leaves int64) rowBuffers[S, C, P] {
	n := bits.Len64(uint64(leaves)) + 2
	c.s.reserve(n*wordsOf[P](int(w)) + 2*wordsOf[C](int(w)) + wordsOf[S](int(w)) + wordsOf[int64](rank))
	h := headerSlices(c.s, 2*n+Rows)
	slices := asSlices[P](h[:2*n])
	b := rowBuffers[S, C, P]{bufs: slices[:n:n], leaf: asSlices[C](h[2*n:])}
	b.st.free = slices[n : n : 2*n]
	for i := range b.bufs {
		b.bufs[i] = carve[P](c, int(w))
	}
	b.reset()
	b.row, b.srow, b.m = carve[C](c, int(w)), carve[S](c, int(w)), carve[C](c, int(w))
	b.coord = carve[int64](c, rank)
	return b
}

// A rowLane is where a lane's inputs and outputs start, and its width.
type rowLane struct {
	in, out int64
	w       int64
}

// lane returns lane i of a reduction by rows with chunks lanes per outer
// kept coordinate.
func (e *engine[S, C, P, D]) lane(i, chunks, w int64, coord []int64) rowLane {
	inner := e.kept[len(e.kept)-1]
	var o odometer
	o.seek(e.kept[:len(e.kept)-1], i/chunks, e.p.inOff, 0, coord)
	j := i % chunks * w
	return rowLane{o.in + j*inner.in, o.out + j*inner.out, min(w, inner.n-j)}
}

// rowLanes computes lanes lo to hi-1.
func (e *engine[S, C, P, D]) rowLanes(lo, hi, leaves, chunks, w int64) {
	s := getScratch()
	defer putScratch(s)
	b := newRowBuffers[S, C, P](&carver{s: s}, len(e.p.dims), w, leaves)
	for i := lo; i < hi; i++ {
		l := e.lane(i, chunks, w, b.coord)
		m := e.laneParams(l, b.m)
		e.rowLeaves(&b.st, l, 0, leaves, m, &b)
		e.finishLane(l, b.st.finish(e.op.RowCombine), m)
		b.reset()
	}
}

// rowLanesSplit computes each lane on k workers, each taking a part of
// its leaves (a power of two of them: see stack).
func (e *engine[S, C, P, D]) rowLanesSplit(k int, leaves, lanes, chunks, w int64) {
	per := chunkLeaves(leaves, k)
	parts := int((leaves + per - 1) / per)
	bs := make([]rowBuffers[S, C, P], parts)
	for i := range bs {
		s := getScratch()
		defer putScratch(s)
		bs[i] = newRowBuffers[S, C, P](&carver{s: s}, len(e.p.dims), w, per)
	}
	coord := make([]int64, len(e.p.dims))
	for lane := range lanes {
		l := e.lane(lane, chunks, w, coord)
		m := e.laneParams(l, bs[0].m)
		bulk.Parallel(parts, func(i int) {
			e.rowLeaves(&bs[i].st, l, int64(i)*per, min(int64(i+1)*per, leaves), m, &bs[i])
		})
		var all rowStack[P]
		for i := range bs {
			b := &bs[i]
			for j := range b.st.n {
				all.pushAt(b.st.vals[j], b.st.lvl[j], e.op.RowCombine)
			}
		}
		e.finishLane(l, all.finish(e.op.RowCombine), m)
		for i := range bs {
			bs[i].reset()
		}
	}
}

// reset makes all of b's stack buffers free.
func (b *rowBuffers[S, C, P]) reset() {
	b.st.free = append(b.st.free[:0], b.bufs...)
	b.st.n = 0
}

// laneParams returns the parameters of lane l's outputs, if the op has
// them.
func (e *engine[S, C, P, D]) laneParams(l rowLane, buf []C) []C {
	if e.m == nil {
		return nil
	}
	step := e.kept[len(e.kept)-1].out
	if step == 1 {
		return e.m[l.out : l.out+l.w]
	}
	for j := range l.w {
		buf[j] = e.m[l.out+j*step]
	}
	return buf[:l.w]
}

// rowLeaves pushes onto st the partial rows of leaves g0 to g1-1 of lane
// l (Rows rows each).
func (e *engine[S, C, P, D]) rowLeaves(st *rowStack[P], l rowLane, g0, g1 int64, m []C, b *rowBuffers[S, C, P]) {
	step := e.kept[len(e.kept)-1].in
	r, end := g0*Rows, min(g1*Rows, e.p.count)
	var o odometer
	o.seek(e.reduced, r, l.in, 0, b.coord[:len(e.reduced)])
	if _, direct := e.direct(0, step, 0); direct && e.op.RowLeaf != nil {
		for r < end {
			hi := min(r+Rows, end)
			rows := b.leaf[:hi-r]
			for i := range rows {
				rows[i], _ = e.direct(o.in, step, int(l.w))
				o.next()
			}
			acc := st.take()[:l.w]
			e.op.RowLeaf(acc, rows, r, m)
			st.pushAt(acc, 0, e.op.RowCombine)
			r = hi
		}
		return
	}
	for r < end {
		acc := st.take()[:l.w]
		hi := min(r+Rows, end)
		for i := r; i < hi; i++ {
			row, ok := e.direct(o.in, step, int(l.w))
			if !ok {
				row = b.row[:l.w]
				e.load(row, b.srow, o.in, step, int(l.w))
			}
			if i == r {
				e.op.RowFirst(acc, row, i, m)
			} else {
				e.op.RowAdd(acc, row, i, m)
			}
			o.next()
		}
		st.pushAt(acc, 0, e.op.RowCombine)
		r = hi
	}
}

// finishLane writes lane l's results from its partials.
func (e *engine[S, C, P, D]) finishLane(l rowLane, acc []P, m []C) {
	step := e.kept[len(e.kept)-1].out
	out := l.out
	var mv C
	for j, v := range acc[:l.w] {
		if m != nil {
			mv = m[j]
		}
		e.dst[out] = e.op.Finish(v, e.p.count, mv)
		out += step
	}
}
