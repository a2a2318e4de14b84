package sorting

import (
	"cmp"
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
)

// sortStrings is Sort for strings: plain Go (slices.Sort) lane by lane,
// strided lanes gathered a block at a time as for the numbers.
func sortStrings(dst, src View[string], axis int) {
	src = flat(src)
	sl, dl := src.Layout, dst.Layout
	n := sl.Dims[axis]
	if n == 0 || sl.Size() == 0 {
		return
	}
	srcDirect, dstDirect := direct(sl.Strides[axis], n), direct(dl.Strides[axis], n)
	l := newLanes(axis, !srcDirect, sl, dl)
	group := l.inner
	if !srcDirect || !dstDirect {
		group = groupSize(n, stringBytes)
	}
	l.parallel(sl.Size()*stringBytes, func(lo, hi int64) {
		var buf []string
		if !srcDirect || !dstDirect {
			buf = make([]string, group*n)
		}
		var gl, bl [4]int64
		l.each(lo, hi, group, func(m int64, off *[maxViews]int64) {
			if !srcDirect {
				bulk.CopyDisjoint(buf[:m*n], rowMajor(&bl, m, n),
					src.Data, l.groupLayout(&gl, 0, off[0], m, n))
			}
			for b := range m {
				out := lane(l, 1, dstDirect, dst.Data, buf, off, b, n)
				copy(out, lane(l, 0, srcDirect, src.Data, buf, off, b, n))
				slices.Sort(out)
			}
			if !dstDirect {
				bulk.CopyDisjoint(dst.Data, l.groupLayout(&gl, 1, off[1], m, n),
					buf[:m*n], rowMajor(&bl, m, n))
			}
		})
	})
}

// stringBytes is the size of a string header, what a lane of strings
// moves per element.
const stringBytes = 16

// indexed is a string with its index in its lane: sorting them by string,
// then index, gives a stable order with an unstable sort.
type indexed struct {
	s string
	i int64
}

// argSortStrings is ArgSort for strings.
func argSortStrings(dst View[int64], src View[string], axis int) {
	src = flat(src)
	sl, dl := src.Layout, dst.Layout
	n := sl.Dims[axis]
	if n == 0 || sl.Size() == 0 {
		return
	}
	srcDirect, dstDirect := direct(sl.Strides[axis], n), direct(dl.Strides[axis], n)
	l := newLanes(axis, !srcDirect, sl, dl)
	group := l.inner
	if !srcDirect || !dstDirect {
		group = groupSize(n, stringBytes)
	}
	l.parallel(sl.Size()*stringBytes, func(lo, hi int64) {
		var in []string
		var out []int64
		if !srcDirect {
			in = make([]string, group*n)
		}
		if !dstDirect {
			out = make([]int64, group*n)
		}
		pairs := make([]indexed, n)
		var gl, bl [4]int64
		l.each(lo, hi, group, func(m int64, off *[maxViews]int64) {
			if !srcDirect {
				bulk.CopyDisjoint(in[:m*n], rowMajor(&bl, m, n),
					src.Data, l.groupLayout(&gl, 0, off[0], m, n))
			}
			for b := range m {
				for i, s := range lane(l, 0, srcDirect, src.Data, in, off, b, n) {
					pairs[i] = indexed{s, int64(i)}
				}
				slices.SortFunc(pairs, func(a, b indexed) int {
					return cmp.Or(cmp.Compare(a.s, b.s), cmp.Compare(a.i, b.i))
				})
				o := lane(l, 1, dstDirect, dst.Data, out, off, b, n)
				for i, p := range pairs {
					o[i] = p.i
				}
			}
			if !dstDirect {
				bulk.CopyPlainDisjoint(dst.Data, l.groupLayout(&gl, 1, off[1], m, n),
					out[:m*n], rowMajor(&bl, m, n))
			}
		})
	})
}
