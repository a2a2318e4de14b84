package sorting

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
)

// fewFunc selects the top k ≤ fewK of a lane straight from its elements
// (fewTop); nil where E's < is not the elements' order (half floats).
type fewFunc[E plain, K key] func(out []int64, src []E, keys []K, arg func([]K, []E))

// topKPlain is TopK for the element type E with keys K, along the last
// axis: per lane, a selection of the k greatest keys (fewTop,
// selectPacked or selectWide) in descending order, ties to the lower
// index, then the values gathered by index.
func topKPlain[E plain, K key](vals View[E], idx View[int64], src View[E], k int, c *codec[E, K], few fewFunc[E, K]) {
	src = flat(src)
	sl, vl, il := src.Layout, vals.Layout, idx.Layout
	axis := len(sl.Dims) - 1
	n, kk, size := sl.Dims[axis], int64(k), int64(unsafe.Sizeof(*new(E)))
	if k == 0 || sl.Size() == 0 {
		return
	}
	srcDirect := direct(sl.Strides[axis], n)
	valsDirect, idxDirect := direct(vl.Strides[axis], kk), direct(il.Strides[axis], kk)
	l := newLanes(axis, !srcDirect, sl, vl, il)
	group := l.inner
	if !srcDirect || !valsDirect || !idxDirect {
		group = groupSize(n, size)
	}
	l.parallel(sl.Size()*size, func(lo, hi int64) {
		s := getScratch()
		defer putScratch(s)
		keys := take[K](s, n)
		sel := newSelection(s, n, packs[K](n))
		var in, vo []E
		var io []int64
		if !srcDirect {
			in = take[E](s, group*n)
		}
		if !valsDirect {
			vo = take[E](s, group*kk)
		}
		if !idxDirect {
			io = take[int64](s, group*kk)
		}
		var gl, bl [4]int64
		l.each(lo, hi, group, func(m int64, off *[maxViews]int64) {
			if !srcDirect {
				bulk.CopyPlainDisjoint(in[:m*n], rowMajor(&bl, m, n),
					src.Data, l.groupLayout(&gl, 0, off[0], m, n))
			}
			for b := range m {
				lane0 := lane(l, 0, srcDirect, src.Data, in, off, b, n)
				v := lane(l, 1, valsDirect, vals.Data, vo, off, b, kk)
				x := lane(l, 2, idxDirect, idx.Data, io, off, b, kk)
				if few != nil && k <= fewK {
					few(x, lane0, keys, c.arg)
				} else {
					c.arg(keys, lane0)
					selectTop(sel, x, keys, &s.c)
				}
				for j, i := range x {
					v[j] = lane0[i]
				}
			}
			if !valsDirect {
				bulk.CopyPlainDisjoint(vals.Data, l.groupLayout(&gl, 1, off[1], m, kk),
					vo[:m*kk], rowMajor(&bl, m, kk))
			}
			if !idxDirect {
				bulk.CopyPlainDisjoint(idx.Data, l.groupLayout(&gl, 2, off[2], m, kk),
					io[:m*kk], rowMajor(&bl, m, kk))
			}
		})
	})
}

// selection is one worker's memory for selecting the top k of lanes of
// keys: packed items (complemented key << 32 | index), or complemented
// 64-bit keys with separate indices. Complemented keys ascend where keys
// descend, so an ascending stable sort gives TopK's order, ties to the
// lower index.
type selection struct {
	items, itmp []uint64 // packed
	nk, bk, tk  []uint64 // else: complemented keys, candidates, scratch
	bx, tx      []int64  // and the candidates' indices
}

// newSelection takes the buffers for lanes of n keys from s.
func newSelection(s *scratch, n int64, packed bool) *selection {
	if packed {
		return &selection{items: take[uint64](s, n), itmp: take[uint64](s, n)}
	}
	return &selection{nk: take[uint64](s, n), bk: take[uint64](s, n), tk: take[uint64](s, n),
		bx: take[int64](s, n), tx: take[int64](s, n)}
}

// selectTop writes to out the indices of the len(out) greatest keys, in
// descending order of key, ties to the lower index.
func selectTop[K key](sel *selection, out []int64, keys []K, c *counts) {
	if sel.items != nil {
		for j, it := range selectPacked(keys, len(out), sel.items, sel.itmp, c) {
			out[j] = int64(uint32(it))
		}
		return
	}
	nk := sel.nk[:len(keys)]
	for i, v := range keys {
		nk[i] = ^uint64(v)
	}
	copy(out, selectWide(nk, len(out), sel, c))
}

// candidates returns how many candidates a selection of the top k of n
// gathers before it sorts them and keeps the best k: twice k, so that
// each sort pays for at least k new candidates, and a few dozen more for
// small k.
func candidates(k, n int) int { return min(n, max(2*k, k+64)) }

// fullSort reports whether selecting k of n is done best by sorting all n:
// a large part of them is kept anyway.
func fullSort(k, n int) bool { return 4*k >= n || n <= smallSort }

// fewK is the k up to which a selection keeps its k best sorted and
// inserts each better key in place: on random input few keys beat the
// k-th best, and even when every key does (ascending input) k moves cost
// less than sorting candidates in batches.
const fewK = 16

// selectPacked returns the k smallest packed items (^key << 32 | index)
// of keys in ascending order, in buf. It keeps candidates below the
// current k-th smallest item; when there are candidates(k) of them they
// are sorted and cut back to k. Candidates come in index order and the
// sort is stable, so equal keys stay in index order.
func selectPacked[K key](keys []K, k int, buf, tmp []uint64, c *counts) []uint64 {
	n, w := len(keys), keyBytes[K]()
	buf = buf[:n]
	if fullSort(k, n) {
		for i, v := range keys {
			buf[i] = uint64(^v)<<32 | uint64(i)
		}
		return sortItems(buf, tmp, w, c)[:k]
	}
	if k <= fewK {
		return selectFew(keys, buf[:k])
	}
	for i, v := range keys[:k] {
		buf[i] = uint64(^v)<<32 | uint64(i)
	}
	sortItemsIn(buf[:k], tmp, w, c)
	size, m, th := candidates(k, n), k, buf[k-1]
	for i := k; i < n; i++ {
		if it := uint64(^keys[i])<<32 | uint64(i); it < th {
			buf[m] = it
			m++
			if m == size {
				sortItemsIn(buf[:m], tmp, w, c)
				m, th = k, buf[k-1]
			}
		}
	}
	sortItemsIn(buf[:m], tmp, w, c)
	return buf[:k]
}

// number is the element types whose < orders them as their keys do:
// a < b implies key(a) < key(b) (a NaN compares false).
type number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64
}

// fewTop writes to out the indices of the len(out) ≤ fewK greatest
// elements of src, greatest first, ties to the lower index. It keeps the
// best so far sorted and skips, with one comparison, each element below
// the worst of them (most, on random input); only the others get a key
// (arg, into keys) and are inserted in place. A key moves only past
// greater complemented keys, so equal elements stay in index order.
func fewTop[E number, K key](out []int64, src []E, keys []K, arg func([]K, []E)) {
	k := len(out)
	var best [fewK]K // complemented keys of out's elements, ascending
	arg(keys[:k], src[:k])
	for i := range k {
		insertFew(best[:i+1], out[:i+1], ^keys[i], int64(i))
	}
	worst := src[out[k-1]]
	for i := k; i < len(src); i++ {
		if src[i] < worst {
			continue
		}
		arg(keys[i:i+1], src[i:i+1])
		if nk := ^keys[i]; nk < best[k-1] {
			insertFew(best[:k], out, nk, int64(i))
			worst = src[out[k-1]]
		}
	}
}

// insertFew puts key nk of index i into the ascending keys best (its
// last entry is dropped) and out, after the keys equal to it.
func insertFew[K key](best []K, out []int64, nk K, i int64) {
	j := len(best) - 1
	for j > 0 && best[j-1] > nk {
		best[j], out[j] = best[j-1], out[j-1]
		j--
	}
	best[j], out[j] = nk, i
}

// selectFew is selectPacked for a small k = len(best): it keeps the k
// smallest items so far sorted in best and inserts each smaller one in
// place. Items are distinct (they hold their index), so the order is that
// of a stable sort.
func selectFew[K key](keys []K, best []uint64) []uint64 {
	k := len(best)
	for i, v := range keys[:k] {
		best[i] = uint64(^v)<<32 | uint64(i)
	}
	insertionSort(best)
	th := best[k-1]
	for i := k; i < len(keys); i++ {
		it := uint64(^keys[i])<<32 | uint64(i)
		if it >= th {
			continue
		}
		j := k - 1
		for j > 0 && best[j-1] > it {
			best[j] = best[j-1]
			j--
		}
		best[j] = it
		th = best[k-1]
	}
	return best
}

// sortItemsIn is sortItems leaving the result in items.
func sortItemsIn(items, tmp []uint64, w int, c *counts) {
	if r := sortItems(items, tmp, w, c); &r[0] != &items[0] {
		copy(items, r)
	}
}

// selectWide is selectPacked for complemented 64-bit keys nk, with the
// indices apart; it returns the indices of the k smallest.
func selectWide(nk []uint64, k int, sel *selection, c *counts) []int64 {
	n := len(nk)
	bk, bx := sel.bk[:n], sel.bx[:n]
	if fullSort(k, n) {
		copy(bk, nk)
		for i := range bx {
			bx[i] = int64(i)
		}
		_, x := sortPairs(bk, sel.tk, bx, sel.tx, c)
		return x[:k]
	}
	copy(bk, nk[:k])
	for i := range k {
		bx[i] = int64(i)
	}
	sortPairsIn(bk[:k], bx[:k], sel, c)
	size, m, th := candidates(k, n), k, bk[k-1]
	for i := k; i < n; i++ {
		if v := nk[i]; v < th {
			bk[m], bx[m] = v, int64(i)
			m++
			if m == size {
				sortPairsIn(bk[:m], bx[:m], sel, c)
				m, th = k, bk[k-1]
			}
		}
	}
	sortPairsIn(bk[:m], bx[:m], sel, c)
	return bx[:k]
}

// sortPairsIn is sortPairs leaving the result in k and x.
func sortPairsIn(k []uint64, x []int64, sel *selection, c *counts) {
	if rk, rx := sortPairs(k, sel.tk, x, sel.tx, c); &rk[0] != &k[0] {
		copy(k, rk)
		copy(x, rx)
	}
}
