package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducei family: sums, maxima and minima of int32, int64 and uint8
// runs (asm/compute's reducei.go), each in an AVX2 and an AVX-512
// variant. A kernel takes n, a positive multiple of its chunk (the
// elements one vector load takes), and leaves the rest of the run to the
// Go twin, so that it reads nothing past the run. The main loop keeps
// four accumulators, which hides the latency of the adds, compares and
// blends behind the loads; the accumulators are then folded into one and
// the vector's lanes folded into one scalar.

// riKernel is one reduction: its Go name's stem, the element's Go type
// and size, the result's Go type, and how a chunk enters an accumulator.
type riKernel struct {
	name, elem, result string
	size               int  // bytes of an element
	sum                bool // a sum (accumulators start at 0) or a max/min (at the first chunk)
	// lanes is the lane width, in bytes, of the accumulators.
	lanes int
	// step folds the chunk at m into acc (tmp is a scratch vector, zero
	// a zero vector for the sums).
	step func(g riGen, m Mem, acc, tmp, zero VecVirtual)
	// fold combines b into a, lane by lane.
	fold func(g riGen, a, b Register)
}

// riGen is an ISA: YMM registers (AVX2) or ZMM registers (AVX-512).
type riGen struct{ z bool }

func (g riGen) suffix() string {
	if g.z {
		return "AVX512"
	}
	return "AVX2"
}

func (g riGen) bytes() int {
	if g.z {
		return 64
	}
	return 32
}

func (g riGen) vec() VecVirtual {
	if g.z {
		return ZMM()
	}
	return YMM()
}

// chunk is the elements one step of k takes: a vector, or for the
// widening int32 sum half of one.
func (k riKernel) chunk(g riGen) int {
	if k.name == "sumInt32" {
		return g.bytes() / 8
	}
	return g.bytes() / k.size
}

var riKernels = []riKernel{
	{name: "sumInt64", elem: "int64", result: "int64", size: 8, sum: true, lanes: 8,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPADDQ(m, acc, acc) },
		fold: func(g riGen, a, b Register) { VPADDQ(b, a, a) }},
	{name: "sumInt32", elem: "int32", result: "int64", size: 4, sum: true, lanes: 8,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPMOVSXDQ(m, tmp); VPADDQ(tmp, acc, acc) },
		fold: func(g riGen, a, b Register) { VPADDQ(b, a, a) }},
	{name: "sumUint8", elem: "uint8", result: "uint64", size: 1, sum: true, lanes: 8,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPSADBW(m, zero, tmp); VPADDQ(tmp, acc, acc) },
		fold: func(g riGen, a, b Register) { VPADDQ(b, a, a) }},
	{name: "maxInt32", elem: "int32", result: "int32", size: 4, lanes: 4,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPMAXSD(m, acc, acc) },
		fold: func(g riGen, a, b Register) { VPMAXSD(b, a, a) }},
	{name: "minInt32", elem: "int32", result: "int32", size: 4, lanes: 4,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPMINSD(m, acc, acc) },
		fold: func(g riGen, a, b Register) { VPMINSD(b, a, a) }},
	{name: "maxUint8", elem: "uint8", result: "uint8", size: 1, lanes: 1,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPMAXUB(m, acc, acc) },
		fold: func(g riGen, a, b Register) { VPMAXUB(b, a, a) }},
	{name: "minUint8", elem: "uint8", result: "uint8", size: 1, lanes: 1,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { VPMINUB(m, acc, acc) },
		fold: func(g riGen, a, b Register) { VPMINUB(b, a, a) }},
	{name: "maxInt64", elem: "int64", result: "int64", size: 8, lanes: 8,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { riMax64(g, m, acc, true) },
		fold: func(g riGen, a, b Register) { riMax64(g, b, a, true) }},
	{name: "minInt64", elem: "int64", result: "int64", size: 8, lanes: 8,
		step: func(g riGen, m Mem, acc, tmp, zero VecVirtual) { riMax64(g, m, acc, false) },
		fold: func(g riGen, a, b Register) { riMax64(g, b, a, false) }},
}

// riMax64 folds x (a vector or memory) into acc with a signed int64 max
// (or min). AVX-512 has VPMAXSQ; AVX2 compares and blends: the mask
// picks x where it beats acc.
func riMax64(g riGen, x Op, acc Register, max bool) {
	if g.z {
		if max {
			VPMAXSQ(x, acc, acc)
		} else {
			VPMINSQ(x, acc, acc)
		}
		return
	}
	v, ok := x.(Register)
	if !ok {
		v = YMM()
		if acc.Size() == 16 {
			v = XMM()
		}
		VMOVDQU(x, v)
	}
	var m Register = YMM()
	if acc.Size() == 16 {
		m = XMM()
	}
	if max {
		VPCMPGTQ(acc, v, m) // m = v > acc
	} else {
		VPCMPGTQ(v, acc, m) // m = acc > v
	}
	VPBLENDVB(m, v, acc, acc)
}

// reduceiFamily emits every kernel in both variants.
func reduceiFamily() {
	for _, k := range riKernels {
		for _, z := range []bool{false, true} {
			riEmit(k, riGen{z: z})
		}
	}
}

// riEmit emits k's kernel for g.
func riEmit(k riKernel, g riGen) {
	name := k.name + g.suffix()
	c := k.chunk(g)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(a *%s, n int) %s", k.elem, k.result))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is %s(unsafe.Slice(a, n)) for n a positive multiple of %d.", name, riGoName(k.name), c))
	p := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	load := func(off int) Mem { return Mem{Base: p, Disp: off} }
	step := c * k.size // bytes one chunk reads
	acc := []VecVirtual{g.vec(), g.vec(), g.vec(), g.vec()}
	var zero VecVirtual
	if k.sum {
		for _, a := range acc {
			riZero(g, a)
		}
		if k.name == "sumUint8" {
			zero = g.vec()
			riZero(g, zero)
		}
	} else {
		for _, a := range acc {
			riLoad(g, load(0), a)
		}
	}
	tmp := g.vec()
	Label(name + "_loop4")
	CMPQ(n, U32(4*c))
	JB(LabelRef(name + "_loop1"))
	for j, a := range acc {
		k.step(g, load(j*step), a, tmp, zero)
	}
	ADDQ(U32(4*step), p)
	SUBQ(U32(4*c), n)
	JMP(LabelRef(name + "_loop4"))
	Label(name + "_loop1")
	TESTQ(n, n)
	JZ(LabelRef(name + "_fold"))
	k.step(g, load(0), acc[0], tmp, zero)
	ADDQ(U32(step), p)
	SUBQ(U32(c), n)
	JMP(LabelRef(name + "_loop1"))
	Label(name + "_fold")
	k.fold(g, acc[0], acc[1])
	k.fold(g, acc[2], acc[3])
	k.fold(g, acc[0], acc[2])
	riHorizontal(k, g, acc[0])
	VZEROUPPER()
	RET()
}

// riHorizontal folds the lanes of a into its lowest one and returns it.
func riHorizontal(k riKernel, g riGen, a VecVirtual) {
	y := a.AsY()
	if g.z {
		hi := YMM()
		VEXTRACTI64X4(U8(1), a, hi)
		k.fold(g, y, hi)
	}
	x := a.AsX()
	hi := XMM()
	VEXTRACTI128(U8(1), y, hi)
	k.fold(g, x, hi)
	VPSHUFD(U8(0x4e), x, hi) // the upper quadword down
	k.fold(g, x, hi)
	if k.lanes <= 4 {
		VPSHUFD(U8(0xb1), x, hi) // the upper doubleword down
		k.fold(g, x, hi)
	}
	if k.lanes == 1 {
		VPSRLD(U8(16), x, hi) // garbage above byte 0 is never read
		k.fold(g, x, hi)
		VPSRLW(U8(8), x, hi)
		k.fold(g, x, hi)
	}
	r := GP64()
	switch k.lanes {
	case 8:
		VMOVQ(x, r)
		Store(r, ReturnIndex(0))
	case 4:
		VMOVD(x, r.As32())
		Store(r.As32(), ReturnIndex(0))
	case 1:
		VMOVD(x, r.As32())
		Store(r.As8(), ReturnIndex(0))
	}
}

// riZero zeroes a (VPXORQ for ZMM registers, VPXOR for YMM ones).
func riZero(g riGen, a VecVirtual) {
	if g.z {
		VPXORQ(a, a, a)
	} else {
		VPXOR(a, a, a)
	}
}

// riLoad loads a vector.
func riLoad(g riGen, m Mem, a VecVirtual) {
	if g.z {
		VMOVDQU64(m, a)
	} else {
		VMOVDQU(m, a)
	}
}

// riGoName is the exported Go name of a kernel stem ("sumInt32": SumInt32).
func riGoName(s string) string { return string(s[0]-'a'+'A') + s[1:] }
