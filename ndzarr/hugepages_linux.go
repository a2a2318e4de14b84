package ndzarr

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePagesFrom is the size from which a read's result is advised into
// transparent huge pages, NumPy's threshold for the same advice.
const hugePagesFrom = 4 << 20

// adviseHugePages asks the kernel to back the not yet touched memory of a
// large result with huge pages (where THP is in "madvise" mode, as on
// Debian): writing a fresh 1 GiB result otherwise takes a page fault
// every 4 KiB, which cost as much as decoding the chunks. NumPy gives
// its large arrays the same advice. It is advice only: the contents and
// the memory's ownership are unchanged, and a failure is ignored. Only
// the whole pages inside b are named.
func adviseHugePages(b []byte) {
	if len(b) < hugePagesFrom {
		return
	}
	page := uintptr(os.Getpagesize())
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	skip := int((page - start%page) % page)
	whole := (len(b) - skip) / int(page) * int(page)
	_ = unix.Madvise(b[skip:skip+whole], unix.MADV_HUGEPAGE)
}
