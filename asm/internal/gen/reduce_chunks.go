package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The pairwise sum's chunk kernels: NumPy's pairwise_sum of 1024
// elements is a balanced tree of eight leaves of 128, each leaf a chain of
// sixteen vector additions. One leaf at a time, that chain's latency
// bounds the sum; here eight (float32) or four (float64) leaves add side
// by side, in separate registers, so that the additions in flight keep up
// with the memory. The leaves' partial sums then fold across registers
// (a transpose by horizontal adds and lane swaps, every addition the one
// NumPy does) into one vector of the eight leaf sums, which folds as a
// leaf's partial sums do: ((L0+L1)+(L2+L3))+((L4+L5)+(L6+L7)) is the tree
// above the leaves. Each kernel serves both levels (see redChunks64).

// redChunkDoc is the Go reference loop of a chunk kernel.
func redChunkDoc(name string) {
	Doc(name+" is, for chunks >= 1, NumPy's pairwise sum of each run of",
		"1024 elements of a, a balanced tree of eight leaves of 128:",
		"",
		"\tfor c := range chunks {",
		"\t\tout[c] = pairwiseSum(a[1024*c : 1024*(c+1)])",
		"\t}",
		"",
		"with every addition in NumPy's order, the leaves' partial sums in flight side by side.")
}

// redChunks32 emits the float32 chunk kernel: the eight leaves of a chunk
// in eight YMM registers.
func redChunks32() {
	name := "pairwiseChunksFloat32AVX2"
	TEXT(name, NOSPLIT, "func(a *float32, chunks int, out *float32)")
	Pragma("noescape")
	redChunkDoc(name)
	p := Load(Param("a"), GP64())
	c := Load(Param("chunks"), GP64())
	out := Load(Param("out"), GP64())
	Label(name + "_chunk")
	r := redLeavesSideBySide(p, 4, 8, 1)
	Comment("(a0+a1, a2+a3, b0+b1, b2+b3 | a4+a5, ..), then ((a0+a1)+(a2+a3), (b..), (c..), (d..) | (a4+a5)+(a6+a7), ..):",
		"leaves a..d in one register, e..h in another.")
	VHADDPS(r[1][0], r[0][0], r[0][0])
	VHADDPS(r[3][0], r[2][0], r[2][0])
	VHADDPS(r[2][0], r[0][0], r[0][0])
	VHADDPS(r[5][0], r[4][0], r[4][0])
	VHADDPS(r[7][0], r[6][0], r[6][0])
	VHADDPS(r[6][0], r[4][0], r[4][0])
	Comment("The halves' first four sums beside their second four, then their sums: the eight leaves' sums.")
	s := YMM()
	VPERM2F128(Imm(0x20), r[4][0], r[0][0], s)
	VPERM2F128(Imm(0x31), r[4][0], r[0][0], r[4][0])
	VADDPS(r[4][0], s, s)
	x := sqFold32(s)
	VMOVSS(x, Mem{Base: out})
	ADDQ(Imm(4), out)
	ADDQ(U32(4096), p)
	DECQ(c)
	JNZ(LabelRef(name + "_chunk"))
	VZEROUPPER()
	RET()
}

// redChunks64 emits the float64 chunk kernel: a chunk's leaves four at a
// time, each leaf in two YMM registers, two chains of additions a leaf.
// It serves both levels: a leaf in one ZMM register, one chain a leaf,
// ran float64 sums past the caches at 0.75 of this kernel's speed on
// AMD Zen 4 (which splits 512-bit operations in two).
func redChunks64() {
	name := "pairwiseChunksFloat64AVX2"
	TEXT(name, NOSPLIT, "func(a *float64, chunks int, out *float64)")
	Pragma("noescape")
	redChunkDoc(name)
	p := Load(Param("a"), GP64())
	c := Load(Param("chunks"), GP64())
	out := Load(Param("out"), GP64())
	Label(name + "_chunk")
	lo := redLeaves64(p)
	ADDQ(U32(4096), p)
	hi := redLeaves64(p)
	ADDQ(U32(4096), p)
	x := sqFold64(lo, hi)
	VMOVSD(x, Mem{Base: out})
	ADDQ(Imm(8), out)
	DECQ(c)
	JNZ(LabelRef(name + "_chunk"))
	VZEROUPPER()
	RET()
}

// redLeaves64 sums the four float64 leaves of 128 from p into one YMM
// register of their four sums, which it returns.
func redLeaves64(p Register) Register {
	var r [][]Register
	for _, l := range redLeavesSideBySide(p, 8, 4, 2) {
		r = append(r, []Register{l[0], l[1]})
	}
	Comment("Per pair of leaves a, b: (a0+a1, b0+b1, a2+a3, b2+b3) and (a4+a5, b4+b5, a6+a7, b6+b7),",
		"their halves rearranged and added: ((a0+a1)+(a2+a3), (b..), (a4+a5)+(a6+a7), (b..)).")
	pair := func(a, b []Register) Register {
		VHADDPD(b[0], a[0], a[0])
		VHADDPD(b[1], a[1], a[1])
		VPERM2F128(Imm(0x20), a[1], a[0], b[0])
		VPERM2F128(Imm(0x31), a[1], a[0], b[1])
		VADDPD(b[1], b[0], a[0])
		return a[0]
	}
	ab, cd := pair(r[0], r[1]), pair(r[2], r[3])
	Comment("The four first halves' sums beside the four second halves', then their sums: the leaves' sums.")
	s, t := YMM(), YMM()
	VPERM2F128(Imm(0x20), cd, ab, s)
	VPERM2F128(Imm(0x31), cd, ab, t)
	VADDPD(t, s, s)
	return s
}

// redLeavesSideBySide adds the leaves of 128 elements (width bytes each)
// from p, leaf j in regs YMM registers r[j], NumPy's eight partial sums:
// r[j] starts as the leaf's first eight elements, and each next eight add
// lane by lane. The additions are written out (no loop) leaf after leaf,
// so that the loads go through memory in order (the prefetchers see one
// stream; interleaving the leaves' loads measured slower for float64),
// and the out-of-order core runs the leaves' independent chains side by
// side. p does not move. Each line an addition loads also prefetches the
// line chunkPrefetch on (prefetching the leaves' first lines too measured
// slower).
func redLeavesSideBySide(p Register, width, leaves, regs int) [][]VecVirtual {
	const leaf, vb = 128, 32
	at := func(j, k, i int) Mem { return Mem{Base: p, Disp: j*leaf*width + k*8*width + vb*i} }
	r := make([][]VecVirtual, leaves)
	for j := range r {
		r[j] = make([]VecVirtual, regs)
		for i := range regs {
			r[j][i] = YMM()
			if width == 4 {
				VMOVUPS(at(j, 0, i), r[j][i])
			} else {
				VMOVUPD(at(j, 0, i), r[j][i])
			}
		}
	}
	for j := range r {
		for k := 1; k < leaf/8; k++ {
			for i := range regs {
				if m := at(j, k, i); m.Disp%64 == 0 {
					PREFETCHT0(Mem{Base: p, Disp: m.Disp + chunkPrefetch})
				}
				if width == 4 {
					VADDPS(at(j, k, i), r[j][i], r[j][i])
				} else {
					VADDPD(at(j, k, i), r[j][i], r[j][i])
				}
			}
		}
	}
	return r
}

// chunkPrefetch is how far ahead of its loads a chunk kernel prefetches:
// 4 KiB. Past the caches the hardware prefetchers alone kept the kernels
// well below a read-only pass on AMD Zen 4 and Zen 5; prefetching 4 KiB
// ahead measured faster on Zen 5 than 8 KiB (float64 by half) or 6 KiB.
// (Prefetches never fault, so those past the end of a are harmless.)
const chunkPrefetch = 4096
