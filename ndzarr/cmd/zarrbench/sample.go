package main

import "time"

// sample is one timed read with both clocks and the minor page faults,
// so that a round's figure can be checked against the other clock.
type sample struct {
	CPU    time.Duration `json:"cpu_ns"`  // the process's CPU time (user + system)
	Wall   time.Duration `json:"wall_ns"` // the wall clock
	Sys    time.Duration `json:"sys_ns"`  // the part of CPU spent in the kernel
	Faults int64         `json:"minor_faults"`
}

// startSample reads the clocks before a read; its result, called after
// the read, returns the sample.
func startSample() func() sample {
	sys, faults := kernelUse()
	cpu, wall := processTime(), time.Now()
	return func() sample {
		s := sample{CPU: processTime() - cpu, Wall: time.Since(wall)}
		sys1, faults1 := kernelUse()
		s.Sys, s.Faults = sys1-sys, faults1-faults
		return s
	}
}
