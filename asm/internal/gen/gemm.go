package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The gemm family: asm/compute's GEMM micro-kernels, BLIS's register
// blocking. A kernel multiplies a packed panel of A (kc steps of mr
// elements: one column of mr rows of A each) by a packed panel of B (kc
// steps of nr: one row of nr columns of B each) into an mr×nr tile of C,
// column-major with columns ldc apart, starting from zero or from the
// tile's values. The tile's columns live in registers, mr/lanes vectors
// each: every step loads A's column once, broadcasts each of B's nr
// elements and adds its products to a column with one fused multiply-add
// per vector, so each element of the tile adds its kc products in order
// of the step, each rounded once (FMA).

// A gemmShape is one kernel's element, isa and tile.
type gemmShape struct {
	e      elem
	s      isa
	mr, nr int
}

// gemmShapes are the kernels: on AVX-512, 24 of the 32 registers hold a
// 32×12 (float32) or 16×12 (float64) tile; on AVX2, 12 of the 16 hold a
// 16×6 or 8×6 one (BLIS's Skylake-X and Haswell shapes, transposed).
var gemmShapes = []gemmShape{
	{float32E, avx512, 32, 12},
	{float64E, avx512, 16, 12},
	{float32E, avx2, 16, 6},
	{float64E, avx2, 8, 6},
}

// gemmFamily emits every micro-kernel.
func gemmFamily() {
	for _, g := range gemmShapes {
		gemmEmit(g)
	}
}

// gemmEmit emits g's micro-kernel.
func gemmEmit(g gemmShape) {
	name := "gemm" + g.e.name + g.s.name
	vecs := g.mr / g.s.lanes(g.e)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(kc int, a, b, c *%s, ldc int, accumulate bool)", g.e.goType))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for kc >= 1 and ldc >= %d, the loop", name, g.mr),
		"",
		fmt.Sprintf("\tfor j := range %d {", g.nr),
		fmt.Sprintf("\t\tfor i := range %d {", g.mr),
		fmt.Sprintf("\t\t\tvar s %s", g.e.goType),
		"\t\t\tif accumulate {",
		"\t\t\t\ts = c[j*ldc+i]",
		"\t\t\t}",
		"\t\t\tfor p := range kc {",
		fmt.Sprintf("\t\t\t\ts = fma(a[p*%d+i], b[p*%d+j], s)", g.mr, g.nr),
		"\t\t\t}",
		"\t\t\tc[j*ldc+i] = s",
		"\t\t}",
		"\t}",
		"",
		fmt.Sprintf("over unsafe.Slice(a, kc*%d), unsafe.Slice(b, kc*%d) and unsafe.Slice(c, %d*ldc+%d),",
			g.mr, g.nr, g.nr-1, g.mr),
		"fma rounding once. It prefetches the tile below c's (hints, which never fault).")
	kc := Load(Param("kc"), GP64())
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	c := Load(Param("c"), GP64())
	ldc := Load(Param("ldc"), GP64())
	SHLQ(U8(map[int]uint8{4: 2, 8: 3}[g.e.width]), ldc) // in bytes
	cj := GP64()                                        // c's column j, as each walks them
	acc := make([][]VecVirtual, g.nr)
	for j := range acc {
		acc[j] = make([]VecVirtual, vecs)
		for v := range vecs {
			acc[j][v] = g.s.vec()
		}
	}
	// each calls f on every vector v of every column j of the tile in c.
	each := func(f func(j, v int, m Mem)) {
		MOVQ(c, cj)
		for j := range g.nr {
			for v := range vecs {
				f(j, v, Mem{Base: cj, Disp: v * g.s.bytes})
			}
			if j < g.nr-1 {
				ADDQ(ldc, cj)
			}
		}
	}
	// The next tile down c's columns (macro's next) is fetched while this
	// one computes: its loads would otherwise stall the next call's start.
	MOVQ(c, cj)
	for j := range g.nr {
		for off := 0; off < g.mr*g.e.width; off += 64 {
			PREFETCHT0(Mem{Base: cj, Disp: g.mr*g.e.width + off})
		}
		if j < g.nr-1 {
			ADDQ(ldc, cj)
		}
	}
	acc0 := Load(Param("accumulate"), GP8())
	TESTB(acc0, acc0)
	JZ(LabelRef(name + "_zero"))
	each(func(j, v int, m Mem) {
		if g.e.width == 4 {
			VMOVUPS(m, acc[j][v])
		} else {
			VMOVUPD(m, acc[j][v])
		}
	})
	JMP(LabelRef(name + "_step"))
	Label(name + "_zero")
	for j := range g.nr {
		for v := range vecs {
			if g.s.wide() {
				VPXORQ(acc[j][v], acc[j][v], acc[j][v])
			} else {
				VXORPS(acc[j][v], acc[j][v], acc[j][v])
			}
		}
	}
	fma, bcast := VFMADD231PS, VBROADCASTSS
	if g.e.width == 8 {
		fma, bcast = VFMADD231PD, VBROADCASTSD
	}
	Label(name + "_step")
	col := make([]VecVirtual, vecs)
	for v := range col {
		col[v] = g.s.load(g.e, Mem{Base: a, Disp: v * g.s.bytes}, nil)
	}
	for j := range g.nr {
		x := g.s.vec()
		bcast(Mem{Base: b, Disp: j * g.e.width}, x)
		for v := range vecs {
			fma(col[v], x, acc[j][v]) // acc += col * x
		}
	}
	ADDQ(U32(g.mr*g.e.width), a)
	ADDQ(U32(g.nr*g.e.width), b)
	DECQ(kc)
	JNZ(LabelRef(name + "_step"))
	each(func(j, v int, m Mem) { g.s.store(g.e, acc[j][v], m, nil, false) })
	VZEROUPPER()
	RET()
}
