//go:build purego || !amd64

package compute

// Without assembly the level is always Go: these are never called.

func sortBlockAsm[K uint32 | uint64]([]K) { panic("compute: no assembly") }

func partitionAsm[K uint32 | uint64]([]K, []K, K) int { panic("compute: no assembly") }
