package bulk

// SmallCopyElems is the size up to which the dtype packages copy a rank-2
// array with Copy2: below it, normalising the layouts and picking a kernel
// cost more than the copy (an 8×8 float32 transpose: 85 ns through CopyPlain,
// 27 ns by a hand-written loop).
const SmallCopyElems = 256

// Copy2 copies a rows×cols block, dst[i*dr+j*dc] = src[i*sr+j*sc], with a
// double loop whose every index is bounds-checked (a copy() per row where
// both rows are contiguous). Strides and pitches may be negative. The two
// must not share memory.
func Copy2[T any](dst []T, dr, dc int64, src []T, sr, sc int64, rows, cols int64) {
	if dc != 1 || sc != 1 {
		copyStrided2(dst, dr, dc, src, sr, sc, rows, cols)
		return
	}
	var d, s int64
	for range rows {
		copy(dst[d:d+cols], src[s:s+cols])
		d += dr
		s += sr
	}
}

// copyStrided2 is Copy2 where a row is strided. Its loops count down, and
// it stays out of line: either way, with its caller's values around or
// counting up, the compiler kept the element loop's counter on the stack.
//
//go:noinline
func copyStrided2[T any](dst []T, dr, dc int64, src []T, sr, sc int64, rows, cols int64) {
	var d, s int64
	for r := rows; r > 0; r-- {
		i, k := d, s
		for c := cols; c > 0; c-- {
			dst[i] = src[k]
			i += dc
			k += sc
		}
		d += dr
		s += sr
	}
}

// copyShortRows is Copy2 from positions d and s (dst[d+i*dr+j*dc] =
// src[s+i*sr+j*sc]) for rows of a few strided elements
// (shortStridedBlock), with a loop over the rows whose body moves a whole
// row where it has at most four elements, else four at a time: in a copy
// from memory, where each row is a cache miss, the fewer instructions and
// branches a row costs, the more rows' misses the core overlaps.
func copyShortRows[T any](dst []T, d, dr, dc int64, src []T, s, sr, sc int64, rows, cols int64) {
	switch cols {
	case 1:
		for range rows {
			dst[d] = src[s]
			d, s = d+dr, s+sr
		}
	case 2:
		for range rows {
			dst[d], dst[d+dc] = src[s], src[s+sc]
			d, s = d+dr, s+sr
		}
	case 3:
		for range rows {
			dst[d], dst[d+dc], dst[d+2*dc] = src[s], src[s+sc], src[s+2*sc]
			d, s = d+dr, s+sr
		}
	case 4:
		for range rows {
			dst[d], dst[d+dc], dst[d+2*dc], dst[d+3*dc] = src[s], src[s+sc], src[s+2*sc], src[s+3*sc]
			d, s = d+dr, s+sr
		}
	default:
		for range rows {
			i, k, j := d, s, cols
			for ; j >= 4; j -= 4 {
				dst[i], dst[i+dc], dst[i+2*dc], dst[i+3*dc] = src[k], src[k+sc], src[k+2*sc], src[k+3*sc]
				i, k = i+4*dc, k+4*sc
			}
			for ; j > 0; j-- {
				dst[i] = src[k]
				i, k = i+dc, k+sc
			}
			d, s = d+dr, s+sr
		}
	}
}
