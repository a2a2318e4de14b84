//go:build !purego

package convert

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 kernels; tests turn it off to run the twins.
var useAVX2 = cpu.X86.HasAVX2

// useF16C selects the float16 conversion kernels (with useAVX2).
var useF16C = cpu.X86.HasF16C

// useAVX512 selects the AVX-512 kernels (with useAVX2) for conversions
// that stay in the caches; tests turn it off to run the AVX2 ones. DQ
// converts quadwords.
var useAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ
