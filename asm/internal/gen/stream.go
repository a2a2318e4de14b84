package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// 64-byte cache lines of dst with non-temporal stores.
func streamCopy() {
	TEXT("streamCopyAVX2", NOSPLIT, "func(dst, src *byte, n int)")
	Pragma("noescape")
	Doc("streamCopyAVX2 is copy(dst[:n], src[:n]) for n >= 128 and non-overlapping",
		"dst and src. The whole cache lines of dst are written with non-temporal",
		"stores; the partial lines at either end with ordinary stores that stay",
		"inside them, because an ordinary store into a line that is then streamed",
		"costs a write-back per call.")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())

	copyHead(d, s, n)

	wholeLines(d, s, n, true)

	Label("tail")
	smallCopy("tail", d, s, n)
	VZEROUPPER()
	RET()
}

// How far ahead (in bytes) streamCopyAVX2 prefetches its source: the
// distances of the runtime's own streaming memmove (memmove_amd64.s).
const (
	copyPrefetchNear = 0x1C0
	copyPrefetchFar  = 0x280
)

// copyHead copies the bytes up to dst's next line boundary (0 if d is
// aligned) with ordinary stores, and moves d and s past them, k down by
// them.
func copyHead(d, s, k Register) {
	Comment("head = bytes up to dst's next line boundary (0 if aligned).")
	head := GP64()
	MOVQ(d, head)
	NEGQ(head)
	ANDQ(Imm(63), head)
	smallCopy("head", d, s, head)
	ADDQ(head, d)
	ADDQ(head, s)
	SUBQ(head, k)
}

// smallCopy emits an ordinary copy of k bytes (0 <= k < 64) that writes
// nothing outside dst[0:k]: two possibly overlapping moves of the largest
// size that fits. Its labels start with name.
func smallCopy(name string, d, s, k Register) {
	done := name + "_done"
	sizes := []struct {
		min  int
		move func(src, dst Mem)
	}{
		{32, func(a, b Mem) { y := YMM(); VMOVDQU(a, y); VMOVDQU(y, b) }},
		{16, func(a, b Mem) { x := XMM(); MOVOU(a, x); MOVOU(x, b) }},
		{8, func(a, b Mem) { r := GP64(); MOVQ(a, r); MOVQ(r, b) }},
		{4, func(a, b Mem) { r := GP32(); MOVL(a, r); MOVL(r, b) }},
	}
	for _, sz := range sizes {
		next := fmt.Sprintf("%s_lt%d", name, sz.min)
		CMPQ(k, Imm(uint64(sz.min)))
		JB(LabelRef(next))
		sz.move(Mem{Base: s}, Mem{Base: d})
		sz.move(Mem{Base: s, Index: k, Scale: 1, Disp: -sz.min}, Mem{Base: d, Index: k, Scale: 1, Disp: -sz.min})
		JMP(LabelRef(done))
		Label(next)
	}
	Comment("Fewer than 4 bytes: one at a time.")
	i := GP64()
	XORQ(i, i)
	Label(name + "_bytes")
	CMPQ(i, k)
	JAE(LabelRef(done))
	b := GP8()
	MOVB(Mem{Base: s, Index: i, Scale: 1}, b)
	MOVB(b, Mem{Base: d, Index: i, Scale: 1})
	INCQ(i)
	JMP(LabelRef(name + "_bytes"))
	Label(done)
}

// streamLines writes one 64-byte line over and over with non-temporal
// stores: the body of a large fill, which has nothing to load.
func streamLines() {
	TEXT("streamLinesAVX2", NOSPLIT, "func(dst, line *byte, lines int)")
	Pragma("noescape")
	Doc("streamLinesAVX2 is",
		"",
		"	for i := range lines { copy(dst[64*i:][:64], line[:64]) }",
		"",
		"for a 64-byte aligned dst, with non-temporal stores.")
	d := Load(Param("dst"), GP64())
	l := Load(Param("line"), GP64())
	n := Load(Param("lines"), GP64())
	y0, y1 := YMM(), YMM()
	VMOVDQU(Mem{Base: l}, y0)
	VMOVDQU(Mem{Base: l, Disp: 32}, y1)
	Label("lines4")
	CMPQ(n, Imm(4))
	JB(LabelRef("lines1"))
	for i := range 4 {
		VMOVNTDQ(y0, Mem{Base: d, Disp: 64 * i})
		VMOVNTDQ(y1, Mem{Base: d, Disp: 64*i + 32})
	}
	ADDQ(U32(256), d)
	SUBQ(Imm(4), n)
	JMP(LabelRef("lines4"))
	Label("lines1")
	TESTQ(n, n)
	JZ(LabelRef("done"))
	VMOVNTDQ(y0, Mem{Base: d})
	VMOVNTDQ(y1, Mem{Base: d, Disp: 32})
	ADDQ(Imm(64), d)
	DECQ(n)
	JMP(LabelRef("lines1"))
	Label("done")
	VZEROUPPER()
	RET()
}

// fence orders the non-temporal stores before every later store.
func fence() {
	TEXT("fence", NOSPLIT, "func()")
	Doc("fence is SFENCE: it orders the non-temporal stores before later stores.")
	SFENCE()
	RET()
}
