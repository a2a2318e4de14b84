package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Random gathers from tables larger than the caches are bound by how many
// cache misses one core keeps in flight. The kernels prefetch the element
// (or row) they will load a fixed distance ahead, which keeps more of them
// in flight than the loop's own loads; everything else about them is a
// plain unrolled loop.
const (
	scalarPrefetch = 64 // elements ahead: far enough to cover a miss to DRAM
	rowPrefetch    = 32 // rows ahead: a row is up to a few lines, so fewer suffice
)

// gatherScalars emits gather<8·width>Prefetch (int64 indices) or
// gather<8·width>I32Prefetch (int32 indices, sign-extended): dst[i] =
// src[idx[i]] for i < n, with each index checked against bound; it returns
// how many elements it moved (n, or the position of the first index out of
// range).
func gatherScalars(width, idxWidth int) {
	suffix := ""
	if idxWidth == 4 {
		suffix = "I32"
	}
	name := fmt.Sprintf("gather%d%sPrefetch", 8*width, suffix)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst, src *byte, bound int, idx *int%d, n int) int", 8*idxWidth))
	Pragma("noescape")
	Doc(name+" is",
		"",
		"	for i := range n {",
		"		if uint64(idx[i]) >= uint64(bound) {",
		"			return i",
		"		}",
		"		dst[i] = src[idx[i]]",
		"	}",
		"	return n",
		"",
		fmt.Sprintf("over %d-byte elements, with the element of idx[i+%d] prefetched in", width, scalarPrefetch),
		"iteration i.")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	bound := Load(Param("bound"), GP64())
	idx := Load(Param("idx"), GP64())
	n := Load(Param("n"), GP64())
	i := GP64()
	XORQ(i, i)

	elemAt := func(k Register) Mem { return Mem{Base: s, Index: k, Scale: uint8(width)} }
	Comment(fmt.Sprintf("Four at a time while idx[i+%d+3] exists: prefetch, check, load, store.", scalarPrefetch))
	limit := GP64()
	MOVQ(n, limit)
	SUBQ(Imm(scalarPrefetch+4), limit)
	Label("loop")
	CMPQ(i, limit)
	JG(LabelRef("tail"))
	Comment("A prefetch never faults, so these indices need no check yet.")
	for u := range 4 {
		p := GP64()
		loadIndex(idxWidth, Mem{Base: idx, Index: i, Scale: uint8(idxWidth), Disp: idxWidth * (scalarPrefetch + u)}, p)
		PREFETCHT0(elemAt(p))
	}
	Comment("Unsigned compares: a negative index is out of range too. On a bad",
		"one the tail redoes the four singly and stops at it.")
	ks := []Register{GP64(), GP64(), GP64(), GP64()}
	for u, k := range ks {
		loadIndex(idxWidth, Mem{Base: idx, Index: i, Scale: uint8(idxWidth), Disp: idxWidth * u}, k)
		CMPQ(k, bound)
		JAE(LabelRef("tail"))
	}
	for _, k := range ks {
		loadElem(width, elemAt(k), k)
	}
	for u, k := range ks {
		storeElem(width, k, Mem{Base: d, Index: i, Scale: uint8(width), Disp: width * u})
	}
	ADDQ(Imm(4), i)
	JMP(LabelRef("loop"))

	Label("tail")
	CMPQ(i, n)
	JGE(LabelRef("done"))
	k := GP64()
	loadIndex(idxWidth, Mem{Base: idx, Index: i, Scale: uint8(idxWidth)}, k)
	CMPQ(k, bound)
	JAE(LabelRef("done"))
	loadElem(width, elemAt(k), k)
	storeElem(width, k, Mem{Base: d, Index: i, Scale: uint8(width)})
	INCQ(i)
	JMP(LabelRef("tail"))

	Label("done")
	Store(i, ReturnIndex(0))
	RET()
}

// loadIndex loads an index of idxWidth bytes into r, sign-extended: a
// negative int32 becomes a negative int64, out of range as unsigned.
func loadIndex(idxWidth int, m Mem, r Register) {
	if idxWidth == 4 {
		MOVLQSX(m, r)
	} else {
		MOVQ(m, r)
	}
}

// loadElem loads one element of width bytes into r, zero-extended.
func loadElem(width int, m Mem, r Register) {
	switch width {
	case 1:
		MOVBQZX(m, r)
	case 2:
		MOVWQZX(m, r)
	case 4:
		MOVL(m, r.(GPVirtual).As32())
	default:
		MOVQ(m, r)
	}
}

// storeElem stores the low width bytes of r.
func storeElem(width int, r Register, m Mem) {
	g := r.(GPVirtual)
	switch width {
	case 1:
		MOVB(g.As8(), m)
	case 2:
		MOVW(g.As16(), m)
	case 4:
		MOVL(g.As32(), m)
	default:
		MOVQ(g, m)
	}
}

// gatherRows emits gatherRows<size>AVX (size > 0: rows of exactly size
// bytes, a multiple of 16) or gatherRowsAnyAVX (rows of size >= 16 bytes, a
// parameter): dst row i = src[pos[i] : pos[i]+size], for i < n, with each
// position checked against limit (= len(src) - size); it returns how many
// rows it moved.
func gatherRows(size int) {
	name := fmt.Sprintf("gatherRows%dAVX", size)
	sig := "func(dst, src *byte, limit int, pos *int64, n int) int"
	if size == 0 {
		name = "gatherRowsAnyAVX"
		sig = "func(dst, src *byte, limit int, pos *int64, n, size int) int"
	}
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	rowSize := "size"
	if size > 0 {
		rowSize = fmt.Sprint(size)
	}
	doc := []string{name + " is",
		"",
		"	for i := range n {",
		"		if uint64(pos[i]) > uint64(limit) {",
		"			return i",
		"		}",
		fmt.Sprintf("		copy(dst[i*%s:(i+1)*%s], src[pos[i]:pos[i]+%s])", rowSize, rowSize, rowSize),
		"	}",
		"	return n",
		"",
		fmt.Sprintf("with the first and last byte of row i+%d prefetched in iteration i.", rowPrefetch)}
	if size == 0 {
		doc = append(doc, "size must be 16 or more.")
	}
	Doc(doc...)
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	limit := Load(Param("limit"), GP64())
	pos := Load(Param("pos"), GP64())
	n := Load(Param("n"), GP64())
	var sz Register
	if size == 0 {
		sz = Load(Param("size"), GP64())
	}
	i := GP64()
	XORQ(i, i)
	last := GP64() // i + rowPrefetch < n while the prefetching loop runs
	MOVQ(n, last)
	SUBQ(Imm(rowPrefetch+1), last)

	Label("loop")
	CMPQ(i, last)
	JG(LabelRef("tail"))
	p := GP64()
	MOVQ(Mem{Base: pos, Index: i, Scale: 8, Disp: 8 * rowPrefetch}, p)
	PREFETCHT0(Mem{Base: s, Index: p, Scale: 1})
	if size > 0 {
		PREFETCHT0(Mem{Base: s, Index: p, Scale: 1, Disp: size - 1})
	} else {
		PREFETCHT0(Mem{Base: s, Index: p, Scale: 1, Disp: -1}.Idx(sz, 1))
	}
	moveRow(size, d, s, limit, pos, i, sz, "tail")
	JMP(LabelRef("loop"))

	Label("tail")
	CMPQ(i, n)
	JGE(LabelRef("done"))
	moveRow(size, d, s, limit, pos, i, sz, "done")
	JMP(LabelRef("tail"))

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

// moveRow checks pos[i] against limit (jumping to bad if it is out of
// range), copies the row to d, and steps d and i.
func moveRow(size int, d, s, limit, pos, i, sz Register, bad string) {
	p := GP64()
	MOVQ(Mem{Base: pos, Index: i, Scale: 8}, p)
	CMPQ(p, limit)
	JA(LabelRef(bad))
	row := GP64()
	LEAQ(Mem{Base: s, Index: p, Scale: 1}, row)
	switch {
	case size == 16:
		x := XMM()
		VMOVDQU(Mem{Base: row}, x)
		VMOVDQU(x, Mem{Base: d})
	case size > 0:
		ys := make([]VecVirtual, size/32)
		for k := range ys {
			ys[k] = YMM()
			VMOVDQU(Mem{Base: row, Disp: 32 * k}, ys[k])
		}
		for k, y := range ys {
			VMOVDQU(y, Mem{Base: d, Disp: 32 * k})
		}
	default:
		moveAny(d, row, sz)
	}
	if size > 0 {
		ADDQ(Imm(uint64(size)), d)
	} else {
		ADDQ(sz, d)
	}
	INCQ(i)
}

// moveAny copies sz >= 16 bytes from row to d: 32-byte blocks and one last
// block that ends at the row's end (overlapping the one before it), or two
// overlapping 16-byte moves below 32 bytes. Its labels are numbered so that
// it can be emitted twice.
var moveAnyCount int

func moveAny(d, row, sz Register) {
	moveAnyCount++
	l := func(s string) string { return fmt.Sprintf("%s%d", s, moveAnyCount) }
	CMPQ(sz, Imm(32))
	JAE(LabelRef(l("blocks")))
	x, y := XMM(), XMM()
	VMOVDQU(Mem{Base: row}, x)
	VMOVDQU(Mem{Base: row, Disp: -16}.Idx(sz, 1), y)
	VMOVDQU(x, Mem{Base: d})
	VMOVDQU(y, Mem{Base: d, Disp: -16}.Idx(sz, 1))
	JMP(LabelRef(l("moved")))

	Label(l("blocks"))
	k := GP64()
	XORQ(k, k)
	end := GP64()
	LEAQ(Mem{Base: sz, Disp: -32}, end)
	Label(l("block"))
	b := YMM()
	VMOVDQU(Mem{Base: row, Index: k, Scale: 1}, b)
	VMOVDQU(b, Mem{Base: d, Index: k, Scale: 1})
	ADDQ(Imm(32), k)
	CMPQ(k, end)
	JB(LabelRef(l("block")))
	lastBlock := YMM()
	VMOVDQU(Mem{Base: row, Index: end, Scale: 1}, lastBlock)
	VMOVDQU(lastBlock, Mem{Base: d, Index: end, Scale: 1})
	Label(l("moved"))
}
