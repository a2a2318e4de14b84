package reduce

import "github.com/ndgo/ndarray/internal/bulk"

// runElements reduces each output element's sequence of elements (the
// reduced dimensions in order, the innermost one a run), a leaf of Block
// elements at a time.
func (e *engine[S, C, P, D]) runElements() {
	p := &e.p
	leaves := (p.count + Block - 1) / Block
	if k := e.workers(p.lanes); k > 1 {
		bulk.Parallel(k, func(i int) {
			lo, hi := p.lanes*int64(i)/int64(k), p.lanes*int64(i+1)/int64(k)
			e.elementLanes(lo, hi)
		})
		return
	}
	if k := e.workers(leaves); k > 1 {
		e.elementLanesSplit(k, leaves)
		return
	}
	e.elementLanes(0, p.lanes)
}

// elementBuffers are a worker's buffers for runElements.
type elementBuffers[S, C any] struct {
	buf   []C
	sbuf  []S
	coord []int64
}

func newElementBuffers[S, C any](c *carver, rank int) elementBuffers[S, C] {
	c.s.reserve(wordsOf[C](Block) + wordsOf[S](Block) + wordsOf[int64](2*rank))
	return elementBuffers[S, C]{carve[C](c, Block), carve[S](c, Block), carve[int64](c, 2*rank)}
}

// elementLanes computes output elements lo to hi-1 (in the plan's order).
func (e *engine[S, C, P, D]) elementLanes(lo, hi int64) {
	s := getScratch()
	defer putScratch(s)
	b := newElementBuffers[S, C](&carver{s: s}, len(e.p.dims))
	leaves := (e.p.count + Block - 1) / Block
	var o odometer
	o.seek(e.kept, lo, e.p.inOff, 0, b.coord[len(e.p.dims):])
	for range hi - lo {
		var mv C
		if e.m != nil {
			mv = e.m[o.out]
		}
		var st stack[P]
		e.leaves(&st, o.in, 0, leaves, mv, b)
		e.dst[o.out] = e.op.Finish(st.finish(e.op.Empty, e.op.Combine), e.p.count, mv)
		o.next()
	}
}

// elementLanesSplit computes each output element on k workers, each
// taking a part of its leaves (a power of two of them: see stack).
func (e *engine[S, C, P, D]) elementLanesSplit(k int, leaves int64) {
	per := chunkLeaves(leaves, k)
	parts := int((leaves + per - 1) / per)
	stacks := make([]stack[P], parts)
	var o odometer
	o.seek(e.kept, 0, e.p.inOff, 0, make([]int64, len(e.p.dims)))
	for range e.p.lanes {
		var mv C
		if e.m != nil {
			mv = e.m[o.out]
		}
		in := o.in
		bulk.Parallel(parts, func(i int) {
			s := getScratch()
			defer putScratch(s)
			b := newElementBuffers[S, C](&carver{s: s}, len(e.p.dims))
			stacks[i] = stack[P]{}
			e.leaves(&stacks[i], in, int64(i)*per, min(int64(i+1)*per, leaves), mv, b)
		})
		var st stack[P]
		for i := range stacks {
			st.pushAll(&stacks[i], e.op.Combine)
		}
		e.dst[o.out] = e.op.Finish(st.finish(e.op.Empty, e.op.Combine), e.p.count, mv)
		o.next()
	}
}

// leaves pushes onto st the partials of leaves l0 to l1-1 of the sequence
// of the output element whose first input element is at base.
func (e *engine[S, C, P, D]) leaves(st *stack[P], base, l0, l1 int64, mv C, b elementBuffers[S, C]) {
	var n, step int64 = 1, 0
	outer := e.reduced
	if len(outer) > 0 {
		run := outer[len(outer)-1]
		n, step, outer = run.n, run.in, outer[:len(outer)-1]
	}
	count := e.p.count
	f, end := l0*Block, min(l1*Block, count)
	var o odometer
	o.seek(outer, f/n, base, 0, b.coord[:len(outer)])
	pos, fill, start := f%n, int64(0), f
	for f < end {
		leaf := min(Block, count-start)
		off, avail := o.in+pos*step, n-pos
		take := min(leaf-fill, avail)
		if x, ok := e.whole(off, step, leaf, fill, avail); ok {
			st.push(e.op.Leaf(x, start, mv), e.op.Combine)
			start += leaf
		} else {
			e.load(b.buf[fill:], b.sbuf, off, step, int(take))
			if fill += take; fill == leaf {
				st.push(e.op.Leaf(b.buf[:leaf], start, mv), e.op.Combine)
				start, fill = start+leaf, 0
			}
		}
		pos += take
		f += take
		if pos == n {
			pos = 0
			o.next()
		}
	}
}

// whole returns the leaf of the given length starting at off in place, if
// it starts a leaf (fill 0), lies within the run (avail elements left)
// and needs no copy.
func (e *engine[S, C, P, D]) whole(off, step, leaf, fill, avail int64) ([]C, bool) {
	if fill != 0 || avail < leaf {
		return nil, false
	}
	return e.direct(off, step, int(leaf))
}
