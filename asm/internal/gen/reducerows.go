package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The reducerows family: asm/compute's leaf kernels of the reductions
// along the outer axis, which reduce a leaf's rows (a handful, each a
// piece of one input row) into its accumulator in one pass over the
// columns: each accumulator vector is loaded or started once, takes every
// row's vector in order in registers, and is stored once, where a kernel
// per row would read and write the whole accumulator per row. SumRows
// adds the rows; SquaredDiffRows adds their squared differences from a
// mean (a variance's second pass). The adds run in row order, each
// operation rounded, so that the bits are those of a row kernel called
// per row. Each kernel takes the rows as a pointer to nrows slice headers
// (read only) and n, a positive multiple of its vector's lanes; it reads
// n elements of each row.

// rowsPrefetch is how far ahead of its loads in each row a leaf kernel
// prefetches, line by line, in its four-vector loop: the hardware
// prefetchers start over on each of a leaf's rows, pieces of up to
// 32 KiB. On AMD Zen 5, 512 bytes ahead measured about 1.15× no
// prefetch for column sums of 4096² float32, 1 and 2 KiB about the same
// as 512, 4 KiB slower than none. (Prefetches never fault.)
const rowsPrefetch = 512

// sliceHeader is the size of a slice header, the stride of the rows'.
const sliceHeader = 24

// reducerowsFamily emits every leaf kernel.
func reducerowsFamily() {
	for _, e := range []elem{float32E, float64E} {
		for _, s := range []isa{avx2, avx512} {
			rowsEmit(e, s, false)
			rowsEmit(e, s, true)
		}
	}
}

// rowsEmit emits SumRows (or, with sq, SquaredDiffRows) of e for s.
func rowsEmit(e elem, s isa, sq bool) {
	name, sig, first := "sumRows", "func(acc *%[1]s, rows *[]%[1]s, nrows int, n int)", []string{"s := rows[0][j]"}
	each, also := []string{"\ts += row[j]"}, ""
	if sq {
		name, sig = "squaredDiffRows", "func(acc *%[1]s, rows *[]%[1]s, nrows int, mean *%[1]s, n int)"
		first = []string{"d := rows[0][j] - mean[j]", "s := d * d"}
		each = []string{"\td := row[j] - mean[j]", fmt.Sprintf("\ts += %s(d * d)", e.goType)}
		also = " and unsafe.Slice(mean, n)"
	}
	name += e.name + s.name
	lanes := s.lanes(e)
	TEXT(name, NOSPLIT, fmt.Sprintf(sig, e.goType))
	Pragma("noescape")
	doc := []string{fmt.Sprintf("%s is, for nrows >= 1 and n a positive multiple of %d, the loop", name, lanes),
		"", "\tfor j := range n {"}
	for _, l := range first {
		doc = append(doc, "\t\t"+l)
	}
	doc = append(doc, "\t\tfor _, row := range rows[1:nrows] {")
	for _, l := range each {
		doc = append(doc, "\t\t"+l)
	}
	Doc(append(doc, "\t\t}", "\t\tacc[j] = s", "\t}", "",
		"over unsafe.Slice(acc, n), the rows' first n elements"+also+",",
		"each operation rounded, in the loop's operand order; acc may be a row but",
		"may not overlap one otherwise.")...)
	acc := Load(Param("acc"), GP64())
	rows := Load(Param("rows"), GP64())
	end := Load(Param("nrows"), GP64())
	var mean Register
	if sq {
		mean = Load(Param("mean"), GP64())
	}
	n := Load(Param("n"), GP64())
	IMUL3Q(U32(sliceHeader), end, end)
	ADDQ(rows, end) // past the last header
	off := GP64()
	XORQ(off, off)
	sub, mul, add := VSUBPS, VMULPS, VADDPS
	if e.width == 8 {
		sub, mul, add = VSUBPD, VMULPD, VADDPD
	}
	block := func(label string, groups int) {
		at := func(base Register, g int) Mem { return Mem{Base: base, Index: off, Scale: 1, Disp: g * s.bytes} }
		var m, a []VecVirtual
		// term is row's contribution at group g: the row itself, or its
		// rounded squared difference from the mean.
		term := func(row Register, g int) VecVirtual {
			t := s.load(e, at(row, g), nil)
			if sq {
				sub(m[g], t, t) // row - mean
				mul(t, t, t)
			}
			return t
		}
		p, h := GP64(), GP64()
		MOVQ(Mem{Base: rows}, p)
		for g := range groups {
			if sq {
				m = append(m, s.load(e, at(mean, g), nil))
			}
			a = append(a, term(p, g))
		}
		LEAQ(Mem{Base: rows, Disp: sliceHeader}, h)
		Label(label + "_row")
		CMPQ(h, end)
		JAE(LabelRef(label + "_store"))
		MOVQ(Mem{Base: h}, p)
		for g := range groups {
			if m := at(p, g); groups > 1 && m.Disp%64 == 0 {
				PREFETCHT0(Mem{Base: p, Index: off, Scale: 1, Disp: m.Disp + rowsPrefetch})
			}
			if sq {
				add(term(p, g), a[g], a[g]) // acc + term
			} else {
				add(at(p, g), a[g], a[g])
			}
		}
		ADDQ(U32(sliceHeader), h)
		JMP(LabelRef(label + "_row"))
		Label(label + "_store")
		for g := range groups {
			s.store(e, a[g], at(acc, g), nil, false)
		}
		ADDQ(U32(groups*s.bytes), off)
	}
	Label(name + "_loop4")
	CMPQ(n, U32(4*lanes))
	JB(LabelRef(name + "_loop1"))
	block(name+"_4", 4)
	SUBQ(U32(4*lanes), n)
	JMP(LabelRef(name + "_loop4"))
	Label(name + "_loop1")
	TESTQ(n, n)
	JZ(LabelRef(name + "_done"))
	block(name+"_1", 1)
	SUBQ(U32(lanes), n)
	JMP(LabelRef(name + "_loop1"))
	Label(name + "_done")
	VZEROUPPER()
	RET()
}
