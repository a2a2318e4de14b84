//go:build purego || !amd64

package compute

// Without assembly the level is always Go: these are never called.

func gemmFloat32Asm(int, []float32, []float32, []float32, int, bool) { panic("compute: no assembly") }

func gemmFloat64Asm(int, []float64, []float64, []float64, int, bool) { panic("compute: no assembly") }
