package main

import (
	"fmt"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// computeUnroll is the vectors of each input a kernel's main loop takes
// per iteration.
const computeUnroll = 4

// asmSignature is the Go signature of k's kernels: a pointer for dst and
// each slice operand, the scalars by value, the count and whether dst is
// streamed.
func (k *ckernel) asmSignature() string {
	args := []string{"dst *" + k.out.goType}
	for _, o := range k.ops {
		if o.scalar {
			args = append(args, o.name+" "+k.e.goType)
		} else {
			args = append(args, o.name+" *"+k.e.goType)
		}
	}
	return "func(" + strings.Join(append(args, "n int", "stream bool"), ", ") + ")"
}

// avx2Step is the elements an AVX2 kernel takes at least, and of which n
// is a multiple: a vector, or for comparisons a vector of results; 1
// where it ends with a masked vector, as AVX2 can for 4- and 8-byte
// elements.
func (k *ckernel) avx2Step() int {
	switch {
	case k.out != k.e:
		return avx2.bytes
	case k.avx2Masked():
		return 1
	}
	return avx2.lanes(k.e)
}

// avx2Masked reports an AVX2 kernel ending with a masked vector.
func (k *ckernel) avx2Masked() bool { return k.out == k.e && k.e.width >= 4 }

// asmDoc is the doc comment of k's kernel of s.
func (k *ckernel) asmDoc(s isa) []string {
	first := fmt.Sprintf("%s%s is %s(dst[:n], ...) for n > 0", k.base(), s.name, k.name)
	if !s.wide() && k.avx2Step() > 1 {
		first = fmt.Sprintf("%s%s is %s(dst[:n], ...) for n a positive multiple of %d", k.base(), s.name, k.name, k.avx2Step())
	}
	return []string{first + ",",
		"with non-temporal stores into dst where stream (dst then 64-byte aligned)."}
}

// kernelFrame loads the pointers and broadcasts the scalars and the
// constants of k's kernel, and starts the element index i at 0.
type kernelFrame struct {
	name       string
	dst        Register
	ptrs       []Register   // per operand; nil for scalars
	scal       []VecVirtual // per operand; nil for slices
	n, i       Register
	rest, done string
}

func newFrame(k *ckernel, s isa) *kernelFrame {
	f := &kernelFrame{name: k.base() + s.name}
	TEXT(f.name, NOSPLIT, k.asmSignature())
	Pragma("noescape")
	Doc(k.asmDoc(s)...)
	f.dst = Load(Param("dst"), GP64())
	for _, o := range k.ops {
		if o.scalar {
			f.ptrs = append(f.ptrs, nil)
			f.scal = append(f.scal, s.broadcastParam(k.e, o.name))
		} else {
			f.ptrs = append(f.ptrs, Load(Param(o.name), GP64()))
			f.scal = append(f.scal, nil)
		}
	}
	f.n = Load(Param("n"), GP64())
	f.i = GP64()
	XORQ(f.i, f.i)
	f.rest, f.done = f.name+"_rest", f.name+"_done"
	return f
}

// inputs loads one vector of each slice operand at element i+off (only
// the lanes of mask where it is not nil) beside the broadcast scalars.
func (f *kernelFrame) inputs(s isa, e elem, off int, mask Op) []VecVirtual {
	var in []VecVirtual
	for j, p := range f.ptrs {
		if p == nil {
			in = append(in, f.scal[j])
			continue
		}
		in = append(in, s.load(e, Mem{Base: p, Index: f.i, Scale: uint8(e.width), Disp: off * e.width}, mask))
	}
	return in
}

// mainLoops emits the loop of block elements per iteration twice, with
// ordinary and with non-temporal stores (chosen by stream), each leaving
// for rest once fewer than block elements remain.
func (f *kernelFrame) mainLoops(block int, body func(nt bool)) {
	CMPB(paramAddr("stream"), Imm(0))
	JNE(LabelRef(f.name + "_nt"))
	for _, nt := range []bool{false, true} {
		label := f.name + "_loop"
		if nt {
			label = f.name + "_nt"
		}
		Label(label)
		CMPQ(f.n, U32(block))
		JB(LabelRef(f.rest))
		body(nt)
		ADDQ(U32(block), f.i)
		SUBQ(U32(block), f.n)
		JMP(LabelRef(label))
	}
	Label(f.rest)
}

// restLoop emits what follows the main loops: single steps of step
// elements (a vector, or AVX2 comparisons' vector of results) while they
// remain, then, where the isa can mask (AVX-512, or AVX2 with masked
// moves of width bytes where width is not 0), one masked vector of the
// elements left; else the caller does those.
func (f *kernelFrame) restLoop(s isa, step, width int, body func(mask Op)) {
	CMPQ(f.n, U32(step))
	JB(LabelRef(f.name + "_tail"))
	body(nil)
	ADDQ(U32(step), f.i)
	SUBQ(U32(step), f.n)
	JMP(LabelRef(f.rest))
	Label(f.name + "_tail")
	switch {
	case s.wide():
		TESTQ(f.n, f.n)
		JZ(LabelRef(f.done))
		body(tailMask(f.n))
	case width != 0:
		TESTQ(f.n, f.n)
		JZ(LabelRef(f.done))
		body(avx2TailMask(f.n, width))
	}
	Label(f.done)
	Comment("Order the non-temporal stores before the caller's.")
	CMPB(paramAddr("stream"), Imm(0))
	JE(LabelRef(f.name + "_ret"))
	SFENCE()
	Label(f.name + "_ret")
	VZEROUPPER()
	RET()
}

// emitElementwise emits k's kernel of s: computeUnroll vectors per
// iteration, then single (AVX-512: masked) vectors.
func emitElementwise(k *ckernel, s isa) {
	f := newFrame(k, s)
	var c []VecVirtual
	for _, q := range k.body.consts {
		c = append(c, s.splat(q))
	}
	lanes := s.lanes(k.e)
	one := func(off int, mask Op, nt bool) {
		r := k.body.apply(s, k.e, f.inputs(s, k.e, off, mask), c)
		s.store(k.out, r, Mem{Base: f.dst, Index: f.i, Scale: uint8(k.e.width), Disp: off * k.e.width}, mask, nt)
	}
	f.mainLoops(computeUnroll*lanes, func(nt bool) {
		for u := range computeUnroll {
			one(u*lanes, nil, nt)
		}
	})
	width := 0
	if k.avx2Masked() {
		width = k.e.width
	}
	f.restLoop(s, lanes, width, func(mask Op) { one(0, mask, false) })
}

// emitCompare emits comparison k's kernel of s. AVX2 packs the lanes of
// all ones or zero of width-byte vectors into one vector of bytes (and
// makes them 0 or 1); AVX-512 joins the comparisons' opmasks and expands
// them to bytes with a zero-masked move of ones.
func emitCompare(k *ckernel, s isa) {
	f := newFrame(k, s)
	e := k.e
	ones := s.splat(repeat(1, 1))
	var sign []VecVirtual
	if !s.wide() && !e.float && !e.signed {
		sign = append(sign, s.splat(repeat(1<<(8*e.width-1), e.width)))
	}
	lanes := s.lanes(e)
	dstAt := func(off int) Mem { return Mem{Base: f.dst, Index: f.i, Scale: 1, Disp: off} }
	if !s.wide() {
		var perm VecVirtual
		if e.width >= 4 {
			perm = s.vec()
			VMOVDQU(packOrder(), perm)
		}
		// unit is 32 results from e.width vectors at i+off.
		unit := func(off int, nt bool) {
			var masks []VecVirtual
			negated := false
			for j := range e.width {
				in := f.inputs(s, e, off+j*lanes, nil)
				m, neg := k.cmp.avx2Mask(s, e, in[0], in[1], sign)
				masks, negated = append(masks, m), neg
			}
			r := packMasks(s, e, masks, perm)
			if negated {
				VPADDB(ones, r, r)
			} else {
				VPAND(ones, r, r)
			}
			s.store(boolE, r, dstAt(off), nil, nt)
		}
		units := max(1, computeUnroll/e.width)
		f.mainLoops(units*s.bytes, func(nt bool) {
			for u := range units {
				unit(u*s.bytes, nt)
			}
		})
		f.restLoop(s, s.bytes, 0, func(Op) { unit(0, false) })
		return
	}
	f.mainLoops(computeUnroll*lanes, func(nt bool) {
		var ks []Register
		for u := range computeUnroll {
			in := f.inputs(s, e, u*lanes, nil)
			ks = append(ks, k.cmp.evexMask(e, in[0], in[1]))
		}
		joined, bits := joinMasks(ks, lanes)
		for j, km := range joined {
			var r, o Op = s.vec(), ones
			if bits == 32 {
				r, o = YMM(), ones.AsY()
			}
			VMOVDQU8_Z(o, km, r)
			s.store(boolE, r, dstAt(j*bits), nil, nt)
		}
	})
	f.restLoop(s, lanes, 0, func(mask Op) {
		in := f.inputs(s, e, 0, mask)
		km := k.cmp.evexMask(e, in[0], in[1])
		r := s.vec()
		VMOVDQU8_Z(ones, km, r)
		if mask != nil {
			s.store(boolE, r, dstAt(0), mask, false)
			return
		}
		switch lanes {
		case 64:
			VMOVDQU64(r, dstAt(0))
		case 32:
			VMOVDQU64(r.AsY(), dstAt(0))
		case 16:
			VMOVDQU64(r.AsX(), dstAt(0))
		default:
			VMOVQ(r.AsX(), dstAt(0))
		}
	})
}

// joinMasks joins opmasks of bits bits each, pairwise, into masks of up
// to 64 bits, in order (the first mask in the low bits).
func joinMasks(ks []Register, bits int) ([]Register, int) {
	for bits < 64 && len(ks) > 1 {
		unpack := map[int]func(Op, Op, Op){8: KUNPCKBW, 16: KUNPCKWD, 32: KUNPCKDQ}[bits]
		var joined []Register
		for j := 0; j < len(ks); j += 2 {
			k := K()
			unpack(ks[j], ks[j+1], k)
			joined = append(joined, k)
		}
		ks, bits = joined, 2*bits
	}
	return ks, bits
}

// packMasks packs AVX2 comparison masks (lanes all ones or zero) of
// e.width vectors into one vector of bytes 0xff or 0, in element order.
// Packing works within 128-bit lanes, so the result's pieces are then put
// in order: quadwords for words, dwords (perm) for dwords. Quadwords
// first become dwords, by taking the low half of each.
func packMasks(s isa, e elem, m []VecVirtual, perm VecVirtual) VecVirtual {
	switch e.width {
	case 1:
		return m[0]
	case 2:
		r := s.vec()
		VPACKSSWB(m[1], m[0], r)
		VPERMQ(Imm(0xD8), r, r)
		return r
	case 8:
		var d []VecVirtual
		for j := 0; j < 8; j += 2 {
			x := s.vec()
			VSHUFPS(Imm(0x88), m[j+1], m[j], x)
			VPERMQ(Imm(0xD8), x, x)
			d = append(d, x)
		}
		m = d
	}
	ab, cd, r := s.vec(), s.vec(), s.vec()
	VPACKSSDW(m[1], m[0], ab)
	VPACKSSDW(m[3], m[2], cd)
	VPACKSSWB(cd, ab, r)
	VPERMD(r, perm, r)
	return r
}

// packOrder is the dword order VPERMD needs after packing four vectors
// of dwords to bytes: 0, 4, 1, 5, 2, 6, 3, 7.
func packOrder() Mem {
	const name = "computePackOrder"
	m, ok := emittedQuads[name]
	if !ok {
		m = GLOBL(name, RODATA|NOPTR)
		for j, d := range []uint32{0, 4, 1, 5, 2, 6, 3, 7} {
			DATA(4*j, U32(d))
		}
		emittedQuads[name] = m
	}
	return m
}
