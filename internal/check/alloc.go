package check

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// Alloc returns an error wrapping nd.ErrArgument if an op's result of size
// elements of T would not fit in memory: more bytes than the machine has
// (RAM and swap, where the platform tells) or than Go can allocate. A data-
// driven op must not die in make or be killed for memory on bad input; it
// refuses first, as TensorFlow's allocator does.
func Alloc[T any](op string, size int64) error {
	var zero T
	limit := safe.AllocLimit()
	if elem := int64(unsafe.Sizeof(zero)); elem > 0 && size > limit/elem {
		return fmt.Errorf("%w: %s: a result of %d elements of %d bytes is more than the %d bytes of memory there are",
			nd.ErrArgument, op, size, elem, limit)
	}
	return nil
}
