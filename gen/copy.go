package gen

import (
	"strings"

	. "github.com/dave/jennifer/jen"
)

func bulk(name string) *Statement { return Qual(kitPath, name) }

func check(name string) *Statement { return Qual(kitPath, name) }

// rowMajorA is the row-major layout of a's shape.
func rowMajorA() *Statement { return nd("RowMajor").Call(aDot("layout", "Dims").Op("...")) }

// move returns the ndkit move op+suffix (Copy, CopyDisjoint, GatherNd,
// Gather) to call for dtype d: op+"Plain"+suffix, which may use the asm
// kernels, for the library's pointer-free dtypes; op+"As"+suffix[W] for a
// user's pointer-free type of a width the kernels take (moved as W, see
// carrier); op+suffix for the others: pointer-holding values must never
// reach assembly, which bypasses the garbage collector's write barrier.
func move(d DType, op, suffix string) *Statement {
	switch w := carrier(d); {
	case w != "":
		return bulk(op + "As" + suffix).Types(Id(w))
	case d.Asm:
		return bulk(op + "Plain" + suffix)
	}
	return bulk(op + suffix)
}

// moveFunc is move as a function value: every type argument explicit,
// the element type's then extra.
func moveFunc(d DType, op, suffix string, extra ...Code) *Statement {
	args := append([]Code{d.T()}, extra...)
	if w := carrier(d); w != "" {
		return bulk(op + "As" + suffix).Types(append([]Code{Id(w)}, args...)...)
	}
	return move(d, op, suffix).Types(args...)
}

// carriers are the predeclared types a user's pointer-free type of each
// width moves as (ndkit's ...As functions).
var carriers = map[int]string{1: "uint8", 2: "uint16", 4: "uint32", 8: "uint64", 16: "complex128"}

// carrier returns the type d's elements move as, or "" if d is not a
// user's pointer-free type of a width in carriers.
func carrier(d DType) string {
	if !d.Custom() || !d.Asm {
		return ""
	}
	return carriers[d.Width]
}

// emitCopy writes the bulk copies. Each goes through internal/bulk, which
// walks the joint normal form of the two layouts.
func emitCopy(f *File, d DType) {
	emitWrites(f, d)
	emitReads(f, d)
}

// emitWrites writes the bulk writes into an array: Set, CopyTo, Write, Fill,
// and copySmall, their fast path.
func emitWrites(f *File, d DType) {
	emitCopySmall(f)
	T, cp := d.T, move(d, "Copy", "")
	f.Comment("Set copies src into the sub-array of a at the given leading coordinates")
	f.Comment("(all of a with none). Overlapping source and destination are handled as if")
	f.Comment("src were read first. Set panics with nd.ErrIndexOutOfRange if a coordinate is")
	f.Comment("out of range, with nd.ErrShape if src's shape differs from the sub-array's,")
	f.Comment("and with nd.ErrReadOnly if a is read-only.")
	f.Func().Add(recv()).Id("Set").Params(Id("src").Add(arr()), coordsParam()).Block(
		If(Len(Id("coords")).Op("==").Lit(0).Op("&&").Id("src").Dot("copySmall").Call(Id("a"))).Block(Return()),
		writeGuard(Id("a"), "Set"),
		Id("dst").Op(":=").Add(aDot("layout", "Get").Call(Id("coords").Op("..."))),
		check("SameDims").Call(Lit("Set"), Id("dst"), Id("src").Dot("layout")),
		cp.Clone().Call(aDot("data"), Id("dst"), Id("src").Dot("data"), Id("src").Dot("layout")),
	)
	f.Comment("CopyTo copies a's elements into dst, which must have the same shape; either")
	f.Comment("may be any view. Overlapping views are handled as if a were read first.")
	f.Comment("CopyTo panics with nd.ErrShape if the shapes differ, and with nd.ErrReadOnly")
	f.Comment("if dst is read-only (a may be).")
	f.Func().Add(recv()).Id("CopyTo").Params(Id("dst").Add(arr())).Block(
		If(aDot("copySmall").Call(Id("dst"))).Block(Return()),
		writeGuard(Id("dst"), "CopyTo"),
		check("SameDims").Call(Lit("CopyTo"), Id("dst").Dot("layout"), aDot("layout")),
		cp.Clone().Call(Id("dst").Dot("data"), Id("dst").Dot("layout"), aDot("data"), aDot("layout")),
	)
	f.Comment("Write copies the first Size() elements of src into a, in row-major order. It")
	f.Comment("panics with nd.ErrShape if src is shorter than that, and with nd.ErrReadOnly")
	f.Comment("if a is read-only.")
	f.Func().Add(recv()).Id("Write").Params(Id("src").Index().Add(T())).Block(
		writeGuard(Id("a"), "Write"),
		If(Int64().Parens(Len(Id("src"))).Op("<").Add(aDot("Size").Call())).Block(
			panicf("ErrShape", "Write: source has %d elements, array of shape %v has %d",
				Len(Id("src")), aDot("Shape").Call(), aDot("Size").Call()),
		),
		cp.Clone().Call(aDot("data"), aDot("layout"), Id("src"), rowMajorA()),
	)
	f.Comment("Fill sets every element to v. It panics with nd.ErrReadOnly if a is")
	f.Comment("read-only.")
	f.Func().Add(recv()).Id("Fill").Params(Id("v").Add(T())).Block(
		writeGuard(Id("a"), "Fill"),
		bulk("Fill").Call(aDot("data"), aDot("layout"), Id("v")),
	)
}

// emitReads writes the copies out of an array: Read, Copy, ToSlice, and
// Equal.
func emitReads(f *File, d DType) {
	T, cp := d.T, move(d, "Copy", "")
	f.Comment("Read copies a's elements, in row-major order, into the first Size() elements")
	f.Comment("of dst. It panics with nd.ErrShape if dst is shorter than that.")
	f.Func().Add(recv()).Id("Read").Params(Id("dst").Index().Add(T())).Block(
		If(Int64().Parens(Len(Id("dst"))).Op("<").Add(aDot("Size").Call())).Block(
			panicf("ErrShape", "Read: destination has %d elements, array of shape %v has %d",
				Len(Id("dst")), aDot("Shape").Call(), aDot("Size").Call()),
		),
		cp.Clone().Call(Id("dst"), rowMajorA(), aDot("data"), aDot("layout")),
	)
	f.Comment("Copy returns a contiguous, row-major deep copy of a, writable even if a is")
	f.Comment("read-only.")
	f.Func().Add(recv()).Id("Copy").Params().Add(arr()).Block(
		// The copy's own layout serves as the destination's: no second
		// row-major layout to allocate, as Read would make.
		List(Id("data"), Id("copied")).Op(":=").Add(makeCopy()),
		List(Id("out"), Id("s")).Op(":=").Id("headerFor").Call(Id("data"), False(),
			Len(aDot("layout", "Dims"))),
		Id("out").Dot("layout").Dot("SetRowMajor").Call(Id("s"), aDot("layout", "Dims").Op("...")),
		Id("out").Dot("adopt").Call(),
		If(Op("!").Id("copied").Op("&&").Op("!").Add(aDot("copySmall").Call(Id("out")))).Block(
			cp.Clone().Call(Id("out").Dot("data"), Id("out").Dot("layout"), aDot("data"), aDot("layout")),
		),
		Return(Id("out")),
	)
	f.Comment("ToSlice returns a's elements in row-major order, in a new slice.")
	f.Func().Add(recv()).Id("ToSlice").Params().Index().Add(T()).Block(
		List(Id("out"), Id("copied")).Op(":=").Add(makeCopy()),
		If(Op("!").Id("copied")).Block(aDot("Read").Call(Id("out"))),
		Return(Id("out")),
	)
	f.Comment("Equal reports whether a and other have the same shape and equal elements.")
	for _, line := range strings.Split(equalDoc(d), "\n") {
		f.Comment(line)
	}
	f.Func().Add(recv()).Id("Equal").Params(Id("other").Add(arr())).Bool().Block(
		If(Op("!").Add(aDot("Shape").Call().Dot("Equal").Call(Id("other").Dot("Shape").Call()))).Block(Return(False())),
		Return(bulk("Equal").Call(aDot("data"), aDot("layout"), Id("other").Dot("data"), Id("other").Dot("layout"), Id("equalElem"))),
	)
	f.Comment("equalElem is Equal's element comparison.")
	f.Func().Id("equalElem").Params(Id("x"), Id("y").Add(T())).Bool().Block(equalBody(d)...)
}

// makeCopy is ndkit.MakeCopy of a: a new slice of a's elements and
// whether they are in it already (a contiguous a, copied as allocated:
// each byte written once) or still to be copied into its zeros.
func makeCopy() *Statement { return bulk("MakeCopy").Call(aDot("data"), aDot("layout")) }

func equalDoc(d DType) string {
	switch d.Kind {
	case "float":
		return "Elements compare with ==, except that NaN equals NaN, so an array always\nequals its copy."
	case "complex":
		return "Elements compare with == part by part, except that a NaN part equals a NaN\npart, so an array always equals its copy."
	}
	if d.Equal != "" {
		return "Elements compare with " + d.Equal + "."
	}
	return "Elements compare with ==."
}

func equalBody(d DType) []Code {
	same := func(x, y Code) *Statement {
		return Add(x).Op("==").Add(y).Op("||").Parens(Add(x).Op("!=").Add(x).Op("&&").Add(y).Op("!=").Add(y))
	}
	switch {
	case d.Storage != nil:
		return []Code{
			List(Id("a"), Id("b")).Op(":=").Add(toWide(d, Id("x"))).Op(",").Add(toWide(d, Id("y"))),
			Return(same(Id("a"), Id("b"))),
		}
	case d.Kind == "float":
		return []Code{Return(same(Id("x"), Id("y")))}
	case d.Kind == "complex":
		return []Code{Return(Parens(same(Real(Id("x")), Real(Id("y")))).Op("&&").Line().Parens(same(Imag(Id("x")), Imag(Id("y")))))}
	}
	if d.Equal != "" {
		return []Code{Return(Qual(d.Import, d.Equal).Call(Id("x"), Id("y")))}
	}
	return []Code{Return(Id("x").Op("==").Id("y"))}
}

// emitCopySmall writes copySmall, the copies' fast path for small rank-2
// arrays, which works from the scalar fast path's fields.
func emitCopySmall(f *File) {
	f.Comment("copySmall copies a into dst and returns true if both are rank-2 arrays of")
	f.Comment("the same shape, on the scalar fast path (see ndkit.Adopt; dst then is")
	f.Comment("writable), of at most bulk.SmallCopyElems elements and in different storage:")
	f.Comment("a double loop then costs less than the general copy's walk.")
	f.Func().Add(recv()).Id("copySmall").Params(Id("dst").Add(arr())).Bool().Block(
		If(aDot("getRank").Op("!=").Lit(2).Op("||").Id("dst").Dot("setRank").Op("!=").Lit(2).Op("||").
			Add(aDot("d0")).Op("!=").Id("dst").Dot("d0").Op("||").Add(aDot("d1")).Op("!=").Id("dst").Dot("d1").Op("||").Line().
			Add(aDot("d0")).Op("*").Add(aDot("d1")).Op(">").Add(bulk("SmallCopyElems")).Op("||").
			Add(bulk("Overlaps")).Call(Id("dst").Dot("data"), aDot("data"))).Block(Return(False())),
		bulk("Copy2").Call(Id("dst").Dot("base"), Id("dst").Dot("s0"), Id("dst").Dot("s1"),
			aDot("base"), aDot("s0"), aDot("s1"), Int64().Parens(aDot("d0")), Int64().Parens(aDot("d1"))),
		Return(True()),
	)
}
