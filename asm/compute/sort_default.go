//go:build purego || !amd64

package compute

// Without assembly the level is always Go: these are never called.

func sortBlockAsm([]uint32) { panic("compute: no assembly") }

func partitionAsm([]uint32, []uint32, uint32) int { panic("compute: no assembly") }
