package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// permuteGathers are the strided gathers with an AVX-512VL kernel, by
// element width in bytes and source stride: those whose AVX2 kernel spends
// more shuffles per vector than the two-table permutes need (stride 2 of
// 1- and 2-byte elements, 3 and 4 of 4-byte ones), and strides 3 and 4 of
// 1- and 2-byte elements (an image's channels), which have no AVX2 kernel.
// The other AVX2 kernels measured as fast as these.
var permuteGathers = []struct{ width, stride int }{
	{1, 2}, {1, 3}, {1, 4}, {2, 2}, {2, 3}, {2, 4}, {4, 3}, {4, 4},
}

// permuteGatherName is the name of the AVX-512VL gather of width-byte
// elements at stride: gather32Stride3AVX512VL.
func permuteGatherName(width, stride int) string {
	return fmt.Sprintf("gather%dStride%dAVX512VL", 8*width, stride)
}

// permuteGather emits the AVX-512VL gather of width-byte elements at
// stride, with ordinary stores, for destinations that stay in the caches
// (and the runs of larger copies at strides without a streaming kernel):
// there the gathers are bound by their shuffles, which the two-table
// permutes (VPERMT2B/W/D) cut to stride-1 per vector. Its vectors are 256
// bits wide: at 512 bits the same kernels ran faster in a loop, but an
// isolated call paid the 512-bit units' warm-up (Zen 5: a 512×512 float32
// a[:, 1::2] copy after 100 µs of scalar work took 22 µs, against 17 µs
// with AVX2).
//
// The output vector's lane j is source element j·stride, from the stride
// vectors v0, v1, ... at src. The first permute takes the lanes whose
// element lies in v0 or v1 (the loaded v0 is its first table, v1 in
// memory its second); each later one keeps the lanes found so far (index
// j: the first table, now the result) and takes those in the next vector
// (index lanes + offset: the second).
func permuteGather(width, stride int) {
	name := permuteGatherName(width, stride)
	lanes := 32 / width
	TEXT(name, NOSPLIT, "func(dst, src *byte, n int)")
	Pragma("noescape")
	Doc(name+" is",
		"",
		fmt.Sprintf("	for i := range n { dst[i] = src[i*(%d)] }", stride),
		"",
		fmt.Sprintf("over %d-byte elements (src points at the first element taken), with", width),
		"ordinary stores. Its loads reach up to stride-1 elements past the last",
		"element taken.")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	total := GP64()
	MOVQ(n, total)

	permute := map[int]func(...Op){1: VPERMT2B, 2: VPERMT2W, 4: VPERMT2D}[width]
	idx := make([]VecVirtual, stride-1)
	for k := range idx {
		idx[k] = YMM()
		VMOVDQU(permuteIndex(width, stride, k+1), idx[k])
	}
	gatherVector := func(disp int) VecVirtual {
		out := YMM()
		VMOVDQU(Mem{Base: s, Disp: disp}, out)
		for k := range idx {
			permute(Mem{Base: s, Disp: disp + 32*(k+1)}, idx[k], out)
		}
		return out
	}

	Comment(fmt.Sprintf("%d vectors per iteration, then one at a time.", cachedUnroll))
	Label("loop")
	CMPQ(n, U32(uint64(cachedUnroll*lanes)))
	JL(LabelRef("single"))
	for v := range cachedUnroll {
		VMOVDQU(gatherVector(32*stride*v), Mem{Base: d, Disp: 32 * v})
	}
	ADDQ(U32(uint64(32*stride*cachedUnroll)), s)
	ADDQ(U32(uint64(32*cachedUnroll)), d)
	SUBQ(U32(uint64(lanes*cachedUnroll)), n)
	JMP(LabelRef("loop"))

	Label("single")
	CMPQ(n, Imm(uint64(lanes)))
	JL(LabelRef("last"))
	VMOVDQU(gatherVector(0), Mem{Base: d})
	ADDQ(U32(uint64(32*stride)), s)
	ADDQ(Imm(32), d)
	SUBQ(Imm(uint64(lanes)), n)
	JMP(LabelRef("single"))

	Comment("The last n < lanes elements: where a vector came before, one more",
		"vector ending at the last element, moved back over elements already",
		"written (its loads end where the last full vector's would), else one",
		"at a time.")
	Label("last")
	CMPQ(n, Imm(0))
	JE(LabelRef("done"))
	CMPQ(total, Imm(uint64(lanes)))
	JL(LabelRef("tail"))
	back := GP64()
	MOVQ(U32(uint64(lanes)), back)
	SUBQ(n, back)
	srcBack := GP64()
	IMUL3Q(U32(uint64(stride*width)), back, srcBack)
	SUBQ(srcBack, s)
	if width > 1 {
		SHLQ(Imm(uint64(log2(width))), back)
	}
	SUBQ(back, d)
	VMOVDQU(gatherVector(0), Mem{Base: d})
	JMP(LabelRef("done"))

	shuffleTail(shuffle{width: width, stride: stride}, d, s, n)
}

// log2 is the base-2 logarithm of a power of two.
func log2(x int) int {
	n := 0
	for ; x > 1; x >>= 1 {
		n++
	}
	return n
}

// permuteIndex is the index of the k-th permute (k from 1) of the gather
// of width-byte elements at stride, as a 32-byte constant. Lane j takes
// element j·stride: from the second table (lanes + its offset in vector k)
// when that element lies in vector k, from the first table (lane j itself
// for k > 1, element j·stride of v0 for k = 1) otherwise.
func permuteIndex(width, stride, k int) Mem {
	lanes := 32 / width
	m := GLOBL(fmt.Sprintf("gather%dstride%didx%d", 8*width, stride, k), RODATA|NOPTR)
	for j := range lanes {
		e, v := j*stride, j
		switch {
		case e/lanes == k:
			v = lanes + e%lanes
		case k == 1 && e < lanes:
			v = e
		}
		switch width {
		case 1:
			DATA(j, U8(v))
		case 2:
			DATA(2*j, U16(v))
		default:
			DATA(4*j, U32(v))
		}
	}
	return m
}
