package main

import (
	"fmt"
	"math"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// A conversion turns `lanes` source elements at src into one vector of
// converted elements, 32 bytes of them (16 where dst elements are narrower
// than the source's, as float64 to float32). Adding one is a row here and
// an entry in asm/convert/convert.go. The float16 pair needs F16C besides AVX2
// (the Go side checks it).
type conversion struct {
	name               string // kernels convertNameAVX2 and convertNameStreamAVX2
	srcWidth, dstWidth int    // bytes per element
	lanes              int    // elements per vector
	doc                string // the Go expression of one element, of x
	body               func(src Mem) VecVirtual
}

// convertUnroll is how many vectors a kernel converts per iteration: its
// block is convertUnroll*lanes elements, which the Go side respects.
const convertUnroll = 4

var conversions = []conversion{
	{"Uint8Float32", 1, 4, 8, "float32(x)", func(s Mem) VecVirtual {
		y := YMM()
		VPMOVZXBD(s, y)
		VCVTDQ2PS(y, y)
		return y
	}},
	{"Int8Float32", 1, 4, 8, "float32(x)", func(s Mem) VecVirtual {
		y := YMM()
		VPMOVSXBD(s, y)
		VCVTDQ2PS(y, y)
		return y
	}},
	{"Int16Float32", 2, 4, 8, "float32(x)", func(s Mem) VecVirtual {
		y := YMM()
		VPMOVSXWD(s, y)
		VCVTDQ2PS(y, y)
		return y
	}},
	{"Int32Float32", 4, 4, 8, "float32(x)", func(s Mem) VecVirtual {
		y := YMM()
		VCVTDQ2PS(s, y)
		return y
	}},
	{"Float32Float64", 4, 8, 4, "float64(x)", func(s Mem) VecVirtual {
		y := YMM()
		VCVTPS2PD(s, y)
		return y
	}},
	{"Float64Float32", 8, 4, 4, "float32(x)", func(s Mem) VecVirtual {
		x := XMM()
		VCVTPD2PSY(s, x)
		return x
	}},
	{"Int64Float64", 8, 8, 4, "float64(x)", int64ToFloat64},
	{"Float64Int64", 8, 8, 4, "truncInt64(x)", float64ToInt64},
	{"Float16Float32", 2, 4, 8, "float16.Frombits(x).Float32()", func(s Mem) VecVirtual {
		y := YMM()
		VCVTPH2PS(s, y)
		return y
	}},
	{"Float32Float16", 4, 2, 8, "float16.Fromfloat32(x).Bits()", func(s Mem) VecVirtual {
		y, x := YMM(), XMM()
		VMOVUPS(s, y)
		VCVTPS2PH(Imm(0), y, x) // round to nearest even; NaNs quieted
		return x
	}},
	{"BFloat16Float32", 2, 4, 8, "math.Float32frombits(uint32(x) << 16)", func(s Mem) VecVirtual {
		y := YMM()
		VPMOVZXWD(s, y)
		VPSLLD(Imm(16), y, y)
		return y
	}},
	{"Float32BFloat16", 4, 2, 16, "bfloat16Bits(x)", float32ToBFloat16},
}

// float32ToBFloat16 rounds sixteen float32 to bfloat16 with integer
// arithmetic on their bits b: (b + 0x7fff + (b>>16)&1) >> 16 rounds to
// nearest, ties to even (carrying into the exponent, up to infinity,
// where it must); a NaN (b&0x7fffffff > 0x7f800000) instead keeps its top
// half with the quiet bit 0x40 set. The two vectors of dwords are packed
// into one of words.
func float32ToBFloat16(s Mem) VecVirtual {
	lo, hi := roundBF16(s), roundBF16(s.Offset(32))
	Comment("Pack the sixteen dwords (each below 2^16) to words, in order.")
	VPACKUSDW(hi, lo, lo)
	VPERMQ(Imm(0xD8), lo, lo)
	return lo
}

// roundBF16 rounds the eight float32 at s to bfloat16, one per dword.
func roundBF16(s Mem) VecVirtual {
	k := bf16Consts
	x, lsb, r, abs, nan, q := YMM(), YMM(), YMM(), YMM(), YMM(), YMM()
	VMOVDQU(s, x)
	VPSRLD(Imm(16), x, q)
	VPAND(k[0], q, lsb)
	VPADDD(k[1], x, r)
	VPADDD(lsb, r, r)
	VPSRLD(Imm(16), r, r)
	VPAND(k[2], x, abs)
	VPCMPGTD(k[3], abs, nan)
	VPOR(k[4], q, q)
	VPBLENDVB(nan, q, r, r)
	return r
}

// bf16Consts are roundBF16's constants, broadcast into registers once
// before the loop (by loadBF16Consts, its kernels' prologue).
var bf16Consts [5]VecVirtual

func loadBF16Consts() {
	for i, q := range []quad{bf16One, bf16Bias, bf16Abs, bf16Inf, bf16Quiet} {
		bf16Consts[i] = broadcast(q)
	}
}

// prologues are the conversions' code run once before their loop.
var prologues = map[string]func(){"Float32BFloat16": loadBF16Consts}

// int64ToFloat64 converts four int64 exactly as CVTSI2SD does, with one
// rounding: the top 16 bits (signed, times 2^48) and the low 48 bits are
// each made an exact double by placing their bits under a magic exponent,
// and the one rounding is their sum.
func int64ToFloat64(s Mem) VecVirtual {
	x, hi, lo, zero := YMM(), YMM(), YMM(), YMM()
	VMOVDQU(s, x)
	Comment("hi = bits(3·2^67) + (x>>48)<<32: the double 3·2^67 + (x>>48)·2^48.")
	VPSRAD(Imm(16), x, hi)
	VPXOR(zero, zero, zero)
	VPBLENDW(Imm(0x33), zero, hi, hi)
	VPADDQ(broadcast(magicHi), hi, hi)
	Comment("lo = bits(2^52) | x&(2^48-1): the double 2^52 + x mod 2^48.")
	VPBLENDW(Imm(0x88), broadcast(magicLo), x, lo)
	VSUBPD(broadcast(magicHiLo), hi, hi)
	VADDPD(lo, hi, hi)
	return hi
}

// float64ToInt64 converts four float64 as CVTTSD2SQ does: truncated toward
// zero, and math.MinInt64 for NaN and values outside [-2^63, 2^63). The
// truncated value t is split into hi = floor(t/2^32), which
// VCVTTPD2DQ converts, and lo = t - hi·2^32 in [0, 2^32), whose bits
// 2^52 + lo holds; both steps are exact.
func float64ToInt64(s Mem) VecVirtual {
	x, t, hi, lo, r, ok, hiq := YMM(), YMM(), YMM(), YMM(), YMM(), YMM(), YMM()
	VMOVUPD(s, x)
	VROUNDPD(Imm(3), x, t) // toward zero
	VMULPD(broadcast(twoMinus32), t, hi)
	VROUNDPD(Imm(1), hi, hi) // floor
	VMULPD(broadcast(two32), hi, lo)
	VSUBPD(lo, t, lo)
	VADDPD(broadcast(magicLo), lo, lo)
	h := XMM()
	VCVTTPD2DQY(hi, h)
	VPMOVSXDQ(h, hiq)
	VPSLLQ(Imm(32), hiq, hiq)
	VPBLENDD(Imm(0b01010101), lo, hiq, r)
	Comment("NaN and values outside [-2^63, 2^63) give math.MinInt64.")
	VCMPPD(Imm(0x1D), broadcast(minInt64F), x, ok) // x >= -2^63, ordered
	VCMPPD(Imm(0x11), broadcast(twoTo63), x, t)    // x < 2^63, ordered
	VANDPD(t, ok, ok)
	VBLENDVPD(ok, r, broadcast(minInt64), r)
	return r
}

// The 64-bit constants of the kernels, by name.
var (
	magicHi    = quad{"convMagicHi", math.Float64bits(3 << 67)}
	magicLo    = quad{"convMagicLo", math.Float64bits(1 << 52)}
	magicHiLo  = quad{"convMagicHiLo", math.Float64bits(3<<67 + 1<<52)}
	twoMinus32 = quad{"convTwoMinus32", math.Float64bits(1.0 / (1 << 32))}
	two32      = quad{"convTwo32", math.Float64bits(1 << 32)}
	twoTo63    = quad{"convTwo63", math.Float64bits(1 << 63)}
	minInt64F  = quad{"convMinInt64F", math.Float64bits(-(1 << 63))}
	minInt64   = quad{"convMinInt64", 1 << 63}
	bf16One    = quad{"convBF16One", 0x00000001_00000001}
	bf16Bias   = quad{"convBF16Bias", 0x00007fff_00007fff}
	bf16Abs    = quad{"convBF16Abs", 0x7fffffff_7fffffff}
	bf16Inf    = quad{"convBF16Inf", 0x7f800000_7f800000}
	bf16Quiet  = quad{"convBF16Quiet", 0x00000040_00000040}
)

// A quad is a named 64-bit constant, emitted once as read-only data.
type quad struct {
	name string
	bits uint64
}

var emittedQuads = map[string]Mem{}

// broadcast returns q in all four quadwords of a new register.
func broadcast(q quad) VecVirtual {
	y := YMM()
	VBROADCASTSD(quadMem(q), y)
	return y
}

// quadMem returns the read-only data of q, emitting it the first time.
func quadMem(q quad) Mem {
	m, ok := emittedQuads[q.name]
	if !ok {
		m = GLOBL(q.name, RODATA|NOPTR)
		DATA(0, U64(q.bits))
		emittedQuads[q.name] = m
	}
	return m
}

// convertKernel emits one kernel of c: n elements (a multiple of its
// block), with ordinary stores or, if stream, non-temporal ones into a
// dst that must be 32-byte aligned.
func convertKernel(c conversion, stream bool) {
	name, how, store := "convert"+c.name+"AVX2", "ordinary stores", func(v VecVirtual, m Mem) { VMOVDQU(v, m) }
	if stream {
		name, how = "convert"+c.name+"StreamAVX2", "non-temporal stores into 32-byte aligned dst"
		store = func(v VecVirtual, m Mem) { VMOVNTDQ(v, m) }
	}
	convertLoop(name, how, c, c.lanes, prologues[c.name], c.body, store)
}

// convertLoop emits the kernel name of c converting lanes elements per
// vector with body, convertUnroll vectors an iteration, each written by
// store, after prologue (if not nil); how says which stores, for its doc
// comment.
func convertLoop(name, how string, c conversion, lanes int, prologue func(), body func(Mem) VecVirtual,
	store func(VecVirtual, Mem)) {
	block := convertUnroll * lanes
	TEXT(name, NOSPLIT, "func(dst, src *byte, n int)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for n a multiple of %d,", name, block),
		"",
		"\tfor i, x := range src[:n] {",
		fmt.Sprintf("\t\tdst[i] = %s", c.doc),
		"\t}",
		"",
		"with "+how+".")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	loop, done := name+"_loop", name+"_done"
	if prologue != nil {
		prologue()
	}
	Label(loop)
	CMPQ(n, Imm(0))
	JLE(LabelRef(done))
	vecs := make([]VecVirtual, convertUnroll)
	for u := range vecs {
		vecs[u] = body(Mem{Base: s, Disp: u * lanes * c.srcWidth})
	}
	for u, v := range vecs {
		store(v, Mem{Base: d, Disp: u * lanes * c.dstWidth})
	}
	ADDQ(U32(block*c.srcWidth), s)
	ADDQ(U32(block*c.dstWidth), d)
	SUBQ(Imm(uint64(block)), n)
	JMP(LabelRef(loop))
	Label(done)
	VZEROUPPER()
	RET()
}
