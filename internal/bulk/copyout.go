package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// MakeCopy returns a new row-major slice of the view's Size() elements and
// whether it holds them already. A contiguous view is copied as it is
// allocated: below hugeBytes by make and copy in one statement, which Go
// compiles to one allocation it does not zero (runtime.makeslicecopy;
// zeroed all the same for elements that hold pointers); from hugeBytes on
// into MakeUninit's slice, which asks for huge pages before the copy first
// touches it. Each byte is written once. Other views get MakeUninit's
// slice, which the caller's own copy writes in full.
func MakeCopy[T any](data []T, l nd.Layout) ([]T, bool) {
	n := l.Size()
	if !l.IsContiguous() {
		return MakeUninit[T](n), false
	}
	src := data[l.Offset : l.Offset+n]
	var zero T
	if uintptr(n)*unsafe.Sizeof(zero) >= hugeBytes {
		out := MakeUninit[T](n)
		copy(out, src)
		return out, true
	}
	out := make([]T, len(src))
	copy(out, src)
	return out, true
}
