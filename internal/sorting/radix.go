package sorting

import (
	"math"
	"slices"
	"sort"
	"unsafe"

	"github.com/ndgo/ndarray/asm/compute"
)

// The radix sorts here are LSD (least significant digit first) with 8-bit
// digits: stable, a histogram pass for all digits, then one scatter pass
// per digit on which the keys differ. Each loop over the elements is a
// function of its own, not inlined: alone it keeps its values in
// registers, where inlined into the pass loop the compiler spilled the
// element and the shift count to the stack at every step (about 25%
// slower).

// counts holds the digit histograms of one radix sort, one row per digit
// sorted; a worker keeps one and reuses it lane after lane. Its uint32
// counts halve the memory cleared and scanned for each lane; lanes longer
// than maxRadix take another sort.
type counts [8][256]uint32

// maxRadix is the longest lane radix sorts: the counts must not wrap.
const maxRadix = math.MaxUint32

// quickMax64 is the longest run of 64-bit keys the vector quicksort
// takes (on AVX-512) instead of the radix sort: measured on random keys,
// 0.58 of the radix sort's time at 1000 keys, 0.75 at 10000, 0.9 at
// 65536, 1.29 at 1M.
const quickMax64 = 1 << 17

// smallSort is the lane length up to which insertion sort beats radix
// sort, whose histograms cost about 256 steps a digit whatever the length
// (measured: BenchmarkSmallLanes).
const smallSort = 48

// sortKeys sorts the keys k ascending, using tmp (at least as long) as
// scratch, and writes their elements' bits (see decode) to out.
func sortKeys[K key](out, k, tmp []K, mask [2]K, c *counts) {
	switch {
	case len(k) > maxRadix:
		slices.Sort(k)
	case keyBytes[K]() == 1:
		countingSort(k, c)
	case len(k) <= smallSort:
		insertionSort(k)
	case keyBytes[K]() == 8 && len(k) <= quickMax64 && compute.VectorSort() && !radixOnly:
		// Up to quickMax64 the vector quicksort beats the 8 passes of
		// 64-bit keys (quick.go).
		k64 := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(k))), len(k))
		quickSort(k64, k64, unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(tmp))), len(k)))
	default:
		radixTo(out, k, tmp, mask, c)
		return
	}
	decode(out, k, mask)
}

// countingSort sorts one-byte keys by counting them.
func countingSort[K key](k []K, c *counts) {
	histogram(k, 0, 1, c)
	p := 0
	for d, n := range c[0] {
		fill(k[p:p+int(n)], K(d))
		p += int(n)
	}
}

// fill sets every element of s to v.
func fill[K key](s []K, v K) {
	for i := range s {
		s[i] = v
	}
}

// insertionSort sorts a ascending; it is stable, and the fastest way for
// a few dozen elements.
func insertionSort[K key](a []K) {
	for i := 1; i < len(a); i++ {
		v, j := a[i], i
		for j > 0 && a[j-1] > v {
			a[j] = a[j-1]
			j--
		}
		a[j] = v
	}
}

// decode writes to out the element bits of the keys k: the key with
// mask[its top bit] flipped (see codec.mask).
func decode[K key](out, k []K, mask [2]K) {
	top := uint(8*keyBytes[K]()-1) & 63
	out = out[:len(k)]
	for i, v := range k {
		out[i] = v ^ mask[uint64(v)>>top&1]
	}
}

// plan prepares the radix sort of a (not empty) by bytes [lo, lo+r): it
// counts the digits into rows 0 to r-1 of c, lists the digits on which
// the elements differ (the others need no pass) and turns their
// histograms into offsets.
func plan[K key](a []K, lo, r int, c *counts) (passes [8]int, np int) {
	histogram(a, lo, r, c)
	for p := range r {
		if int(c[p][uint8(uint64(a[0])>>(8*(lo+p)))]) != len(a) {
			passes[np] = p
			np++
		}
	}
	offsets(c, r)
	return passes, np
}

// radix sorts a (at most maxRadix long) by bytes [lo, hi) of its elements
// (byte 0 the least significant); tmp (at least as long as a) is the
// other buffer of each pass. It returns the buffer holding the result.
func radix[K key](a, tmp []K, lo, hi int, c *counts) []K {
	passes, np := plan(a, lo, hi-lo, c)
	src, dst := a, tmp[:len(a)]
	for _, p := range passes[:np] {
		scatter(dst, src, &c[p], uint(8*(lo+p)))
		src, dst = dst, src
	}
	return src
}

// radixTo is radix of all the bytes of the keys a whose last pass writes
// the decoded keys (see decode) to out instead of a buffer.
func radixTo[K key](out, a, tmp []K, mask [2]K, c *counts) {
	passes, np := plan(a, 0, keyBytes[K](), c)
	if np == 0 {
		decode(out, a, mask)
		return
	}
	src, dst := a, tmp[:len(a)]
	for _, p := range passes[:np-1] {
		scatter(dst, src, &c[p], uint(8*p))
		src, dst = dst, src
	}
	p := passes[np-1]
	scatterDecode(out[:len(a)], src, &c[p], uint(8*p), mask)
}

// scatter is one radix pass: each element of src goes to the next place of
// its digit (row of offsets, digit at bit sh) in dst.
//
//go:noinline
func scatter[K key](dst, src []K, row *[256]uint32, sh uint) {
	sh &= 63 // a shift the compiler knows is short: no test for it
	for _, v := range src {
		d := uint8(uint64(v) >> sh)
		dst[row[d]] = v
		row[d]++
	}
}

// scatterDecode is scatter writing decoded keys (see decode).
//
//go:noinline
func scatterDecode[K key](dst, src []K, row *[256]uint32, sh uint, mask [2]K) {
	sh &= 63
	top := uint(8*keyBytes[K]()-1) & 63
	for _, v := range src {
		d := uint8(uint64(v) >> sh)
		dst[row[d]] = v ^ mask[uint64(v)>>top&1]
		row[d]++
	}
}

// argRadix writes to out the indices that sort keys (at most maxRadix)
// stably: a radix sort of packed items (key << 32 | index) whose first
// pass packs the items as it reads the keys and whose last pass writes
// the indices to out. items and itmp are the buffers of the passes
// between.
func argRadix[K key](out []int64, keys []K, items, itmp []uint64, c *counts) {
	n := len(keys)
	out = out[:n]
	passes, np := plan(keys, 0, keyBytes[K](), c)
	switch np {
	case 0:
		iota(out)
		return
	case 1:
		scatterIndex(out, keys, &c[passes[0]], uint(8*passes[0]))
		return
	}
	src, dst := items[:n], itmp[:n]
	scatterPack(src, keys, &c[passes[0]], uint(8*passes[0]))
	for _, p := range passes[1 : np-1] {
		scatter(dst, src, &c[p], uint(32+8*p))
		src, dst = dst, src
	}
	p := passes[np-1]
	scatterUnpack(out, src, &c[p], uint(32+8*p))
}

// iota sets out[i] = i.
func iota(out []int64) {
	for i := range out {
		out[i] = int64(i)
	}
}

// scatterIndex is a one-pass radix sort writing the index of each key.
//
//go:noinline
func scatterIndex[K key](dst []int64, keys []K, row *[256]uint32, sh uint) {
	sh &= 63
	for i, v := range keys {
		d := uint8(uint64(v) >> sh)
		dst[row[d]] = int64(i)
		row[d]++
	}
}

// scatterPack is the first pass of argRadix: it packs each key with its
// index.
//
//go:noinline
func scatterPack[K key](dst []uint64, keys []K, row *[256]uint32, sh uint) {
	sh &= 63
	for i, v := range keys {
		d := uint8(uint64(v) >> sh)
		dst[row[d]] = uint64(v)<<32 | uint64(i)
		row[d]++
	}
}

// scatterUnpack is the last pass of argRadix: it writes the indices.
//
//go:noinline
func scatterUnpack(dst []int64, src []uint64, row *[256]uint32, sh uint) {
	sh &= 63
	for _, v := range src {
		d := uint8(v >> sh)
		dst[row[d]] = int64(uint32(v))
		row[d]++
	}
}

// argPairs is argRadix for 64-bit keys, which do not fit beside an index
// in one word: keys and indices move side by side, through tk (and keys
// itself, once read) and the index buffers x and tx.
func argPairs(out []int64, keys, tk []uint64, x, tx []int64, c *counts) {
	n := len(keys)
	out = out[:n]
	passes, np := plan(keys, 0, 8, c)
	switch np {
	case 0:
		iota(out)
		return
	case 1:
		scatterIndex(out, keys, &c[passes[0]], uint(8*passes[0]))
		return
	}
	sk, sx, dk, dx := tk[:n], x[:n], keys, tx[:n]
	scatterFirstPairs(sk, sx, keys, &c[passes[0]], uint(8*passes[0]))
	for _, p := range passes[1 : np-1] {
		scatterPairs(dk, dx, sk, sx, &c[p], uint(8*p))
		sk, dk, sx, dx = dk, sk, dx, sx
	}
	p := passes[np-1]
	scatterLastPairs(out, sk, sx, &c[p], uint(8*p))
}

// scatterFirstPairs is the first pass of argPairs: keys with their index.
//
//go:noinline
func scatterFirstPairs(dk []uint64, dx []int64, keys []uint64, row *[256]uint32, sh uint) {
	sh &= 63
	for i, v := range keys {
		d := uint8(v >> sh)
		j := row[d]
		dk[j], dx[j] = v, int64(i)
		row[d]++
	}
}

// scatterPairs is scatter of keys sk carrying indices sx.
//
//go:noinline
func scatterPairs(dk []uint64, dx []int64, sk []uint64, sx []int64, row *[256]uint32, sh uint) {
	sh &= 63
	sx = sx[:len(sk)]
	for i, v := range sk {
		d := uint8(v >> sh)
		j := row[d]
		dk[j], dx[j] = v, sx[i]
		row[d]++
	}
}

// scatterLastPairs is the last pass of argPairs: only the indices.
//
//go:noinline
func scatterLastPairs(dst []int64, sk []uint64, sx []int64, row *[256]uint32, sh uint) {
	sh &= 63
	sx = sx[:len(sk)]
	for i, v := range sk {
		d := uint8(v >> sh)
		dst[row[d]] = sx[i]
		row[d]++
	}
}

// offsets turns rows 0 to r-1 of c from histograms into the start of each
// digit's run, the rows summed side by side (independent chains of adds).
func offsets(c *counts, r int) {
	switch r {
	case 2:
		var s0, s1 uint32
		for i := range 256 {
			x0, x1 := c[0][i], c[1][i]
			c[0][i], c[1][i] = s0, s1
			s0, s1 = s0+x0, s1+x1
		}
	case 4:
		var s0, s1, s2, s3 uint32
		for i := range 256 {
			x0, x1, x2, x3 := c[0][i], c[1][i], c[2][i], c[3][i]
			c[0][i], c[1][i], c[2][i], c[3][i] = s0, s1, s2, s3
			s0, s1, s2, s3 = s0+x0, s1+x1, s2+x2, s3+x3
		}
	default:
		var s [8]uint32
		for i := range 256 {
			for p := range r {
				x := c[p][i]
				c[p][i] = s[p]
				s[p] += x
			}
		}
	}
}

// histogram counts the digits lo to lo+r-1 (r is 1, 2, 4 or 8) of every
// element of a, all in one pass, into rows 0 to r-1 of c.
//
//go:noinline
func histogram[K key](a []K, lo, r int, c *counts) {
	for p := range r {
		clear(c[p][:])
	}
	s := uint(8*lo) & 63
	switch r {
	case 1:
		r0 := &c[0]
		for _, v := range a {
			r0[uint8(uint64(v)>>s)]++
		}
	case 2:
		r0, r1 := &c[0], &c[1]
		for _, v := range a {
			w := uint64(v) >> s
			r0[uint8(w)]++
			r1[uint8(w>>8)]++
		}
	case 4:
		r0, r1, r2, r3 := &c[0], &c[1], &c[2], &c[3]
		for _, v := range a {
			w := uint64(v) >> s
			r0[uint8(w)]++
			r1[uint8(w>>8)]++
			r2[uint8(w>>16)]++
			r3[uint8(w>>24)]++
		}
	default:
		for _, v := range a {
			w := uint64(v)
			c[0][uint8(w)]++
			c[1][uint8(w>>8)]++
			c[2][uint8(w>>16)]++
			c[3][uint8(w>>24)]++
			c[4][uint8(w>>32)]++
			c[5][uint8(w>>40)]++
			c[6][uint8(w>>48)]++
			c[7][uint8(w>>56)]++
		}
	}
}

// sortPairs sorts the keys k and, alongside, the indices x stably by key,
// using tk and tx as scratch; it returns the buffers holding the result.
// It serves TopK of 64-bit keys, which do not fit beside an index in one
// word.
func sortPairs(k, tk []uint64, x, tx []int64, c *counts) ([]uint64, []int64) {
	n := len(k)
	switch {
	case n <= smallSort:
		insertionPairs(k, x)
		return k, x
	case n > maxRadix:
		sort.Stable(pairs{k, x})
		return k, x
	}
	passes, np := plan(k, 0, 8, c)
	sk, dk, sx, dx := k, tk[:n], x[:n], tx[:n]
	for _, p := range passes[:np] {
		scatterPairs(dk, dx, sk, sx, &c[p], uint(8*p))
		sk, dk, sx, dx = dk, sk, dx, sx
	}
	return sk, sx
}

// pairs sorts keys with their indices for sort.Stable: the fallback for
// lanes too long to count in uint32.
type pairs struct {
	k []uint64
	x []int64
}

func (p pairs) Len() int           { return len(p.k) }
func (p pairs) Less(i, j int) bool { return p.k[i] < p.k[j] }
func (p pairs) Swap(i, j int) {
	p.k[i], p.k[j] = p.k[j], p.k[i]
	p.x[i], p.x[j] = p.x[j], p.x[i]
}

// insertionPairs is insertionSort of keys k carrying indices x.
func insertionPairs(k []uint64, x []int64) {
	x = x[:len(k)]
	for i := 1; i < len(k); i++ {
		v, xi, j := k[i], x[i], i
		for j > 0 && k[j-1] > v {
			k[j], x[j] = k[j-1], x[j-1]
			j--
		}
		k[j], x[j] = v, xi
	}
}
