package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducerow family: asm/compute's row kernels of the reductions along
// the outer axis, called once per reduced row with a small accumulator
// row that stays in L1: AddRowWiden (acc[j] += row[j], the integers
// widened to 64 bits, as NumPy's sums of them are) and
// AddSquaredDiffRow (acc[j] += (row[j]-mean[j])², a variance's second
// pass; a subtraction, a multiplication and an addition, each rounded, so
// that the bits are the Go loop's), each in an AVX2 and an AVX-512
// variant. A kernel takes n, a positive multiple of its vector's 64-bit
// (or float) lanes, and leaves the rest of the row to the Go twin.

// A widenRow is one AddRowWiden kernel: the row's element and the
// instruction that widens a vector's worth of them to 64-bit lanes.
type widenRow struct {
	e     elem
	acc   string // the accumulators' Go type
	widen func(...Op)
}

var widenRows = []widenRow{
	{int32E, "int64", VPMOVSXDQ},
	{uint8E, "uint64", VPMOVZXBQ},
	{int8E, "int64", VPMOVSXBQ},
	{int16E, "int64", VPMOVSXWQ},
	{uint16E, "uint64", VPMOVZXWQ},
	{uint32E, "uint64", VPMOVZXDQ},
}

// reducerowFamily emits every row kernel.
func reducerowFamily() {
	for _, k := range widenRows {
		for _, s := range []isa{avx2, avx512} {
			widenRowEmit(k, s)
		}
	}
	for _, e := range []elem{float32E, float64E} {
		for _, s := range []isa{avx2, avx512} {
			sqDiffRowEmit(e, s)
		}
	}
}

// rowLoops emits the loops over a row of n elements, lanes at a time:
// body(j) does the j-th group of lanes from the pointers' positions,
// four groups per turn, then one; step advances the pointers by one
// group each.
func rowLoops(name string, n Register, lanes int, body func(j int), step func(groups int)) {
	Label(name + "_loop4")
	CMPQ(n, U32(4*lanes))
	JB(LabelRef(name + "_loop1"))
	for j := range 4 {
		body(j)
	}
	step(4)
	SUBQ(U32(4*lanes), n)
	JMP(LabelRef(name + "_loop4"))
	Label(name + "_loop1")
	TESTQ(n, n)
	JZ(LabelRef(name + "_done"))
	body(0)
	step(1)
	SUBQ(U32(lanes), n)
	JMP(LabelRef(name + "_loop1"))
	Label(name + "_done")
	VZEROUPPER()
	RET()
}

// widenRowEmit emits AddRowWiden's kernel of k for s.
func widenRowEmit(k widenRow, s isa) {
	name := "addRowWiden" + k.e.name + s.name
	lanes := s.bytes / 8
	TEXT(name, NOSPLIT, fmt.Sprintf("func(acc *%s, row *%s, n int)", k.acc, k.e.goType))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for n a positive multiple of %d, the loop", name, lanes),
		"",
		"\tfor j := range n {",
		fmt.Sprintf("\t\tacc[j] += %s(row[j])", k.acc),
		"\t}",
		"",
		"over unsafe.Slice(acc, n) and unsafe.Slice(row, n), which wraps modulo 2^64.")
	acc := Load(Param("acc"), GP64())
	row := Load(Param("row"), GP64())
	n := Load(Param("n"), GP64())
	rowBytes := lanes * k.e.width
	rowLoops(name, n, lanes, func(j int) {
		x := s.vec()
		k.widen(Mem{Base: row, Disp: j * rowBytes}, x)
		m := Mem{Base: acc, Disp: j * s.bytes}
		if s.wide() {
			VPADDQ(m, x, x)
			VMOVDQU64(x, m)
		} else {
			VPADDQ(m, x, x)
			VMOVDQU(x, m)
		}
	}, func(groups int) {
		ADDQ(U32(groups*rowBytes), row)
		ADDQ(U32(groups*s.bytes), acc)
	})
}

// sqDiffRowEmit emits AddSquaredDiffRow's kernel of e for s.
func sqDiffRowEmit(e elem, s isa) {
	name := "addSquaredDiffRow" + e.name + s.name
	lanes := s.lanes(e)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(acc, row, mean *%s, n int)", e.goType))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for n a positive multiple of %d, the loop", name, lanes),
		"",
		"\tfor j := range n {",
		"\t\td := row[j] - mean[j]",
		fmt.Sprintf("\t\tacc[j] += %s(d * d)", e.goType),
		"\t}",
		"",
		"over unsafe.Slice(acc, n), unsafe.Slice(row, n) and unsafe.Slice(mean, n): each",
		"operation rounded (no fused multiply-add), in the loop's operand order.")
	acc := Load(Param("acc"), GP64())
	row := Load(Param("row"), GP64())
	mean := Load(Param("mean"), GP64())
	n := Load(Param("n"), GP64())
	sub, mul, add := VSUBPS, VMULPS, VADDPS
	if e.width == 8 {
		sub, mul, add = VSUBPD, VMULPD, VADDPD
	}
	rowLoops(name, n, lanes, func(j int) {
		off := j * s.bytes
		d := s.load(e, Mem{Base: row, Disp: off}, nil)
		sub(Mem{Base: mean, Disp: off}, d, d) // row - mean
		mul(d, d, d)
		a := s.load(e, Mem{Base: acc, Disp: off}, nil)
		add(d, a, a) // acc + d
		s.store(e, a, Mem{Base: acc, Disp: off}, nil, false)
	}, func(groups int) {
		for _, p := range []Register{acc, row, mean} {
			ADDQ(U32(groups*s.bytes), p)
		}
	})
}
