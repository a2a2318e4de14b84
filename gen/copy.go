package gen

import . "github.com/dave/jennifer/jen"

func bulk(name string) *Statement { return Qual(kitPath, name) }

func check(name string) *Statement { return Qual(kitPath, name) }

// libBulk names the internal/bulk function or type name, which only the
// library's own packages may call (the asm moves of predeclared types,
// JoinPlain, IndexSlots and the arithmetic scatter stores): Go lets only
// packages of this module import it, so that ndkit need not export to
// every module what no package cmd/ndgen writes calls.
func libBulk(name string) *Statement { return Qual(bulkPath, name) }

// rowMajorA is the row-major layout of a's shape.
func rowMajorA() *Statement { return nd("RowMajor").Call(aDot("layout", "Dims").Op("...")) }

// move returns the move op+suffix (Copy, CopyDisjoint, GatherNd, Gather)
// to call for dtype d: internal/bulk's op+"Plain"+suffix, which may use the
// asm kernels, for the library's pointer-free dtypes; ndkit's
// op+"As"+suffix[W] for a user's pointer-free type of a width the kernels
// take (moved as W, see carrier); ndkit's op+suffix for the others:
// pointer-holding values must never reach assembly, which bypasses the
// garbage collector's write barrier.
func move(d DType, op, suffix string) *Statement {
	switch w := carrier(d); {
	case w != "":
		return bulk(op + "As" + suffix).Types(Id(w))
	case d.Asm:
		return libBulk(op + "Plain" + suffix)
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

// emitCopy writes copy.go: the bulk copies into and out of an array, one
// emitter per method. Each goes through ndkit's moves (see move), which
// walk the joint normal form of the two layouts.
func emitCopy(f *File, d DType) {
	emitCopySmall(f)
	emitSet(f, d)
	emitCopyTo(f, d)
	emitWrite(f, d)
	emitFill(f, d)
	emitRead(f, d)
	emitCopyMethod(f, d)
	emitToSlice(f, d)
	emitEqual(f, d)
}

func emitSet(f *File, d DType) {
	doc(f, "Set", d)
	f.Func().Add(recv()).Id("Set").Params(Id("src").Add(arr()), coordsParam()).Block(
		If(Len(Id("coords")).Op("==").Lit(0).Op("&&").Id("src").Dot("copySmall").Call(Id("a"))).Block(Return()),
		writeGuard(Id("a"), "Set"),
		Id("dst").Op(":=").Add(aDot("layout", "Get").Call(Id("coords").Op("..."))),
		check("SameDims").Call(Lit("Set"), Id("dst"), Id("src").Dot("layout")),
		move(d, "Copy", "").Call(aDot("data"), Id("dst"), Id("src").Dot("data"), Id("src").Dot("layout")),
	)
}

func emitCopyTo(f *File, d DType) {
	doc(f, "CopyTo", d)
	f.Func().Add(recv()).Id("CopyTo").Params(Id("dst").Add(arr())).Block(
		If(aDot("copySmall").Call(Id("dst"))).Block(Return()),
		writeGuard(Id("dst"), "CopyTo"),
		check("SameDims").Call(Lit("CopyTo"), Id("dst").Dot("layout"), aDot("layout")),
		move(d, "Copy", "").Call(Id("dst").Dot("data"), Id("dst").Dot("layout"), aDot("data"), aDot("layout")),
	)
}

func emitWrite(f *File, d DType) {
	doc(f, "Write", d)
	f.Func().Add(recv()).Id("Write").Params(Id("src").Index().Add(d.T())).Block(
		writeGuard(Id("a"), "Write"),
		If(Int64().Parens(Len(Id("src"))).Op("<").Add(aDot("Size").Call())).Block(
			panicf("ErrShape", "Write: source has %d elements, array of shape %v has %d",
				Len(Id("src")), aDot("Shape").Call(), aDot("Size").Call()),
		),
		move(d, "Copy", "").Call(aDot("data"), aDot("layout"), Id("src"), rowMajorA()),
	)
}

func emitFill(f *File, d DType) {
	doc(f, "Fill", d)
	f.Func().Add(recv()).Id("Fill").Params(Id("v").Add(d.T())).Block(
		writeGuard(Id("a"), "Fill"),
		bulk("Fill").Call(aDot("data"), aDot("layout"), Id("v")),
	)
}

func emitRead(f *File, d DType) {
	doc(f, "Read", d)
	f.Func().Add(recv()).Id("Read").Params(Id("dst").Index().Add(d.T())).Block(
		If(Int64().Parens(Len(Id("dst"))).Op("<").Add(aDot("Size").Call())).Block(
			panicf("ErrShape", "Read: destination has %d elements, array of shape %v has %d",
				Len(Id("dst")), aDot("Shape").Call(), aDot("Size").Call()),
		),
		move(d, "Copy", "").Call(Id("dst"), rowMajorA(), aDot("data"), aDot("layout")),
	)
}

// emitCopyMethod writes the method Copy (emitCopy writes the file).
func emitCopyMethod(f *File, d DType) {
	doc(f, "Copy", d)
	f.Func().Add(recv()).Id("Copy").Params().Add(arr()).Block(
		// The copy's own layout serves as the destination's: no second
		// row-major layout to allocate, as Read would make.
		List(Id("data"), Id("copied")).Op(":=").Add(makeCopy()),
		List(Id("out"), Id("s")).Op(":=").Id("headerFor").Call(Id("data"), False(),
			Len(aDot("layout", "Dims"))),
		Id("out").Dot("layout").Dot("SetRowMajor").Call(Id("s"), aDot("layout", "Dims").Op("...")),
		Id("out").Dot("adopt").Call(),
		If(Op("!").Id("copied").Op("&&").Op("!").Add(aDot("copySmall").Call(Id("out")))).Block(
			move(d, "Copy", "").Call(Id("out").Dot("data"), Id("out").Dot("layout"), aDot("data"), aDot("layout")),
		),
		Return(Id("out")),
	)
}

func emitToSlice(f *File, d DType) {
	doc(f, "ToSlice", d)
	f.Func().Add(recv()).Id("ToSlice").Params().Index().Add(d.T()).Block(
		List(Id("out"), Id("copied")).Op(":=").Add(makeCopy()),
		If(Op("!").Id("copied")).Block(aDot("Read").Call(Id("out"))),
		Return(Id("out")),
	)
}

// emitEqual writes Equal and equalElem, its element comparison.
func emitEqual(f *File, d DType) {
	doc(f, "Equal", d)
	f.Func().Add(recv()).Id("Equal").Params(Id("other").Add(arr())).Bool().Block(
		If(Op("!").Add(aDot("Shape").Call().Dot("Equal").Call(Id("other").Dot("Shape").Call()))).Block(Return(False())),
		Return(bulk("Equal").Call(aDot("data"), aDot("layout"), Id("other").Dot("data"), Id("other").Dot("layout"), Id("equalElem"))),
	)
	doc(f, "equalElem", d)
	f.Func().Id("equalElem").Params(Id("x"), Id("y").Add(d.T())).Bool().Block(equalBody(d)...)
}

// makeCopy is ndkit.MakeCopy of a: a new slice of a's elements and
// whether they are in it already (a contiguous a, copied as allocated:
// each byte written once) or still to be copied into its zeros.
func makeCopy() *Statement { return bulk("MakeCopy").Call(aDot("data"), aDot("layout")) }

// equalBody is equalElem's body: ==, except where NaN must equal NaN or
// the type has its own Equal func.
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
	doc(f, "copySmall", nil)
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
