package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// A blockMove copies one row of n bytes, min <= n < 2*min, with moves of
// width bytes: from 0 up to min, and from n-min up to n (one each for
// min <= width): moves that overlap inside the row write its bytes twice,
// never outside it.
type blockMove struct {
	min, width int
}

// blockMoves are the row sizes of copyBlockAVX, widest first.
var blockMoves = []blockMove{{128, 32}, {64, 32}, {32, 32}, {16, 16}, {8, 8}, {4, 4}, {2, 2}, {1, 1}}

// copyBlock emits copyBlockAVX: rows rows of n bytes (1 <= n <= 256), each
// loaded whole before it is stored, with a loop per size class.
func copyBlock() {
	TEXT("copyBlockAVX", NOSPLIT, "func(dst, src *byte, n, dstPitch, srcPitch, rows int)")
	Pragma("noescape")
	Doc("copyBlockAVX is",
		"",
		"	for r := range rows {",
		"		copy(dst[r*dstPitch:][:n], src[r*srcPitch:][:n])",
		"	}",
		"",
		"for 1 <= n <= 256 and rows >= 1, dst and src not overlapping (pitches may",
		"be negative): short rows copied in a loop of a few moves each, without",
		"a call per row.")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	dp := Load(Param("dstPitch"), GP64())
	sp := Load(Param("srcPitch"), GP64())
	rows := Load(Param("rows"), GP64())

	for _, m := range blockMoves {
		CMPQ(n, Imm(uint64(m.min)))
		JAE(LabelRef(fmt.Sprintf("rows%d", m.min)))
	}
	RET() // n == 0: nothing to do

	for _, m := range blockMoves {
		Label(fmt.Sprintf("rows%d", m.min))
		var offsets []Mem
		for at := 0; at < max(m.min, m.width); at += m.width {
			offsets = append(offsets, Mem{Base: s, Disp: at}, Mem{Base: s, Index: n, Scale: 1, Disp: at - max(m.min, m.width)})
		}
		regs := make([]Register, len(offsets))
		for i, at := range offsets {
			regs[i] = load(m.width, at)
		}
		for i, at := range offsets {
			at.Base = d
			store(m.width, regs[i], at)
		}
		ADDQ(sp, s)
		ADDQ(dp, d)
		DECQ(rows)
		JNZ(LabelRef(fmt.Sprintf("rows%d", m.min)))
		if m.width == 32 {
			VZEROUPPER()
		}
		RET()
	}
}
