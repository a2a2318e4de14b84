package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reduce family: asm/compute's reductions of a contiguous run of
// float32 or float64. The pairwise sum's leaf (NumPy's pairwise_sum for
// n <= 128: eight partial sums, then the rest in order) and the maximum
// and minimum, each in an AVX2 and an AVX-512 variant; the chunk kernels
// of reduce_chunks.go sum runs of 1024 (eight leaves) at once. The
// pairwise sum's recursion above them stays in Go (reduce_sum.go).

// reduceFamily emits every reduction kernel.
func reduceFamily() {
	redLeaf32()
	redLeaf64(false)
	redLeaf64(true)
	redChunks32()
	redChunks64()
	for _, e := range []elem{float32E, float64E} {
		for _, max := range []bool{true, false} {
			for _, z := range []bool{false, true} {
				redExtreme(e, max, z)
			}
		}
	}
}

// redLeafDoc is the Go reference loop of the pairwise sum's leaf.
func redLeafDoc(name, typ string) {
	Doc(name+" is NumPy's pairwise_sum for n <= 128 elements of a:",
		"",
		"\tif n < 8 {",
		"\t\tres := "+typ+"(0)",
		"\t\tfor _, v := range a[:n] { res += v }",
		"\t\treturn res",
		"\t}",
		"\tr := a[:8] // eight partial sums, copied",
		"\ti := 8",
		"\tfor ; i < n-n%8; i += 8 { r[j] += a[i+j] for j < 8 }",
		"\tres := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))",
		"\tfor ; i < n; i++ { res += a[i] }",
		"\treturn res",
		"",
		"The eight partial sums are the lanes of the vector registers, so the",
		"order of every addition is NumPy's.")
}

// redLeafStart loads a and n, jumps to small for n < 8 and returns the
// pointer, the end of the whole vectors and the end of a.
func redLeafStart(name string, width int) (p, vend, end Register) {
	p = Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	end = GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: uint8(width)}, end)
	CMPQ(n, Imm(8))
	JL(LabelRef(name + "_small"))
	ANDQ(I32(-8), n)
	vend = GP64()
	LEAQ(Mem{Base: p, Index: n, Scale: uint8(width)}, vend)
	return p, vend, end
}

// redLeafRest adds the elements from p to end one by one into x (the
// in-order rest of the leaf), stores x and returns; then, at the label
// small, the n < 8 case: x = 0 and the same in-order loop.
func redLeafRest(name string, p, end Register, x Register, single bool) {
	width := 8
	add := VADDSD
	if single {
		width, add = 4, VADDSS
	}
	rest := name + "_rest"
	Label(rest)
	CMPQ(p, end)
	JAE(LabelRef(name + "_done"))
	add(Mem{Base: p}, x, x)
	ADDQ(Imm(uint64(width)), p)
	JMP(LabelRef(rest))

	Label(name + "_small")
	VXORPS(x, x, x)
	JMP(LabelRef(rest))

	Label(name + "_done")
	Store(x, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// redLeaf32 emits the float32 leaf: the eight partial sums are one YMM
// register (also the AVX-512 level's leaf: a ZMM register would hold two
// leaves' sums, whose orders differ).
func redLeaf32() {
	name := "pairwiseLeafFloat32AVX2"
	TEXT(name, NOSPLIT, "func(a *float32, n int) float32")
	Pragma("noescape")
	redLeafDoc(name, "float32")
	p, vend, end := redLeafStart(name, 4)
	r := YMM()
	VMOVUPS(Mem{Base: p}, r)
	ADDQ(Imm(32), p)
	loop := name + "_loop"
	Label(loop)
	CMPQ(p, vend)
	JAE(LabelRef(name + "_fold"))
	VADDPS(Mem{Base: p}, r, r)
	ADDQ(Imm(32), p)
	JMP(LabelRef(loop))

	Label(name + "_fold")
	Comment("Lanes (r0+r1, r2+r3, ..) then ((r0+r1)+(r2+r3)) in each half, then the halves.")
	VHADDPS(r, r, r)
	VHADDPS(r, r, r)
	hi := XMM()
	VEXTRACTF128(Imm(1), r, hi)
	x := r.AsX()
	VADDSS(hi, x, x)
	redLeafRest(name, p, end, x, true)
}

// redLeaf64 emits the float64 leaf: the eight partial sums in two YMM
// registers (AVX2) or one ZMM register (AVX-512).
func redLeaf64(z bool) {
	suffix := "AVX2"
	if z {
		suffix = "AVX512"
	}
	name := "pairwiseLeafFloat64" + suffix
	TEXT(name, NOSPLIT, "func(a *float64, n int) float64")
	Pragma("noescape")
	redLeafDoc(name, "float64")
	p, vend, end := redLeafStart(name, 8)
	var lo, hi Register
	var r VecVirtual
	if z {
		r = ZMM()
		VMOVUPD(Mem{Base: p}, r)
	} else {
		lo, hi = YMM(), YMM()
		VMOVUPD(Mem{Base: p}, lo)
		VMOVUPD(Mem{Base: p, Disp: 32}, hi)
	}
	ADDQ(Imm(64), p)
	loop := name + "_loop"
	Label(loop)
	CMPQ(p, vend)
	JAE(LabelRef(name + "_fold"))
	if z {
		VADDPD(Mem{Base: p}, r, r)
	} else {
		VADDPD(Mem{Base: p}, lo, lo)
		VADDPD(Mem{Base: p, Disp: 32}, hi, hi)
	}
	ADDQ(Imm(64), p)
	JMP(LabelRef(loop))

	Label(name + "_fold")
	if z {
		lo, hi = r.AsY(), YMM()
		VEXTRACTF64X4(Imm(1), r, hi)
	}
	Comment("(r0+r1, r4+r5, r2+r3, r6+r7), then ((r0+r1)+(r2+r3), (r4+r5)+(r6+r7)), then their sum.")
	h := YMM()
	VHADDPD(hi, lo, h)
	h2 := XMM()
	VEXTRACTF128(Imm(1), h, h2)
	x := h.AsX()
	VADDPD(h2, x, x)
	VPERMILPD(Imm(1), x, h2)
	VADDSD(h2, x, x)
	redLeafRest(name, p, end, x, false)
}

// redExtreme emits MaxT or MinT's kernel (z: AVX-512).
func redExtreme(e elem, max, z bool) {
	g := redGen{single: e.width == 4, max: max, z: z}
	op := "max"
	if !max {
		op = "min"
	}
	suffix := "AVX2"
	if z {
		suffix = "AVX512"
	}
	name := op + e.name + suffix
	TEXT(name, NOSPLIT, fmt.Sprintf("func(a *%s, n int) (m %s, nan bool)", e.goType, e.goType))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for n >= 1, %s%sGo(a[:n]) before its NaN result: whether any", name, op, e.name),
		"element is NaN, and otherwise the "+map[bool]string{true: "largest", false: "smallest"}[max]+" element, a zero "+
			map[bool]string{true: "+0 if any +0 is there", false: "-0 if any -0 is there"}[max]+".",
		"Lanes combine through "+g.combineDoc()+", which is",
		"commutative and associative on every non-NaN input (equal zeros give",
		"their bits' "+map[bool]string{true: "and", false: "or"}[max]+"), so that the order of lanes and accumulators does not",
		"matter; a NaN sets a separate flag.")
	p := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	lanes := 32 / e.width
	if z {
		lanes *= 2
	}
	vbytes := lanes * e.width

	accs := make([]VecVirtual, 4)
	accs[0] = g.vec()
	g.initAcc(accs[0])
	for i := 1; i < 4; i++ {
		accs[i] = g.vec()
		g.mov(accs[0], accs[i])
	}
	nans := g.nanInit()

	loop4, loop1, tail, fold := name+"_loop4", name+"_loop1", name+"_tail", name+"_fold"
	Label(loop4)
	CMPQ(n, U32(4*lanes))
	JL(LabelRef(loop1))
	for i := range 4 {
		x := g.vec()
		g.load(Mem{Base: p, Disp: i * vbytes}, x)
		g.step(accs[i], x, nans[i%len(nans)])
	}
	ADDQ(U32(4*vbytes), p)
	SUBQ(U32(4*lanes), n)
	JMP(LabelRef(loop4))

	Label(loop1)
	CMPQ(n, Imm(uint64(lanes)))
	JL(LabelRef(tail))
	x := g.vec()
	g.load(Mem{Base: p}, x)
	g.step(accs[0], x, nans[0])
	ADDQ(Imm(uint64(vbytes)), p)
	SUBQ(Imm(uint64(lanes)), n)
	JMP(LabelRef(loop1))

	Label(tail)
	TESTQ(n, n)
	JZ(LabelRef(fold))
	if z {
		Comment("The last n < lanes elements: a masked load (which touches no memory of the lanes it",
			"leaves out) over a copy of the accumulator, whose lanes change nothing.")
		bits := GP64()
		MOVQ(I32(-1), bits)
		BZHIQ(n, bits, bits)
		k := K()
		KMOVQ(bits, k)
		x := g.vec()
		g.mov(accs[1], x)
		if g.single {
			VMOVUPS(Mem{Base: p}, k, x)
		} else {
			VMOVUPD(Mem{Base: p}, k, x)
		}
		g.step(accs[1], x, nans[0])
	} else {
		Comment("The last n < lanes elements: the vector that ends at a's end again, if a has one",
			"(elements seen twice change nothing), else each element broadcast to a whole vector.")
		total := Load(Param("n"), GP64())
		CMPQ(total, Imm(uint64(lanes)))
		JL(LabelRef(name + "_each"))
		x := g.vec()
		g.load(Mem{Base: p, Index: n, Scale: uint8(e.width), Disp: -vbytes}, x)
		g.step(accs[1], x, nans[0])
		JMP(LabelRef(fold))

		Label(name + "_each")
		x = g.vec()
		if g.single {
			VBROADCASTSS(Mem{Base: p}, x)
		} else {
			VBROADCASTSD(Mem{Base: p}, x)
		}
		g.step(accs[1], x, nans[0])
		ADDQ(Imm(uint64(e.width)), p)
		DECQ(n)
		JNZ(LabelRef(name + "_each"))
	}

	Label(fold)
	Comment("The accumulators, then the lanes, through the same combination.")
	g.combine(accs[0], accs[1])
	g.combine(accs[2], accs[3])
	g.combine(accs[0], accs[2])
	acc := accs[0]
	if z {
		hi := YMM()
		if g.single {
			VEXTRACTF32X8(Imm(1), acc, hi)
		} else {
			VEXTRACTF64X4(Imm(1), acc, hi)
		}
		g.combine(acc.AsY(), hi)
	}
	hi := XMM()
	VEXTRACTF128(Imm(1), acc.AsY(), hi)
	lo := acc.AsX()
	g.combine(lo, hi)
	if g.single {
		VPERMILPS(Imm(0x4e), lo, hi)
		g.combine(lo, hi)
		VPERMILPS(Imm(0xb1), lo, hi)
		g.combine(lo, hi)
	} else {
		VPERMILPD(Imm(1), lo, hi)
		g.combine(lo, hi)
	}
	Store(lo, ReturnIndex(0))
	flag := GP8()
	g.nanTest(nans)
	SETNE(flag)
	Store(flag, ReturnIndex(1))
	VZEROUPPER()
	RET()
}

// redGen emits the max/min kernels' vector operations on float32 (single)
// or float64 lanes, YMM or (z) ZMM registers.
type redGen struct{ single, max, z bool }

func (g redGen) vec() VecVirtual {
	if g.z {
		return ZMM()
	}
	return YMM()
}

func (g redGen) combineDoc() string {
	if g.max {
		return "and(max(x, y), max(y, x))"
	}
	return "or(min(x, y), min(y, x))"
}

func (g redGen) mov(src, dst Op) {
	if g.single {
		VMOVAPS(src, dst)
	} else {
		VMOVAPD(src, dst)
	}
}

func (g redGen) load(m Mem, x Op) {
	if g.single {
		VMOVUPS(m, x)
	} else {
		VMOVUPD(m, x)
	}
}

// initAcc sets every lane of x to -Inf (max) or +Inf (min).
func (g redGen) initAcc(x VecVirtual) {
	t := GP64()
	var bits uint64
	switch {
	case g.single && g.max:
		bits = 0xff800000
	case g.single:
		bits = 0x7f800000
	case g.max:
		bits = 0xfff0000000000000
	default:
		bits = 0x7ff0000000000000
	}
	MOVQ(U64(bits), t)
	VMOVQ(t, x.AsX())
	if g.single {
		VPBROADCASTD(x.AsX(), x)
	} else {
		VPBROADCASTQ(x.AsX(), x)
	}
}

// combine sets acc to and(max(acc, x), max(x, acc)) (or the min's).
// MAXPS returns its second source when the two are equal zeros (or either
// is NaN): taken both ways and and-ed, equal zeros give +0 if either is
// +0; any other non-NaN pair gives the larger twice.
func (g redGen) combine(acc, x Op) {
	t := redLike(acc)
	var f, both func(Op, Op, Op)
	switch {
	case g.single && g.max:
		f, both = func(a, b, c Op) { VMAXPS(a, b, c) }, func(a, b, c Op) { VANDPS(a, b, c) }
	case g.single:
		f, both = func(a, b, c Op) { VMINPS(a, b, c) }, func(a, b, c Op) { VORPS(a, b, c) }
	case g.max:
		f, both = func(a, b, c Op) { VMAXPD(a, b, c) }, func(a, b, c Op) { VANDPD(a, b, c) }
	default:
		f, both = func(a, b, c Op) { VMINPD(a, b, c) }, func(a, b, c Op) { VORPD(a, b, c) }
	}
	f(x, acc, t)
	f(acc, x, acc)
	both(t, acc, acc)
}

// redLike returns a new register of acc's width.
func redLike(acc Op) VecVirtual {
	switch acc.(Register).Size() {
	case 64:
		return ZMM()
	case 32:
		return YMM()
	}
	return XMM()
}

// nanInit returns the NaN flags: two zeroed vectors (AVX2) or one zeroed
// mask register (AVX-512).
func (g redGen) nanInit() []Register {
	if g.z {
		k := K()
		KXORQ(k, k, k)
		return []Register{k}
	}
	a, b := YMM(), YMM()
	VXORPS(a, a, a)
	VXORPS(b, b, b)
	return []Register{a, b}
}

// step combines x into acc and sets nan's lanes where x is NaN.
func (g redGen) step(acc, x VecVirtual, nan Register) {
	if g.z {
		k := K()
		if g.single {
			VCMPPS(Imm(3), x, x, k)
			KORW(k, nan, nan)
		} else {
			VCMPPD(Imm(3), x, x, k)
			KORB(k, nan, nan)
		}
	} else {
		u := YMM()
		if g.single {
			VCMPPS(Imm(3), x, x, u)
		} else {
			VCMPPD(Imm(3), x, x, u)
		}
		VORPS(u, nan, nan)
	}
	g.combine(acc, x)
}

// nanTest sets ZF unless some lane of the flags is set.
func (g redGen) nanTest(nans []Register) {
	if g.z {
		if g.single {
			KORTESTW(nans[0], nans[0])
		} else {
			KORTESTB(nans[0], nans[0])
		}
		return
	}
	VORPS(nans[1], nans[0], nans[0])
	VPTEST(nans[0], nans[0])
}
