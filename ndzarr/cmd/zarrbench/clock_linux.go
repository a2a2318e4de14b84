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
