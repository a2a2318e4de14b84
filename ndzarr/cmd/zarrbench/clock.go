package main

import "time"

// clocks says how the columns are timed, for the report.
const clocks = "1 worker/thread: process CPU time (user + system); 2: wall clock"

var start = time.Now()

// timeOf is the time a read with workers workers is figured by: the
// process's CPU time on one (every thread's: the collector's and the
// file reads' too), which leaves out waiting for a core on a shared
// machine, and the wall clock on more.
func timeOf(s sample, workers int) time.Duration {
	if workers == 1 {
		return s.CPU
	}
	return s.Wall
}
