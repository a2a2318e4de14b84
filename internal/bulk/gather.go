package bulk

import (
	"sync"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Index is the type of the gathers' indices: TensorFlow's int32 and int64.
type Index = move.Index

// GatherNd writes into dst, row-major, the slices of the view (params, pl)
// that the n index rows in idx select: row r is idx[r*depth : (r+1)*depth],
// coordinates of the first depth dimensions of params, and its slice is
// params[row..., :, ...], Size() of the remaining dimensions long. pl must
// have no tables (callers copy such views first). It returns the error for
// the first row that does not index into params, with dst then partly
// written. Scalar gathers (depth == rank) and contiguous slices move
// through the gather kernels (Go loops here; see GatherNdPlain), other
// slices as runs.
//
// Gathers of several megabytes split their rows across goroutines (see
// nd.SetBulkWorkers); the error is then still the first bad row's.
func GatherNd[T any, I Index](dst []T, params []T, pl nd.Layout, idx []I, n, depth int) error {
	return gatherNd(goLoops, dst, params, pl, idx, n, depth)
}

// GatherNdPlain is GatherNd for pointer-free elements: scalars and
// contiguous slices move through move.Gather and move.GatherRows, whose
// kernels prefetch ahead.
func GatherNdPlain[T Plain, I Index](dst []T, params []T, pl nd.Layout, idx []I, n, depth int) error {
	return gatherNd(asmKernels, dst, params, pl, idx, n, depth)
}

func gatherNd[T any, I Index](k kernels, dst []T, params []T, pl nd.Layout, idx []I, n, depth int) error {
	inner := nd.Layout{Dims: pl.Dims[depth:], Strides: pl.Strides[depth:]}
	size := int(inner.Size())
	if n == 0 || size == 0 {
		return nil
	}
	var zero T
	w := workers(int64(n*size)*int64(unsafe.Sizeof(zero)), int64(n))
	if w < 2 {
		return gatherRows(k, dst, params, pl, idx, 0, n, depth)
	}
	errs := make([]error, w)
	var wg sync.WaitGroup
	for i := range w {
		lo, hi := n*i/w, n*(i+1)/w
		wg.Go(func() { errs[i] = gatherRows(k, dst, params, pl, idx, lo, hi, depth) })
	}
	wg.Wait()
	for _, err := range errs { // in row order
		if err != nil {
			return err
		}
	}
	return nil
}

// kernels selects the inner loops of the gathers: true for the asm
// kernels, which only pointer-free (Plain) elements may use; false for Go
// loops. It is a flag rather than function values so that the position
// buffers stay on the stack.
type kernels bool

const (
	goLoops    kernels = false
	asmKernels kernels = true
)

// gatherScalars sets dst[i] = src[idx[i]], stopping at the first index
// out of range, and returns how many it set.
func gatherScalars[T any, I Index](k kernels, dst, src []T, idx []I) int {
	if k == asmKernels {
		return move.Gather(as[byte](dst), as[byte](src), idx, int(unsafe.Sizeof(*new(T))))
	}
	dst = dst[:len(idx)]
	for i, p := range idx {
		if uint64(p) >= uint64(len(src)) {
			return i
		}
		dst[i] = src[p]
	}
	return len(idx)
}

// rowScale is what gatherRows's positions are multiplied by: the element
// size for the asm kernel, which takes byte positions.
func rowScale[T any](k kernels) int64 {
	if k == asmKernels {
		return int64(unsafe.Sizeof(*new(T)))
	}
	return 1
}

// gatherSlices copies len(pos) rows of size elements into dst, row i from
// position pos[i] of src (scaled by rowScale); the positions are in range.
func gatherSlices[T any](k kernels, dst, src []T, pos []int64, size int) {
	if k == asmKernels {
		move.GatherRows(as[byte](dst), as[byte](src), pos, size*int(unsafe.Sizeof(*new(T))))
		return
	}
	for i, p := range pos {
		copy(dst[i*size:(i+1)*size], src[p:p+int64(size)])
	}
}

// as views a slice of plain values as a slice of U: its bytes when U is a
// byte, else as many values of U, which must have T's size. Callers pass
// asmKernels only for Plain element types; bytesOf is the typed form.
func as[U any, T any](s []T) []U {
	n := len(s) * int(unsafe.Sizeof(*new(T))) / int(unsafe.Sizeof(*new(U)))
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(s))), n)
}

// gatherBlock is how many index rows are resolved to positions (bounds
// checked) before their elements or slices are loaded: the positions
// (32 KiB) stay in L1 or L2, and the loads run in a loop as tight as a
// plain linear-index gather, which keeps more cache misses in flight than
// checking and loading in one loop. Smaller blocks lose to the kernels'
// prefetch restarting at every block.
const gatherBlock = 4096

// gatherRows is GatherNd for index rows lo to hi.
func gatherRows[T any, I Index](k kernels, dst []T, params []T, pl nd.Layout, idx []I, lo, hi, depth int) error {
	dims, strides := pl.Dims[:depth], pl.Strides[:depth]
	inner := nd.Layout{Dims: pl.Dims[depth:], Strides: pl.Strides[depth:]}
	size := int(inner.Size())
	idx = idx[lo*depth : hi*depth]
	dst = dst[lo*size : hi*size]
	off := int(pl.Offset)
	if size == 1 && depth == 1 && strides[0] == 1 {
		// A vector: the indices are the positions, checked by the kernel.
		src := params[off : off+int(dims[0])]
		if m := gatherScalars(k, dst, src, idx); m < len(idx) {
			return rowError(lo+m, idx[m:m+1], dims)
		}
		return nil
	}
	if pairKernel[T](k, depth, size) {
		if m := gatherPairs(dst, params, pl, idx); m < hi-lo {
			return rowError(lo+m, idx[2*m:2*m+2], dims)
		}
		return nil
	}
	run := inner.IsContiguous()
	scale := int64(1)
	if size > 1 && run {
		scale = rowScale[T](k)
	}
	var pos [gatherBlock]int64
	for base := 0; base < hi-lo; base += gatherBlock {
		m := min(gatherBlock, hi-lo-base)
		rows := idx[base*depth : (base+m)*depth]
		if r, ok := positions(pos[:m], int64(off), dims, strides, rows, scale); !ok {
			return rowError(lo+base+r, rows[r*depth:(r+1)*depth], dims)
		}
		out := dst[base*size : (base+m)*size]
		switch {
		case size == 1:
			gatherScalars(k, out, params, pos[:m])
		case run:
			gatherSlices(k, out, params, pos[:m], size)
		default:
			for r, p := range pos[:m] {
				src := inner
				src.Offset = p
				copyRuns(out[r*size:(r+1)*size], nd.RowMajor(inner.Dims...), params, src)
			}
		}
	}
	return nil
}

// positions fills pos with the storage positions, times scale, of the
// index rows in idx (len(dims) components each), specialised for ranks 1
// and 2. It returns the number of the first row out of range and false if
// there is one.
func positions[I Index](pos []int64, off int64, dims, strides []int64, idx []I, scale int64) (int, bool) {
	switch len(dims) {
	case 1:
		d0, s0 := uint64(dims[0]), strides[0]
		for r, v := range idx[:len(pos)] {
			if uint64(v) >= d0 {
				return r, false
			}
			pos[r] = (off + int64(v)*s0) * scale
		}
	case 2:
		d0, d1 := uint64(dims[0]), uint64(dims[1])
		s0, s1 := strides[0], strides[1]
		idx = idx[:2*len(pos)]
		for r := range pos {
			i, j := idx[2*r], idx[2*r+1]
			if uint64(i) >= d0 || uint64(j) >= d1 {
				return r, false
			}
			pos[r] = (off + int64(i)*s0 + int64(j)*s1) * scale
		}
	default:
		k := len(dims)
		for r := range pos {
			p := off
			for c, v := range idx[r*k : (r+1)*k] {
				if uint64(v) >= uint64(dims[c]) {
					return r, false
				}
				p += int64(v) * strides[c]
			}
			pos[r] = p * scale
		}
	}
	return 0, true
}

// rowError is the error for index row number r.
func rowError[I Index](r int, row []I, dims []int64) error {
	coords := make([]int64, len(row))
	for i, v := range row {
		coords[i] = int64(v)
	}
	return check.IndexRowError(int64(r), coords, dims)
}

// Gather writes into dst, row-major, tf.gather(params, idx, axis) with
// batch_dims 0 over the view (params, pl): for every coordinate of the
// dimensions before axis, the slices at each index along axis. The indices
// are checked first (negative ones are errors, as on TensorFlow's CPU), so
// on error dst is untouched; as in TensorFlow, they are not checked at all
// when the result is empty. pl must have no tables.
func Gather[T any, I Index](dst []T, params []T, pl nd.Layout, idx []I, axis int) error {
	return gatherAxis(goLoops, dst, params, pl, idx, axis)
}

// GatherPlain is Gather for pointer-free elements, through the asm
// kernels as in GatherNdPlain.
func GatherPlain[T Plain, I Index](dst []T, params []T, pl nd.Layout, idx []I, axis int) error {
	return gatherAxis(asmKernels, dst, params, pl, idx, axis)
}

func gatherAxis[T any, I Index](k kernels, dst []T, params []T, pl nd.Layout, idx []I, axis int) error {
	if len(dst) == 0 { // TensorFlow checks no index when there is nothing to copy
		return nil
	}
	d := pl.Dims[axis]
	for i, v := range idx {
		if uint64(v) >= uint64(d) {
			return check.AxisIndexError(int64(i), int64(v), d, axis)
		}
	}
	outer := nd.Layout{Dims: pl.Dims[:axis], Strides: pl.Strides[:axis], Offset: pl.Offset}
	inner := nd.Layout{Dims: pl.Dims[axis+1:], Strides: pl.Strides[axis+1:]}
	size := int(inner.Size())
	stride := pl.Strides[axis]
	run := inner.IsContiguous()
	scale := int64(1)
	if size > 1 && run {
		scale = rowScale[T](k)
	}
	var pos [gatherBlock]int64
	n := len(idx)
	for o := range nd.Coords(outer.Dims...) {
		base := outer.Pos(o)
		out := dst[:n*size]
		dst = dst[n*size:]
		if size == 1 && stride == 1 {
			gatherScalars(k, out, params[base:base+d], idx) // checked above
			continue
		}
		for b := 0; b < n; b += gatherBlock {
			p := pos[:min(gatherBlock, n-b)]
			for i, v := range idx[b : b+len(p)] {
				p[i] = (base + int64(v)*stride) * scale
			}
			blk := out[b*size : (b+len(p))*size]
			switch {
			case size == 1:
				gatherScalars(k, blk, params, p)
			case run:
				gatherSlices(k, blk, params, p, size)
			default:
				for r, q := range p {
					src := inner
					src.Offset = q
					copyRuns(blk[r*size:(r+1)*size], nd.RowMajor(inner.Dims...), params, src)
				}
			}
		}
	}
	return nil
}

// IndexSlots returns index values in the slot nd.Indices.IndexValues
// gives them in: int64 ones first, int32 ones second.
func IndexSlots[I Index](v []I) ([]int64, []int32) {
	switch v := any(v).(type) {
	case []int64:
		return v, nil
	case []int32:
		return nil, v
	}
	panic("bulk: unknown index type") // unreachable: Index has two members
}

// RowMajorData returns the elements of the view (data, l) in row-major
// order: a subslice of data when the view is contiguous, else a copy; nil
// when it has no elements (an empty view's Offset need not lie inside data:
// New(0, 2).Slice(All(), Flip()) has Offset 1 over no storage).
func RowMajorData[T any](data []T, l nd.Layout) []T {
	if l.Size() == 0 {
		return nil
	}
	if l.IsContiguous() {
		return data[l.Offset : l.Offset+l.Size()]
	}
	out := MakeUninit[T](l.Size()) // a broadcast view's may not fit: checked
	Copy(out, nd.RowMajor(l.Dims...), data, l)
	return out
}
