//go:build !linux

package bulk

import "unsafe"

// adviseHuge does nothing off Linux: there is no portable equivalent of
// MADV_HUGEPAGE.
func adviseHuge(p unsafe.Pointer, n uintptr, collapse bool) {}
