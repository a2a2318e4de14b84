//go:build !purego

package scatter

import "unsafe"

// scatterAdd runs the kernel for T's width and the row size: scalars, rows
// of 64 bytes (unrolled), rows of at least a vector; shorter rows, and
// CPUs without AVX2, run the twin. The kernels need only check each row
// number against dst's row count: a row inside dst is inside it whole.
func scatterAdd[T Float](dst []T, rows []int64, upd []T, size int) int {
	per := 32 / int(unsafe.Sizeof(*new(T))) // elements in a vector
	if !useAVX2 || len(rows) == 0 || (size > 1 && size < per) {
		return scatterAddGo(dst, rows, upd, size)
	}
	bound, n := len(dst)/size, len(rows)
	r := unsafe.SliceData(rows)
	if per == 8 {
		d, u := floats[float32](dst), floats[float32](upd)
		switch {
		case size == 1:
			return scatterAddF32(d, bound, r, u, n)
		case size == 16:
			return scatterAddRows64BF32(d, bound, r, u, n)
		}
		return scatterAddRowsF32(d, bound, r, u, n, size)
	}
	d, u := floats[float64](dst), floats[float64](upd)
	switch {
	case size == 1:
		return scatterAddF64(d, bound, r, u, n)
	case size == 8:
		return scatterAddRows64BF64(d, bound, r, u, n)
	}
	return scatterAddRowsF64(d, bound, r, u, n, size)
}

// floats is the first element of s as F, the float type of T's width.
func floats[F, T Float](s []T) *F { return (*F)(unsafe.Pointer(unsafe.SliceData(s))) }
