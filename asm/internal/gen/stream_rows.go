package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// streamRows writes a contiguous destination from rows of the source
// spaced pitch apart, as one stream: every cache line wholly inside dst is
// written with non-temporal stores, including the lines where one row ends
// and the next begins, which a copy per row would write with two ordinary
// partial stores (a read for ownership of the line from memory, each row).
func streamRows() {
	TEXT("streamRowsAVX2", NOSPLIT, "func(dst, src *byte, n, pitch, rows int)")
	Pragma("noescape")
	Doc("streamRowsAVX2 is",
		"",
		"	for r := range rows { copy(dst[r*n:][:n], src[r*pitch:][:n]) }",
		"",
		"for n >= 128, rows >= 1 and a dst that overlaps no row. The cache lines",
		"wholly inside dst[:rows*n] are written with non-temporal stores, those",
		"where two rows meet assembled in a 64-byte buffer on the stack first; the",
		"partial lines at either end of dst get ordinary stores that stay inside",
		"it. No software prefetch: a prefetch of the next row measured slower.")
	buf := AllocLocal(64)
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	rows := Load(Param("rows"), GP64())
	next := Load(Param("pitch"), GP64())
	ADDQ(s, next)

	k := Load(Param("n"), GP64())
	copyHead(d, s, k)

	Label("row")
	wholeLines(d, s, k, false)

	Comment("k < 64 bytes of the row are left; d is line-aligned.")
	DECQ(rows)
	JZ(LabelRef("last"))
	TESTQ(k, k)
	JZ(LabelRef("aligned"))

	Comment("The line where this row ends and the next begins, via buf.")
	p := GP64()
	LEAQ(buf, p)
	smallCopy("carry", p, s, k)
	ADDQ(k, p)
	rest := GP64()
	MOVQ(U32(64), rest)
	SUBQ(k, rest)
	smallCopy("fill", p, next, rest)
	LEAQ(buf, p)
	streamLine(p, d)
	ADDQ(Imm(64), d)
	LEAQ(Mem{Base: next, Index: rest, Scale: 1}, s)
	Load(Param("n"), k)
	SUBQ(rest, k)
	nextRow(next)
	JMP(LabelRef("row"))

	Label("aligned")
	MOVQ(next, s)
	Load(Param("n"), k)
	nextRow(next)
	JMP(LabelRef("row"))

	Label("last")
	smallCopy("tail", d, s, k)
	VZEROUPPER()
	RET()
}

// nextRow advances next by the source pitch.
func nextRow(next Register) {
	pitch := Load(Param("pitch"), GP64())
	ADDQ(pitch, next)
}

// wholeLines streams the whole 64-byte lines of the k bytes at s to the
// line-aligned d, advancing d and s and leaving k < 64; with prefetch, it
// prefetches the source ahead as Go's own streaming memmove does.
func wholeLines(d, s, k Register, prefetch bool) {
	Label("lines128")
	CMPQ(k, Imm(128))
	JL(LabelRef("lines64"))
	if prefetch {
		Comment("Prefetch distances as in Go's own streaming memmove.")
		PREFETCHNTA(Mem{Base: s, Disp: copyPrefetchNear})
		PREFETCHNTA(Mem{Base: s, Disp: copyPrefetchFar})
	}
	ys := []VecVirtual{YMM(), YMM(), YMM(), YMM()}
	for i, y := range ys {
		VMOVDQU(Mem{Base: s, Disp: 32 * i}, y)
	}
	for i, y := range ys {
		VMOVNTDQ(y, Mem{Base: d, Disp: 32 * i})
	}
	ADDQ(Imm(128), s)
	ADDQ(Imm(128), d)
	SUBQ(Imm(128), k)
	JMP(LabelRef("lines128"))
	Label("lines64")
	CMPQ(k, Imm(64))
	JL(LabelRef("lines_done"))
	streamLine(s, d)
	ADDQ(Imm(64), s)
	ADDQ(Imm(64), d)
	SUBQ(Imm(64), k)
	Label("lines_done")
}

// streamLine moves the 64 bytes at s to the line at d with non-temporal
// stores.
func streamLine(s, d Register) {
	y0, y1 := YMM(), YMM()
	VMOVDQU(Mem{Base: s}, y0)
	VMOVDQU(Mem{Base: s, Disp: 32}, y1)
	VMOVNTDQ(y0, Mem{Base: d})
	VMOVNTDQ(y1, Mem{Base: d, Disp: 32})
}
