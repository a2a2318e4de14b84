package bulk

// SmallCopyElems is the size up to which the dtype packages copy a rank-2
// array with Copy2: below it, normalising the layouts and picking a kernel
// cost more than the copy (an 8×8 float32 transpose: 85 ns through CopyPlain,
// 27 ns by a hand-written loop).
const SmallCopyElems = 256

// Copy2 copies a rows×cols block, dst[i*dr+j*dc] = src[i*sr+j*sc], with a
// double loop whose every index is bounds-checked (a copy() per row where
// both rows are contiguous). The two must not share
// memory.
func Copy2[T any](dst []T, dr, dc int64, src []T, sr, sc int64, rows, cols int64) {
	if dc == 1 && sc == 1 {
		copyRows(dst, dr, src, sr, rows, cols)
		return
	}
	var d, s int64
	for range rows {
		i, k := d, s
		for range cols {
			dst[i] = src[k]
			i += dc
			k += sc
		}
		d += dr
		s += sr
	}
}

// copyRows is Copy2 for contiguous rows. (Apart from Copy2's loop: a call
// there would make the element loop keep its counters on the stack.)
func copyRows[T any](dst []T, dr int64, src []T, sr int64, rows, cols int64) {
	var d, s int64
	for range rows {
		copy(dst[d:d+cols], src[s:s+cols])
		d += dr
		s += sr
	}
}
