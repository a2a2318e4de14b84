package bulk

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

var pageSize = uintptr(os.Getpagesize())

// hugePageSize is the size of a transparent huge page on amd64 and arm64
// with 4 KiB pages, the unit MADV_COLLAPSE works in.
const hugePageSize = 2 << 20

// adviseHuge marks the whole pages of the n bytes at p MADV_HUGEPAGE, so that the
// kernel backs them with 2 MiB pages where it can (when its
// transparent_hugepage setting is "madvise" or "always"). Memory the
// runtime reused is already faulted in (it zeroed it), in small pages the
// advice alone leaves as they are (khugepaged collapses them in time):
// with collapse set, that memory is collapsed into huge pages at once
// (MADV_COLLAPSE, Linux 6.1), which copies it. Errors are ignored: the
// advice only ever changes speed.
func adviseHuge(p unsafe.Pointer, n uintptr, collapse bool) {
	start, length := pageAligned(uintptr(p), n, pageSize)
	if length == 0 {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), length)
	_ = unix.Madvise(mem, unix.MADV_HUGEPAGE)
	if !collapse {
		return
	}
	hs, hl := pageAligned(start, length, hugePageSize)
	if hl == 0 {
		return
	}
	huge := mem[hs-start : hs-start+hl]
	if resident(huge[:pageSize]) {
		_ = unix.Madvise(huge, unix.MADV_COLLAPSE)
	}
}

// resident reports whether the page b is in memory.
func resident(b []byte) bool {
	var vec [1]byte
	_, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(unsafe.SliceData(b))),
		uintptr(len(b)), uintptr(unsafe.Pointer(&vec[0])))
	return errno == 0 && vec[0]&1 != 0
}
