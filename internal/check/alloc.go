package check

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// Alloc returns an error wrapping nd.ErrArgument and nd.ErrMemory if an
// op's result of size elements of T would not fit in nd.MemoryLimit. A
// data-driven op must not die in make or be killed for memory on bad
// input; it refuses first, as TensorFlow's allocator does.
func Alloc[T any](op string, size int64) error {
	var zero T
	if err := nd.CheckMemory(size, int64(unsafe.Sizeof(zero))); err != nil {
		return fmt.Errorf("%w: %s: a result of %d elements: %w", nd.ErrArgument, op, size, err)
	}
	return nil
}
