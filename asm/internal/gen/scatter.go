package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The add scatters read and write a row of dst at a random place per
// update: they are bound by how many cache misses one core keeps in
// flight. Go's loop spends a dozen instructions per element, so the
// reorder buffer holds only a few rows and so a few misses; these kernels
// add a row in a handful of vector instructions and prefetch the row they
// will add into a fixed distance ahead.
const scatterPrefetch = 32 // rows (or elements) ahead

// scatterFloat is an element type of the add scatters: its name in the
// kernels' names, width in bytes and Go type.
type scatterFloat struct {
	name  string
	width int
	goTyp string
}

var scatterFloats = []scatterFloat{{"F32", 4, "float32"}, {"F64", 8, "float64"}}

// vaddVec emits y += m over a vector of f's elements (y the first operand,
// whose NaN an x86 add keeps, as Go's d[j] += u[j] does).
func (f scatterFloat) vaddVec(m Mem, y VecVirtual) {
	if f.width == 4 {
		VADDPS(m, y, y)
	} else {
		VADDPD(m, y, y)
	}
}

// addScalar emits *d += *u for one element.
func (f scatterFloat) addScalar(d, u Mem) {
	x := XMM()
	if f.width == 4 {
		VMOVSS(d, x)
		VADDSS(u, x, x)
		VMOVSS(x, d)
	} else {
		VMOVSD(d, x)
		VADDSD(u, x, x)
		VMOVSD(x, d)
	}
}

// scatterAddDoc is the kernels' reference loop; size is "size" or a number.
func scatterAddDoc(name, size, goTyp string, more ...string) {
	add := []string{"		dst[rows[i]] += upd[i]"}
	if size != "1" {
		add = []string{
			fmt.Sprintf("		d, u := dst[rows[i]*%s:][:%s], upd[i*%s:][:%s]", size, size, size, size),
			"		for j := range d {",
			"			d[j] += u[j]",
			"		}"}
	}
	lines := []string{name + " is", "",
		"	for i := range n {",
		"		if uint64(rows[i]) >= uint64(bound) {",
		"			return i",
		"		}"}
	lines = append(append(lines, add...), "	}", "	return n", "",
		fmt.Sprintf("over %s elements, with the row of rows[i+%d] prefetched in iteration i.",
			goTyp, scatterPrefetch))
	Doc(append(lines, more...)...)
}

// scatterAddScalars emits scatterAdd<F>: the scalar add scatter (rows of
// one element).
func scatterAddScalars(f scatterFloat) {
	name := "scatterAdd" + f.name
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst *%s, bound int, rows *int64, upd *%s, n int) int", f.goTyp, f.goTyp))
	Pragma("noescape")
	scatterAddDoc(name, "1", f.goTyp)
	d := Load(Param("dst"), GP64())
	bound := Load(Param("bound"), GP64())
	rows := Load(Param("rows"), GP64())
	u := Load(Param("upd"), GP64())
	n := Load(Param("n"), GP64())
	i := GP64()
	XORQ(i, i)
	last := GP64() // i + scatterPrefetch < n while the prefetching loop runs
	MOVQ(n, last)
	SUBQ(Imm(scatterPrefetch+1), last)
	elem := func(r Register) Mem { return Mem{Base: d, Index: r, Scale: uint8(f.width)} }
	add := func(bad string) {
		r := GP64()
		MOVQ(Mem{Base: rows, Index: i, Scale: 8}, r)
		Comment("Unsigned: a negative row is out of range too.")
		CMPQ(r, bound)
		JAE(LabelRef(bad))
		f.addScalar(elem(r), Mem{Base: u, Index: i, Scale: uint8(f.width)})
		INCQ(i)
	}
	Label("loop")
	CMPQ(i, last)
	JG(LabelRef("tail"))
	Comment("A prefetch never faults, so its row needs no check yet.")
	p := GP64()
	MOVQ(Mem{Base: rows, Index: i, Scale: 8, Disp: 8 * scatterPrefetch}, p)
	PREFETCHT0(elem(p))
	add("done")
	JMP(LabelRef("loop"))

	Label("tail")
	CMPQ(i, n)
	JGE(LabelRef("done"))
	add("done")
	JMP(LabelRef("tail"))

	Label("done")
	Store(i, ReturnIndex(0))
	RET()
}

// scatterAddRows emits scatterAddRows<F> (rows of size elements, a
// parameter, at least one vector's worth) or, with bytes > 0,
// scatterAddRows<bytes>B<F> (rows of exactly that many bytes, a multiple of
// 32, unrolled).
func scatterAddRows(f scatterFloat, bytes int) {
	name := "scatterAddRows" + f.name
	sig := fmt.Sprintf("func(dst *%s, bound int, rows *int64, upd *%s, n, size int) int", f.goTyp, f.goTyp)
	size, more := "size", []string{fmt.Sprintf("size must be %d or more.", 32/f.width)}
	if bytes > 0 {
		name = fmt.Sprintf("scatterAddRows%dB%s", bytes, f.name)
		sig = fmt.Sprintf("func(dst *%s, bound int, rows *int64, upd *%s, n int) int", f.goTyp, f.goTyp)
		size, more = fmt.Sprint(bytes/f.width), nil
	}
	TEXT(name, NOSPLIT, sig)
	Pragma("noescape")
	scatterAddDoc(name, size, f.goTyp, more...)
	d := Load(Param("dst"), GP64())
	bound := Load(Param("bound"), GP64())
	rows := Load(Param("rows"), GP64())
	u := Load(Param("upd"), GP64())
	n := Load(Param("n"), GP64())
	rowBytes := GP64()
	if bytes > 0 {
		MOVQ(U32(bytes), rowBytes)
	} else {
		Load(Param("size"), rowBytes)
		SHLQ(Imm(uint64(logWidth(f.width))), rowBytes)
	}
	i := GP64()
	XORQ(i, i)
	last := GP64() // i + scatterPrefetch < n while the prefetching loop runs
	MOVQ(n, last)
	SUBQ(Imm(scatterPrefetch+1), last)

	Label("loop")
	CMPQ(i, last)
	JG(LabelRef("tail"))
	Comment("A prefetch never faults, so its row needs no check yet: its first",
		"and last line (a row of 64 bytes or less spans at most two).")
	p := GP64()
	MOVQ(Mem{Base: rows, Index: i, Scale: 8, Disp: 8 * scatterPrefetch}, p)
	IMULQ(rowBytes, p)
	PREFETCHT0(Mem{Base: d, Index: p, Scale: 1})
	PREFETCHT0(Mem{Base: d, Index: p, Scale: 1, Disp: -1}.Idx(rowBytes, 1))
	addRow(f, bytes, d, bound, rows, u, i, rowBytes, "done")
	JMP(LabelRef("loop"))

	Label("tail")
	CMPQ(i, n)
	JGE(LabelRef("done"))
	addRow(f, bytes, d, bound, rows, u, i, rowBytes, "done")
	JMP(LabelRef("tail"))

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

func logWidth(width int) int {
	if width == 4 {
		return 2
	}
	return 3
}

// addRow checks rows[i] against bound (jumping to bad if it is out of
// range), adds the update row at u into its row of d, and steps u and i.
func addRow(f scatterFloat, bytes int, d, bound, rows, u, i, rowBytes Register, bad string) {
	r := GP64()
	MOVQ(Mem{Base: rows, Index: i, Scale: 8}, r)
	Comment("Unsigned: a negative row is out of range too.")
	CMPQ(r, bound)
	JAE(LabelRef(bad))
	IMULQ(rowBytes, r)
	ADDQ(d, r)
	if bytes > 0 {
		ys := make([]VecVirtual, bytes/32)
		for k := range ys {
			ys[k] = YMM()
			VMOVUPS(Mem{Base: r, Disp: 32 * k}, ys[k])
		}
		for k, y := range ys {
			f.vaddVec(Mem{Base: u, Disp: 32 * k}, y)
		}
		for k, y := range ys {
			VMOVUPS(y, Mem{Base: r, Disp: 32 * k})
		}
		ADDQ(Imm(uint64(bytes)), u)
		INCQ(i)
		return
	}
	addAny(f, r, u, rowBytes)
	ADDQ(rowBytes, u)
	INCQ(i)
}

// addAny adds the row of rowBytes (at least 32) at u into the row at r:
// 32-byte vectors, then the last elements one at a time. Its labels are
// numbered so that it can be emitted twice.
var addAnyCount int

func addAny(f scatterFloat, r, u, rowBytes Register) {
	addAnyCount++
	l := func(s string) string { return fmt.Sprintf("%s%d", s, addAnyCount) }
	k := GP64()
	XORQ(k, k)
	end := GP64() // the vectors run while k <= end, k+32 <= rowBytes
	LEAQ(Mem{Base: rowBytes, Disp: -32}, end)
	Label(l("vector"))
	y := YMM()
	VMOVUPS(Mem{Base: r, Index: k, Scale: 1}, y)
	f.vaddVec(Mem{Base: u, Index: k, Scale: 1}, y)
	VMOVUPS(y, Mem{Base: r, Index: k, Scale: 1})
	ADDQ(Imm(32), k)
	CMPQ(k, end)
	JLE(LabelRef(l("vector")))
	Label(l("element"))
	CMPQ(k, rowBytes)
	JAE(LabelRef(l("added")))
	f.addScalar(Mem{Base: r, Index: k, Scale: 1}, Mem{Base: u, Index: k, Scale: 1})
	ADDQ(Imm(uint64(f.width)), k)
	JMP(LabelRef(l("element")))
	Label(l("added"))
}
