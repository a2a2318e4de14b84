package scatter

import "fmt"

// Float is the element types of the add scatter's kernels.
type Float interface{ ~float32 | ~float64 }

// Additive is the element types ScatterAdd adds: numbers, and strings,
// which + concatenates. Only []float32 and []float64 reach the kernels;
// the other types, strings among them, run the Go loop.
type Additive interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 | ~complex64 | ~complex128 | ~string
}

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
func ScatterAdd[T Additive](dst []T, rows []int64, upd []T, size int) int {
	if size <= 0 {
		panic(fmt.Sprintf("scatter: ScatterAdd of rows of %d elements", size))
	}
	if len(upd)/size < len(rows) {
		panic(fmt.Sprintf("scatter: ScatterAdd of %d rows of %d elements from %d", len(rows), size, len(upd)))
	}
	switch d := any(dst).(type) {
	case []float32:
		return scatterAdd(d, rows, any(upd).([]float32), size)
	case []float64:
		return scatterAdd(d, rows, any(upd).([]float64), size)
	}
	return scatterAddGo(dst, rows, upd, size)
}

// scatterAddGo is the pure-Go twin of ScatterAdd, and its loop for the
// types without kernels. The row loop is unrolled by four: a call per row
// cost about 6% against a user's plain loop.
func scatterAddGo[T Additive](dst []T, rows []int64, upd []T, size int) int {
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
		j := 0
		for ; j+4 <= len(d); j += 4 {
			dd, uu := d[j:j+4:j+4], u[j:j+4:j+4]
			dd[0] += uu[0]
			dd[1] += uu[1]
			dd[2] += uu[2]
			dd[3] += uu[3]
		}
		for ; j < len(d); j++ {
			d[j] += u[j]
		}
	}
	return len(rows)
}
