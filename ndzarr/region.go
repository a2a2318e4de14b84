package ndzarr

import (
	"iter"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// region is a selection of an array's elements, split per dimension into
// the pieces each chunk contributes.
//
// The selection is first applied, once per array dimension d, to a layout
// whose only non-zero stride is 1 along d: its strides, tables and offset
// then give the coordinate along d of every result element. Each result
// dimension draws on at most one array dimension, so the result is the
// "core" array (one dimension per array dimension: the selected
// coordinates, or 1 for an integer index) reshaped to the result's shape.
type region struct {
	out  nd.Shape  // the result's shape
	core []int64   // the core shape
	dims [][]piece // per array dimension, the runs within single chunks
}

// piece is a run of selected coordinates inside one chunk along one
// dimension: core coordinates outStart.. outStart+count-1 take chunk
// coordinates inStart, inStart+step, ...
type piece struct {
	chunk, outStart, count, inStart, step int64
}

// newRegion resolves indices against shape and chunks. A read gives the
// item size of its result, which must fit in nd.MemoryLimit; a write,
// whose source exists, gives 0. Either way the region's own lists (a few
// dozen bytes per coordinate selected along each dimension) must fit
// too, and are made only once they are known to.
func newRegion(shape, chunks []int64, indices []nd.Index, itemSize int) (*region, error) {
	r := &region{core: make([]int64, len(shape)), dims: make([][]piece, len(shape))}
	whole := nd.Layout{Dims: shape, Strides: make([]int64, len(shape))}
	l, err := whole.TrySlice(indices...)
	if err != nil {
		return nil, wrapf(nil, err, "region of an array of shape %s", dimsText(shape))
	}
	if r.out = l.Shape(); l.Size() == 0 {
		r.core = nil
		return r, nil
	}
	if err := nd.CheckMemory(l.Size(), int64(itemSize)); err != nil {
		return nil, wrapf(nil, err, "a result of shape %v", r.out)
	}
	// Seq and Hyperslab leave tables, whose entries are coordinate times
	// stride: zero for coordinate 0 and for every other dimension's probe.
	// A table of coordinate+1 on the probed dimension tells them apart.
	shift := int64(0)
	if l.Tables != nil {
		shift = 1
	}
	listed := int64(0)
	for d := range shape {
		probe := nd.Layout{Dims: shape, Strides: make([]int64, len(shape))}
		probe.Strides[d] = 1
		if shift != 0 && shape[d] > maxListedDim {
			return nil, errorf(ErrUnsupported, "Seq or Hyperslab on an array "+
				"with a dimension over %d (shape %s) is not supported", maxListedDim, dimsText(shape))
		}
		if shift != 0 {
			probe.Tables = make([][]int64, len(shape))
			probe.Tables[d] = make([]int64, shape[d])
			for i := range probe.Tables[d] {
				probe.Tables[d][i] = int64(i) + shift
			}
		}
		l, err := probe.TrySlice(indices...)
		if err != nil {
			return nil, wrapf(nil, err, "region of an array of shape %s", dimsText(shape))
		}
		listed += countAlong(l)
		if err := nd.CheckMemory(listed, coordBytes); err != nil {
			return nil, wrapf(nil, err, "a region of shape %v selecting %d coordinates",
				r.out, listed)
		}
		coords := coordsAlong(l, shift)
		r.core[d] = int64(len(coords))
		r.dims[d] = splitRuns(coords, chunks[d])
	}
	return r, nil
}

// coordBytes is what a region holds per coordinate selected along a
// dimension, at most: the coordinate, then its piece.
const coordBytes = int64(8 + unsafe.Sizeof(piece{}))

// maxListedDim bounds the dimensions of arrays read with Seq or Hyperslab,
// whose probe tables hold one entry per coordinate.
const maxListedDim = 1 << 22

// countAlong returns how many coordinates coordsAlong lists.
func countAlong(l nd.Layout) int64 {
	if k := probedDim(l); k >= 0 {
		return l.Dims[k]
	}
	return 1
}

// probedDim returns the one dimension of a probe layout with a stride or
// a non-zero table, or -1 if there is none.
func probedDim(l nd.Layout) int {
	for k := range l.Dims {
		var table []int64
		if l.Tables != nil {
			table = l.Tables[k]
		}
		if table == nil && l.Strides[k] != 0 || table != nil && slices.ContainsFunc(table, nonZero) {
			return k
		}
	}
	return -1
}

// coordsAlong lists the coordinates a probe layout selects: the offset
// plus the probed dimension (none: a single coordinate), less the probe's
// shift.
func coordsAlong(l nd.Layout, shift int64) []int64 {
	l.Offset -= shift
	if k := probedDim(l); k >= 0 {
		var table []int64
		if l.Tables != nil {
			table = l.Tables[k]
		}
		coords := make([]int64, l.Dims[k])
		for c := range coords {
			if table != nil {
				coords[c] = l.Offset + table[c]
			} else {
				coords[c] = l.Offset + int64(c)*l.Strides[k]
			}
		}
		return coords
	}
	return []int64{l.Offset}
}

func nonZero(x int64) bool { return x != 0 }

// splitRuns cuts coordinates into runs with one chunk and one step.
func splitRuns(coords []int64, chunk int64) []piece {
	var out []piece
	for c, x := range coords {
		ch := x / chunk
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.chunk == ch {
				prev := coords[c-1] % chunk
				if p.count == 1 && x%chunk != prev {
					p.step = x%chunk - prev
					p.count++
					continue
				}
				if p.count > 1 && x%chunk-prev == p.step {
					p.count++
					continue
				}
			}
		}
		out = append(out, piece{chunk: ch, outStart: int64(c), count: 1, inStart: x % chunk, step: 1})
	}
	return out
}

// chunkJob is one chunk and, per dimension, the pieces that fall in it.
type chunkJob struct {
	idx    []int64
	pieces [][]piece
}

// jobs yields the region's pieces grouped by chunk, one chunk at a time:
// a region may touch more chunks than memory could list.
func (r *region) jobs() iter.Seq[chunkJob] {
	return func(yield func(chunkJob) bool) {
		if r.core == nil {
			return
		}
		byChunk := make([][][]piece, len(r.dims)) // dim -> groups of one chunk
		for d, ps := range r.dims {
			seen := map[int64]int{}
			for _, p := range ps {
				g, ok := seen[p.chunk]
				if !ok {
					g = len(byChunk[d])
					seen[p.chunk] = g
					byChunk[d] = append(byChunk[d], nil)
				}
				byChunk[d][g] = append(byChunk[d][g], p)
			}
		}
		pick := make([]int, len(byChunk))
		for {
			j := chunkJob{idx: make([]int64, len(pick)), pieces: make([][]piece, len(pick))}
			for d, g := range pick {
				j.idx[d], j.pieces[d] = byChunk[d][g][0].chunk, byChunk[d][g]
			}
			if !yield(j) || !advance(pick, func(d int) int { return len(byChunk[d]) }) {
				return
			}
		}
	}
}

// advance steps pick to the next combination, as an odometer whose digit
// d counts to n(d), the last digit fastest; false after the last one.
func advance(pick []int, n func(d int) int) bool {
	for d := len(pick) - 1; d >= 0; d-- {
		if pick[d]++; pick[d] < n(d) {
			return true
		}
		pick[d] = 0
	}
	return false
}

// parts calls f with the indices selecting each combination of the job's
// pieces: in the chunk (with a second set flipping reversed runs, or nil)
// and in the core array.
func (j chunkJob) parts(f func(in, flip, out []nd.Index)) {
	n := len(j.pieces)
	pick := make([]int, n)
	for {
		in, out := make([]nd.Index, n), make([]nd.Index, n)
		var flip []nd.Index
		for d, p := range pick {
			pc := j.pieces[d][p]
			out[d] = nd.Range(pc.outStart, pc.outStart+pc.count)
			lo, step := pc.inStart, pc.step
			if step < 0 {
				lo, step = pc.inStart+step*(pc.count-1), -step
				if flip == nil {
					flip = make([]nd.Index, n)
					for i := range flip {
						flip[i] = nd.All()
					}
				}
				flip[d] = nd.Flip()
			}
			in[d] = nd.Slice(lo, lo+step*(pc.count-1)+1, step)
		}
		f(in, flip, out)
		if !advance(pick, func(d int) int { return len(j.pieces[d]) }) {
			return
		}
	}
}

// whole reports whether the job's pieces cover every element of the
// chunk that lies inside the array, each once, so a write need not read
// the chunk first.
func (j chunkJob) whole(shape, chunks []int64) bool {
	for d, ps := range j.pieces {
		valid := min(chunks[d], shape[d]-j.idx[d]*chunks[d])
		var n int64
		for _, p := range ps {
			if p.step != 1 && p.count > 1 {
				return false
			}
			n += p.count
		}
		if len(ps) != 1 || n != valid || ps[0].inStart != 0 {
			return false
		}
	}
	return true
}

// covered reports whether the region's pieces cover every core coordinate
// along every dimension, each once: then the chunks' parts (missing
// chunks' as the fill value) write every element of the core array.
func (r *region) covered() bool {
	for d, ps := range r.dims {
		next := int64(0)
		for _, p := range ps {
			if p.outStart != next {
				return false
			}
			next += p.count
		}
		if next != r.core[d] {
			return false
		}
	}
	return true
}
