//go:build !purego

package compute

import "golang.org/x/sys/cpu"

// best is the best level the CPU has.
var best = func() Level {
	x := cpu.X86
	switch {
	case x.HasAVX512F && x.HasAVX512BW && x.HasAVX512DQ && x.HasAVX512VL && x.HasFMA && x.HasBMI2 && // BMI2: the masked tails' BZHI
		x.HasPOPCNT: // the nonzero counts
		return AVX512
	case x.HasAVX2 && x.HasFMA && x.HasPOPCNT:
		return AVX2
	}
	return Go
}()
