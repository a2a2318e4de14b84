package safe

import "golang.org/x/sys/unix"

// memoryBytes is MemoryBytes, asked of the kernel once, when the package
// is initialised: every allocation checks against it, and a system call
// each time cost those of small results a tenth of their time.
var memoryBytes = func() int64 {
	var info unix.Sysinfo_t
	if unix.Sysinfo(&info) != nil {
		return 1 << 62
	}
	unit := max(int64(info.Unit), 1)
	return (int64(info.Totalram) + int64(info.Totalswap)) * unit
}()

// MemoryBytes returns the machine's RAM plus swap, or a limit past any
// machine if the kernel does not say.
func MemoryBytes() int64 { return memoryBytes }
