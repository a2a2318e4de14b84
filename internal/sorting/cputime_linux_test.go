package sorting

import (
	"syscall"
	"unsafe"
)

// threadCPU returns the CPU time the calling thread has used, in ns: on a
// shared machine it leaves out the time other processes had the core.
// clock_gettime(CLOCK_THREAD_CPUTIME_ID) counts in ns, where getrusage
// counts in scheduler ticks.
func threadCPU() int64 {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	_, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime,
		uintptr(unsafe.Pointer(&ts)), 0)
	if e != 0 {
		return 0
	}
	return ts.Nano()
}
