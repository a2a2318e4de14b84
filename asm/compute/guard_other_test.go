//go:build !linux

package compute

import "testing"

// guardedSlice needs Linux's mprotect; elsewhere the guard-page tests
// skip.
func guardedSlice[E any](t *testing.T, n int, atEnd bool) []E {
	t.Skip("guard pages need Linux")
	return nil
}
