package main

import (
	"fmt"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// A shuffle turns the source bytes at src into one 32-byte vector of
// output elements (for reversals src points at the element that goes
// first, the highest address of the block).
type shuffle struct {
	name    string
	width   int // element bytes
	stride  int // source elements between consecutive outputs
	advance int // bytes src moves per vector
	body    func(src Register, out VecVirtual)
}

var shuffles = []shuffle{
	{"streamGather32Stride2AVX2", 4, 2, 64, func(s Register, out VecVirtual) {
		a, b := YMM(), YMM()
		VMOVDQU(Mem{Base: s}, a)
		VMOVDQU(Mem{Base: s, Disp: 32}, b)
		Comment("Per 128-bit lane: a0 a2 b0 b2 | a4 a6 b4 b6; then order the quadwords 0 2 1 3.")
		VSHUFPS(Imm(0x88), b, a, out)
		VPERMQ(Imm(0xD8), out, out)
	}},
	{"streamGather64Stride2AVX2", 8, 2, 64, func(s Register, out VecVirtual) {
		a, b := YMM(), YMM()
		VMOVDQU(Mem{Base: s}, a)
		VMOVDQU(Mem{Base: s, Disp: 32}, b)
		Comment("Per 128-bit lane: a0 b0 | a2 b2; then order the quadwords 0 2 1 3.")
		VPUNPCKLQDQ(b, a, out)
		VPERMQ(Imm(0xD8), out, out)
	}},
	{"streamGather32Stride3AVX2", 4, 3, 96, func(s Register, out VecVirtual) {
		Comment("From 24 elements a, b, c take a0 a3 a6 b1 b4 b7 c2 c5:",
			"each vector permuted into its lanes, then blended.")
		a, b, c, p := YMM(), YMM(), YMM(), YMM()
		VMOVDQU(stride3Index(), p)
		VPERMD(Mem{Base: s}, p, a)
		VPERMD(Mem{Base: s, Disp: 32}, p, b)
		VPERMD(Mem{Base: s, Disp: 64}, p, c)
		VPBLENDD(Imm(0b00111000), b, a, a)
		VPBLENDD(Imm(0b11000000), c, a, out)
	}},
	{"streamGather64Stride3AVX2", 8, 3, 96, func(s Register, out VecVirtual) {
		Comment("From 12 elements a, b, c take a0 a3 b2 c1: each vector's",
			"quadwords permuted into place, then blended.")
		a, b, c := YMM(), YMM(), YMM()
		VPERMQ(Imm(0b00_00_11_00), Mem{Base: s}, a)           // a0 a3 . .
		VPERMQ(Imm(0b00_10_00_00), Mem{Base: s, Disp: 32}, b) // . . b2 .
		VPERMQ(Imm(0b01_00_00_00), Mem{Base: s, Disp: 64}, c) // . . . c1
		VPBLENDD(Imm(0b00110000), b, a, a)
		VPBLENDD(Imm(0b11000000), c, a, out)
	}},
	{"streamGather32Stride4AVX2", 4, 4, 128, func(s Register, out VecVirtual) {
		Comment("From 32 elements a, b, c, d take a0 a4 b0 b4 c0 c4 d0 d4: two rounds",
			"of taking dwords 0 and 2 of each lane leave a0 b0 c0 d0 | a4 b4 c4 d4,",
			"which one permutation orders.")
		a, b, c, d, p := YMM(), YMM(), YMM(), YMM(), YMM()
		VMOVDQU(Mem{Base: s}, a)
		VMOVDQU(Mem{Base: s, Disp: 32}, b)
		VMOVDQU(Mem{Base: s, Disp: 64}, c)
		VMOVDQU(Mem{Base: s, Disp: 96}, d)
		VSHUFPS(Imm(0x88), b, a, a)
		VSHUFPS(Imm(0x88), d, c, c)
		VSHUFPS(Imm(0x88), c, a, a)
		VMOVDQU(stride4Index(), p)
		VPERMD(a, p, out)
	}},
	{"streamGather64Stride4AVX2", 8, 4, 128, func(s Register, out VecVirtual) {
		Comment("From 16 elements a, b, c, d take a0 b0 c0 d0: quadword 0 of each",
			"lane paired (a0 b0 | a2 b2, c0 d0 | c2 d2), then the low lanes joined.")
		a, b, c, d := YMM(), YMM(), YMM(), YMM()
		VMOVDQU(Mem{Base: s}, a)
		VMOVDQU(Mem{Base: s, Disp: 32}, b)
		VMOVDQU(Mem{Base: s, Disp: 64}, c)
		VMOVDQU(Mem{Base: s, Disp: 96}, d)
		VPUNPCKLQDQ(b, a, a)
		VPUNPCKLQDQ(d, c, c)
		VPERM2I128(Imm(0x20), c, a, out)
	}},
	{"streamGather8Stride2AVX2", 1, 2, 64, evenShuffle(evenBytes)},
	{"streamGather16Stride2AVX2", 2, 2, 64, evenShuffle(evenWords)},
	{"streamReverse8AVX2", 1, -1, -32, func(s Register, out VecVirtual) {
		VMOVDQU(Mem{Base: s, Disp: -31}, out)
		Comment("Reverse the bytes of each lane, then swap the lanes.")
		VPSHUFB(reverseBytes(), out, out)
		VPERMQ(Imm(0x4E), out, out)
	}},
	{"streamReverse16AVX2", 2, -1, -32, func(s Register, out VecVirtual) {
		VMOVDQU(Mem{Base: s, Disp: -30}, out)
		Comment("Reverse the words of each lane, then swap the lanes.")
		VPSHUFB(reverseWords(), out, out)
		VPERMQ(Imm(0x4E), out, out)
	}},
	{"streamReverse32AVX2", 4, -1, -32, func(s Register, out VecVirtual) {
		VMOVDQU(Mem{Base: s, Disp: -28}, out)
		Comment("Reverse the dwords of each lane, then swap the lanes.")
		VPSHUFD(Imm(0x1B), out, out)
		VPERMQ(Imm(0x4E), out, out)
	}},
	{"streamReverse64AVX2", 8, -1, -32, func(s Register, out VecVirtual) {
		VMOVDQU(Mem{Base: s, Disp: -24}, out)
		VPERMQ(Imm(0x1B), out, out)
	}},
}

// evenShuffle is the stride-2 body for 1- and 2-byte elements: from the
// 64 bytes a, b at src, each lane's even elements packed into its low
// half (mask), the halves of a and b paired per lane, then the quadwords
// ordered 0 2 1 3.
func evenShuffle(mask func() Mem) func(s Register, out VecVirtual) {
	return func(s Register, out VecVirtual) {
		a, b := YMM(), YMM()
		VMOVDQU(Mem{Base: s}, a)
		VMOVDQU(Mem{Base: s, Disp: 32}, b)
		VPSHUFB(mask(), a, a) // Go operand order: mask, data, destination

		VPSHUFB(mask(), b, b)
		VPUNPCKLQDQ(b, a, out)
		VPERMQ(Imm(0xD8), out, out)
	}
}

// stride3Index is the VPERMD index that puts, for each of the three source
// vectors of a stride-3 gather, the elements it contributes into the
// output lanes they go to: lanes 0-2 take a0 a3 a6, lanes 3-5 b1 b4 b7,
// lanes 6-7 c2 c5 (one index serves all three, as each vector's elements
// land in different lanes).
var stride3Index = constVector("stride3index", 0, 3, 6, 1, 4, 7, 2, 5)

// stride4Index is the VPERMD index that orders a0 b0 c0 d0 | a4 b4 c4 d4
// as a0 a4 b0 b4 c0 c4 d0 d4.
var stride4Index = constVector("stride4index", 0, 4, 1, 5, 2, 6, 3, 7)

// evenBytes and evenWords are VPSHUFB masks that put the even bytes (even
// 16-bit words) of each 128-bit lane into the lane's low 8 bytes; the high
// 8 bytes get zeros (0x80).
var (
	evenBytes = constVector("evenbytes", laneMask(0, 2, 4, 6, 8, 10, 12, 14)...)
	evenWords = constVector("evenwords", laneMask(0, 1, 4, 5, 8, 9, 12, 13)...)
)

// reverseBytes and reverseWords are VPSHUFB masks that reverse the bytes
// (16-bit words) of each 128-bit lane.
var (
	reverseBytes = constVector("reversebytes", laneMask(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)...)
	reverseWords = constVector("reversewords", laneMask(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)...)
)

// laneMask returns the dwords of a VPSHUFB mask that takes the given
// bytes of each lane, in order, and zeros the rest of the lane.
func laneMask(take ...byte) []uint32 {
	var lane [16]byte
	for i := range lane {
		lane[i] = 0x80
	}
	copy(lane[:], take)
	dwords := make([]uint32, 8)
	for i := range dwords {
		j := 4 * (i % 4)
		dwords[i] = uint32(lane[j]) | uint32(lane[j+1])<<8 | uint32(lane[j+2])<<16 | uint32(lane[j+3])<<24
	}
	return dwords
}

// constVector returns a function that gives the read-only vector of the
// eight dwords vals, emitting it the first time it is asked for (so that
// only the kernel sets that use it have it).
func constVector(name string, vals ...uint32) func() Mem {
	var m Mem
	made := false
	return func() Mem {
		if !made {
			m = GLOBL(name, RODATA|NOPTR)
			for i, v := range vals {
				DATA(4*i, U32(v))
			}
			made = true
		}
		return m
	}
}

// shufflePrefetch is how far ahead (in bytes) the shuffle kernels prefetch
// their source: enough to hide the hardware prefetcher's restart at each
// page, while longer distances evict lines before they are used.
const shufflePrefetch = 1024

// streamShuffle emits one kernel: dst[i] = src[i*stride] for n elements,
// the 32-byte aligned part of dst written with non-temporal stores.
func streamShuffle(k shuffle) {
	d, s, n, per := shuffleHead(k.name, k, "; the",
		"whole cache lines of dst are written with non-temporal stores.")

	Comment("Single elements until dst is at a cache-line boundary, then whole",
		"lines (two vectors) streamed, then single elements again: a line is",
		"never written partly by ordinary stores and partly by streaming ones.")
	Label("head")
	CMPQ(n, Imm(0))
	JE(LabelRef("done"))
	TESTQ(U32(63), d)
	JZ(LabelRef("loop"))
	moveOne(k, d, s, n)
	JMP(LabelRef("head"))

	Label("loop")
	CMPQ(n, Imm(uint64(2*per)))
	JL(LabelRef("tail"))
	Comment(fmt.Sprintf("Prefetch the source %d bytes ahead: the hardware prefetcher restarts", shufflePrefetch),
		"at every 4 KiB page, and the shuffles have no spare loads to hide it.")
	consumed := 2 * k.advance
	if consumed < 0 {
		consumed = -consumed
	}
	for off := 0; off < consumed; off += 64 {
		disp := shufflePrefetch + off
		if k.advance < 0 {
			disp = -disp
		}
		PREFETCHT0(Mem{Base: s, Disp: disp})
	}
	for half := range 2 {
		out := YMM()
		k.body(s, out)
		VMOVNTDQ(out, Mem{Base: d, Disp: 32 * half})
		nextVector(k, s)
	}
	ADDQ(Imm(64), d)
	SUBQ(Imm(uint64(2*per)), n)
	JMP(LabelRef("loop"))

	shuffleTail(k, d, s, n)
}

// cachedShuffle emits the ordinary-store twin of a streaming shuffle
// kernel, for destinations that stay in cache: the same shuffles, four
// vectors per iteration, no alignment head and no prefetch. Its name drops
// the "stream" prefix: streamGather32Stride2AVX2 -> gather32Stride2AVX2.
func cachedShuffle(k shuffle) {
	name := cachedName(k.name)
	d, s, n, per := shuffleHead(name, k, ", with", "ordinary stores.")

	Comment(fmt.Sprintf("%d vectors per iteration, then one at a time.", cachedUnroll))
	Label("loop")
	CMPQ(n, U32(uint64(cachedUnroll*per)))
	JL(LabelRef("single"))
	for v := range cachedUnroll {
		out := YMM()
		k.body(s, out)
		VMOVDQU(out, Mem{Base: d, Disp: 32 * v})
		nextVector(k, s)
	}
	ADDQ(U32(uint64(32*cachedUnroll)), d)
	SUBQ(U32(uint64(per*cachedUnroll)), n)
	JMP(LabelRef("loop"))

	Label("single")
	CMPQ(n, Imm(uint64(per)))
	JL(LabelRef("tail"))
	out := YMM()
	k.body(s, out)
	VMOVDQU(out, Mem{Base: d})
	nextVector(k, s)
	ADDQ(Imm(32), d)
	SUBQ(Imm(uint64(per)), n)
	JMP(LabelRef("single"))

	shuffleTail(k, d, s, n)
}

// shuffleTail emits the end of a shuffle kernel: the last elements one
// at a time.
func shuffleTail(k shuffle, d, s, n Register) {
	Label("tail")
	CMPQ(n, Imm(0))
	JE(LabelRef("done"))
	moveOne(k, d, s, n)
	JMP(LabelRef("tail"))

	Label("done")
	VZEROUPPER()
	RET()
}

// nextVector moves s to the source of the shuffle's next output vector.
func nextVector(k shuffle, s Register) {
	if k.advance > 0 {
		ADDQ(U32(uint64(k.advance)), s)
	} else {
		SUBQ(U32(uint64(-k.advance)), s)
	}
}

// cachedUnroll is how many vectors the cached shuffles move per loop
// iteration.
const cachedUnroll = 4

// cachedName is the name of a streaming kernel's ordinary-store twin.
func cachedName(stream string) string {
	rest := strings.TrimPrefix(stream, "stream")
	return strings.ToLower(rest[:1]) + rest[1:]
}

// moveOne moves one element with an ordinary store and steps the pointers
// and the count.
func moveOne(k shuffle, d, s, n Register) {
	x := load(k.width, Mem{Base: s})
	store(k.width, x, Mem{Base: d})
	if step := k.stride * k.width; step > 0 {
		ADDQ(Imm(uint64(step)), s)
	} else {
		SUBQ(Imm(uint64(-step)), s)
	}
	ADDQ(Imm(uint64(k.width)), d)
	DECQ(n)
}

// prefetchLines: PREFETCHT0 on every 64-byte line of n > 0 bytes at p.
func prefetchLines() {
	TEXT("prefetchLines", NOSPLIT, "func(p *byte, n int)")
	Pragma("noescape")
	Doc("prefetchLines asks for the cache lines of the n > 0 bytes at p, with",
		"PREFETCHT0 (which never faults and changes no memory).")
	p := Load(Param("p"), GP64())
	n := Load(Param("n"), GP64())
	end := GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: 1}, end)
	Label("line")
	PREFETCHT0(Mem{Base: p})
	ADDQ(Imm(64), p)
	CMPQ(p, end)
	JB(LabelRef("line"))
	RET()
}

// shuffleHead declares the shuffle kernel name with its doc (the reference
// loop, then "over W-byte elements (...)" + sep and how it stores) and loads
// its arguments; per is the elements a vector holds.
func shuffleHead(name string, k shuffle, sep, stores string) (d, s, n Register, per int) {
	TEXT(name, NOSPLIT, "func(dst, src *byte, n int)")
	Pragma("noescape")
	Doc(name+" is",
		"",
		fmt.Sprintf("	for i := range n { dst[i] = src[i*(%d)] }", k.stride),
		"",
		fmt.Sprintf("over %d-byte elements (src points at the first element taken)%s", k.width, sep),
		stores)
	d = Load(Param("dst"), GP64())
	s = Load(Param("src"), GP64())
	n = Load(Param("n"), GP64())
	return d, s, n, 32 / k.width
}
