package main

import (
	"time"

	"golang.org/x/sys/unix"
)

// processTime is the CPU time of every thread of the process.
func processTime() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return time.Since(start)
	}
	return time.Duration(ts.Nano())
}

// kernelUse is the process's system CPU time and minor page faults so far.
func kernelUse() (time.Duration, int64) {
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &ru) != nil {
		return 0, 0
	}
	return time.Duration(ru.Stime.Nano()), ru.Minflt
}
