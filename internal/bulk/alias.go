package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// SharesMemory reports whether the storage of dst overlaps that of params or
// of the indices: a gather writing straight into dst would then overwrite
// its own input before reading it.
func SharesMemory[T any](dst, params []T, ix nd.Indices) bool {
	i64, i32 := ix.IndexValues()
	return overlaps(dst, params) || overlaps(dst, i64) || overlaps(dst, i32)
}

// overlaps reports whether the memory of a and b intersects.
func overlaps[A, B any](a []A, b []B) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	aStart, aEnd := span(a)
	bStart, bEnd := span(b)
	return aStart < bEnd && bStart < aEnd
}

// span returns the address range [start, end) of s's elements.
func span[T any](s []T) (start, end uintptr) {
	start = uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return start, start + uintptr(len(s))*unsafe.Sizeof(s[0])
}
