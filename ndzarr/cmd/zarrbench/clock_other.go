//go:build !linux

package main

import "time"

// processTime falls back to the wall clock where the process's CPU time
// is not read.
func processTime() time.Duration { return time.Since(start) }
