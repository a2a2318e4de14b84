package nd

import "sync/atomic"

// noHugePages is the inverse of the SetHugePages setting, so that the zero
// value means on.
var noHugePages atomic.Bool

// SetHugePages sets whether new arrays of 4 MiB or more ask the operating
// system for transparent huge pages (madvise MADV_HUGEPAGE on Linux; no
// effect elsewhere). It is on by default, as in NumPy, which does the same
// for the same sizes: random access into a large array (gathers, strided
// views) otherwise spends much of its time on TLB misses: a scalar gather
// from a 64 MiB table measured 7.7 ns per element with 4 KiB pages and 5.7
// with huge pages (a plain Go loop: 10.3 and 7.5). It returns the previous
// setting.
func SetHugePages(on bool) (previous bool) {
	return !noHugePages.Swap(!on)
}

// HugePages reports the SetHugePages setting.
func HugePages() bool { return !noHugePages.Load() }
