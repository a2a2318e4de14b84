// Package bulk holds the data-movement loops that every dtype package
// shares: copies between strided views, written once over the element type
// and instantiated by the generated packages. Each loop walks the joint
// normal form of its layouts (walk.Walk), so a contiguous run costs one copy()
// and a strided run one tight loop, never a per-element odometer.
//
// The library's own dtype packages call it directly for what only they
// use: the ...Plain moves of predeclared types, JoinPlain, IndexSlots and
// the arithmetic Stores (Narrow's for the 16-bit floats). The packages
// cmd/ndgen writes, in other modules, reach the rest through ndkit.
package bulk

import (
	"iter"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// Copy copies the view (src, sl) into the view (dst, dl), element by element
// in row-major order. The layouts must have the same dimensions. If the two
// views share memory, src is first copied aside, so the result is as if
// every element were read before any was written.
func Copy[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	src, sl = aside(dst, dl, src, sl, Copy[T])
	copyRuns(dst, dl, src, sl)
}

// CopyDisjoint is Copy for views the caller knows to share no element (see
// CopyPlainDisjoint).
func CopyDisjoint[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	copyRuns(dst, dl, src, sl)
}

// copyRuns is Copy for views that do not overlap.
func copyRuns[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	var w walk.Walk
	w.Init(dl, sl)
	for w.Next() {
		runs(dst, src, &w, Run[T])
	}
}

// CopyPlain is Copy for element types without pointers, which may go
// through the asm kernels: strided runs use the shuffle kernels (see
// move.HasShuffle and HasStridedGather), blocks of short runs the block
// kernel, transpositions the transpose kernels, and when the destination
// is large enough for non-temporal stores to pay (move.StreamThreshold,
// the size at which copy() itself streams) the streaming variants,
// contiguous runs included.
//
// Copies of several megabytes are split across goroutines (see
// nd.SetBulkWorkers); overlapping views are first copied aside, whole. A
// copy below move.StreamThreshold of rank 8 or less allocates nothing
// (unless the views overlap).
func CopyPlain[T Plain](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	src, sl = aside(dst, dl, src, sl, CopyPlain[T])
	CopyPlainDisjoint(dst, dl, src, sl)
}

// CopyPlainDisjoint is CopyPlain for views the caller knows to share no
// element, such as interleaved sub-views of one array: it skips the overlap
// check, whose byte-range test would see them as overlapping and copy the
// source aside first.
func CopyPlainDisjoint[T Plain](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	var zero T
	bytes := dl.Size() * int64(unsafe.Sizeof(zero))
	if bytes < move.StreamThreshold {
		copyPlain(dst, dl, src, sl, false)
		return
	}
	stream := func(dl, sl nd.Layout) {
		copyPlain(dst, dl, src, sl, true)
		move.Fence() // each goroutine orders its own streaming stores
	}
	if !split(bytes, dl, sl, stream) {
		stream(dl, sl)
	}
}

// aside returns (src, sl) unchanged if the view does not overlap (dst, dl),
// else a row-major copy of it made by move, the one check for overlap of
// every copy.
func aside[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout, move func([]T, nd.Layout, []T, nd.Layout)) ([]T, nd.Layout) {
	if !Overlap(dst, dl, src, sl) {
		return src, sl
	}
	tmp, tl := make([]T, sl.Size()), nd.RowMajor(sl.Dims...)
	move(tmp, tl, src, sl)
	return tmp, tl
}

// copyPlain walks the two views block by block: the block kernels
// (plainBlock, contiguousRunsBlock and gatherRowsBlock, or streamBlock if
// stream) move a block whole where they can, and cachedRun (streamRun) the
// runs of every other block. The views must not overlap. The walk lives
// on the stack and the kernels are called directly, not through function
// values, so that it stays there.
func copyPlain[T Plain](dst []T, dl nd.Layout, src []T, sl nd.Layout, stream bool) {
	var w walk.Walk
	w.Init(dl, sl)
	for w.Next() {
		switch {
		case stream && streamBlock(dst, src, &w):
		case stream:
			runs(dst, src, &w, streamRun[T])
		case plainBlock(dst, src, &w):
		case contiguousRunsBlock(dst, src, &w, false):
		case gatherRowsBlock(dst, src, &w):
		default:
			runs(dst, src, &w, cachedRun[T])
		}
	}
}

// runs moves the runs of the current block of w with run.
func runs[T any](dst, src []T, w *walk.Walk, run runFunc[T]) {
	d, s := w.DstOff, w.SrcOff
	for range w.Rows {
		run(dst, d, w.DstStride, src, s, w.SrcStride, w.N)
		d += w.DstPitch
		s += w.SrcPitch
	}
}

// runFunc moves n elements: dst[d+i*ds] = src[s+i*ss].
type runFunc[T any] func(dst []T, d, ds int, src []T, s, ss, n int)

// Run copies n elements: dst[d+i*ds] = src[s+i*ss] for i in [0, n).
// It panics (index out of range) if the first or last element of either
// side is outside its slice, the last one found by safe.Last, without
// overflow; the loop between them runs unchecked.
func Run[T any](dst []T, d, ds int, src []T, s, ss, n int) {
	switch {
	case n <= 0:
	case ds == 1 && ss == 1:
		copy(dst[d:d+n], src[s:s+n])
	case ds == 1:
		gather(dst[d:d+n], src, s, ss)
	default:
		dl, _ := safe.Last(len(dst), d, ds, n)
		sl, _ := safe.Last(len(src), s, ss, n)
		_, _ = dst[dl], src[sl] // -1, out of range, unless the whole run is in
		size := int(unsafe.Sizeof(dst[0]))
		dp := unsafe.Pointer(&dst[d])
		sp := unsafe.Pointer(&src[s])
		// Each pointer is computed from the base for an element that
		// exists: stepping a pointer past the last element would leave
		// the allocation, which unsafe.Pointer's rules forbid (checkptr,
		// on with -race, aborts; the GC may see a pointer into a free span).
		dstep, sstep := ds*size, ss*size
		for i := range n {
			*(*T)(unsafe.Add(dp, i*dstep)) = *(*T)(unsafe.Add(sp, i*sstep))
		}
	}
}

// gather fills dst, which must not be empty, with src[s], src[s+ss],
// src[s+2*ss], ...
func gather[T any](dst []T, src []T, s, ss int) {
	n := len(dst)
	last, _ := safe.Last(len(src), s, ss, n)
	_ = src[last] // -1, out of range, unless the loop stays in range
	step := ss * int(unsafe.Sizeof(dst[0]))
	base := unsafe.Pointer(&src[s])
	// As in Run, every pointer is computed from base for an existing
	// element, never stepped past the last one.
	i := 0
	for ; i+4 <= n; i += 4 {
		p := unsafe.Add(base, i*step)
		d := dst[i : i+4 : i+4]
		d[0] = *(*T)(p)
		d[1] = *(*T)(unsafe.Add(p, step))
		d[2] = *(*T)(unsafe.Add(p, 2*step))
		d[3] = *(*T)(unsafe.Add(p, 3*step))
	}
	for ; i < n; i++ {
		dst[i] = *(*T)(unsafe.Add(base, i*step))
	}
}

// Overlap reports whether the memory the view (a, al) touches and the memory
// the view (b, bl) touches intersect.
func Overlap[T any](a []T, al nd.Layout, b []T, bl nd.Layout) bool {
	if !overlaps(a, b) {
		return false // the usual case, settled without the layouts' bounds
	}
	alo, ahi := al.Bounds()
	blo, bhi := bl.Bounds()
	if alo > ahi || blo > bhi {
		return false
	}
	size := unsafe.Sizeof(a[0])
	base := func(s []T) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }
	aStart, aEnd := base(a)+uintptr(alo)*size, base(a)+uintptr(ahi)*size
	bStart, bEnd := base(b)+uintptr(blo)*size, base(b)+uintptr(bhi)*size
	return aStart <= bEnd && bStart <= aEnd
}

// Equal reports whether the views (a, al) and (b, bl), of the same
// dimensions, hold equal elements, by eq.
func Equal[T any](a []T, al nd.Layout, b []T, bl nd.Layout, eq func(x, y T) bool) bool {
	w := walk.New(al, bl)
	for w.Next() {
		p, q := w.DstOff, w.SrcOff
		for range w.Rows {
			for i, x, y := 0, p, q; i < w.N; i, x, y = i+1, x+w.DstStride, y+w.SrcStride {
				if !eq(a[x], b[y]) {
					return false
				}
			}
			p += w.DstPitch
			q += w.SrcPitch
		}
	}
	return true
}

// Values returns an iterator over the elements of the view (data, l) in
// row-major order.
func Values[T any](data []T, l nd.Layout) iter.Seq[T] {
	return func(yield func(T) bool) {
		w := walk.Of(l)
		for w.Next() {
			p := w.SrcOff
			for range w.Rows {
				for i, q := 0, p; i < w.N; i, q = i+1, q+w.SrcStride {
					if !yield(data[q]) {
						return
					}
				}
				p += w.SrcPitch
			}
		}
	}
}
