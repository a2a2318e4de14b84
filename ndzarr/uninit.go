package ndzarr

import (
	"strings"
	"unsafe"

	"github.com/ndgo/ndarray/internal/safe"
)

// uninitFrom is the result size (bytes) from which a read's result is
// allocated without zeroing: below it, make's memclr costs little.
const uninitFrom = 1 << 20

// uninitialized returns n elements of T whose memory need not be zeroed:
// for results every element of which the caller overwrites before anyone
// else sees them. make zeroes what it allocates (a memclr of the whole
// result when the runtime reuses freed memory: about a tenth of a fast
// read), where NumPy's np.empty does not.
//
// strings.Builder.Grow is the standard library's one allocation without
// zeroing; the builder's buffer (at least n elements, holding no
// pointers, as T holds none) is taken over and the builder dropped, so
// nothing else refers to the memory. Small sizes, and a buffer not
// aligned for T (large allocations are page-aligned), fall back to make.
func uninitialized[T element](n int64) []T {
	var zero T
	bytes, ok := safe.Mul(n, int64(unsafe.Sizeof(zero)))
	if !ok || bytes < uninitFrom || bytes > int64(maxInt) {
		return make([]T, n) // make panics on sizes no memory holds, as before
	}
	var b strings.Builder
	b.Grow(int(bytes))
	b.WriteByte(0) // a string of length 1 has the buffer's address
	if int64(b.Cap()) < bytes {
		return make([]T, n)
	}
	p := unsafe.StringData(b.String())
	if uintptr(unsafe.Pointer(p))%unsafe.Alignof(zero) != 0 {
		return make([]T, n)
	}
	return unsafe.Slice((*T)(unsafe.Pointer(p)), n)
}

const maxInt = int(^uint(0) >> 1)
