package main

import "time"

// clocks says how the columns are timed, for the report.
const clocks = "1 worker/thread: process CPU time (user + system); 2: wall clock"

var start = time.Now()

// clockOf is the clock a read with workers workers is timed by: the
// process's CPU time on one (every thread's: the collector's and the
// file reads' too), the wall clock on more.
func clockOf(workers int) func() time.Duration {
	if workers == 1 {
		return processTime
	}
	return func() time.Duration { return time.Since(start) }
}
