package elementwise

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// A View is an operand: the storage an array views and its layout.
type View[T any] struct {
	Data   []T
	Layout nd.Layout
}

// contiguousCopy returns a row-major copy of v: what an input with Seq or
// Hyperslab tables, or one that overlaps dst, is replaced by (prepare).
func contiguousCopy[T any](v View[T]) View[T] {
	l := nd.RowMajor(v.Layout.Dims...)
	data := bulk.MakeUninit[T](l.Size())
	bulk.CopyDisjoint(data, l, v.Data, v.Layout)
	return View[T]{data, l}
}

// WithoutTables returns v, or a row-major copy of it where its layout
// has tables (Seq or Hyperslab dimensions).
func WithoutTables[T any](v View[T]) View[T] {
	if v.Layout.Tables == nil {
		return v
	}
	return contiguousCopy(v)
}

// samePlaces reports whether input in, broadcast to dims with strides s,
// reads each element from the place dst (strides ds) writes it: then the
// op may run in place.
func samePlaces[D, S any](dst View[D], ds []int64, in View[S], s []int64) bool {
	if unsafe.Sizeof(*new(D)) != unsafe.Sizeof(*new(S)) {
		return false
	}
	if addr(dst.Data, dst.Layout.Offset) != addr(in.Data, in.Layout.Offset) {
		return false
	}
	for i := range ds {
		if ds[i] != s[i] && dst.Layout.Dims[i] > 1 {
			return false
		}
	}
	return true
}

// addr returns the address of element off of data (which may be one past
// the end of a view of no elements: the address is only compared).
func addr[T any](data []T, off int64) uintptr {
	return uintptr(unsafe.Pointer(unsafe.SliceData(data))) + uintptr(off)*unsafe.Sizeof(*new(T))
}

// overlaps reports whether the memory of the views a and b intersects.
func overlaps[A, B any](a View[A], b View[B]) bool {
	if !bulk.Overlaps(a.Data, b.Data) {
		return false
	}
	alo, ahi := a.Layout.Bounds()
	blo, bhi := b.Layout.Bounds()
	if alo > ahi || blo > bhi {
		return false
	}
	aEnd := addr(a.Data, ahi) + unsafe.Sizeof(*new(A)) - 1
	bEnd := addr(b.Data, bhi) + unsafe.Sizeof(*new(B)) - 1
	return addr(a.Data, alo) <= bEnd && addr(b.Data, blo) <= aEnd
}

// Overlap reports whether the memory of the views a and b intersects.
func Overlap[A, B any](a View[A], b View[B]) bool { return overlaps(a, b) }
