package compute

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// guardedSlice is n elements that end (atEnd) or start at an
// inaccessible page.
func guardedSlice[E any](t *testing.T, n int, atEnd bool) []E {
	return kerneltest.Guarded[E](t, n, atEnd)
}
