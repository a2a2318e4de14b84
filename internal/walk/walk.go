// Package walk holds the block walk that every bulk loop runs on, over
// the joint normal form of two strided layouts (nd.Layout). It imports nd,
// so nd itself keeps its own one-layout normal form for Reshape; its tests
// are in nd/walk_test.go, beside the reference views of nd's tests.
package walk

import (
	"fmt"
	"slices"

	"github.com/ndgo/ndarray/nd"
)

// step returns the position offset of coordinate c along dimension i of l.
func step(l nd.Layout, i int, c int64) int64 {
	if l.Tables != nil && l.Tables[i] != nil {
		return l.Tables[i][c]
	}
	return c * l.Strides[i]
}

// table returns the table of dimension d of l, or nil.
func table(l nd.Layout, d int) []int64 {
	if l.Tables == nil {
		return nil
	}
	return l.Tables[d]
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

// NormalizePair returns the joint normal form of two layouts of the same
// dimensions: the same elements in the same order, both with the same
// dimensions, size-1 ones dropped (their position folded into Offset) and
// neighbours merged only where both layouts allow it (no table, and
// Strides[i] == Strides[i+1]*Dims[i+1]). A view of no elements normalises
// to a single dimension of size 0; a single element to rank 0. It is
// nd.Layout's one-layout normal form (which Reshape uses) for a pair. It
// panics if the dimensions differ.
func NormalizePair(a, b nd.Layout) (nd.Layout, nd.Layout) {
	mustMatch(a.Dims, b.Dims)
	var j joint
	j.build(a, b)
	return j.layout(0), j.layout(1)
}

// mustMatch panics unless a and b have the same dimensions: callers check
// their arguments' shapes first, so this is a bug in the library.
func mustMatch(a, b []int64) {
	if !slices.Equal(a, b) {
		panic(fmt.Sprintf("walk: shape mismatch: %s and %s", nd.FormatDims(a), nd.FormatDims(b)))
	}
}

// inlineRank is the rank up to which a joint normal form (and so a Walk)
// lives in fixed arrays, allocating nothing; beyond it, in slices.
const inlineRank = 8

// joint is the normal form of two layouts of the same shape walked
// together: size-1 dimensions dropped and neighbours merged only where both
// layouts allow it, so that one walk serves both. It is a value: up to
// inlineRank input dimensions it holds its numbers in arrays (a Walk on the
// stack allocates nothing), past that in spill.
type joint struct {
	n       int // dimensions kept
	offsets [2]int64
	dims    [inlineRank]int64
	strides [2][inlineRank]int64
	spill   *spill       // nil up to inlineRank input dimensions
	tables  [2][][]int64 // per layout: nil, or per kept dimension
	empty   bool
}

// spill holds a joint's numbers past inlineRank dimensions.
type spill struct{ dims, strides0, strides1 []int64 }

// slots returns the storage of the joint's dimensions and of each layout's
// strides (s0, s1), at full capacity. (Three slices rather than an array of
// two: results of array type are not passed in registers.)
func (j *joint) slots() (dims, s0, s1 []int64) {
	if j.spill != nil {
		return j.spill.dims, j.spill.strides0, j.spill.strides1
	}
	return j.dims[:], j.strides[0][:], j.strides[1][:]
}

// kept returns the kept dimensions and each layout's strides.
func (j *joint) kept() (dims, s0, s1 []int64) {
	d, s0, s1 := j.slots()
	return d[:j.n], s0[:j.n], s1[:j.n]
}

// stride returns layout i's stride along kept dimension d.
func (j *joint) stride(i, d int) int64 {
	_, s0, s1 := j.slots()
	if i == 0 {
		return s0[d]
	}
	return s1[d]
}

func (j *joint) build(a, b nd.Layout) {
	j.offsets = [2]int64{a.Offset, b.Offset}
	rank := len(a.Dims)
	if rank > inlineRank {
		j.spill = &spill{make([]int64, rank), make([]int64, rank), make([]int64, rank)}
	}
	dims, s0, s1 := j.slots()
	as, bs := a.Strides[:rank], b.Strides[:rank]
	tabled := a.Tables != nil || b.Tables != nil
	for d, size := range a.Dims {
		if size == 0 {
			j.empty = true
			j.n, dims[0], s0[0], s1[0] = 1, 0, 1, 1
			j.tables = [2][][]int64{}
			return
		}
		if size == 1 { // fold the only coordinate's position into the offset
			if tabled {
				j.offsets[0] += step(a, d, 0)
				j.offsets[1] += step(b, d, 0)
			}
			continue
		}
		last := j.n - 1
		if tabled && (table(a, d) != nil || table(b, d) != nil) {
			j.pushTables(a, b, d, rank)
		} else if last >= 0 && !j.hasTable(0, last) && !j.hasTable(1, last) &&
			s0[last] == as[d]*size && s1[last] == bs[d]*size {
			// dimension d continues the last one without a gap in both
			dims[last] *= size
			s0[last], s1[last] = as[d], bs[d]
			continue
		}
		dims[j.n] = size
		s0[j.n], s1[j.n] = as[d], bs[d]
		j.n++
	}
}

// pushTables records the tables of dimension d of a and b, which has at
// least one, as those of the next kept dimension.
func (j *joint) pushTables(a, b nd.Layout, d, rank int) {
	for i, l := range [2]nd.Layout{a, b} {
		if t := table(l, d); t != nil && j.tables[i] == nil {
			j.tables[i] = make([][]int64, rank)
		}
		if j.tables[i] != nil {
			j.tables[i][j.n] = table(l, d)
		}
	}
}

// layout returns the normal form of layout i, in slices of its own.
func (j *joint) layout(i int) nd.Layout {
	dims, s0, s1 := j.kept()
	strides := [2][]int64{s0, s1}
	var t [][]int64
	if j.tables[i] != nil {
		t = trimTables(slices.Clone(j.tables[i][:j.n]))
	}
	return nd.Layout{Dims: slices.Clone(dims), Strides: slices.Clone(strides[i]), Offset: j.offsets[i],
		Tables: t}
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
//
// A Walk is a value: New returns it whole, and up to rank 8 it holds no
// pointer to memory of its own, so a walk kept in a local variable (and
// passed down by pointer to functions that do not keep it) allocates
// nothing.
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

	j       joint // dimensions [:depth] are the odometer's, outermost first
	depth   int
	coord   [inlineRank]int64 // the odometer, up to inlineRank dimensions
	coords  []int64           // the odometer past that
	started bool
	done    bool
}

// New prepares a walk over dst and src, which must have the same
// dimensions; it panics if they do not.
func New(dst, src nd.Layout) (w Walk) {
	w.Init(dst, src)
	return
}

// Init is New in place: it prepares w, which must be a zero Walk, without
// copying it (a Walk is a few hundred bytes).
func (w *Walk) Init(dst, src nd.Layout) {
	mustMatch(dst.Dims, src.Dims)
	w.N, w.Rows, w.DstStride, w.SrcStride = 1, 1, 1, 1
	j := &w.j
	j.build(dst, src)
	w.DstOff, w.SrcOff = int(j.offsets[0]), int(j.offsets[1])
	if j.empty {
		w.done = true
		return
	}
	dims, s0, s1 := j.kept()
	inner := j.n // dimensions [inner:] are handled by N and Rows
	strided := func(d int) bool { return !j.hasTable(0, d) && !j.hasTable(1, d) }
	if inner > 0 && strided(inner-1) {
		inner--
		w.N = int(dims[inner])
		w.DstStride, w.SrcStride = int(s0[inner]), int(s1[inner])
		if inner > 0 && strided(inner-1) {
			inner--
			w.Rows = int(dims[inner])
			w.DstPitch, w.SrcPitch = int(s0[inner]), int(s1[inner])
		}
	}
	w.depth = inner
	if inner > inlineRank {
		w.coords = make([]int64, inner)
	}
	for d := range inner {
		w.DstOff += int(w.at(0, d, 0))
		w.SrcOff += int(w.at(1, d, 0))
	}
}

// at returns layout i's position offset of coordinate c along odometer
// dimension d.
func (w *Walk) at(i, d int, c int64) int64 {
	if w.j.hasTable(i, d) {
		return w.j.tables[i][d][c]
	}
	return c * w.j.stride(i, d)
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
	dims, _, _ := w.j.slots()
	coord := w.coords
	if coord == nil {
		coord = w.coord[:]
	}
	for d := w.depth - 1; d >= 0; d-- {
		c := coord[d]
		if c+1 < dims[d] {
			coord[d] = c + 1
			w.DstOff += int(w.at(0, d, c+1) - w.at(0, d, c))
			w.SrcOff += int(w.at(1, d, c+1) - w.at(1, d, c))
			return true
		}
		coord[d] = 0
		w.DstOff -= int(w.at(0, d, c) - w.at(0, d, 0))
		w.SrcOff -= int(w.at(1, d, c) - w.at(1, d, 0))
	}
	w.done = true
	return false
}

// Of prepares a walk over the one layout l (Src and Dst fields agree).
func Of(l nd.Layout) Walk { return New(l, l) }
