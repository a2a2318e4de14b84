package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducenz family: asm/compute's nonzero tests of a contiguous run,
// AnyNonzero, AllNonzero and CountNonzero, each in an AVX2 and an AVX-512
// variant. An element is zero when its bits and a mask are: the mask is
// all ones for the integers and clears the sign for the floats (whose -0
// is zero and NaN nonzero). Any is the same for every lane width (the or
// of all the bytes, masked), so one kernel takes bytes; All and Count
// compare lanes of 1, 4 or 8 bytes. A kernel takes n, a positive multiple
// of its vector's elements, and leaves the rest to the Go twin; Any and
// All stop at the first group of four vectors that decides them.

// reducenzFamily emits every nonzero kernel.
func reducenzFamily() {
	for _, s := range []isa{avx2, avx512} {
		nzAny(s)
	}
	for _, w := range []int{1, 4, 8} {
		for _, s := range []isa{avx2, avx512} {
			nzAll(w, s)
		}
	}
	for _, w := range []int{1, 4, 8} {
		for _, s := range []isa{avx2, avx512} {
			nzCount(w, s)
		}
	}
}

// nzElem is the unsigned integer type of w-byte lanes.
func nzElem(w int) elem {
	return map[int]elem{1: uint8E, 4: uint32E, 8: uint64E}[w]
}

// nzMask broadcasts the kernel's mask parameter (its lanes' pattern; all
// ones for bytes, which have none) into every lane of a new vector; nil
// for bytes on AVX2, whose compares need no mask.
func nzMask(s isa, w int) VecVirtual {
	switch {
	case w == 1 && !s.wide():
		return nil
	case w == 1:
		v := ZMM()
		VPTERNLOGD(U8(0xff), v, v, v)
		return v
	}
	return s.broadcastParam(nzElem(w), "mask")
}

// nzSignature is a kernel's Go signature: the run, its length, the lanes'
// mask (but for bytes) and the result.
func nzSignature(w int, result string) string {
	e := nzElem(w)
	if w == 1 {
		return fmt.Sprintf("func(a *%s, n int) %s", e.goType, result)
	}
	return fmt.Sprintf("func(a *%s, n int, mask %s) %s", e.goType, e.goType, result)
}

// nzLoops emits the loops over the run: body4 on four vectors at a time,
// then body1 on each one left (both given the address of their first
// vector); p and n (elements left) advance.
func nzLoops(name string, s isa, w int, p, n Register, body4, body1 func(m Mem)) {
	lanes := s.bytes / w
	Label(name + "_loop4")
	CMPQ(n, U32(4*lanes))
	JB(LabelRef(name + "_loop1"))
	body4(Mem{Base: p})
	ADDQ(U32(4*s.bytes), p)
	SUBQ(U32(4*lanes), n)
	JMP(LabelRef(name + "_loop4"))
	Label(name + "_loop1")
	TESTQ(n, n)
	JZ(LabelRef(name + "_end"))
	body1(Mem{Base: p})
	ADDQ(U32(s.bytes), p)
	SUBQ(U32(lanes), n)
	JMP(LabelRef(name + "_loop1"))
}

// nzReturn stores the boolean b and returns, under label.
func nzReturn(label string, b bool) {
	Label(label)
	r := GP8()
	if b {
		MOVB(U8(1), r)
	} else {
		XORB(r, r)
	}
	Store(r, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// nzAny emits anyNonzero: whether some quadword of the n bytes at a has a
// bit of mask set.
func nzAny(s isa) {
	name := "anyNonzero" + s.name
	TEXT(name, NOSPLIT, "func(a *uint8, n int, mask uint64) bool")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s reports, for n a positive multiple of %d, whether any of the n bytes", name, s.bytes),
		"at a is nonzero once anded with mask, a pattern of each 8 bytes:",
		"",
		"\tfor i, b := range unsafe.Slice(a, n) {",
		"\t\tif b&byte(mask>>(8*(i%8))) != 0 {",
		"\t\t\treturn true",
		"\t\t}",
		"\t}",
		"\treturn false",
		"",
		"It ors four vectors, tests them and stops at the first that decides.")
	p := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	maskv := s.broadcastParam(uint64E, "mask")
	test := func(t VecVirtual) {
		if s.wide() {
			k := K()
			VPTESTMQ(maskv, t, k)
			KORTESTB(k, k)
		} else {
			VPTEST(maskv, t)
		}
		JNZ(LabelRef(name + "_yes"))
	}
	nzLoops(name, s, 1, p, n, func(m Mem) {
		t, u := s.load(uint8E, m, nil), s.load(uint8E, m.Offset(s.bytes), nil)
		s.or(m.Offset(2*s.bytes), t, t)
		s.or(m.Offset(3*s.bytes), u, u)
		s.or(u, t, t)
		test(t)
	}, func(m Mem) {
		test(s.load(uint8E, m, nil))
	})
	nzReturn(name+"_end", false)
	nzReturn(name+"_yes", true)
}

// nzZeros sets the lanes of the vector at m that are zero once anded
// with maskv: in an opmask (AVX-512), else all ones in a vector.
func nzZeros(s isa, w int, m Mem, maskv, zero VecVirtual) Register {
	if s.wide() {
		k := K()
		map[int]func(...Op){1: VPTESTNMB, 4: VPTESTNMD, 8: VPTESTNMQ}[w](m, maskv, k)
		return k
	}
	x := YMM()
	if w == 1 {
		VMOVDQU(m, x)
	} else {
		VPAND(m, maskv, x)
	}
	map[int]func(...Op){1: VPCMPEQB, 4: VPCMPEQD, 8: VPCMPEQQ}[w](zero, x, x)
	return x
}

// nzKor ors the opmask k into acc, as many bits as lanes.
func nzKor(lanes int, k, acc Register) {
	map[int]func(Op, Op, Op){64: KORQ, 16: KORW, 8: KORB}[lanes](k, acc, acc)
}

// nzAll emits allNonzero: whether every w-byte lane of the run, anded
// with mask, is nonzero.
func nzAll(w int, s isa) {
	lanes := s.bytes / w
	name := fmt.Sprintf("allNonzero%d%s", 8*w, s.name)
	TEXT(name, NOSPLIT, nzSignature(w, "bool"))
	Pragma("noescape")
	and := "&mask "
	if w == 1 {
		and = " "
	}
	Doc(fmt.Sprintf("%s reports, for n a positive multiple of %d, whether every element", name, lanes),
		"of unsafe.Slice(a, n) is nonzero"+map[bool]string{true: "", false: " once anded with mask"}[w == 1]+":",
		"",
		"\tfor _, v := range unsafe.Slice(a, n) {",
		"\t\tif v"+and+"== 0 {",
		"\t\t\treturn false",
		"\t\t}",
		"\t}",
		"\treturn true",
		"",
		"It tests four vectors at a time and stops at the first that decides.")
	p := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	maskv := nzMask(s, w)
	var zero VecVirtual
	if !s.wide() {
		zero = YMM()
		VPXOR(zero, zero, zero)
	}
	nzLoops(name, s, w, p, n, func(m Mem) {
		z := nzZeros(s, w, m, maskv, zero)
		for i := 1; i < 4; i++ {
			zi := nzZeros(s, w, m.Offset(i*s.bytes), maskv, zero)
			if s.wide() {
				nzKor(lanes, zi, z)
			} else {
				VPOR(zi, z, z)
			}
		}
		nzJumpIfAny(s, lanes, z, name+"_no")
	}, func(m Mem) {
		nzJumpIfAny(s, lanes, nzZeros(s, w, m, maskv, zero), name+"_no")
	})
	nzReturn(name+"_end", true)
	nzReturn(name+"_no", false)
}

// nzJumpIfAny jumps to label if some lane of z (an opmask or a vector of
// all-ones lanes) is set.
func nzJumpIfAny(s isa, lanes int, z Register, label string) {
	if s.wide() {
		kortest(lanes, z)
	} else {
		VPTEST(z, z)
	}
	JNZ(LabelRef(label))
}

// nzCount emits countNonzero: the number of w-byte lanes of the run that
// are nonzero once anded with mask. AVX-512 counts the set bits of
// VPTESTM's opmask, AVX2 the zero lanes' sign bits (n less them is the
// result).
func nzCount(w int, s isa) {
	lanes := s.bytes / w
	name := fmt.Sprintf("countNonzero%d%s", 8*w, s.name)
	TEXT(name, NOSPLIT, nzSignature(w, "int"))
	Pragma("noescape")
	and := "&mask "
	if w == 1 {
		and = " "
	}
	Doc(fmt.Sprintf("%s is, for n a positive multiple of %d, the number of elements", name, lanes),
		"of unsafe.Slice(a, n) that are nonzero"+map[bool]string{true: "", false: " once anded with mask"}[w == 1]+":",
		"",
		"\tc := 0",
		"\tfor _, v := range unsafe.Slice(a, n) {",
		"\t\tif v"+and+"!= 0 {",
		"\t\t\tc++",
		"\t\t}",
		"\t}",
		"\treturn c")
	p := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	maskv := nzMask(s, w)
	var zero VecVirtual
	if !s.wide() {
		zero = YMM()
		VPXOR(zero, zero, zero)
	}
	c := GP64()
	XORQ(c, c)
	one := func(m Mem) {
		r := GP64()
		if s.wide() {
			k := K()
			map[int]func(...Op){1: VPTESTMB, 4: VPTESTMD, 8: VPTESTMQ}[w](m, maskv, k)
			switch lanes {
			case 64:
				KMOVQ(k, r)
			case 16:
				KMOVW(k, r.As32())
			default:
				KMOVB(k, r.As32())
			}
		} else {
			z := nzZeros(s, w, m, maskv, zero)
			map[int]func(Op, Op){1: VPMOVMSKB, 4: VMOVMSKPS, 8: VMOVMSKPD}[w](z, r.As32())
		}
		POPCNTQ(r, r)
		ADDQ(r, c)
	}
	nzLoops(name, s, w, p, n, func(m Mem) {
		for i := range 4 {
			one(m.Offset(i * s.bytes))
		}
	}, one)
	Label(name + "_end")
	if !s.wide() {
		Comment("c counted the zeros.")
		total := GP64()
		Load(Param("n"), total)
		SUBQ(c, total)
		c = total
	}
	Store(c, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
