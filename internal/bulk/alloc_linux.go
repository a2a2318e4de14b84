package bulk

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

var pageSize = uintptr(os.Getpagesize())

// adviseHuge marks the whole pages of the n bytes at p MADV_HUGEPAGE, so that the
// kernel backs them with 2 MiB pages where it can (when its
// transparent_hugepage setting is "madvise" or "always"). Errors are
// ignored: the advice only ever changes speed.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	start, length := pageAligned(uintptr(p), n, pageSize)
	if length == 0 {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), length)
	_ = unix.Madvise(mem, unix.MADV_HUGEPAGE)
}
