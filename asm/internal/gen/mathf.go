package main

import (
	"fmt"
	"math"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The mathf family: the transcendental kernels of asm/compute (exp, expm1,
// log, log1p, tanh, sigmoid of float32 and float64), each in an AVX2 and
// an AVX-512 variant. Every kernel computes in float64 lanes (the float32
// ones convert on load and round once on store). The float64 cores
// (mathf_core.go) carry double-length terms to stay within 1 ULP; the
// float32 ones (mathf_core32.go) need no more than 2^-30 relative
// accuracy before their rounding, which short polynomials without
// compensation give at a fraction of the cost, and their results are
// within a hair of 0.5 ULP. The cores are written once against mfGen,
// whose methods emit the same operation for four lanes (AVX2) or eight
// (AVX-512); asm/compute's math_twin.go and math_twin32.go are the same
// arithmetic in Go, operation for operation, so that twin and assembly
// agree bit for bit.

// mfFuncs are the kernels' functions: the Go name's stem and its cores
// for float64 and for float32 elements.
var mfFuncs = []struct {
	name         string
	core, core32 func(g mfGen, x VecVirtual) VecVirtual
}{
	{"exp", mfExp, mfExp32},
	{"expm1", mfExpm1, mfExpm132},
	{"log", mfLog, mfLog32},
	{"log1p", mfLog1p, mfLog1p32},
	{"tanh", mfTanh, mfTanh32},
	{"sigmoid", mfSigmoid, mfSigmoid32},
}

// mathfFamily emits every kernel: per function, float32 and float64, AVX2
// and AVX-512.
func mathfFamily() {
	for _, f := range mfFuncs {
		for _, single := range []bool{true, false} {
			core := f.core
			if single {
				core = f.core32
			}
			for _, z := range []bool{false, true} {
				mfKernel(f.name, single, mfGen{z: z}, core)
			}
		}
	}
}

// mfGen emits vector operations on float64 lanes: YMM registers (AVX2)
// or, if z, ZMM registers with opmask registers for masks (AVX-512).
// Operands named b may be an mfConst, read from memory (broadcast from its
// first quadword with AVX-512).
type mfGen struct{ z bool }

// lanes is the float64 lanes of one vector.
func (g mfGen) lanes() int {
	if g.z {
		return 8
	}
	return 4
}

func (g mfGen) suffix() string {
	if g.z {
		return "AVX512"
	}
	return "AVX2"
}

func (g mfGen) vec() VecVirtual {
	if g.z {
		return ZMM()
	}
	return YMM()
}

// An mfConst is a float64 constant (or bit pattern) in read-only memory,
// four copies of it, one 32-byte AVX2 operand.
type mfConst struct{ m Mem }

var mfConsts = map[uint64]mfConst{}

// mfBits returns the constant whose four quadwords are bits.
func mfBits(bits uint64) mfConst {
	c, ok := mfConsts[bits]
	if !ok {
		m := GLOBL(fmt.Sprintf("mathf%016x", bits), RODATA|NOPTR)
		for i := range 4 {
			DATA(8*i, U64(bits))
		}
		c = mfConst{m}
		mfConsts[bits] = c
	}
	return c
}

// mfK returns the constant v.
func mfK(v float64) mfConst { return mfBits(math.Float64bits(v)) }

// op emits the three-operand instruction d = a OP b (plain, or its
// broadcast form for an AVX-512 constant b) into a new register.
func (g mfGen) op(plain, bcst func(...Op), a Op, b any) VecVirtual {
	d := g.vec()
	g.opInto(plain, bcst, d, a, b)
	return d
}

// opInto is op with the destination given; d may be a.
func (g mfGen) opInto(plain, bcst func(...Op), d, a Op, b any) {
	switch b := b.(type) {
	case mfConst:
		if g.z {
			bcst(b.m, a, d)
		} else {
			plain(b.m, a, d)
		}
	case Op:
		plain(b, a, d)
	default:
		panic(fmt.Sprintf("mathf: operand %T", b))
	}
}

func (g mfGen) add(a Op, b any) VecVirtual { return g.op(VADDPD, VADDPD_BCST, a, b) }
func (g mfGen) sub(a Op, b any) VecVirtual { return g.op(VSUBPD, VSUBPD_BCST, a, b) }
func (g mfGen) mul(a Op, b any) VecVirtual { return g.op(VMULPD, VMULPD_BCST, a, b) }
func (g mfGen) div(a Op, b any) VecVirtual { return g.op(VDIVPD, VDIVPD_BCST, a, b) }
func (g mfGen) and(a Op, b any) VecVirtual { return g.op(VANDPD, VANDPD_BCST, a, b) }
func (g mfGen) or(a Op, b any) VecVirtual  { return g.op(VORPD, VORPD_BCST, a, b) }

// andNot is ^a & b.
func (g mfGen) andNot(a Op, b any) VecVirtual { return g.op(VANDNPD, VANDNPD_BCST, a, b) }

// min is MINPD's a < b ? a : b, which gives b (x, a NaN) where either is
// NaN; max is a > b ? a : b. A constant a goes to a register first.
func (g mfGen) min(a any, b VecVirtual) VecVirtual { return g.op(VMINPD, VMINPD_BCST, g.reg(a), b) }
func (g mfGen) max(a any, b VecVirtual) VecVirtual { return g.op(VMAXPD, VMAXPD_BCST, g.reg(a), b) }

// Integer operations on the lanes' bits.
func (g mfGen) addQ(a Op, b any) VecVirtual { return g.op(VPADDQ, VPADDQ_BCST, a, b) }
func (g mfGen) subQ(a Op, b any) VecVirtual { return g.op(VPSUBQ, VPSUBQ_BCST, a, b) }
func (g mfGen) shlQ(a Op, n int) VecVirtual {
	d := g.vec()
	VPSLLQ(Imm(uint64(n)), a, d)
	return d
}
func (g mfGen) shrQ(a Op, n int) VecVirtual {
	d := g.vec()
	VPSRLQ(Imm(uint64(n)), a, d)
	return d
}

// reg returns a in a register: a itself, or a constant loaded.
func (g mfGen) reg(a any) VecVirtual {
	switch a := a.(type) {
	case VecVirtual:
		return a
	case mfConst:
		d := g.vec()
		if g.z {
			VBROADCASTSD(a.m, d)
		} else {
			VMOVUPD(a.m, d)
		}
		return d
	}
	panic(fmt.Sprintf("mathf: operand %T", a))
}

// fma is a*b + c, fms a*b - c and fnma -(a*b) + c, each rounded once.
func (g mfGen) fma(a, b Op, c any) VecVirtual {
	return g.fused(VFMADD213PD, VFMADD213PD_BCST, a, b, c)
}
func (g mfGen) fms(a, b Op, c any) VecVirtual {
	return g.fused(VFMSUB213PD, VFMSUB213PD_BCST, a, b, c)
}
func (g mfGen) fnma(a, b Op, c any) VecVirtual {
	return g.fused(VFNMADD213PD, VFNMADD213PD_BCST, a, b, c)
}

// fused emits the 213 form, d = b*d ± c with d a copy of a.
func (g mfGen) fused(plain, bcst func(...Op), a, b Op, c any) VecVirtual {
	d := g.vec()
	VMOVAPD(a, d)
	g.opInto(plain, bcst, d, b, c)
	return d
}

// poly is Horner's c[0] + x*(c[1] + x*(...)), one fused step per degree.
func (g mfGen) poly(x VecVirtual, c []float64) VecVirtual {
	p := g.reg(mfK(c[len(c)-1]))
	for i := len(c) - 2; i >= 0; i-- {
		g.opInto(VFMADD213PD, VFMADD213PD_BCST, p, x, mfK(c[i]))
	}
	return p
}

// The comparison predicates: ordered, so false where a lane is NaN.
const (
	mfEQ = 0x00 // _CMP_EQ_OQ
	mfLT = 0x11 // _CMP_LT_OQ
	mfGT = 0x1E // _CMP_GT_OQ
)

// cmp returns the lanes' mask of a PRED b: a vector of all-ones lanes
// (AVX2) or an opmask (AVX-512).
func (g mfGen) cmp(pred uint64, a Op, b any) Register {
	var d Register
	if g.z {
		d = K()
	} else {
		d = YMM()
	}
	g.opInto(func(o ...Op) { VCMPPD(append([]Op{Imm(pred)}, o...)...) },
		func(o ...Op) { VCMPPD_BCST(append([]Op{Imm(pred)}, o...)...) }, d, a, b)
	return d
}

// both is the mask of lanes set in m1 and m2.
func (g mfGen) both(m1, m2 Register) Register {
	if g.z {
		k := K()
		KANDB(m2, m1, k)
		return k
	}
	d := YMM()
	VANDPD(m2, m1, d)
	return d
}

// blend is m ? b : a, lane by lane.
func (g mfGen) blend(m Register, a Op, b any) VecVirtual {
	d := g.vec()
	if g.z {
		switch b := b.(type) {
		case mfConst:
			VBLENDMPD_BCST(b.m, a, m, d)
		case Op:
			VBLENDMPD(b, a, m, d)
		}
		return d
	}
	switch b := b.(type) {
	case mfConst:
		VBLENDVPD(m, b.m, a, d)
	case Op:
		VBLENDVPD(m, b, a, d)
	}
	return d
}

// mfKernel emits one kernel: name's function of n elements, float32 (if
// single) or float64, for g's instruction set. Whole vectors first; the
// last n%lanes elements go through the same core with masked loads and
// stores (which touch no memory of the lanes they leave out).
func mfKernel(fn string, single bool, g mfGen, core func(mfGen, VecVirtual) VecVirtual) {
	typ, tname := "float64", "Float64"
	if single {
		typ, tname = "float32", "Float32"
	}
	name := fn + tname + g.suffix()
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst, a *%s, n int)", typ))
	Pragma("noescape")
	Doc(name+" is, for n > 0,",
		"",
		"\tfor i, x := range a[:n] {",
		fmt.Sprintf("\t\tdst[i] = %s%sOne(x)", fn, tname),
		"\t}")
	d := Load(Param("dst"), GP64())
	s := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	lanes := g.lanes()
	width := 8
	if single {
		width = 4
	}
	loop, tail, done := name+"_loop", name+"_tail", name+"_done"

	Label(loop)
	CMPQ(n, Imm(uint64(lanes)))
	JL(LabelRef(tail))
	x := g.vec()
	if single {
		VCVTPS2PD(Mem{Base: s}, x)
	} else {
		VMOVUPD(Mem{Base: s}, x)
	}
	g.store(core(g, x), Mem{Base: d}, single, nil)
	ADDQ(Imm(uint64(lanes*width)), s)
	ADDQ(Imm(uint64(lanes*width)), d)
	SUBQ(Imm(uint64(lanes)), n)
	JMP(LabelRef(loop))

	Label(tail)
	TESTQ(n, n)
	JZ(LabelRef(done))
	Comment("The last n < lanes elements: masked loads and stores.")
	var mask Register
	x = g.vec()
	switch {
	case g.z:
		bits := GP64()
		MOVQ(I32(-1), bits)
		BZHIQ(n, bits, bits)
		k := K()
		KMOVB(bits.As32(), k)
		mask = k
		if single {
			y := YMM()
			VMOVUPS_Z(Mem{Base: s}, k, y)
			VCVTPS2PD(y, x)
		} else {
			VMOVUPD_Z(Mem{Base: s}, k, x)
		}
	case single:
		m := XMM()
		VMOVQ(n, m)
		VPBROADCASTD(m, m)
		VPCMPGTD(mfIota32(), m, m)
		mask = m
		v := XMM()
		VMASKMOVPS(Mem{Base: s}, m, v)
		VCVTPS2PD(v, x)
	default:
		m := YMM()
		VMOVQ(n, m.AsX())
		VPBROADCASTQ(m.AsX(), m)
		VPCMPGTQ(mfIota64(), m, m)
		mask = m
		VMASKMOVPD(Mem{Base: s}, m, x)
	}
	g.store(core(g, x), Mem{Base: d}, single, mask)

	Label(done)
	VZEROUPPER()
	RET()
}

// store writes the lanes of y to m, rounded to float32 if single, only
// the lanes of mask if it is not nil.
func (g mfGen) store(y VecVirtual, m Mem, single bool, mask Register) {
	if single {
		var h VecVirtual
		if g.z {
			h = YMM()
			VCVTPD2PS(y, h)
		} else {
			h = XMM()
			VCVTPD2PSY(y, h)
		}
		switch {
		case mask == nil:
			VMOVUPS(h, m)
		case g.z:
			VMOVUPS(h, mask, m)
		default:
			VMASKMOVPS(h, mask, m)
		}
		return
	}
	switch {
	case mask == nil:
		VMOVUPD(y, m)
	case g.z:
		VMOVUPD(y, mask, m)
	default:
		VMASKMOVPD(y, mask, m)
	}
}

var mfIotas = map[int]Mem{}

// mfIota64 is the quadwords 0, 1, 2, 3 and mfIota32 the dwords 0, 1, 2,
// 3: the lane numbers the AVX2 tails compare n with.
func mfIota64() Mem { return mfIota(8) }
func mfIota32() Mem { return mfIota(4) }

func mfIota(size int) Mem {
	m, ok := mfIotas[size]
	if !ok {
		m = GLOBL(fmt.Sprintf("mathfIota%d", 8*size), RODATA|NOPTR)
		for i := range 4 {
			if size == 8 {
				DATA(8*i, U64(uint64(i)))
			} else {
				DATA(4*i, U32(uint32(i)))
			}
		}
		mfIotas[size] = m
	}
	return m
}
