// Package walk holds the normal form of strided layouts and the block walk
// that every bulk loop runs on. It works on Layout, a struct identical to
// nd.Layout (convert with walk.Layout(l) and nd.Layout(w)), so that nd can
// use it for Reshape without an import cycle and users never see it.
package walk

import (
	"fmt"
	"slices"
)

// Layout is nd.Layout: Dims, Strides and Offset in elements, and per
// dimension an optional table of position offsets (see nd.Layout).
type Layout struct {
	Dims    []int64
	Strides []int64
	Offset  int64
	Tables  [][]int64
}

// Size returns the number of elements.
func (l Layout) Size() int64 {
	n := int64(1)
	for _, d := range l.Dims {
		n *= d
	}
	return n
}

// step returns the position offset of coordinate c along dimension i.
func (l Layout) step(i int, c int64) int64 {
	if l.Tables != nil && l.Tables[i] != nil {
		return l.Tables[i][c]
	}
	return c * l.Strides[i]
}

// trimTables returns nil when no dimension has a table.
func trimTables(t [][]int64) [][]int64 {
	for _, x := range t {
		if x != nil {
			return t
		}
	}
	return nil
}

// Normalize returns the normal form used for bulk work: the same elements in
// the same order, with size-1 dimensions dropped (their position folded into
// Offset) and neighbouring dimensions merged where
// Strides[i] == Strides[i+1]*Dims[i+1]. A view of no elements normalises
// to a single dimension of size 0; a single element to rank 0.
func Normalize(l Layout) Layout {
	var n joint
	n.build(l)
	return n.layout(0)
}

// NormalizePair returns the joint normal form of two layouts of the same
// dimensions: both with the same dimensions, size-1 ones dropped and
// neighbours merged only where both allow it. It panics if the dimensions
// differ.
func NormalizePair(a, b Layout) (Layout, Layout) {
	mustMatch(a, b)
	var j joint
	j.build(a, b)
	return j.layout(0), j.layout(1)
}

// mustMatch panics unless a and b have the same dimensions: callers check
// their arguments' shapes first, so this is a bug in the library.
func mustMatch(a, b Layout) {
	if !slices.Equal(a.Dims, b.Dims) {
		panic(fmt.Sprintf("walk: shape mismatch: %v and %v", a.Dims, b.Dims))
	}
}

// joint is the normal form of several layouts of the same shape walked
// together: size-1 dimensions dropped and neighbours merged only where every
// layout allows it, so that one walk serves all of them.
type joint struct {
	dims    []int64
	offsets []int64     // per layout
	strides [][]int64   // per layout, per dimension
	tables  [][][]int64 // per layout: nil, or per dimension
	empty   bool
}

func (j *joint) build(ls ...Layout) {
	k := len(ls)
	j.offsets = make([]int64, k)
	j.strides = make([][]int64, k)
	j.tables = make([][][]int64, k)
	for i, l := range ls {
		j.offsets[i] = l.Offset
	}
	dims := ls[0].Dims
	for d, n := range dims {
		if n == 0 {
			j.empty = true
			j.dims = []int64{0}
			for i := range ls {
				j.strides[i] = []int64{1}
				j.tables[i] = nil
			}
			return
		}
		if n == 1 { // fold the only coordinate's position into the offset
			for i := range ls {
				j.offsets[i] += ls[i].step(d, 0)
			}
			continue
		}
		hasTable := false
		for _, l := range ls {
			hasTable = hasTable || (l.Tables != nil && l.Tables[d] != nil)
		}
		last := len(j.dims) - 1
		if last >= 0 && !hasTable && j.mergeable(ls, last, d) {
			j.dims[last] *= n
			for i, l := range ls {
				j.strides[i][last] = l.Strides[d]
			}
			continue
		}
		j.dims = append(j.dims, n)
		for i, l := range ls {
			j.strides[i] = append(j.strides[i], l.Strides[d])
			var t []int64
			if l.Tables != nil {
				t = l.Tables[d]
			}
			if t != nil && j.tables[i] == nil {
				j.tables[i] = make([][]int64, len(j.dims)-1, len(dims))
			}
			if j.tables[i] != nil {
				j.tables[i] = append(j.tables[i], t)
			}
		}
	}
}

// mergeable reports whether dimension d of every layout continues the
// already-built dimension last without a gap.
func (j *joint) mergeable(ls []Layout, last, d int) bool {
	for i, l := range ls {
		if j.tables[i] != nil && j.tables[i][last] != nil {
			return false
		}
		if j.strides[i][last] != l.Strides[d]*l.Dims[d] {
			return false
		}
	}
	return true
}

// layout returns the normal form of layout i.
func (j *joint) layout(i int) Layout {
	return Layout{Dims: j.dims, Strides: j.strides[i], Offset: j.offsets[i], Tables: trimTables(j.tables[i])}
}

func (j *joint) hasTable(i, d int) bool { return j.tables[i] != nil && j.tables[i][d] != nil }

// Walk visits two layouts of the same shape together, in row-major order,
// in blocks: each block is Rows runs of N elements. Within a run consecutive
// elements are DstStride (SrcStride) apart; consecutive runs of a block are
// DstPitch (SrcPitch) apart. A bulk copy is then
//
//	w := walk.New(dstLayout, srcLayout)
//	for w.Next() {
//		d, s := w.DstOff, w.SrcOff
//		for r := 0; r < w.Rows; r++ {
//			// move N elements: dst[d+i*DstStride] = src[s+i*SrcStride]
//			d, s = d+w.DstPitch, s+w.SrcPitch
//		}
//	}
//
// The blocks come from the joint normal form of the two layouts, so a view
// with a contiguous inner dimension gives long runs with both strides 1, and
// the per-block cost (an odometer step over the outer dimensions) is paid
// once per Rows*N elements.
type Walk struct {
	// N is the number of elements in a run; Rows the number of runs in a block.
	N, Rows int
	// DstStride and SrcStride separate neighbours within a run.
	DstStride, SrcStride int
	// DstPitch and SrcPitch separate the starts of consecutive runs.
	DstPitch, SrcPitch int
	// DstOff and SrcOff are the positions of the current block's first
	// element, set by Next.
	DstOff, SrcOff int

	outer   []int64   // sizes of the odometer dimensions, outermost first
	coord   []int64   // the odometer
	steps   [2][]step // per layout, per odometer dimension
	started bool
	done    bool
}

// step moves one layout's position along one odometer dimension.
type step struct {
	stride int64
	table  []int64
}

func (s step) at(c int64) int64 {
	if s.table != nil {
		return s.table[c]
	}
	return c * s.stride
}

// New prepares a walk over dst and src, which must have the same
// dimensions; it panics if they do not.
func New(dst, src Layout) *Walk {
	mustMatch(dst, src)
	var j joint
	j.build(dst, src)
	w := &Walk{N: 1, Rows: 1, DstStride: 1, SrcStride: 1, DstOff: int(j.offsets[0]), SrcOff: int(j.offsets[1])}
	if j.empty {
		w.done = true
		return w
	}
	inner := len(j.dims) // dimensions [inner:] are handled by N and Rows
	strided := func(d int) bool { return !j.hasTable(0, d) && !j.hasTable(1, d) }
	if inner > 0 && strided(inner-1) {
		inner--
		w.N = int(j.dims[inner])
		w.DstStride, w.SrcStride = int(j.strides[0][inner]), int(j.strides[1][inner])
		if inner > 0 && strided(inner-1) {
			inner--
			w.Rows = int(j.dims[inner])
			w.DstPitch, w.SrcPitch = int(j.strides[0][inner]), int(j.strides[1][inner])
		}
	}
	w.outer = j.dims[:inner]
	w.coord = make([]int64, inner)
	for i := range 2 {
		w.steps[i] = make([]step, inner)
		for d := range inner {
			w.steps[i][d] = step{stride: j.strides[i][d]}
			if j.hasTable(i, d) {
				w.steps[i][d].table = j.tables[i][d]
			}
		}
		base := j.offsets[i]
		for d := range inner {
			base += w.steps[i][d].at(0)
		}
		if i == 0 {
			w.DstOff = int(base)
		} else {
			w.SrcOff = int(base)
		}
	}
	return w
}

// Next advances to the next block and reports whether there is one.
func (w *Walk) Next() bool {
	if w.done {
		return false
	}
	if !w.started {
		w.started = true
		return true
	}
	for d := len(w.outer) - 1; d >= 0; d-- {
		c := w.coord[d]
		ds, ss := w.steps[0][d], w.steps[1][d]
		if c+1 < w.outer[d] {
			w.coord[d] = c + 1
			w.DstOff += int(ds.at(c+1) - ds.at(c))
			w.SrcOff += int(ss.at(c+1) - ss.at(c))
			return true
		}
		w.coord[d] = 0
		w.DstOff -= int(ds.at(c) - ds.at(0))
		w.SrcOff -= int(ss.at(c) - ss.at(0))
	}
	w.done = true
	return false
}

// Of prepares a walk over the one layout l (Src and Dst fields agree).
func Of(l Layout) *Walk { return New(l, l) }
