//go:build !linux

package npy

import "os"

// reserve does nothing here: NumPy preallocates only on Linux too.
func reserve(f *os.File, off, n int64) error { return nil }
