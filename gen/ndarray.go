package gen

import (
	. "github.com/dave/jennifer/jen"
)

// Shorthands shared by the emitters.
func nd(name string) *Statement         { return Qual(ndPath, name) }
func recv() *Statement                  { return Params(Id("a").Op("*").Id("NdArray")) }
func arr() *Statement                   { return Op("*").Id("NdArray") }
func coordsParam() *Statement           { return Id("coords").Op("...").Int64() }
func view(data, layout Code) *Statement { return Id("newArray").Call(data, layout, False()) }

// unsetArray is an NdArray over data, read-only if readOnly, whose layout is
// not set yet (see adopt).
func unsetArray(data, readOnly Code) *Statement {
	return Id("NdArray").Values(Dict{Id("data"): data, Id("readOnly"): readOnly})
}

// derived is x.view(layout): a view of x's storage that is read-only if x is.
func derived(x, layout Code) *Statement { return Add(x).Dot("view").Call(layout) }

// writeGuard is the check every write through x makes first: it panics with
// nd.ErrReadOnly, naming op, if x is read-only.
func writeGuard(x Code, op string) *Statement {
	return If(Add(x).Dot("readOnly")).Block(readOnlyPanic(x, Lit(op)))
}

// readOnlyPanic is the panic of writeGuard: nd.ErrReadOnly naming op (a
// string expression) and x's shape.
func readOnlyPanic(x, op Code) *Statement {
	return Panic(check("ReadOnly").Call(op, Add(x).Dot("Shape").Call()))
}

// panicf is panic(nd.Errorf(kind, format,
//
//	args...)), with the arguments on a line of their own to keep lines short,
//
// and a long format on one of its own too.
func panicf(kind, format string, args ...Code) *Statement {
	first := nd(kind)
	if len(format) > 50 {
		first = first.Op(",").Line().Lit(format)
	} else {
		first = first.Op(",").Lit(format)
	}
	return Panic(nd("Errorf").Call(first.Op(",").Line().List(args...)))
}

func aDot(names ...string) *Statement {
	s := Id("a")
	for _, n := range names {
		s = s.Dot(n)
	}
	return s
}

// emitNdArray writes ndarray.go: the NdArray type, its constructors,
// inspection and basic views.
func emitNdArray(f *File, d DType) {
	emitType(f, d)
	emitConstructors(f, d)
	emitFromAny(f, d)
	emitInspection(f, d)
	emitBasicViews(f)
}

// emitType writes the NdArray type and the package's DType.
func emitType(f *File, d DType) {
	T := d.T
	doc(f, "NdArray", d)
	f.Type().Id("NdArray").Struct(
		Id("data").Index().Add(T()),
		Id("layout").Add(nd("Layout")),
		Id("readOnly").Bool().Comment("writes panic; inherited by views, not copies"),
		Line().Add(commentLines("NdArray.base", d)).Line().
			Id("base").Index().Add(T()),
		Id("getRank").Op(",").Id("setRank").Int(),
		Line().Add(commentLines("NdArray.d0", d)).Line().
			Id("d0").Op(",").Id("d1").Uint64(),
		Id("s0").Op(",").Id("s1").Int64(),
	)
	f.Var().Id("_").Add(nd("Array")).Types(T(), arr()).Op("=").Parens(arr()).Parens(Nil())
	if d.Index {
		emitIndexValues(f)
	}
	doc(f, "DType", d)
	f.Const().Id("DType").Op("=").Add(nd(d.ndName()))
}

// unsetCall is the allocation of an array of shape for a result its op
// writes in full: this package's newUnset (path ""), or the Wrap of the
// package at path over ndkit.WrapUninit's memory.
func unsetCall(path string, shape Code) *Statement {
	if path == "" {
		return Id("newUnset").Call(shape)
	}
	return bulk("WrapUninit").Call(Qual(path, "Wrap"), shape)
}

// emitConstructors writes New, newUnset, Wrap, Scalar and Vector.
func emitConstructors(f *File, d DType) {
	T := d.T
	doc(f, "New", d)
	f.Func().Id("New").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Id("size").Op(":=").Add(check("KnownSize")).Call(Id("shape"), Lit("New")),
		Return(view(bulk("Make").Types(T()).Call(Id("size")), nd("RowMajor").Call(Id("shape").Dot("Dims").Call().Op("...")))),
	)
	doc(f, "newUnset", d)
	f.Func().Id("newUnset").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Id("data").Op(":=").Add(bulk("MakeUninit").Types(T()).Call(check("KnownSize").Call(Id("shape"), Lit("New")))),
		Return(view(Id("data"), nd("RowMajor").Call(Id("shape").Dot("Dims").Call().Op("...")))),
	)
	doc(f, "Wrap", d)
	f.Func().Id("Wrap").Params(Id("shape").Add(nd("Shape")), Id("data").Index().Add(T())).Add(arr()).Block(
		Id("size").Op(":=").Add(check("KnownSize")).Call(Id("shape"), Lit("Wrap")),
		If(Int64().Parens(Len(Id("data"))).Op("<").Id("size")).Block(
			panicf("ErrShape", "Wrap: %d elements for shape %v of size %d", Len(Id("data")), Id("shape"), Id("size")),
		),
		Return(view(Id("data"), nd("RowMajor").Call(Id("shape").Dot("Dims").Call().Op("...")))),
	)
	doc(f, "Scalar", d)
	f.Func().Id("Scalar").Params(Id("v").Add(T())).Add(arr()).Block(
		Return(view(Index().Add(T()).Values(Id("v")), nd("RowMajor").Call())),
	)
	doc(f, "Vector", d)
	f.Func().Id("Vector").Params(Id("values").Op("...").Add(T())).Add(arr()).Block(
		Id("data").Op(":=").Append(Index().Add(T()).Values(), Id("values").Op("...")),
		Return(view(Id("data"), nd("RowMajor").Call(Int64().Parens(Len(Id("data")))))),
	)
}

// emitFromAny writes From, which recovers a package's array from an
// nd.AnyArray (a reader's result) without a type assertion.
func emitFromAny(f *File, d DType) {
	want := d.Type // the dtype's name, as a's DType prints
	if d.Custom() {
		want = elemName(d)
	}
	doc(f, "From", d)
	f.Func().Id("From").Params(Id("a").Add(nd("AnyArray"))).Params(arr(), Error()).Block(
		List(Id("x"), Id("ok")).Op(":=").Id("a").Assert(arr()),
		Switch().Block(
			Case(Id("ok").Op("&&").Id("x").Op("!=").Nil()).Block(Return(Id("x"), Nil())),
			Case(Id("a").Op("==").Nil().Op("||").Id("ok")).Block(
				Return(Nil(), nd("Errorf").Call(nd("ErrArgument"), Lit("From: nil array, want "+want))),
			),
		),
		Return(Nil(), nd("Errorf").Call(nd("ErrArgument").Op(",").Lit("From: %v array (%T), want "+want).
			Op(",").Line().List(Id("a").Dot("DType").Call(), Id("a")))),
	)
}

// emitInspection writes the methods that describe an array: Shape, Rank,
// Size, DType, Layout, Data, ReadOnly, the views AsReadOnly and view, and
// headerFor, with which the other views begin.
func emitInspection(f *File, d DType) {
	doc(f, "Shape", d)
	f.Func().Add(recv()).Id("Shape").Params().Add(nd("Shape")).Block(Return(aDot("layout", "Shape").Call()))
	doc(f, "Rank", d)
	f.Func().Add(recv()).Id("Rank").Params().Int().Block(Return(Len(aDot("layout", "Dims"))))
	doc(f, "Size", d)
	f.Func().Add(recv()).Id("Size").Params().Int64().Block(Return(aDot("layout", "Size").Call()))
	doc(f, "NdArray.DType", d)
	f.Func().Add(recv()).Id("DType").Params().Add(nd("DType")).Block(Return(Id("DType")))
	doc(f, "Layout", d)
	f.Func().Add(recv()).Id("Layout").Params().Add(nd("Layout")).Block(Return(aDot("layout", "Clone").Call()))
	doc(f, "Data", d)
	f.Func().Add(recv()).Id("Data").Params().Index().Add(d.T()).Block(Return(aDot("data")))
	doc(f, "Storage", d)
	f.Func().Add(recv()).Id("Storage").Params().Any().Block(Return(aDot("data")))
	doc(f, "ReadOnly", d)
	f.Func().Add(recv()).Id("ReadOnly").Params().Bool().Block(Return(aDot("readOnly")))
	doc(f, "AsReadOnly", d)
	f.Func().Add(recv()).Id("AsReadOnly").Params().Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), aDot("layout"), True())),
	)
	doc(f, "sliced", d)
	f.Func().Add(recv()).Id("sliced").Params(Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), Id("l"), aDot("readOnly").Op("||").Add(check("Repeats")).Call(Id("l")))),
	)
	emitHeaderFor(f, d)
	doc(f, "view", d)
	f.Func().Add(recv()).Id("view").Params(Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), Id("l"), aDot("readOnly"))),
	)
}

// emitBasicViews writes the methods of ndarray.go that return views: Get,
// Slice, Transpose and Reshape (views.go has the others, see emitViews).
func emitBasicViews(f *File) {
	doc(f, "Get", nil)
	f.Func().Add(recv()).Id("Get").Params(coordsParam()).Add(arr()).Block(
		Return(derived(Id("a"), aDot("layout", "Get").Call(Id("coords").Op("...")))),
	)
	doc(f, "Slice", nil)
	f.Func().Add(recv()).Id("Slice").Params(Id("indices").Op("...").Add(nd("Index"))).Add(arr()).Block(
		List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
			check("SliceRank").Call(Len(aDot("layout", "Dims")), Id("indices"))),
		Id("v").Dot("layout").Dot("SetSlice").Call(Id("s"), Op("&").Add(aDot("layout")), Id("indices").Op("...")),
		Id("v").Dot("readOnly").Op("=").Id("v").Dot("readOnly").Op("||").
			Add(check("Repeats")).Call(Id("v").Dot("layout")),
		Return(Id("v").Dot("adopt").Call()),
	)
	doc(f, "Transpose", nil)
	f.Func().Add(recv()).Id("Transpose").Params(Id("axes").Op("...").Int()).Add(arr()).Block(
		List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
			Len(aDot("layout", "Dims"))),
		Id("v").Dot("layout").Dot("SetTranspose").Call(Id("s"), Op("&").Add(aDot("layout")), Id("axes").Op("...")),
		Return(Id("v").Dot("adopt").Call()),
	)
	doc(f, "Reshape", nil)
	f.Func().Add(recv()).Id("Reshape").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Var().Id("buf").Index(check("WideRank")).Int64(),
		Id("dims").Op(":=").Add(check("ReshapeDims")).Call(Id("buf").Index(Op(":").Lit(0)), Id("shape"),
			aDot("Size").Call()),
		If(aDot("layout", "IsContiguous").Call()).Block(
			commentLines("Reshape.contiguous", nil),
			List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
				Len(Id("dims"))),
			Id("v").Dot("layout").Dot("SetRowMajor").Call(Id("s"), Id("dims").Op("...")),
			Id("v").Dot("layout").Dot("Offset").Op("=").Add(aDot("layout", "Offset")),
			Return(Id("v").Dot("adopt").Call()),
		),
		If(List(Id("l"), Id("ok")).Op(":=").Add(aDot("layout", "Reshape").Call(Id("dims").Op("..."))), Id("ok")).Block(
			Return(derived(Id("a"), Id("l"))),
		),
		Return(Wrap(nd("ShapeOf").Call(Id("dims").Op("...")), aDot("ToSlice").Call())),
	)
}

// Wrap calls the package's Wrap.
func Wrap(shape, data Code) *Statement { return Id("Wrap").Call(shape, data) }

// emitIndexValues makes the array an nd.Indices, the index argument of
// GatherNd and Gather.
func emitIndexValues(f *File) {
	f.Var().Id("_").Add(nd("Indices")).Op("=").Parens(arr()).Parens(Nil())
	doc(f, "IndexValues", nil)
	f.Func().Add(recv()).Id("IndexValues").Params().Params(Index().Int64(), Index().Int32()).Block(
		Return(libBulk("IndexSlots").Call(bulk("RowMajorData").Call(aDot("data"), aDot("layout")))),
	)
}

// emitHeaderFor writes wideArray and headerFor, which give a view of rank up
// to ndkit.WideRank one allocation: its header and the storage of its tables.
func emitHeaderFor(f *File, d DType) {
	doc(f, "wideArray", d)
	f.Type().Id("wideArray").Struct(
		Id("NdArray"),
		Id("tables").Index(Lit(2).Op("*").Add(check("WideRank"))).Int64(),
	)
	doc(f, "headerFor", d)
	f.Func().Id("headerFor").Params(
		Id("data").Index().Add(d.T()), Id("readOnly").Bool(), Id("rank").Int(),
	).Params(arr(), Index().Int64()).Block(
		If(Id("rank").Op("<=").Add(check("SmallRank"))).Block(
			Id("a").Op(":=").Op("&").Add(unsetArray(Id("data"), Id("readOnly"))),
			Return(Id("a"), Id("a").Dot("tables").Call().Index(Op(":"))),
		),
		If(Id("rank").Op("<=").Add(check("WideRank"))).Block(
			Id("w").Op(":=").Op("&").Id("wideArray").Values(Dict{
				Id("NdArray"): unsetArray(Id("data"), Id("readOnly")),
			}),
			Return(Op("&").Id("w").Dot("NdArray"), Id("w").Dot("tables").Index(Op(":"))),
		),
		Return(Op("&").Add(unsetArray(Id("data"), Id("readOnly"))), Nil()),
	)
}
