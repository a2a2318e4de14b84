package safe

import "math/bits"

// Last returns start+(n-1)*step, the position of the last of n elements,
// the first at start and each next one step after the one before, and
// whether every one of them lies in [0, length); if not, last is -1, so
// that indexing a slice with it panics. It is the range check of the
// unchecked loops: the positions are evenly spaced, so the first and the
// last in range put every one in range, but only if the last is exact. In
// int arithmetic (n-1)*step can wrap around and land back in range (n =
// 2^62+1 by step 4 from 0 ends at 0 again), so here the product's high
// word must be the sign of its low one. Steps may be negative (math.MinInt
// too) or zero; n < 1 and a negative length are not ok. There is no
// division, nor any call that would give a leaf caller a stack frame:
// callers check runs of a few elements, which a 64-bit division would
// cost more than.
func Last(length, start, step, n int) (last int, ok bool) {
	m := uint(n - 1)
	hi, lo := bits.Mul(m, uint(step))
	hi -= m & uint(step>>63) // the signed product's high word (m < 2^63 if n > 0)
	last = start + int(lo)   // wraps only past MaxInt, to negative: not < l
	l := uint(max(length, 0))
	if n > 0 && int(hi) == int(lo)>>63 && uint(start) < l && uint(last) < l {
		return last, true
	}
	return -1, false
}
