package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// unshuffleSizes are the element sizes with an unshuffle kernel.
var unshuffleSizes = []int{4, 8}

// unshuffleInterleaves are the byte interleaves of the unshuffle's rounds:
// round k pairs units of 1<<k bytes.
var unshuffleInterleaves = []struct{ lo, hi func(...Op) }{
	{VPUNPCKLBW, VPUNPCKHBW}, {VPUNPCKLWD, VPUNPCKHWD}, {VPUNPCKLDQ, VPUNPCKHDQ},
}

// unshuffle emits unshuffleNAVX2 for elements of size bytes: 32 elements
// a step, one 32-byte vector from each of the size rows. Per 128-bit lane,
// rounds of byte, word and dword interleaves of row pairs turn the rows'
// 16 bytes into 16 whole elements (log2(size) rounds), and lane
// permutes put the lanes' elements in order.
func unshuffle(size int) {
	name := fmt.Sprintf("unshuffle%dAVX2", 8*size)
	TEXT(name, NOSPLIT, "func(dst, src *byte, n, steps int)")
	Pragma("noescape")
	Doc(name+" is",
		"",
		"	for i := range 32 * steps {",
		fmt.Sprintf("		for j := range %d {", size),
		fmt.Sprintf("			dst[i*%d+j] = src[j*n+i]", size),
		"		}",
		"	}",
		"",
		fmt.Sprintf("for steps >= 1 and n >= 32*steps: the inverse of Blosc's byte shuffle of %d-byte", size),
		"elements, whose byte j of element i is at src[j*n+i].")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	steps := Load(Param("steps"), GP64())
	n3 := GP64()
	LEAQ(Mem{Base: n, Index: n, Scale: 2}, n3)
	var s4 GPVirtual
	if size == 8 {
		s4 = GP64()
	}

	Label(name + "Loop")
	if size == 8 {
		LEAQ(Mem{Base: s, Index: n, Scale: 4}, s4) // row 4
	}
	rowAt := func(j int) Mem {
		base := Register(s)
		if j >= 4 {
			base = s4
		}
		switch j % 4 {
		case 0:
			return Mem{Base: base}
		case 3:
			return Mem{Base: base, Index: n3, Scale: 1}
		}
		return Mem{Base: base, Index: n, Scale: uint8(j % 4)}
	}
	// parts[g][e]: byte group g (of the round's unit) of element range e.
	parts := make([][]VecVirtual, size)
	for j := range size {
		parts[j] = []VecVirtual{YMM()}
		VMOVDQU(rowAt(j), parts[j][0])
	}
	for round := 0; len(parts) > 1; round++ {
		il := unshuffleInterleaves[round]
		next := make([][]VecVirtual, len(parts)/2)
		for g := range next {
			a, b := parts[2*g], parts[2*g+1]
			for e := range a {
				lo, hi := YMM(), YMM()
				il.lo(b[e], a[e], lo)
				il.hi(b[e], a[e], hi)
				next[g] = append(next[g], lo, hi)
			}
		}
		parts = next
	}
	Comment("Each vector holds 16/size elements of lane 0 and the same of",
		"lane 1 (16 elements on); pairs of vectors give 32 output bytes per lane.")
	out := parts[0]
	for m := 0; m < len(out); m += 2 {
		lane0, lane1 := YMM(), YMM()
		VPERM2I128(Imm(0x20), out[m+1], out[m], lane0)
		VPERM2I128(Imm(0x31), out[m+1], out[m], lane1)
		VMOVDQU(lane0, Mem{Base: d, Disp: 16 * m})
		VMOVDQU(lane1, Mem{Base: d, Disp: 16*size + 16*m})
	}
	ADDQ(U32(32), s)
	ADDQ(U32(32*size), d)
	DECQ(steps)
	JNZ(LabelRef(name + "Loop"))
	VZEROUPPER()
	RET()
}
