//go:build !purego

package move

import "golang.org/x/sys/cpu"

// useAVX2 selects the AVX2 kernels; tests turn it off to run the twins.
var useAVX2 = cpu.X86.HasAVX2

// useAVX512 selects the AVX-512VL strided gathers (with useAVX2) for
// gathers that stay in the caches; tests turn it off to run the AVX2 ones.
// BW and VBMI permute words and bytes.
var useAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW &&
	cpu.X86.HasAVX512VBMI
