package asm

import "fmt"

// Float is the element types of the add scatter's kernels.
type Float interface{ ~float32 | ~float64 }

// ScatterAdd adds update rows of size elements into rows of dst, stopping
// at the first row number outside dst. Its reference loop is
//
//	n := len(dst) / size
//	for i, r := range rows {
//		if uint64(r) >= uint64(n) {
//			return i
//		}
//		d, u := dst[int(r)*size:][:size], upd[i*size:][:size]
//		for j := range d {
//			d[j] += u[j]
//		}
//	}
//	return len(rows)
//
// so it returns len(rows), or the position of the first bad row, with the
// rows before it added (in order, so duplicates add up in row order; a NaN
// sum may keep either operand's NaN payload, as Go's + may). The
// kernels add a row in vectors (scalars, and rows of at least one 32-byte
// vector) and prefetch the row they will add into a fixed distance ahead,
// which keeps more cache misses in flight than Go's loop: with rows
// scattered over more memory than the caches hold, the misses are the
// cost. It panics if size is not positive or upd is shorter than
// len(rows)*size.
func ScatterAdd[T Float](dst []T, rows []int64, upd []T, size int) int {
	if size <= 0 {
		panic(fmt.Sprintf("asm: ScatterAdd of rows of %d elements", size))
	}
	if len(upd)/size < len(rows) {
		panic(fmt.Sprintf("asm: ScatterAdd of %d rows of %d elements from %d", len(rows), size, len(upd)))
	}
	return scatterAdd(dst, rows, upd, size)
}

// scatterAddGo is the pure-Go twin of ScatterAdd.
func scatterAddGo[T Float](dst []T, rows []int64, upd []T, size int) int {
	if size == 1 {
		upd = upd[:len(rows)]
		for i, r := range rows {
			if uint64(r) >= uint64(len(dst)) {
				return i
			}
			dst[r] += upd[i]
		}
		return len(rows)
	}
	n := uint64(len(dst) / size)
	for i, r := range rows {
		if uint64(r) >= n {
			return i
		}
		d, u := dst[int(r)*size:][:size], upd[i*size:][:size]
		for j := range d {
			d[j] += u[j]
		}
	}
	return len(rows)
}
