package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// hugeBytes is the size from which Make asks for huge pages: NumPy's
// threshold (a huge page is 2 MiB; smaller arrays could gain at most a
// page or two).
const hugeBytes = 4 << 20

// Make returns a zeroed slice of n elements, like make, and asks for
// transparent huge pages behind it when it is hugeBytes or larger and
// nd.HugePages is on. The request is a hint: memory the runtime reuses may
// already be mapped with small pages, and a kernel that refuses is not an
// error. Make panics with nd.ErrArgument where make would panic with a
// runtime error: n is more than Go can allocate.
func Make[T any](n int64) []T {
	if n > safe.MaxElems[T]() {
		panic(nd.Errorf(nd.ErrArgument, "%d elements are more than can be allocated", n))
	}
	s := make([]T, n)
	var zero T
	if bytes := uintptr(n) * unsafe.Sizeof(zero); bytes >= hugeBytes && nd.HugePages() {
		advise(unsafe.Pointer(unsafe.SliceData(s)), bytes, true)
	}
	return s
}

// advise is adviseHuge; tests replace it to see the calls.
var advise = adviseHuge

// pageAligned returns the whole pages of pageSize inside [p, p+n): their
// start and length, 0 if there is none.
func pageAligned(p, n, pageSize uintptr) (start, length uintptr) {
	start = (p + pageSize - 1) &^ (pageSize - 1)
	end := (p + n) &^ (pageSize - 1)
	if end <= start {
		return 0, 0
	}
	return start, end - start
}
