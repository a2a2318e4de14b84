package gen

import . "github.com/dave/jennifer/jen"

const ndint64Path = modulePath + "/internal/arrays/ndint64" // where ndint64.NdArray is declared

// int64Path is the import path d's package names ndint64.NdArray by: the
// core package where it is declared for the library's own packages (the
// public ndint64 imports some of them), the public alias for a user's
// package, which may not import an internal one.
func int64Path(d DType) string {
	if d.Custom() {
		return modulePath + "/ndint64"
	}
	return ndint64Path
}

// emitOps writes the TensorFlow ops: StridedSlice, SliceExpr, GatherNd,
// GatherNdInto, Gather and GatherInto. They take data-driven input and return errors,
// never panic: nil arrays, shapes and sizes are checked first.
func emitOps(f *File, d DType) {
	emitStridedSlice(f)
	emitSliceExpr(f)
	emitGatherNd(f, d)
	emitGatherNdInto(f)
	emitGather(f, d)
	emitGatherInto(f)
	emitNewResult(f, d)
}

// errCheck returns if err != nil { return ret..., err }.
func errCheck(ret ...Code) *Statement {
	return If(Err().Op("!=").Nil()).Block(Return(append(ret, Err())...))
}

// nilCheck returns if name == nil { return ret..., check.NilArray(op, name) }.
func nilCheck(op, name string, ret ...Code) *Statement {
	return If(Id(name).Op("==").Nil()).Block(Return(append(ret, check("NilArray").Call(Lit(op), Lit(name)))...))
}

// indexValues returns shape, i64, i32, err := ndkit.IndexValues(op,
// indices) and the error return: the one place an op reads its nd.Indices,
// checked (nil, unknown shape, values not one per element). The op then
// uses shape, never indices.Shape() again.
func indexValues(shape string, op Code, ret ...Code) *Statement {
	return List(Id(shape), Id("i64"), Id("i32"), Err()).Op(":=").Add(check("IndexValues")).Call(op, Id("indices")).
		Line().Add(errCheck(ret...))
}

func indicesParam() *Statement { return Id("indices").Add(nd("Indices")) }

// indexValuesParams are the row-major index values, as nd.Indices gives them.
func indexValuesParams() *Statement {
	return List(Id("i64").Index().Int64(), Id("i32").Index().Int32())
}

func emitStridedSlice(f *File) {
	doc(f, "StridedSlice", nil)
	f.Func().Id("StridedSlice").Params(Id("x").Add(arr()), Id("spec").Add(nd("StridedSliceSpec"))).Params(arr(), Error()).Block(
		nilCheck("StridedSlice", "x", Nil()),
		List(Id("l"), Err()).Op(":=").Id("x").Dot("layout").Dot("StridedSlice").Call(Id("spec")),
		errCheck(Nil()),
		Return(derived(Id("x"), Id("l")), Nil()),
	)
}

func emitSliceExpr(f *File) {
	doc(f, "SliceExpr", nil)
	f.Func().Add(recv()).Id("SliceExpr").Params(Id("expr").String()).Params(arr(), Error()).Block(
		nilCheck("SliceExpr", "a", Nil()),
		List(Id("x"), Err()).Op(":=").Add(nd("ParseIndices")).Call(Id("expr")),
		errCheck(Nil()),
		List(Id("l"), Err()).Op(":=").Add(aDot("layout", "TrySlice")).Call(Id("x").Op("...")),
		errCheck(Nil()),
		Return(aDot("sliced").Call(Id("l")), Nil()),
	)
}

func emitGatherNd(f *File, d DType) {
	doc(f, "GatherNd", nil)
	f.Func().Id("GatherNd").Params(Id("params").Add(arr()), indicesParam()).Params(arr(), Error()).Block(
		nilCheck("GatherNd", "params", Nil()),
		indexValues("ishape", Lit("GatherNd"), Nil()),
		List(Id("dims"), Id("n"), Id("depth"), Err()).Op(":=").Add(check("GatherNdShape")).Call(Id("params").Dot("layout").Dot("Dims"), Id("ishape")),
		errCheck(Nil()),
		List(Id("out"), Err()).Op(":=").Id("newResult").Call(Lit("GatherNd"), Id("dims")),
		errCheck(Nil()),
		If(Err().Op(":=").Id("gatherNd").Call(Id("out").Dot("data"), Id("params"), Id("i64"), Id("i32"), Id("n"), Id("depth")), Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
		Return(Id("out"), Nil()),
	)

	doc(f, "gatherNd", nil)
	f.Func().Id("gatherNd").Params(Id("out").Index().Add(d.T()), Id("params").Add(arr()), indexValuesParams(),
		Line().List(Id("n"), Id("depth")).Int64()).Error().Block(
		append([]Code{copyTables()}, byIndexType(func(idx string) *Statement {
			return move(d, "GatherNd", "").Call(Id("out"), Id("params").Dot("data"), Id("params").Dot("layout"),
				Line().Id(idx), Int().Parens(Id("n")), Int().Parens(Id("depth")))
		})...)...,
	)
}

func emitGatherNdInto(f *File) {
	doc(f, "GatherNdInto", nil)
	f.Func().Id("GatherNdInto").Params(Id("dst"), Id("params").Add(arr()), indicesParam()).Error().Block(
		append(intoChecks("GatherNdInto"),
			Id("pdims").Op(":=").Id("params").Dot("layout").Dot("Dims"),
			List(Id("n"), Id("depth"), Err()).Op(":=").Add(check("GatherNdRows")).Call(Id("pdims"), Id("idims")),
			errCheck(),
			If(Op("!").Add(check("IsGatherNdOutput")).Call(Id("dst").Dot("layout").Dot("Dims"), Id("pdims"), Id("idims"), Id("depth"))).Block(
				List(Id("want"), Id("_"), Id("_"), Id("_")).Op(":=").Add(check("GatherNdShape")).Call(Id("pdims"), Id("idims")),
				Return(Qual("fmt", "Errorf").Call(Lit("%w: GatherNdInto: destination shape %v, result shape %v").Op(",").Line().
					List(nd("ErrShape"), Id("dst").Dot("Shape").Call(), nd("ShapeOf").Call(Id("want").Op("..."))))),
			),
			intoDst("gatherNd", Id("n"), Id("depth")),
		)...,
	)
}

// intoDst returns the end of an Into gather: gather (the op's row-major
// loop, taking out, params, i64, i32 and then args) straight into dst
// where dst is contiguous and shares no memory with params or indices,
// else into a new array then copied to dst.
func intoDst(gather string, args ...Code) *Statement {
	call := func(out Code) *Statement {
		return Id(gather).Call(append([]Code{out, Id("params"), Id("i64"), Id("i32")}, args...)...)
	}
	return If(Id("dst").Dot("layout").Dot("IsContiguous").Call().Op("&&").Op("!").Add(bulk("SharesMemory")).Call(Id("dst").Dot("data"), Id("params").Dot("data"), Id("i64"), Id("i32"))).Block(
		Id("o").Op(":=").Id("dst").Dot("layout").Dot("Offset"),
		Return(call(Id("dst").Dot("data").Index(Id("o").Op(":").Id("o").Op("+").Id("dst").Dot("Size").Call()))),
	).Line().
		Id("tmp").Op(":=").Id("newUnset").Call(Id("dst").Dot("Shape").Call()).Line().
		If(Err().Op(":=").Add(call(Id("tmp").Dot("data"))), Err().Op("!=").Nil()).Block(Return(Err())).Line().
		Id("tmp").Dot("CopyTo").Call(Id("dst")).Line().
		Return(Nil())
}

// intoChecks returns the start of an Into gather op: dst and params not
// nil, dst writable, the indices read (idims, i64, i32).
func intoChecks(op string) []Code {
	return []Code{
		nilCheck(op, "dst"),
		If(Id("dst").Dot("readOnly")).Block(Return(check("ReadOnly").Call(Lit(op), Id("dst").Dot("Shape").Call()))),
		nilCheck(op, "params"),
		indexValues("idims", Lit(op)),
	}
}

func emitGather(f *File, d DType) {
	doc(f, "Gather", nil)
	f.Func().Id("Gather").Params(Id("params").Add(arr()), indicesParam(), Id("axis").Int()).Params(arr(), Error()).Block(
		nilCheck("Gather", "params", Nil()),
		indexValues("ishape", Lit("Gather"), Nil()),
		List(Id("dims"), Id("ax"), Err()).Op(":=").Add(check("GatherShape")).Call(Id("params").Dot("layout").Dot("Dims"), Id("ishape"), Id("axis")),
		errCheck(Nil()),
		List(Id("out"), Err()).Op(":=").Id("newResult").Call(Lit("Gather"), Id("dims")),
		errCheck(Nil()),
		If(Err().Op(":=").Id("gather").Call(Id("out").Dot("data"), Id("params"), Id("i64"), Id("i32"), Id("ax")), Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
		Return(Id("out"), Nil()),
	)

	doc(f, "gather", nil)
	f.Func().Id("gather").Params(Id("out").Index().Add(d.T()), Id("params").Add(arr()), indexValuesParams(), Id("axis").Int()).Error().Block(
		append([]Code{copyTables()}, byIndexType(func(idx string) *Statement {
			return move(d, "Gather", "").Call(Id("out"), Id("params").Dot("data"), Id("params").Dot("layout"), Id(idx), Id("axis"))
		})...)...,
	)
}

func emitGatherInto(f *File) {
	doc(f, "GatherInto", nil)
	f.Func().Id("GatherInto").Params(Id("dst"), Id("params").Add(arr()), indicesParam(), Id("axis").Int()).Error().Block(
		append(intoChecks("GatherInto"),
			List(Id("dims"), Id("ax"), Err()).Op(":=").Add(check("GatherShape")).Call(Id("params").Dot("layout").Dot("Dims"), Id("idims"), Id("axis")),
			errCheck(),
			If(Op("!").Qual("slices", "Equal").Call(Id("dst").Dot("layout").Dot("Dims"), Id("dims"))).Block(
				Return(Qual("fmt", "Errorf").Call(Lit("%w: GatherInto: destination shape %v, result shape %v").Op(",").Line().
					List(nd("ErrShape"), Id("dst").Dot("Shape").Call(), nd("ShapeOf").Call(Id("dims").Op("..."))))),
			),
			intoDst("gather", Id("ax")),
		)...,
	)
}

// byIndexType returns the statements that call call with the row-major
// index values i32 or i64, whichever the indices have: the bulk loops are
// generic in both.
func byIndexType(call func(idx string) *Statement) []Code {
	return []Code{
		If(Id("i32").Op("!=").Nil()).Block(Return(call("i32"))),
		Return(call("i64")),
	}
}

// copyTables replaces params with a strided copy when it has tables.
func copyTables() *Statement {
	return If(Id("params").Dot("layout").Dot("Tables").Op("!=").Nil()).Block(Id("params").Op("=").Id("params").Dot("Copy").Call())
}

func emitNewResult(f *File, d DType) {
	doc(f, "newResult", nil)
	f.Func().Id("newResult").Params(Id("op").String(), Id("dims").Index().Int64()).Params(arr(), Error()).Block(
		Id("shape").Op(":=").Add(nd("ShapeOf")).Call(Id("dims").Op("...")),
		If(Err().Op(":=").Add(check("Alloc")).Types(d.T()).Call(Id("op"), Id("shape").Dot("Size").Call()), Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
		Return(Id("newUnset").Call(Id("shape")), Nil()),
	)
}
