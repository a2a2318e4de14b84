package move

import "unsafe"

// Plain is the set of element types the kernels may move: their values
// hold no pointers, so that moving their bits needs no write barrier
// (assembly stores bypass it).
type Plain interface {
	~bool | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// recast views a slice of plain values as a slice of U, which must have
// T's size.
func recast[U, T Plain](s []T) []U {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// bytePtr is p as the byte pointer the kernels take.
func bytePtr[T any](p *T) *byte { return (*byte)(unsafe.Pointer(p)) }

// elems views bytes as values of U, as many as fit whole.
func elems[U Plain](b []byte) []U {
	n := len(b) / int(unsafe.Sizeof(*new(U)))
	if n == 0 {
		return nil // no pointer to convert: it could point past b's allocation
	}
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(b))), n)
}
