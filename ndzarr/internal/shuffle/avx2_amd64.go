//go:build !purego

package shuffle

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 kernels; tests turn it off to run the Go loops.
var useAVX2 = cpu.X86.HasAVX2
