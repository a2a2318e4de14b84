package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// pairWidths are the element widths with a pairs kernel: float32 and
// float64 and the integers of their sizes.
var pairWidths = []int{4, 8}

// pairsFamily emits the pairs kernels: int64 indices first.
func pairsFamily() {
	for _, idxWidth := range []int{8, 4} {
		for _, w := range pairWidths {
			gatherPairs(w, idxWidth)
		}
	}
}

// gatherPairs emits gatherPairs<8·width>Prefetch (int64 indices) or
// gatherPairs<8·width>I32Prefetch (int32 ones, sign-extended): GatherNd's
// rank-2 scalar gather in one pass. Each index pair is checked against
// the two dims and turned into its element's position in the loop that
// loads it, so that nothing is written between (no positions buffer); the
// element of pair i+scalarPrefetch is prefetched in iteration i, its
// position computed from the unchecked pair (a prefetch never faults).
func gatherPairs(width, idxWidth int) {
	suffix := ""
	if idxWidth == 4 {
		suffix = "I32"
	}
	name := fmt.Sprintf("gatherPairs%d%sPrefetch", 8*width, suffix)
	TEXT(name, NOSPLIT, fmt.Sprintf(
		"func(dst, src *byte, d0, d1, s0, s1 int, idx *int%d, n int) int", 8*idxWidth))
	Pragma("noescape")
	Doc(name+" is",
		"",
		"	for r := range n {",
		"		i, j := idx[2*r], idx[2*r+1]",
		"		if uint64(i) >= uint64(d0) || uint64(j) >= uint64(d1) {",
		"			return r",
		"		}",
		"		dst[r] = src[int(i)*s0+int(j)*s1]",
		"	}",
		"	return n",
		"",
		fmt.Sprintf("over %d-byte elements (src may be indexed below 0 by negative strides),", width),
		fmt.Sprintf("with the element of pair r+%d prefetched in iteration r.", scalarPrefetch))
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	d0 := Load(Param("d0"), GP64())
	d1 := Load(Param("d1"), GP64())
	s0 := Load(Param("s0"), GP64())
	s1 := Load(Param("s1"), GP64())
	p := Load(Param("idx"), GP64())
	n := Load(Param("n"), GP64())
	r := GP64()
	XORQ(r, r)
	pair := 2 * idxWidth
	coord := func(row, c int) Mem { return Mem{Base: p, Disp: row*pair + c*idxWidth} }
	elemAt := func(k reg.Register) Mem { return Mem{Base: s, Index: k, Scale: uint8(width)} }

	Comment(fmt.Sprintf("Four at a time while pair r+%d+3 exists: prefetch, check, load, store.",
		scalarPrefetch))
	limit := GP64()
	MOVQ(n, limit)
	SUBQ(Imm(scalarPrefetch+4), limit)
	Label("loop")
	CMPQ(r, limit)
	JG(LabelRef("tail"))
	Comment("Positions of unchecked pairs: a prefetch never faults.")
	for u := range 4 {
		a, b := GP64(), GP64()
		loadIndex(idxWidth, coord(scalarPrefetch+u, 0), a)
		loadIndex(idxWidth, coord(scalarPrefetch+u, 1), b)
		IMULQ(s0, a)
		IMULQ(s1, b)
		ADDQ(b, a)
		PREFETCHT0(elemAt(a))
	}
	Comment("Unsigned compares: a negative coordinate is out of range too. On a",
		"bad pair the tail redoes the four singly and stops at it.")
	ks := []reg.Register{GP64(), GP64(), GP64(), GP64()}
	for u, k := range ks {
		position(idxWidth, coord(u, 0), coord(u, 1), d0, d1, s0, s1, k, "tail")
	}
	for _, k := range ks {
		loadElem(width, elemAt(k), k)
	}
	for u, k := range ks {
		storeElem(width, k, Mem{Base: d, Index: r, Scale: uint8(width), Disp: width * u})
	}
	ADDQ(Imm(4), r)
	ADDQ(Imm(uint64(4*pair)), p)
	JMP(LabelRef("loop"))

	Label("tail")
	CMPQ(r, n)
	JGE(LabelRef("done"))
	k := GP64()
	position(idxWidth, coord(0, 0), coord(0, 1), d0, d1, s0, s1, k, "done")
	loadElem(width, elemAt(k), k)
	storeElem(width, k, Mem{Base: d, Index: r, Scale: uint8(width)})
	INCQ(r)
	ADDQ(Imm(uint64(pair)), p)
	JMP(LabelRef("tail"))

	Label("done")
	Store(r, ReturnIndex(0))
	RET()
}

// position loads the pair (i, j) from mi and mj, jumps to bad unless
// i < d0 and j < d1 (unsigned), and sets k = i*s0 + j*s1.
func position(idxWidth int, mi, mj Mem, d0, d1, s0, s1, k reg.Register, bad string) {
	j := GP64()
	loadIndex(idxWidth, mi, k)
	loadIndex(idxWidth, mj, j)
	CMPQ(k, d0)
	JAE(LabelRef(bad))
	CMPQ(j, d1)
	JAE(LabelRef(bad))
	IMULQ(s0, k)
	IMULQ(s1, j)
	ADDQ(j, k)
}
