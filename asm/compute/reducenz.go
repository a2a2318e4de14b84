package compute

import "unsafe"

// The nonzero tests: NumPy's any, all and count_nonzero of a contiguous
// run of 8-, 32- or 64-bit integers (callers pass their signed or other
// integer types of that width through unsafe) or floats, whose zero is
// x == 0: -0 is zero and NaN is not. Each function runs its kernel over
// the longest head whose length is a multiple of the kernel's vector and
// its Go twin over the rest; Any and All stop at the first group of
// vectors that decides them.

// The masks that pick the bits of a lane that make it nonzero: all of an
// integer's, all but a float's sign.
const (
	nzAll32     = 1<<32 - 1
	nzAll64     = 1<<64 - 1
	nzFloat32   = 1<<31 - 1
	nzFloat32x2 = 0x7fffffff7fffffff // for the byte kernel, whose lanes are 8 bytes
	nzFloat64   = 1<<63 - 1
)

// AnyNonzero8 reports whether some element of a is nonzero: the loop
//
//	for _, v := range a {
//		if v != 0 {
//			return true
//		}
//	}
//	return false
func AnyNonzero8(a []uint8) bool { return anyNonzero(a, nzAll64) }

// AnyNonzero32 is AnyNonzero8 for 32-bit words.
func AnyNonzero32(a []uint32) bool { return anyNonzero(a, nzAll64) }

// AnyNonzero64 is AnyNonzero8 for 64-bit words.
func AnyNonzero64(a []uint64) bool { return anyNonzero(a, nzAll64) }

// AnyNonzeroFloat32 is AnyNonzero8 for float32: true if some element is
// not ±0 (a NaN is nonzero).
func AnyNonzeroFloat32(a []float32) bool { return anyNonzero(a, nzFloat32x2) }

// AnyNonzeroFloat64 is AnyNonzeroFloat32 for float64.
func AnyNonzeroFloat64(a []float64) bool { return anyNonzero(a, nzFloat64) }

// AllNonzero8 reports whether every element of a is nonzero (true for an
// empty a): the loop
//
//	for _, v := range a {
//		if v == 0 {
//			return false
//		}
//	}
//	return true
func AllNonzero8(a []uint8) bool {
	all, n := allNonzero8Head(a)
	return all && allNonzeroGo(a[n:])
}

// AllNonzero32 is AllNonzero8 for 32-bit words.
func AllNonzero32(a []uint32) bool {
	all, n := allNonzero32Head(a, nzAll32)
	return all && allNonzeroGo(a[n:])
}

// AllNonzero64 is AllNonzero8 for 64-bit words.
func AllNonzero64(a []uint64) bool {
	all, n := allNonzero64Head(a, nzAll64)
	return all && allNonzeroGo(a[n:])
}

// AllNonzeroFloat32 is AllNonzero8 for float32: false if some element is
// ±0.
func AllNonzeroFloat32(a []float32) bool {
	all, n := allNonzero32Head(sameSize[uint32](a), nzFloat32)
	return all && allNonzeroGo(a[n:])
}

// AllNonzeroFloat64 is AllNonzeroFloat32 for float64.
func AllNonzeroFloat64(a []float64) bool {
	all, n := allNonzero64Head(sameSize[uint64](a), nzFloat64)
	return all && allNonzeroGo(a[n:])
}

// CountNonzero8 is the number of nonzero elements of a: the loop
//
//	c := 0
//	for _, v := range a {
//		if v != 0 {
//			c++
//		}
//	}
//	return c
func CountNonzero8(a []uint8) int {
	c, n := countNonzero8Head(a)
	return c + countNonzeroGo(a[n:])
}

// CountNonzero32 is CountNonzero8 for 32-bit words.
func CountNonzero32(a []uint32) int {
	c, n := countNonzero32Head(a, nzAll32)
	return c + countNonzeroGo(a[n:])
}

// CountNonzero64 is CountNonzero8 for 64-bit words.
func CountNonzero64(a []uint64) int {
	c, n := countNonzero64Head(a, nzAll64)
	return c + countNonzeroGo(a[n:])
}

// CountNonzeroFloat32 is CountNonzero8 for float32: the elements other
// than ±0 (NaN included).
func CountNonzeroFloat32(a []float32) int {
	c, n := countNonzero32Head(sameSize[uint32](a), nzFloat32)
	return c + countNonzeroGo(a[n:])
}

// CountNonzeroFloat64 is CountNonzeroFloat32 for float64.
func CountNonzeroFloat64(a []float64) int {
	c, n := countNonzero64Head(sameSize[uint64](a), nzFloat64)
	return c + countNonzeroGo(a[n:])
}

// nzElem is the element types of the nonzero tests.
type nzElem interface {
	uint8 | uint32 | uint64 | float32 | float64
}

// anyNonzero runs Any: the kernel over the head of a's bytes it takes
// (whose lanes' nonzero bits are mask's, a pattern of each 8 bytes), the
// twin over the rest.
func anyNonzero[T nzElem](a []T, mask uint64) bool {
	var zero T
	size := int(unsafe.Sizeof(zero))
	if len(a) == 0 {
		return false
	}
	bytes := unsafe.Slice((*byte)(unsafe.Pointer(&a[0])), len(a)*size)
	yes, n := anyNonzeroHead(bytes, mask)
	return yes || anyNonzeroGo(a[n/size:])
}

// sameSize is a as a slice of U, a type of T's size: the float runs as
// the integer lanes their kernels test.
func sameSize[U, T nzElem](a []T) []U {
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(a))), len(a))
}
