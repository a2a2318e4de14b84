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
	copyBlock2(dst, 0, dr, dc, src, 0, sr, sc, rows, cols)
}

// copyBlock2 is Copy2 from positions d and s: dst[d+i*dr+j*dc] =
// src[s+i*sr+j*sc]. Strides and pitches may be negative.
func copyBlock2[T any](dst []T, d, dr, dc int64, src []T, s, sr, sc int64, rows, cols int64) {
	switch {
	case dc == 1 && sc == 1:
		for range rows {
			copy(dst[d:d+cols], src[s:s+cols])
			d += dr
			s += sr
		}
	case dc == 1:
		copyToRows(dst, d, dr, src, s, sr, sc, rows, cols)
	default:
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
}

// copyToRows is copyBlock2 for contiguous destination rows: ranging over
// each row leaves one bounds check per element, the source's. (Apart from
// copyBlock2's loops: a call there would make its element loop keep its
// counters on the stack.)
func copyToRows[T any](dst []T, d, dr int64, src []T, s, sr, sc int64, rows, cols int64) {
	for range rows {
		row, k := dst[d:d+cols], s
		for j := range row {
			row[j] = src[k]
			k += sc
		}
		d += dr
		s += sr
	}
}
