package sorting

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// View is an operand: its storage and layout.
type View[T any] = elementwise.View[T]

// groupBytes bounds the block of lanes gathered at once from a view whose
// lanes are strided: it stays in the L2 cache while its lanes are sorted.
const groupBytes = 256 << 10

// lineBytes is how many bytes of neighbouring lanes a gather reads
// together at best: a few cache lines.
const lineBytes = 256

// groupSize returns how many lanes of n elements of size bytes to gather
// at once when lanes are strided.
func groupSize(n, size int64) int64 {
	return max(1, min(lineBytes/size, groupBytes/(n*size)))
}

// direct reports whether lanes of n elements with stride along are plain
// subslices of their data.
func direct(along, n int64) bool { return along == 1 || n == 1 }

// flat returns v, or a row-major copy of it if its layout has tables,
// which the lane walk does not follow.
func flat[T any](v View[T]) View[T] {
	if v.Layout.Tables == nil {
		return v
	}
	l := nd.RowMajor(v.Layout.Dims...)
	data := bulk.MakeUninit[T](l.Size())
	bulk.CopyDisjoint(data, l, v.Data, v.Layout)
	return View[T]{Data: data, Layout: l}
}

// sortPlain is Sort for the element type E with keys K: each lane is
// encoded into keys, radix-sorted and decoded into dst's lane. Strided
// lanes are gathered a block at a time into a buffer (and sorted there),
// so dst may be src itself.
func sortPlain[E plain, K key](dst, src View[E], axis int, c *codec[E, K]) {
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
		group = groupSize(n, size)
	}
	l.parallel(sl.Size()*size, func(lo, hi int64) {
		s := getScratch()
		defer putScratch(s)
		var buf []E
		if !srcDirect || !dstDirect {
			buf = take[E](s, group*n)
		}
		sortLane := radixLanes(s, n, c)
		var gl, bl [4]int64
		l.each(lo, hi, group, func(m int64, off *[maxViews]int64) {
			if !srcDirect {
				bulk.CopyPlainDisjoint(buf[:m*n], rowMajor(&bl, m, n),
					src.Data, l.groupLayout(&gl, 0, off[0], m, n))
			}
			for b := range m {
				in := lane(l, 0, srcDirect, src.Data, buf, off, b, n)
				out := lane(l, 1, dstDirect, dst.Data, buf, off, b, n)
				sortLane(out, in)
			}
			if !dstDirect {
				bulk.CopyPlainDisjoint(dst.Data, l.groupLayout(&gl, 1, off[1], m, n),
					buf[:m*n], rowMajor(&bl, m, n))
			}
		})
	})
}

// radixLanes returns a worker's Sort of lanes of n elements by the radix
// sort of the codec's keys (out may be in), with memory from s.
func radixLanes[E plain, K key](s *scratch, n int64, c *codec[E, K]) func(out, in []E) {
	if keyBytes[K]() == 4 && n <= maxRadix {
		return radixLanes32(s, n, c)
	}
	keys, tmp := take[K](s, n), take[K](s, n)
	return func(out, in []E) {
		m := c.enc(keys, in)
		outK := asKeys[K](out)
		sortKeys(outK, keys[:m], tmp, c.mask, &s.c)
		copy(outK[m:], keys[m:]) // the NaNs' bits
	}
}

// asKeys views the elements s as keys K of the same size: where sortKeys
// writes the sorted elements' bits.
func asKeys[K key, E plain](s []E) []K {
	if unsafe.Sizeof(*new(E)) != unsafe.Sizeof(*new(K)) {
		panic("sorting: element and key sizes differ")
	}
	return unsafe.Slice((*K)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// radixLanes32 is radixLanes for 32-bit keys (see sort32): the keys are
// encoded into out itself, which with one scratch buffer holds the passes.
func radixLanes32[E plain, K key](s *scratch, n int64, c *codec[E, K]) func(out, in []E) {
	tmp := take[uint32](s, n)
	mask := [2]uint32{uint32(c.mask[0]), uint32(c.mask[1])}
	return func(out, in []E) {
		outK := asKeys[K](out)
		if !bulk.Overlaps(out, in) {
			m := c.enc(outK, in)
			sort32(asKeys[uint32](outK[:m]), tmp, false, mask, &s.t32)
			return
		}
		// enc would overwrite elements it has yet to read (its NaN pass
		// reads the lane again): encode into tmp, sort into out.
		tk := asKeys[K](as32ToE[E](tmp[:len(in)]))
		m := c.enc(tk, in)
		copy(outK[m:], tk[m:]) // the NaNs' bits
		sort32(asKeys[uint32](tk[:m]), asKeys[uint32](outK[:m]), true, mask, &s.t32)
	}
}

// as32ToE views the uint32s s as elements E of the same size.
func as32ToE[E plain](s []uint32) []E {
	return unsafe.Slice((*E)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}
