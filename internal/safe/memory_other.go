//go:build !linux

package safe

// MemoryBytes is unknown here: only Go's own allocation limit applies.
func MemoryBytes() int64 { return 1 << 62 }
