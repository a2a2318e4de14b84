//go:build !purego

package convert

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 kernels; tests turn it off to run the twins.
var useAVX2 = cpu.X86.HasAVX2

// useF16C selects the float16 conversion kernels (with useAVX2).
var useF16C = cpu.X86.HasF16C
