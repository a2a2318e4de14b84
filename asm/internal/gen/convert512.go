package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// A wideConversion is a conversion's AVX-512 body: lanes source elements
// at src into one vector of converted elements, 64 bytes of them (32 where
// dst elements are narrower than the source's). The AVX-512 kernels write
// with ordinary stores only: a conversion large enough to stream runs at
// the memory's speed, which the AVX2 streaming kernels already reach,
// while one that stays in the caches is bound by its instructions, which
// 512-bit vectors halve.
type wideConversion struct {
	lanes    int
	body     func(src Mem) VecVirtual
	prologue func() // if not nil, run once before the loop
}

// direct is a conversion one instruction makes from memory, into a ZMM
// register, lanes elements at a time.
func direct(lanes int, convert func(...Op)) wideConversion {
	return wideConversion{lanes, func(s Mem) VecVirtual {
		z := ZMM()
		convert(s, z)
		return z
	}, nil}
}

// toFloat32 is a conversion of sixteen integers that extend widens to
// int32 (zero- or sign-extending), then to float32 (exact below 2^24).
func toFloat32(extend func(...Op)) wideConversion {
	return wideConversion{16, func(s Mem) VecVirtual {
		z := ZMM()
		extend(s, z)
		VCVTDQ2PS(z, z)
		return z
	}, nil}
}

// wideConversions are the conversions with an AVX-512 kernel, by name.
var wideConversions = map[string]wideConversion{
	"Uint8Float32":   toFloat32(VPMOVZXBD),
	"Int8Float32":    toFloat32(VPMOVSXBD),
	"Int16Float32":   toFloat32(VPMOVSXWD),
	"Int32Float32":   direct(16, VCVTDQ2PS),
	"Float32Float64": direct(8, VCVTPS2PD),
	"Float64Float32": {8, func(s Mem) VecVirtual {
		y := YMM()
		VCVTPD2PS(s, y)
		return y
	}, nil},
	// AVX-512DQ converts quadwords directly: rounded to nearest even (the
	// MXCSR default, as CVTSI2SD), and truncated with 1<<63, the integer
	// indefinite, for NaN and values out of range (as CVTTSD2SQ).
	"Int64Float64":   direct(8, VCVTQQ2PD),
	"Float64Int64":   direct(8, VCVTTPD2QQ),
	"Float16Float32": direct(16, VCVTPH2PS),
	"Float32Float16": {16, func(s Mem) VecVirtual {
		z, y := ZMM(), YMM()
		VMOVUPS(s, z)
		VCVTPS2PH(Imm(0), z, y) // round to nearest even; NaNs quieted
		return y
	}, nil},
	"BFloat16Float32": {16, func(s Mem) VecVirtual {
		z := ZMM()
		VPMOVZXWD(s, z)
		VPSLLD(Imm(16), z, z)
		return z
	}, nil},
	// Integer rounding as the AVX2 kernel's (VCVTNEPS2BF16 would flush
	// subnormals to zero), with a mask register choosing the NaNs and one
	// truncating move packing the words.
	"Float32BFloat16": {16, func(s Mem) VecVirtual {
		k := bf16Consts512
		x, lsb, r, abs, q, y := ZMM(), ZMM(), ZMM(), ZMM(), ZMM(), YMM()
		nan := K()
		VMOVDQU32(s, x)
		VPSRLD(Imm(16), x, q)
		VPANDD(k[0], q, lsb)
		VPADDD(k[1], x, r)
		VPADDD(lsb, r, r)
		VPSRLD(Imm(16), r, r)
		VPANDD(k[2], x, abs)
		VPCMPGTD(k[3], abs, nan)
		VPORD(k[4], q, q)
		VMOVDQU32(q, nan, r) // NaNs: their top half, quieted
		VPMOVDW(r, y)
		return y
	}, loadBF16Consts512},
}

// bf16Consts512 are the bfloat16 rounding's constants in 512-bit
// registers (see roundBF16), broadcast once before the loop.
var bf16Consts512 [5]VecVirtual

func loadBF16Consts512() {
	for i, q := range []quad{bf16One, bf16Bias, bf16Abs, bf16Inf, bf16Quiet} {
		z := ZMM()
		VPBROADCASTQ(quadMem(q), z)
		bf16Consts512[i] = z
	}
}

// convertKernel512 emits c's AVX-512 kernel w: n elements (a multiple of
// its block), with ordinary stores.
func convertKernel512(c conversion, w wideConversion) {
	store := func(v VecVirtual, m Mem) { VMOVDQU(v, m) } // a narrowing one's 32 bytes
	if w.lanes*c.dstWidth == 64 {
		store = func(v VecVirtual, m Mem) { VMOVDQU64(v, m) }
	}
	convertLoop("convert"+c.name+"AVX512", "ordinary stores", c, w.lanes, w.prologue, w.body, store)
}
