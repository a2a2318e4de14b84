//go:build !linux

package ndzarr

// adviseHugePages does nothing where there is no madvise(MADV_HUGEPAGE).
func adviseHugePages([]byte) {}
