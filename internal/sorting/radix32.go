package sorting

import (
	"math/bits"

	"github.com/ndgo/ndarray/asm/compute"
)

// Sort of 32-bit keys (float32, int32, uint32) is a hybrid radix sort
// sized to the caches, unlike the plain LSD sort of the other widths:
//
//   - Only the bits on which the keys differ are sorted (their OR of
//     differences from the first key gives the range): floats in [0, 1)
//     have 30, small integers fewer.
//   - A run longer than msdMin is first split by its top 8 bits (one MSD
//     pass into the other buffer), again and again until the buckets fit
//     the L2 cache. A scatter into 256 buckets of a large array costs 3 to
//     6 times as much as in the cache (each store misses), so the large
//     array is scattered once instead of once a digit.
//   - A bucket that fits the cache is LSD-sorted with digits of up to 12
//     bits: in the cache a pass costs about the same with 4096 buckets as
//     with 256, so 32 bits take 3 passes and 24 take 2, instead of 4 and 3.
//
// The two buffers swap roles at each level; the last pass writing the
// destination decodes the keys into element bits (see decode). Sort need
// not be stable (equal keys are equal bits), but every pass is.

// msdMin is the longest run LSD-sorted in place: it and its scratch fill
// half of a 1 MiB L2 cache.
const msdMin = 1 << 16

// quickMax is the longest run the vector quicksort takes whatever its
// keys' bits: up to it, it beats two LSD passes (measured on 16- to
// 28-bit keys: 0.47-0.89 of their time at 1000 to 16384 keys, 0.95-1.24
// at 65536, where it takes only keys of more than 24 bits, whose three
// passes it beats).
const quickMax = 1 << 14

// radixOnly turns the quicksort off, for benchmarks that time the radix
// sort beside it with every other kernel at the same level.
var radixOnly bool

// maxDigit is the widest LSD digit: tables of 4096 counts.
const maxDigit = 12

// tables32 holds the LSD digit tables of one bucket, up to 4 digits.
type tables32 [4][1 << maxDigit]uint32

// sort32 sorts the keys x (at most maxRadix) ascending and writes their
// elements' bits (see decode) to y if toY, else back to x; the other
// buffer (at least as long as x) is scratch.
func sort32(x, y []uint32, toY bool, mask [2]uint32, c *tables32) {
	if len(x) == 0 {
		return
	}
	y = y[:len(x)]
	diff := orDiff(x)
	if diff == 0 {
		if !toY {
			y = x
		}
		decode(y, x, mask)
		return
	}
	lo, hi := uint(bits.TrailingZeros32(diff)), uint(bits.Len32(diff))
	sortRun(x, y, lo, hi, toY, mask, c)
}

// orDiff returns the OR of each key's difference (XOR) from the first:
// the bits on which the keys do not all agree.
//
//go:noinline
func orDiff(a []uint32) uint32 {
	k0 := a[0]
	var d0, d1, d2, d3 uint32 // four chains: the loop runs at load speed
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s := (*[4]uint32)(a[i : i+4])
		d0 |= s[0] ^ k0
		d1 |= s[1] ^ k0
		d2 |= s[2] ^ k0
		d3 |= s[3] ^ k0
	}
	for ; i < len(a); i++ {
		d0 |= a[i] ^ k0
	}
	return d0 | d1 | d2 | d3
}

// sortRun sorts the keys x, whose bits outside [lo, hi) all agree, and
// writes the decoded result to y if toY, else back to x; the other buffer
// (as long as x) is scratch.
func sortRun(x, y []uint32, lo, hi uint, toY bool, mask [2]uint32, c *tables32) {
	n := len(x)
	dst := x
	if toY {
		dst = y
	}
	switch {
	case hi-lo > 16 && (n <= quickMax || n <= msdMin && hi-lo > 2*maxDigit) && compute.VectorSort() && !radixOnly:
		// Two LSD passes or more, on a run short enough that their
		// tables weigh, or three: the vector quicksort is faster
		// (quick.go).
		quickSort(dst, x, y)
		decode(dst, dst, mask)
		return
	case n <= smallSort:
		insertionSort(x)
		decode(dst, x, mask)
		return
	case n <= msdMin || hi-lo <= maxDigit:
		lsd32(x, y, lo, hi, toY, mask, c)
		return
	}
	sh := hi - 8
	var row, end [256]uint32
	hist8(x, sh, &row)
	if int(row[uint8(x[0]>>sh)]) == n { // the top digit agrees: skip it
		sortRun(x, y, lo, sh, toY, mask, c)
		return
	}
	sum := uint32(0)
	for d, k := range row {
		row[d] = sum
		sum += k
	}
	start := row
	scatter8(y, x, &row, sh)
	end = row
	// The buckets are in y now: the sorted result goes to dst, which is y
	// (sort each bucket in place) or x (sort each bucket back into x).
	for d := range 256 {
		s, e := start[d], end[d]
		if s < e {
			sortRun(y[s:e], x[s:e], lo, sh, !toY, mask, c)
		}
	}
}

// hist8 counts into row the digits (k >> sh) & 0xff of the keys a.
//
//go:noinline
func hist8(a []uint32, sh uint, row *[256]uint32) {
	sh &= 31
	clear(row[:])
	for _, v := range a {
		row[uint8(v>>sh)]++
	}
}

// scatter8 is one 8-bit radix pass: each key of src goes to the next place
// of its digit (k >> sh) & 0xff in dst.
//
//go:noinline
func scatter8(dst, src []uint32, row *[256]uint32, sh uint) {
	sh &= 31
	i := 0
	// Four keys a step: their loads and digits are independent, which
	// the processor overlaps (measured about 20% faster than one a step).
	for ; i+4 <= len(src); i += 4 {
		s := (*[4]uint32)(src[i : i+4])
		v0, v1, v2, v3 := s[0], s[1], s[2], s[3]
		p := row[uint8(v0>>sh)]
		dst[p] = v0
		row[uint8(v0>>sh)] = p + 1
		p = row[uint8(v1>>sh)]
		dst[p] = v1
		row[uint8(v1>>sh)] = p + 1
		p = row[uint8(v2>>sh)]
		dst[p] = v2
		row[uint8(v2>>sh)] = p + 1
		p = row[uint8(v3>>sh)]
		dst[p] = v3
		row[uint8(v3>>sh)] = p + 1
	}
	for ; i < len(src); i++ {
		v := src[i]
		d := uint8(v >> sh)
		dst[row[d]] = v
		row[d]++
	}
}

// digitBits returns the widest LSD digit worth its table for n keys: the
// table (cleared and summed for each bucket) stays under n/16 counts.
func digitBits(n int) uint {
	return uint(min(max(bits.Len(uint(n))-5, 8), maxDigit))
}

// lsd32 is sortRun for a run that fits the cache: an LSD radix sort of
// bits [lo, hi) in digits of equal width, skipping digits on which all
// keys agree.
func lsd32(x, y []uint32, lo, hi uint, toY bool, mask [2]uint32, c *tables32) {
	n := len(x)
	r := hi - lo
	w := digitBits(n)
	np := (r + w - 1) / w
	w = (r + np - 1) / np
	m := uint32(1)<<w - 1
	histW(x, lo, w, int(np), c)
	var passes [4]int
	k := 0
	for p := range int(np) {
		row := &c[p]
		if int(row[(x[0]>>(lo+uint(p)*w))&m]) == n {
			continue
		}
		passes[k] = p
		k++
		sum := uint32(0)
		for d, v := range row[:m+1] {
			row[d] = sum
			sum += v
		}
	}
	src, dst := x, y
	for i, p := range passes[:k] {
		sh := lo + uint(p)*w
		// Pass i writes y if i is even: the last pass decodes if that is
		// the destination.
		if i == k-1 && toY == (i%2 == 0) {
			scatterWDecode(dst, src, &c[p], sh, m, mask)
			return
		}
		scatterW(dst, src, &c[p], sh, m)
		src, dst = dst, src
	}
	// The result is in src: decode it in place if it is the destination
	// (no pass, into x), else into dst.
	if k == 0 && !toY {
		dst = src
	}
	decode(dst, src, mask)
}

// histW counts the np digits of w bits from bit lo up of the keys a, all
// in one pass, into rows 0 to np-1 of c.
//
//go:noinline
func histW(a []uint32, lo, w uint, np int, c *tables32) {
	m := uint32(1)<<w - 1
	for p := range np {
		clear(c[p][:m+1])
	}
	s0, s1, s2, s3 := lo&31, (lo+w)&31, (lo+2*w)&31, (lo+3*w)&31
	r0, r1, r2, r3 := &c[0], &c[1], &c[2], &c[3]
	switch np {
	case 1:
		for _, v := range a {
			r0[v>>s0&m&(1<<maxDigit-1)]++
		}
	case 2:
		for _, v := range a {
			r0[v>>s0&m&(1<<maxDigit-1)]++
			r1[v>>s1&m&(1<<maxDigit-1)]++
		}
	case 3:
		for _, v := range a {
			r0[v>>s0&m&(1<<maxDigit-1)]++
			r1[v>>s1&m&(1<<maxDigit-1)]++
			r2[v>>s2&m&(1<<maxDigit-1)]++
		}
	default:
		for _, v := range a {
			r0[v>>s0&m&(1<<maxDigit-1)]++
			r1[v>>s1&m&(1<<maxDigit-1)]++
			r2[v>>s2&m&(1<<maxDigit-1)]++
			r3[v>>s3&m&(1<<maxDigit-1)]++
		}
	}
}

// scatterW is one LSD pass with the digit (k >> sh) & m (m < 4096).
//
//go:noinline
func scatterW(dst, src []uint32, row *[1 << maxDigit]uint32, sh uint, m uint32) {
	sh &= 31
	m &= 1<<maxDigit - 1
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s := (*[4]uint32)(src[i : i+4])
		v0, v1, v2, v3 := s[0], s[1], s[2], s[3]
		d0, d1, d2, d3 := v0>>sh&m, v1>>sh&m, v2>>sh&m, v3>>sh&m
		p := row[d0]
		dst[p] = v0
		row[d0] = p + 1
		p = row[d1]
		dst[p] = v1
		row[d1] = p + 1
		p = row[d2]
		dst[p] = v2
		row[d2] = p + 1
		p = row[d3]
		dst[p] = v3
		row[d3] = p + 1
	}
	for ; i < len(src); i++ {
		v := src[i]
		d := v >> sh & m
		dst[row[d]] = v
		row[d]++
	}
}

// scatterWDecode is scatterW writing decoded keys (see decode).
//
//go:noinline
func scatterWDecode(dst, src []uint32, row *[1 << maxDigit]uint32, sh uint, m uint32,
	mask [2]uint32) {
	sh &= 31
	m &= 1<<maxDigit - 1
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s := (*[4]uint32)(src[i : i+4])
		v0, v1, v2, v3 := s[0], s[1], s[2], s[3]
		d0, d1, d2, d3 := v0>>sh&m, v1>>sh&m, v2>>sh&m, v3>>sh&m
		p := row[d0]
		dst[p] = v0 ^ mask[v0>>31]
		row[d0] = p + 1
		p = row[d1]
		dst[p] = v1 ^ mask[v1>>31]
		row[d1] = p + 1
		p = row[d2]
		dst[p] = v2 ^ mask[v2>>31]
		row[d2] = p + 1
		p = row[d3]
		dst[p] = v3 ^ mask[v3>>31]
		row[d3] = p + 1
	}
	for ; i < len(src); i++ {
		v := src[i]
		d := v >> sh & m
		dst[row[d]] = v ^ mask[v>>31]
		row[d]++
	}
}
