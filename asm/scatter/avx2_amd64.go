//go:build !purego

package scatter

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 kernels; tests turn it off to run the twins.
var useAVX2 = cpu.X86.HasAVX2
