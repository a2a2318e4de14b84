package gen

import . "github.com/dave/jennifer/jen"

func masking(name string) *Statement { return Qual(kitPath, name) }

// emitMasking writes the ops that select by a boolean array and list the
// nonzero elements: BooleanMask, Where and ArgWhere, thin wrappers of
// internal/masking, which checks the arguments as TensorFlow does and
// moves the data with this dtype's bulk copies (combineMoves). ndbool also
// gets BoolView, which makes its arrays the nd.Bools those ops take.
func emitMasking(f *File, d DType) {
	if d.Kind == "bool" {
		emitBoolView(f)
	}
	doc(f, "BooleanMask", nil)
	params := []Code{Id("a").Add(arr()), Id("mask").Add(nd("Bools")), Id("axis").Int()}
	f.Func().Id("BooleanMask").Params(params...).Params(arr(), Error()).Block(
		nilCheck("BooleanMask", "a", Nil()),
		List(Id("md"), Id("ml"), Err()).Op(":=").
			Add(check("Bools")).Call(Lit("BooleanMask"), Lit("mask"), Id("mask")),
		errCheck(Nil()),
		Return(Id("combined").Call(masking("BooleanMask").Call(Id("combineMoves"),
			Id("a").Dot("combinePart").Call(), Id("md"), Id("ml"), Id("axis")))),
	)
	doc(f, "Where", nil)
	params = []Code{Id("cond").Add(nd("Bools")), List(Id("x"), Id("y")).Add(arr())}
	f.Func().Id("Where").Params(params...).Params(arr(), Error()).Block(
		List(Id("cd"), Id("cl"), Err()).Op(":=").
			Add(check("Bools")).Call(Lit("Where"), Lit("cond"), Id("cond")),
		errCheck(Nil()),
		nilCheck("Where", "x", Nil()),
		nilCheck("Where", "y", Nil()),
		Return(Id("combined").Call(masking("Where").Call(Id("combineMoves"), Id("cd"), Id("cl"),
			Id("x").Dot("combinePart").Call(), Id("y").Dot("combinePart").Call()))),
	)
	doc(f, "ArgWhere", d)
	result := Op("*").Qual(int64Path(d), "NdArray")
	f.Func().Id("ArgWhere").Params(Id("a").Add(arr())).Params(result, Error()).Block(
		nilCheck("ArgWhere", "a", Nil()),
		If(aDot("layout", "Tables").Op("!=").Nil()).Block(Id("a").Op("=").Id("a").Dot("Copy").Call()),
		List(Id("coords"), Id("n"), Err()).Op(":=").Add(argWhereCall(d)),
		errCheck(Nil()),
		Id("shape").Op(":=").Add(nd("ShapeOf")).Call(Id("n"), Int64().Call(Id("a").Dot("Rank").Call())),
		Return(Qual(int64Path(d), "Wrap").Call(Id("shape"), Id("coords")), Nil()),
	)
	if d.Equal != "" {
		emitIsZero(f, d)
	}
}

func emitBoolView(f *File) {
	f.Var().Id("_").Add(nd("Bools")).Op("=").Parens(arr()).Parens(Nil())
	doc(f, "BoolView", nil)
	f.Func().Add(recv()).Id("BoolView").Params().Params(Index().Bool(), nd("Layout")).Block(
		If(aDot("layout", "Tables").Op("!=").Nil()).Block(Id("a").Op("=").Id("a").Dot("Copy").Call()),
		Return(aDot("data"), aDot("layout", "Clone").Call()),
	)
}

// emitMaskingTests writes TestMasking, which runs the shared masking tests
// (internal/ndtest/masking.go) on this package's ops.
func emitMaskingTests(f *File, d DType) {
	ops := Dict{}
	for _, name := range []string{"BooleanMask", "Where", "ArgWhere"} {
		ops[Id(name)] = testPkg(d, name)
	}
	testFunc(f, "TestMasking", Qual(kitTest, "RunMasking").Call(Id("t"), Id("suite").Call(),
		Qual(kitTest, "Masking").Types(testArr(d)).Values(ops)))
}
