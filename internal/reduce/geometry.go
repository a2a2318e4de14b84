package reduce

import "github.com/ndgo/ndarray/nd"

// An axisGeometry splits a layout at one axis: the dimensions before it
// (outer, walked by an odometer), the axis (n elements, axisStride
// apart) and the dimensions after it, merged where they allow (innerDims,
// inner elements in all).
type axisGeometry struct {
	outer      []dim
	n          int64
	axisStride int64
	innerDims  []dim
	inner      int64
	size       int64
	coord      []int64 // loadRow's odometer's
}

// geometryWords is the words of scratch newAxisGeometry carves for a
// layout of the given rank.
func geometryWords(rank int) int { return 2*wordsOf[dim](rank) + wordsOf[int64](rank) }

// newAxisGeometry returns the geometry of l at axis ax, its slices carved
// from c (geometryWords words).
func newAxisGeometry(l nd.Layout, ax int, c *carver) axisGeometry {
	g := axisGeometry{n: l.Dims[ax], axisStride: l.Strides[ax], inner: 1, size: l.Size()}
	rank := len(l.Dims)
	g.outer, g.innerDims = carve[dim](c, rank)[:0], carve[dim](c, rank)[:0]
	g.coord = carve[int64](c, rank)
	for i := range ax {
		g.outer = append(g.outer, dim{n: l.Dims[i], in: l.Strides[i]})
	}
	for i := ax + 1; i < len(l.Dims); i++ {
		d := dim{n: l.Dims[i], in: l.Strides[i]}
		g.inner *= d.n
		if d.n == 1 {
			continue
		}
		if k := len(g.innerDims) - 1; k >= 0 && g.innerDims[k].in == d.in*d.n {
			g.innerDims[k].n *= d.n
			g.innerDims[k].in = d.in
			continue
		}
		g.innerDims = append(g.innerDims, d)
	}
	return g
}

// loadRow returns the inner row of g from off as C: in place where it is
// one contiguous run of C, else gathered into row (through srow).
func loadRow[S, C, P, D any](e *engine[S, C, P, D], g *axisGeometry, row []C, srow []S, off int64) []C {
	switch len(g.innerDims) {
	case 0:
		e.load(row[:1], srow, off, 1, 1)
		return row[:1]
	case 1:
		step := g.innerDims[0].in
		if x, ok := e.direct(off, step, int(g.inner)); ok {
			return x
		}
		e.load(row, srow, off, step, int(g.inner))
		return row
	}
	last := g.innerDims[len(g.innerDims)-1]
	outer := g.innerDims[:len(g.innerDims)-1]
	var o odometer
	o.seek(outer, 0, off, 0, g.coord)
	for pos := int64(0); pos < g.inner; pos += last.n {
		e.load(row[pos:], srow, o.in, last.in, int(last.n))
		o.next()
	}
	return row
}

// sameType reports whether S and C are one type (without reflect, which
// costs more than this assertion).
func sameType[S, C any]() bool {
	_, ok := any((*S)(nil)).(*C)
	return ok
}

// rowSpan returns the longest row the ops along axis ax of dims buffer:
// the inner elements after the axis, or the axis itself where they are
// one (the lanes along it).
func rowSpan(dims []int64, ax int) int {
	inner := int64(1)
	for _, d := range dims[ax+1:] {
		inner *= d
	}
	return int(max(inner, dims[ax]))
}
