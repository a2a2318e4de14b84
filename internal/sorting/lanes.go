package sorting

import (
	"sync"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// maxViews is the most views one lane op walks together: TopK's source,
// values and indices.
const maxViews = 3

// lanes enumerates the lanes of up to maxViews views along one axis: every
// combination of the coordinates of the other dimensions (which the views
// share), with one of them, the batch dimension, innermost, so that
// consecutive lanes can be moved as one block.
type lanes struct {
	count int64        // the number of lanes
	inner int64        // extent of the batch dimension (1 if none)
	outer []int64      // extents of the other dimensions, row-major
	views []laneView   // per view
	small [2 * 8]int64 // backing for outer and the views' outer strides
	buf   [maxViews]laneView
}

// laneView is one view's part of a lanes: where its lanes are.
type laneView struct {
	off   int64   // position of the first element of lane 0
	along int64   // stride along the axis
	batch int64   // stride along the batch dimension (0 if none)
	outer []int64 // strides along the outer dimensions
}

// newLanes returns the lanes of the views ls along axis. If pick, the
// batch dimension is the other dimension of ls[0] with the smallest
// stride, where neighbouring lanes lie closest, else the last one (the
// order of memory for row-major views).
func newLanes(axis int, pick bool, ls ...nd.Layout) *lanes {
	l := &lanes{count: 1, inner: 1}
	l.views = l.buf[:len(ls)]
	dims := ls[0].Dims
	batch := -1 // the last other dimension, or the closest one if pick
	for d := range dims {
		if d == axis {
			continue
		}
		l.count *= dims[d]
		if batch < 0 || !pick || dims[batch] == 1 ||
			dims[d] > 1 && abs(ls[0].Strides[d]) <= abs(ls[0].Strides[batch]) {
			batch = d
		}
	}
	nOuter := max(len(dims)-2, 0)
	var outer []int64
	if (len(ls)+1)*nOuter <= len(l.small) {
		outer = l.small[:0:nOuter]
	}
	for d := range dims {
		if d != axis && d != batch {
			outer = append(outer, dims[d])
		}
	}
	l.outer = outer
	if batch >= 0 {
		l.inner = dims[batch]
	}
	for v, lv := range ls {
		var strides []int64
		if (len(ls)+1)*nOuter <= len(l.small) {
			strides = l.small[(v+1)*nOuter : (v+1)*nOuter : (v+2)*nOuter]
		}
		for d := range dims {
			if d != axis && d != batch {
				strides = append(strides, lv.Strides[d])
			}
		}
		l.views[v] = laneView{off: lv.Offset, along: lv.Strides[axis], outer: strides}
		if batch >= 0 {
			l.views[v].batch = lv.Strides[batch]
		}
	}
	return l
}

// abs returns |x|.
func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// each calls fn for lanes lo to hi-1 in groups of at most group lanes
// that are neighbours along the batch dimension: fn gets the number of
// lanes m and, per view, the position of the group's first lane.
func (l *lanes) each(lo, hi, group int64, fn func(m int64, off *[maxViews]int64)) {
	var off [maxViews]int64
	for pos := lo; pos < hi; {
		q, b := pos/l.inner, pos%l.inner
		m := min(group, l.inner-b, hi-pos)
		for v := range l.views {
			off[v] = l.views[v].off + b*l.views[v].batch
		}
		for d := len(l.outer) - 1; d >= 0; d-- {
			c := q % l.outer[d]
			q /= l.outer[d]
			for v := range l.views {
				off[v] += c * l.views[v].outer[d]
			}
		}
		fn(m, &off)
		pos += m
	}
}

// sortCost is how many times a copy's time a sort of the same bytes takes,
// roughly: it scales the bytes bulk.Workers weighs.
const sortCost = 16

// parallel calls run over consecutive ranges of the lanes, on as many
// goroutines as bulk.Workers gives a job of bytes (the source's) and
// l.count lanes. Each lane is sorted alone, so the result does not depend
// on the split.
func (l *lanes) parallel(bytes int64, run func(lo, hi int64)) {
	k := bulk.Workers(bytes*sortCost, l.count)
	if k < 2 {
		run(0, l.count)
		return
	}
	var wg sync.WaitGroup
	for i := range int64(k) {
		lo, hi := l.count*i/int64(k), l.count*(i+1)/int64(k)
		wg.Go(func() { run(lo, hi) })
	}
	wg.Wait()
}

// groupLayout returns the layout of m lanes of n elements as a 2-D view
// (lanes × elements) of view v at position off, built in buf.
func (l *lanes) groupLayout(buf *[4]int64, v int, off, m, n int64) nd.Layout {
	buf[0], buf[1] = m, n
	buf[2], buf[3] = l.views[v].batch, l.views[v].along
	return nd.Layout{Dims: buf[0:2:2], Strides: buf[2:4:4], Offset: off}
}

// rowMajor returns the row-major layout of m lanes of n elements, built in
// buf.
func rowMajor(buf *[4]int64, m, n int64) nd.Layout {
	buf[0], buf[1], buf[2], buf[3] = m, n, n, 1
	return nd.Layout{Dims: buf[0:2:2], Strides: buf[2:4:4]}
}

// lane returns lane b of the current group of view v: in data if the
// view's lanes are direct, else row b of the group's buffer buf.
func lane[T any](l *lanes, v int, isDirect bool, data, buf []T, off *[maxViews]int64,
	b, n int64) []T {
	if !isDirect {
		return buf[b*n : b*n+n : b*n+n]
	}
	p := off[v] + b*l.views[v].batch
	return data[p : p+n : p+n]
}
