//go:build !linux

package check

// memoryBytes is unknown here: only Go's own allocation limit applies.
func memoryBytes() int64 { return 1 << 62 }
