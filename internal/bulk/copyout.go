package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// MakeCopy returns a new row-major slice of the view's Size() elements and
// whether it holds them already. A contiguous view is copied by make and
// copy in one statement, which Go compiles to one allocation it does not
// zero (runtime.makeslicecopy; zeroed all the same for elements that hold
// pointers): each byte is written once. Other views get Make's zeroed
// slice for the caller's own copy. A copy of hugeBytes or more gets the
// huge-page advice Make gives, after the copy rather than before: the
// copy's first touch then faults in small pages, which the advice
// collapses where the kernel can (see adviseHuge).
func MakeCopy[T any](data []T, l nd.Layout) ([]T, bool) {
	n := l.Size()
	if !l.IsContiguous() {
		return Make[T](n), false
	}
	src := data[l.Offset : l.Offset+n]
	out := make([]T, len(src))
	copy(out, src)
	var zero T
	if bytes := uintptr(n) * unsafe.Sizeof(zero); bytes >= hugeBytes && nd.HugePages() {
		advise(unsafe.Pointer(unsafe.SliceData(out)), bytes)
	}
	return out, true
}
