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
// error. Make panics as checkCount does.
func Make[T any](n int64) []T {
	checkCount[T](n)
	s := make([]T, n)
	var zero T
	if bytes := uintptr(n) * unsafe.Sizeof(zero); bytes >= hugeBytes && nd.HugePages() {
		advise(unsafe.Pointer(unsafe.SliceData(s)), bytes, true)
	}
	return s
}

// checkCount panics with an *nd.Error wrapping nd.ErrArgument unless n
// elements of T can be allocated: n is not negative, and their bytes fit
// in nd.MemoryLimit (the error then wraps nd.ErrMemory too). Beyond memory
// make does not panic: the runtime dies with a fatal error no recover
// catches, for a result as easily asked for as New of a huge shape or the
// sum of two long vectors broadcast against each other.
func checkCount[T any](n int64) {
	var zero T
	size := int64(unsafe.Sizeof(zero))
	if n < 0 || n > safe.MaxElems[T]() || n*size > safe.AllocLimit() {
		refuseCount(n, size)
	}
}

// refuseCount panics with checkCount's error; out of line, so that the
// check inlines into every allocation.
func refuseCount(n, size int64) {
	if err := nd.CheckMemory(n, size); n >= 0 && err != nil {
		panic(nd.ErrorPrefix("nd: ").Wrapf(nd.ErrArgument, err, "%d elements of %d bytes cannot be allocated", n, size))
	}
	panic(nd.Errorf(nd.ErrArgument, "%d elements cannot be allocated", n))
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
