package sorting

import (
	"sort"
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
)

// packs reports whether keys of K and indices of lanes of n elements fit
// together in one uint64 (key above, index below), which radix-sorts as
// fast as a 64-bit key and compares in one instruction.
func packs[K key](n int64) bool { return keyBytes[K]() <= 4 && n <= maxRadix }

// argSortPlain is ArgSort for the element type E with keys K. Ties keep
// index order: the radix sort is stable, and where keys are packed with
// their index the index breaks ties of the small sorts.
func argSortPlain[E plain, K key](dst View[int64], src View[E], axis int, c *codec[E, K]) {
	src = flat(src)
	sl, dl := src.Layout, dst.Layout
	n, size := sl.Dims[axis], int64(unsafe.Sizeof(*new(E)))
	if n == 0 || sl.Size() == 0 {
		return
	}
	srcDirect, dstDirect := direct(sl.Strides[axis], n), direct(dl.Strides[axis], n)
	l := newLanes(axis, !srcDirect, sl, dl)
	group := l.inner
	if !srcDirect || !dstDirect {
		group = groupSize(n, 8)
	}
	l.parallel(sl.Size()*size, func(lo, hi int64) {
		s := getScratch()
		defer putScratch(s)
		a := newArgBuffers[K](s, n)
		var in []E
		var out []int64
		if !srcDirect {
			in = take[E](s, group*n)
		}
		if !dstDirect {
			out = take[int64](s, group*n)
		}
		var gl, bl [4]int64
		l.each(lo, hi, group, func(m int64, off *[maxViews]int64) {
			if !srcDirect {
				bulk.CopyPlainDisjoint(in[:m*n], rowMajor(&bl, m, n),
					src.Data, l.groupLayout(&gl, 0, off[0], m, n))
			}
			for b := range m {
				c.arg(a.keys, lane(l, 0, srcDirect, src.Data, in, off, b, n))
				a.sort(lane(l, 1, dstDirect, dst.Data, out, off, b, n), &s.c)
			}
			if !dstDirect {
				bulk.CopyPlainDisjoint(dst.Data, l.groupLayout(&gl, 1, off[1], m, n),
					out[:m*n], rowMajor(&bl, m, n))
			}
		})
	})
}

// argBuffers is one worker's memory for arg-sorting lanes of keys: the
// keys, and the buffers of packed items (keys of up to 4 bytes) or of
// 64-bit keys and indices.
type argBuffers[K key] struct {
	keys        []K
	items, itmp []uint64 // packed: key<<32 | index
	tk          []uint64 // else: the keys' other buffer
	x, tx       []int64  // and the indices'
}

// newArgBuffers takes the buffers for lanes of n keys from s.
func newArgBuffers[K key](s *scratch, n int64) *argBuffers[K] {
	a := &argBuffers[K]{keys: take[K](s, n)}
	switch {
	case packs[K](n):
		a.items, a.itmp = take[uint64](s, n), take[uint64](s, n)
	case n <= maxRadix:
		a.tk, a.x, a.tx = take[uint64](s, n), take[int64](s, n), take[int64](s, n)
	}
	return a
}

// sort writes to out the indices that sort a.keys stably.
func (a *argBuffers[K]) sort(out []int64, c *counts) {
	n := len(a.keys)
	out = out[:n]
	switch {
	case a.items != nil && n <= smallSort:
		items := a.items[:n]
		for i, v := range a.keys {
			items[i] = uint64(v)<<32 | uint64(i)
		}
		insertionSort(items)
		for i, v := range items {
			out[i] = int64(uint32(v))
		}
	case a.items != nil:
		argRadix(out, a.keys, a.items, a.itmp, c)
	case a.x != nil && n <= smallSort:
		x := a.x[:n]
		for i := range x {
			x[i] = int64(i)
		}
		insertionPairs(asKeys[uint64](a.keys), x)
		copy(out, x)
	case a.x != nil:
		argPairs(out, asKeys[uint64](a.keys), a.tk, a.x, a.tx, c)
	default: // longer than maxRadix: the keys widened, sort.Stable
		p := pairs{make([]uint64, n), out}
		for i, v := range a.keys {
			p.k[i], p.x[i] = uint64(v), int64(i)
		}
		sort.Stable(p)
	}
}

// sortItems sorts packed items (a key of w bytes above a 32-bit index)
// ascending, using tmp as scratch, and returns the buffer holding the
// result.
func sortItems(items, tmp []uint64, w int, c *counts) []uint64 {
	if len(items) <= smallSort {
		insertionSort(items)
		return items
	}
	return radix(items, tmp, 4, 4+w, c)
}
