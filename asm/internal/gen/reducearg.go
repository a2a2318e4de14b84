package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducearg family: asm/compute's ArgMax and ArgMin of float32,
// float64, int32, int64 and uint8 runs, each in an AVX2 and an AVX-512
// variant. A kernel takes n, a positive multiple of its vector's lanes,
// and leaves the rest of the run to the Go twin.
//
// One pass keeps the running extreme of each lane in four accumulators,
// as the max kernels do, and looks at them every argBlock bytes: if some
// lane beats the best value so far, that block holds the new best's first
// occurrence, and the kernel notes the block and the (horizontal) best.
// A float block with a NaN ends the pass there. At the end one more look
// at the noted block (argBlock bytes, no more) finds the first element
// equal to the best, or the first NaN. No index is tracked per lane, so
// every element type (uint8 too) takes the same loop and no counter can
// overflow.

// argBlock is the bytes between two looks at the accumulators: the most
// the final rescan reads again.
const argBlock = 1024

// reduceargFamily emits every arg-extreme kernel.
func reduceargFamily() {
	for _, e := range []elem{float32E, float64E, int32E, int64E, uint8E} {
		for _, max := range []bool{true, false} {
			for _, s := range []isa{avx2, avx512} {
				argEmit(argGen{e: e, max: max, s: s})
			}
		}
	}
}

// argGen emits one kernel: ArgMax (max) or ArgMin of e for the isa s.
type argGen struct {
	e   elem
	max bool
	s   isa
}

func (g argGen) name() string {
	op := "argMin"
	if g.max {
		op = "argMax"
	}
	return op + g.e.name + g.s.name
}

// extremeBits is the identity of the running extreme, repeated in a
// quadword: -Inf or the type's minimum for the maximum, +Inf or the
// maximum for the minimum.
func (g argGen) extremeBits() uint64 {
	w, e := g.e.width, g.e
	var x uint64
	switch {
	case e.float && w == 4:
		x = map[bool]uint64{true: 0xff800000, false: 0x7f800000}[g.max]
	case e.float:
		x = map[bool]uint64{true: 0xfff0000000000000, false: 0x7ff0000000000000}[g.max]
	case !e.signed: // uint8
		x = map[bool]uint64{true: 0, false: 0xff}[g.max]
	default:
		top := uint64(1) << (8*w - 1)
		x = map[bool]uint64{true: top, false: top - 1}[g.max]
	}
	return repeat(x, w)
}

// splat is a new vector of the quadword bits in every quadword.
func (g argGen) splat(bits uint64) VecVirtual {
	t := GP64()
	MOVQ(U64(bits), t)
	x := XMM()
	VMOVQ(t, x)
	v := g.s.vec()
	VPBROADCASTQ(x, v)
	return v
}

// step folds the vector at m into acc; for floats it also ors a NaN test
// of it into nan (a vector, or an opmask on AVX-512).
func (g argGen) step(m Mem, acc VecVirtual, nan Register) {
	if !g.e.float {
		if g.e.width == 8 && !g.s.wide() {
			riMax64(riGen{}, m, acc, g.max)
			return
		}
		g.fold(m, acc, acc)
		return
	}
	x := g.s.load(g.e, m, nil)
	if g.s.wide() {
		k := K()
		g.fcmp(3, x, x, k) // unordered: x is NaN
		g.kor(k, nan)
	} else {
		u := YMM()
		g.fcmp(3, x, x, u)
		VORPS(u, nan, nan)
	}
	g.fold(x, acc, acc)
}

// step4 is four steps of the vectors from m on, into accs; the floats'
// NaN test takes two vectors at a time (unordered: either is NaN), which
// halves its work.
func (g argGen) step4(m Mem, accs []VecVirtual, nan func(int) Register) {
	if !g.e.float {
		for i, acc := range accs {
			g.step(m.Offset(i*g.s.bytes), acc, nil)
		}
		return
	}
	xs := make([]VecVirtual, 4)
	for i, acc := range accs {
		xs[i] = g.s.load(g.e, m.Offset(i*g.s.bytes), nil)
		g.fold(xs[i], acc, acc)
	}
	if g.s.wide() {
		k, k2 := K(), K()
		g.fcmp(3, xs[1], xs[0], k)
		g.fcmp(3, xs[3], xs[2], k2)
		g.kor(k2, k)
		g.kor(k, nan(0))
		return
	}
	for i := range 2 {
		u := YMM()
		g.fcmp(3, xs[2*i+1], xs[2*i], u)
		VORPS(u, nan(i), nan(i))
	}
}

// kor ors the opmask k into the opmask acc (as many bits as lanes).
func (g argGen) kor(k, acc Register) {
	if g.e.width == 4 {
		KORW(k, acc, acc)
	} else {
		KORB(k, acc, acc)
	}
}

// fcmp is VCMPPS or VCMPPD: dst = x pred y, lane by lane.
func (g argGen) fcmp(pred uint64, y, x, dst Op) {
	if g.e.width == 4 {
		VCMPPS(Imm(pred), y, x, dst)
	} else {
		VCMPPD(Imm(pred), y, x, dst)
	}
}

// fold sets dst to the lanes' extremes of x and y (y and dst registers of
// one size; x a register or memory). The float ones' choice between equal
// zeros does not matter: the rescan compares with ==.
func (g argGen) fold(x Op, y, dst Register) {
	e := g.e
	switch {
	case e.float && e.width == 4 && g.max:
		VMAXPS(x, y, dst)
	case e.float && e.width == 4:
		VMINPS(x, y, dst)
	case e.float && g.max:
		VMAXPD(x, y, dst)
	case e.float:
		VMINPD(x, y, dst)
	case e.width == 1 && g.max:
		VPMAXUB(x, y, dst)
	case e.width == 1:
		VPMINUB(x, y, dst)
	case e.width == 4 && g.max:
		VPMAXSD(x, y, dst)
	case e.width == 4:
		VPMINSD(x, y, dst)
	case g.s.wide() && g.max:
		VPMAXSQ(x, y, dst)
	case g.s.wide():
		VPMINSQ(x, y, dst)
	default: // int64 on AVX2: compare and blend
		if y != dst {
			VMOVDQU(y, dst)
		}
		riMax64(riGen{}, x, dst, g.max)
	}
}

// jumpIfBeats jumps to label if some lane of t beats (is above, for the
// maximum) the same lane of best.
func (g argGen) jumpIfBeats(t, best VecVirtual, label string) {
	e, max := g.e, g.max
	if g.s.wide() {
		k := K()
		switch {
		case e.float && max:
			g.fcmp(0x1e, best, t, k) // GT_OQ
		case e.float:
			g.fcmp(0x11, best, t, k) // LT_OQ
		default:
			pred := map[bool]uint64{true: 6, false: 1}[max] // NLE (>), LT
			map[int]func(...Op){1: VPCMPUB, 4: VPCMPD, 8: VPCMPQ}[e.width](Imm(pred), best, t, k)
		}
		kortest(g.s.lanes(e), k)
		JNZ(LabelRef(label))
		return
	}
	u := YMM()
	switch {
	case e.float && max:
		g.fcmp(0x1e, best, t, u)
	case e.float:
		g.fcmp(0x11, best, t, u)
	case e.width == 1:
		// No unsigned compare: t beats best somewhere iff the lanes'
		// extremes differ from best somewhere.
		g.fold(t, best, u)
		VPCMPEQB(u, best, u)
		r := GP32()
		VPMOVMSKB(u, r)
		CMPL(r, I32(-1))
		JNE(LabelRef(label))
		return
	case max:
		map[int]func(...Op){4: VPCMPGTD, 8: VPCMPGTQ}[e.width](best, t, u) // t > best
	default:
		map[int]func(...Op){4: VPCMPGTD, 8: VPCMPGTQ}[e.width](t, best, u) // best > t
	}
	VPTEST(u, u)
	JNZ(LabelRef(label))
}

// horizontal folds the lanes of t into all of best: best = the extreme of
// t's lanes in every lane. It clobbers t.
func (g argGen) horizontal(t, best VecVirtual) {
	y := t.AsY()
	if g.s.wide() {
		hi := YMM()
		VEXTRACTI64X4(U8(1), t, hi)
		g.fold(hi, y, y)
	}
	x := t.AsX()
	hi := XMM()
	VEXTRACTI128(U8(1), y, hi)
	g.fold(hi, x, x)
	VPSHUFD(U8(0x4e), x, hi) // the upper quadword down
	g.fold(hi, x, x)
	if g.e.width <= 4 {
		VPSHUFD(U8(0xb1), x, hi) // the upper doubleword down
		g.fold(hi, x, x)
	}
	if g.e.width == 1 {
		VPSRLD(U8(16), x, hi) // garbage above byte 0 is never read
		g.fold(hi, x, x)
		VPSRLW(U8(8), x, hi)
		g.fold(hi, x, x)
	}
	map[int]func(...Op){1: VPBROADCASTB, 4: VPBROADCASTD, 8: VPBROADCASTQ}[g.e.width](x, best)
}

// matchMask sets r to the lanes of the vector at m that equal best (eq)
// or are NaN (!eq), one bit per lane, lowest lane lowest.
func (g argGen) matchMask(m Mem, best VecVirtual, eq bool, r GPVirtual) {
	e := g.e
	if g.s.wide() {
		k := K()
		switch {
		case e.float && eq:
			g.fcmp(0, m, best, k) // EQ_OQ
		case e.float:
			x := g.s.load(e, m, nil)
			g.fcmp(3, x, x, k)
		default:
			map[int]func(...Op){1: VPCMPEQB, 4: VPCMPEQD, 8: VPCMPEQQ}[e.width](m, best, k)
		}
		switch g.s.lanes(e) {
		case 64:
			KMOVQ(k, r)
		case 16:
			KMOVW(k, r.As32())
		default:
			KMOVB(k, r.As32())
		}
		return
	}
	u := YMM()
	switch {
	case e.float && eq:
		g.fcmp(0, m, best, u)
	case e.float:
		x := g.s.load(e, m, nil)
		g.fcmp(3, x, x, u)
	default:
		map[int]func(...Op){1: VPCMPEQB, 4: VPCMPEQD, 8: VPCMPEQQ}[e.width](m, best, u)
	}
	r32 := r.As32()
	switch e.width {
	case 1:
		VPMOVMSKB(u, r32)
	case 4:
		VMOVMSKPS(u, r32)
	default:
		VMOVMSKPD(u, r32)
	}
}

// argEmit emits g's kernel.
func argEmit(g argGen) {
	e, name := g.e, g.name()
	TEXT(name, NOSPLIT, fmt.Sprintf("func(a *%s, n int) int", e.goType))
	Pragma("noescape")
	op, cmp, extreme, orNaN := "ArgMin", "<", "smallest", ""
	if e.float {
		orNaN = " (or of the first NaN)"
	}
	if g.max {
		op, cmp, extreme = "ArgMax", ">", "largest"
	}
	doc := []string{
		fmt.Sprintf("%s is %s%s(unsafe.Slice(a, n)) for n a positive multiple of %d,",
			name, op, e.name, g.s.lanes(e)),
		"the index of the first " + extreme + " element" + orNaN + ":",
		"",
		"\tat := 0",
		"\tfor i, v := range a[:n] {",
	}
	if e.float {
		doc = append(doc, "\t\tif v != v {", "\t\t\treturn i", "\t\t}")
	}
	doc = append(doc,
		"\t\tif v "+cmp+" a[at] {",
		"\t\t\tat = i",
		"\t\t}",
		"\t}",
		"\treturn at",
		"",
		fmt.Sprintf("Its one pass notes, every %d bytes, whether the block beat the best so far;", argBlock),
		"the first occurrence is then sought in the last block that did.")
	Doc(doc...)

	a := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	width, vbytes := e.width, g.s.bytes
	end := GP64()
	LEAQ(Mem{Base: a, Index: n, Scale: uint8(width)}, end)
	p, blk, bestAt, bend, t4 := GP64(), GP64(), GP64(), GP64(), GP64()
	MOVQ(a, p)
	MOVQ(a, bestAt)
	best := g.splat(g.extremeBits())
	accs := []VecVirtual{g.s.vec(), g.s.vec(), g.s.vec(), g.s.vec()}
	for _, acc := range accs {
		g.s.and(best, best, acc) // a copy of the identity
	}
	var nans []Register // the NaN flags
	switch {
	case e.float && g.s.wide():
		k := K()
		KXORQ(k, k, k)
		nans = []Register{k}
	case e.float:
		nans = []Register{YMM(), YMM()}
		for _, v := range nans {
			VXORPS(v, v, v)
		}
	}
	nan := func(i int) Register {
		if nans == nil {
			return nil
		}
		return nans[i%len(nans)]
	}

	block, loop4, loop1, look := name+"_block", name+"_loop4", name+"_loop1", name+"_look"
	Label(block)
	MOVQ(p, blk)
	LEAQ(Mem{Base: p, Disp: argBlock}, bend)
	CMPQ(bend, end)
	CMOVQHI(end, bend)
	Label(loop4)
	LEAQ(Mem{Base: p, Disp: 4 * vbytes}, t4)
	CMPQ(t4, bend)
	JHI(LabelRef(loop1))
	g.step4(Mem{Base: p}, accs, nan)
	MOVQ(t4, p)
	JMP(LabelRef(loop4))
	Label(loop1)
	CMPQ(p, bend)
	JAE(LabelRef(look))
	g.step(Mem{Base: p}, accs[0], nan(0))
	ADDQ(U32(vbytes), p)
	JMP(LabelRef(loop1))

	Label(look)
	if e.float {
		Comment("A NaN in this block: the first one is the result.")
		if g.s.wide() {
			kortest(g.s.lanes(e), nans[0])
		} else {
			VORPS(nans[1], nans[0], nans[0])
			VPTEST(nans[0], nans[0])
		}
		JNZ(LabelRef(name + "_nan"))
	}
	Comment("Has a lane beaten the best so far? Then this block holds the new best first.")
	t, u := g.s.vec(), g.s.vec()
	g.fold(accs[1], accs[0], t)
	g.fold(accs[3], accs[2], u)
	g.fold(u, t, t)
	g.jumpIfBeats(t, best, name+"_better")
	Label(name + "_next")
	CMPQ(p, end)
	JB(LabelRef(block))
	JMP(LabelRef(name + "_rescan"))

	Label(name + "_better")
	g.horizontal(t, best)
	MOVQ(blk, bestAt)
	JMP(LabelRef(name + "_next"))

	rescan := func(label string, eq bool) {
		Label(label)
		r, lane := GP64(), label+"_found"
		Label(label + "_loop")
		CMPQ(p, end)
		JAE(LabelRef(name + "_none"))
		g.matchMask(Mem{Base: p}, best, eq, r)
		TESTQ(r, r)
		JNZ(LabelRef(lane))
		ADDQ(U32(vbytes), p)
		JMP(LabelRef(label + "_loop"))
		Label(lane)
		BSFQ(r, r)
		SUBQ(a, p)
		if width > 1 {
			SHRQ(U8(map[int]uint8{4: 2, 8: 3}[width]), p)
		}
		ADDQ(r, p)
		Store(p, ReturnIndex(0))
		VZEROUPPER()
		RET()
	}
	Comment("The first element of the best's block that equals it.")
	Label(name + "_rescan")
	MOVQ(bestAt, p)
	rescan(name+"_eq", true)
	if e.float {
		Label(name + "_nan")
		MOVQ(blk, p)
		rescan(name+"_first_nan", false)
	}
	Label(name + "_none") // not reached: the block holds the best
	Store(n, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// kortest sets ZF unless some of the low lanes bits of k are set.
func kortest(lanes int, k Register) {
	map[int]func(Op, Op){64: KORTESTQ, 32: KORTESTD, 16: KORTESTW, 8: KORTESTB}[lanes](k, k)
}
