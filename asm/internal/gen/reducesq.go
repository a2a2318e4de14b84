package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducesq family: the leaves of asm/compute's
// PairwiseSumSquaredDiff, NumPy's pairwise_sum of d[i] = (a[i]-m)² with d
// computed as the leaf reads a (a subtraction and a multiplication, each
// rounded) and never stored. The leaves are the reduce family's pairwise
// leaves (the same order of every addition) with that transform in
// front: float32 in one YMM register at both levels, float64 in two YMM
// registers (AVX2) or one ZMM register (AVX-512).

// reducesqFamily emits every squared-difference leaf.
func reducesqFamily() {
	sqLeaf32()
	sqLeaf64(false)
	sqLeaf64(true)
	for _, single := range []bool{true, false} {
		for _, z := range []bool{false, true} {
			if !single || !z {
				sqNode(single, z)
			}
		}
	}
}

// sqLeafDoc is the Go reference loop of the leaf.
func sqLeafDoc(name, typ string) {
	Doc(name+" is NumPy's pairwise_sum for n <= 128 elements of d, where",
		"d[i] = "+typ+"((a[i]-m) * (a[i]-m)) (each operation rounded):",
		"",
		"\tif n < 8 {",
		"\t\tres := "+typ+"(0)",
		"\t\tfor _, v := range d[:n] { res += v }",
		"\t\treturn res",
		"\t}",
		"\tr := d[:8] // eight partial sums, copied",
		"\ti := 8",
		"\tfor ; i < n-n%8; i += 8 { r[j] += d[i+j] for j < 8 }",
		"\tres := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))",
		"\tfor ; i < n; i++ { res += d[i] }",
		"\treturn res",
		"",
		"The eight partial sums are the lanes of the vector registers, so the",
		"order of every addition is NumPy's.")
}

// sqOps are the vector or scalar subtraction, multiplication and addition
// of float32 (single) or float64.
type sqOps struct{ sub, mul, add func(...Op) }

func sqVector(single bool) sqOps {
	if single {
		return sqOps{VSUBPS, VMULPS, VADDPS}
	}
	return sqOps{VSUBPD, VMULPD, VADDPD}
}

func sqScalar(single bool) sqOps {
	if single {
		return sqOps{VSUBSS, VMULSS, VADDSS}
	}
	return sqOps{VSUBSD, VMULSD, VADDSD}
}

// square sets x to (x-m)², x holding a's elements.
func (o sqOps) square(m, x Op) {
	o.sub(m, x, x) // x - m
	o.mul(x, x, x)
}

// sqLeafStart broadcasts m into a new vector like v (before the n < 8
// jump, whose path uses it too), then starts the leaf as redLeafStart.
func sqLeafStart(name string, width int, v VecVirtual) (p, vend, end Register) {
	if width == 4 {
		VBROADCASTSS(paramAddr("m"), v)
	} else {
		VBROADCASTSD(paramAddr("m"), v)
	}
	return redLeafStart(name, width)
}

// sqLeafRest adds the squared differences of the elements from p to end
// one by one into x, stores x and returns; then, at the label small, the
// n < 8 case: x = 0 and the same in-order loop.
func sqLeafRest(name string, p, end, x, m Register, single bool) {
	width := 8
	if single {
		width = 4
	}
	o := sqScalar(single)
	rest := name + "_rest"
	Label(rest)
	CMPQ(p, end)
	JAE(LabelRef(name + "_done"))
	t := XMM()
	if single {
		VMOVSS(Mem{Base: p}, t)
	} else {
		VMOVSD(Mem{Base: p}, t)
	}
	o.square(m, t)
	o.add(t, x, x) // res + d
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

// sqLeaf32 emits the float32 leaf (both levels': a ZMM register would
// hold two leaves' partial sums, whose orders differ).
func sqLeaf32() {
	name := "pairwiseLeafSqDiffFloat32AVX2"
	TEXT(name, NOSPLIT, "func(a *float32, n int, m float32) float32")
	Pragma("noescape")
	sqLeafDoc(name, "float32")
	mv := YMM()
	p, vend, end := sqLeafStart(name, 4, mv)
	o := sqVector(true)
	r := YMM()
	VMOVUPS(Mem{Base: p}, r)
	o.square(mv, r)
	ADDQ(Imm(32), p)
	loop := name + "_loop"
	Label(loop)
	CMPQ(p, vend)
	JAE(LabelRef(name + "_fold"))
	t := YMM()
	VMOVUPS(Mem{Base: p}, t)
	o.square(mv, t)
	VADDPS(t, r, r) // r + d
	ADDQ(Imm(32), p)
	JMP(LabelRef(loop))

	Label(name + "_fold")
	x := sqFold32(r)
	sqLeafRest(name, p, end, x, mv.AsX(), true)
}

// sqFold32 adds the eight partial sums of r in NumPy's order into the low
// lane of r's XMM register, which it returns.
func sqFold32(r VecVirtual) Register {
	Comment("Lanes (r0+r1, r2+r3, ..) then ((r0+r1)+(r2+r3)) in each half, then the halves.")
	VHADDPS(r, r, r)
	VHADDPS(r, r, r)
	hi := XMM()
	VEXTRACTF128(Imm(1), r, hi)
	x := r.AsX()
	VADDSS(hi, x, x)
	return x
}

// sqLeaf64 emits the float64 leaf: the eight partial sums in two YMM
// registers (AVX2) or one ZMM register (AVX-512).
func sqLeaf64(z bool) {
	suffix := "AVX2"
	if z {
		suffix = "AVX512"
	}
	name := "pairwiseLeafSqDiffFloat64" + suffix
	TEXT(name, NOSPLIT, "func(a *float64, n int, m float64) float64")
	Pragma("noescape")
	sqLeafDoc(name, "float64")
	var mv VecVirtual = YMM()
	if z {
		mv = ZMM()
	}
	p, vend, end := sqLeafStart(name, 8, mv)
	o := sqVector(false)
	var lo, hi Register
	var r VecVirtual
	if z {
		r = ZMM()
		VMOVUPD(Mem{Base: p}, r)
		o.square(mv, r)
	} else {
		l, h := YMM(), YMM()
		VMOVUPD(Mem{Base: p}, l)
		VMOVUPD(Mem{Base: p, Disp: 32}, h)
		o.square(mv, l)
		o.square(mv, h)
		lo, hi = l, h
	}
	ADDQ(Imm(64), p)
	loop := name + "_loop"
	Label(loop)
	CMPQ(p, vend)
	JAE(LabelRef(name + "_fold"))
	if z {
		t := ZMM()
		VMOVUPD(Mem{Base: p}, t)
		o.square(mv, t)
		VADDPD(t, r, r)
	} else {
		t, u := YMM(), YMM()
		VMOVUPD(Mem{Base: p}, t)
		VMOVUPD(Mem{Base: p, Disp: 32}, u)
		o.square(mv, t)
		o.square(mv, u)
		VADDPD(t, lo, lo)
		VADDPD(u, hi, hi)
	}
	ADDQ(Imm(64), p)
	JMP(LabelRef(loop))

	Label(name + "_fold")
	if z {
		lo, hi = sqHalves(r)
	}
	x := sqFold64(lo, hi)
	sqLeafRest(name, p, end, x, mv.AsX(), false)
}

// sqHalves is r's two YMM halves: the partial sums 0-3 and 4-7.
func sqHalves(r VecVirtual) (lo, hi Register) {
	h := YMM()
	VEXTRACTF64X4(Imm(1), r, h)
	return r.AsY(), h
}

// sqFold64 adds the eight partial sums in lo and hi in NumPy's order into
// the low lane of an XMM register, which it returns.
func sqFold64(lo, hi Register) Register {
	Comment("(r0+r1, r4+r5, r2+r3, r6+r7), then ((r0+r1)+(r2+r3), (r4+r5)+(r6+r7)), then their sum.")
	h := YMM()
	VHADDPD(hi, lo, h)
	h2 := XMM()
	VEXTRACTF128(Imm(1), h, h2)
	x := h.AsX()
	VADDPD(h2, x, x)
	VPERMILPD(Imm(1), x, h2)
	VADDSD(h2, x, x)
	return x
}

// sqNode emits the node kernel: the two leaves of a node of n elements
// whose halves (n2, a multiple of 8, and n-n2 >= n2) are leaves, their
// partial sums interleaved in separate registers, which doubles the adds
// in flight and halves the calls. The left leaf has no scalar rest; the
// right one has at most one more group of 8 than the left.
func sqNode(single, z bool) {
	typ, width, name := "float64", 8, "pairwiseNodeSqDiffFloat64"
	if single {
		typ, width, name = "float32", 4, "pairwiseNodeSqDiffFloat32"
	}
	name += map[bool]string{false: "AVX2", true: "AVX512"}[z]
	TEXT(name, NOSPLIT, "func(a *"+typ+", n2, n int, m "+typ+") "+typ)
	Pragma("noescape")
	Doc(name+" is, for 64 <= n2 <= n-n2 <= 128 and n2 a multiple of 8, the pairwise",
		"sum of the squared differences of a node of n elements whose halves are leaves:",
		"",
		"	pairwiseLeafSqDiff(a[:n2], m) + pairwiseLeafSqDiff(a[n2:n], m)",
		"",
		"with both leaves' partial sums in flight at once.")
	var mv VecVirtual = YMM()
	if z {
		mv = ZMM()
	}
	if single {
		VBROADCASTSS(paramAddr("m"), mv)
	} else {
		VBROADCASTSD(paramAddr("m"), mv)
	}
	a := Load(Param("a"), GP64())
	n2 := Load(Param("n2"), GP64())
	n := Load(Param("n"), GP64())
	p1, p2, end2, vend2 := GP64(), GP64(), GP64(), GP64()
	MOVQ(a, p1)
	LEAQ(Mem{Base: a, Index: n2, Scale: uint8(width)}, p2)
	LEAQ(Mem{Base: a, Index: n, Scale: uint8(width)}, end2)
	SUBQ(n2, n)
	ANDQ(I32(-8), n)
	LEAQ(Mem{Base: p2, Index: n, Scale: uint8(width)}, vend2)
	end1 := p2
	o := sqVector(single)
	// A leaf's eight partial sums: one YMM (float32) or ZMM register, or
	// two YMM registers (float64 on AVX2).
	regs := 1
	if !single && !z {
		regs = 2
	}
	vec := func() VecVirtual {
		if z {
			return ZMM()
		}
		return YMM()
	}
	vb := 32
	if z {
		vb = 64
	}
	load := func(m Mem, v VecVirtual) {
		if single {
			VMOVUPS(m, v)
		} else {
			VMOVUPD(m, v)
		}
	}
	r1, r2 := make([]VecVirtual, regs), make([]VecVirtual, regs)
	end1c := GP64()
	MOVQ(end1, end1c)
	for i := range regs {
		r1[i], r2[i] = vec(), vec()
		load(Mem{Base: p1, Disp: i * vb}, r1[i])
		load(Mem{Base: p2, Disp: i * vb}, r2[i])
		o.square(mv, r1[i])
		o.square(mv, r2[i])
	}
	ADDQ(Imm(uint64(8*width)), p1)
	ADDQ(Imm(uint64(8*width)), p2)
	group := func(p Register, r []VecVirtual) {
		for i := range regs {
			t := vec()
			load(Mem{Base: p, Disp: i * vb}, t)
			o.square(mv, t)
			o.add(t, r[i], r[i]) // r + d
		}
	}
	Label(name + "_both")
	CMPQ(p1, end1c)
	JAE(LabelRef(name + "_right"))
	group(p1, r1)
	group(p2, r2)
	ADDQ(Imm(uint64(8*width)), p1)
	ADDQ(Imm(uint64(8*width)), p2)
	JMP(LabelRef(name + "_both"))
	Label(name + "_right")
	CMPQ(p2, vend2)
	JAE(LabelRef(name + "_fold"))
	group(p2, r2)
	ADDQ(Imm(uint64(8*width)), p2)
	JMP(LabelRef(name + "_right"))

	Label(name + "_fold")
	fold := func(r []VecVirtual) Register {
		switch {
		case single:
			return sqFold32(r[0])
		case z:
			lo, hi := sqHalves(r[0])
			return sqFold64(lo, hi)
		}
		return sqFold64(r[0], r[1])
	}
	x1 := fold(r1)
	x2 := fold(r2)
	Comment("The right leaf's rest, in order; then left + right.")
	so := sqScalar(single)
	Label(name + "_rest")
	CMPQ(p2, end2)
	JAE(LabelRef(name + "_done"))
	t := XMM()
	if single {
		VMOVSS(Mem{Base: p2}, t)
	} else {
		VMOVSD(Mem{Base: p2}, t)
	}
	so.square(mv.AsX(), t)
	so.add(t, x2, x2)
	ADDQ(Imm(uint64(width)), p2)
	JMP(LabelRef(name + "_rest"))
	Label(name + "_done")
	so.add(x2, x1, x1) // left + right
	Store(x1, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
