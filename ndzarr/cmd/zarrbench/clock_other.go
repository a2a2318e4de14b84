//go:build !linux

package main

import "time"

// processTime falls back to the wall clock where the process's CPU time
// is not read.
func processTime() time.Duration { return time.Since(start) }

// kernelUse is not measured where getrusage's fields differ.
func kernelUse() (time.Duration, int64) { return 0, 0 }
