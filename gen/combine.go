package gen

import . "github.com/dave/jennifer/jen"

func combineQual(name string) *Statement { return Qual(kitPath, name) }

// emitCombine writes the ops that join, split and enlarge arrays: thin
// wrappers of internal/combine, which checks the arguments as TensorFlow
// does and moves the data with this dtype's bulk copies.
func emitCombine(f *File, d DType) {
	emitCombineMoves(f, d)
	emitJoins(f)
	emitSplits(f)
	emitEnlargers(f, d)
	emitCombineHelpers(f, d)
}

// part is combine.View[T].
func part(d DType) *Statement { return combineQual("View").Types(d.T()) }

func emitCombineMoves(f *File, d DType) {
	doc(f, "combineMoves", nil)
	moves := Dict{
		Id("Copy"):     moveFunc(d, "Copy", ""),
		Id("Disjoint"): moveFunc(d, "Copy", "Disjoint"),
		Id("Gather"):   moveFunc(d, "Gather", "", Int64()),
	}
	if d.Asm && !d.Custom() { // JoinPlain takes the library's plain types only
		moves[Id("Join")] = libBulk("JoinPlain").Types(d.T())
	}
	f.Var().Id("combineMoves").Op("=").Add(combineQual("Moves").Types(d.T())).Values(moves)
}

// joinOp writes func name(axis int, arrays ...*NdArray) (*NdArray, error).
func joinOp(f *File, name string) {
	doc(f, name, nil)
	f.Func().Id(name).Params(Id("axis").Int(), Id("arrays").Op("...").Add(arr())).Params(arr(), Error()).Block(
		List(Id("in"), Err()).Op(":=").Id("combineParts").Call(Lit(name), Id("arrays")),
		errCheck(Nil()),
		Return(Id("combined").Call(combineQual(name).Call(Id("combineMoves"), Id("axis"), Id("in")))),
	)
}

func emitJoins(f *File) {
	joinOp(f, "Concat")
	joinOp(f, "Stack")
}

// splitOp writes a split op: its views of a, or an error.
func splitOp(f *File, name string, params []Code, args ...Code) {
	doc(f, name, nil)
	f.Func().Id(name).Params(append([]Code{Id("a").Add(arr())}, params...)...).Params(Index().Add(arr()), Error()).Block(
		nilCheck(name, "a", Nil()),
		Return(Id("a").Dot("splitViews").Call(combineQual(name).Call(append([]Code{Id("a").Dot("layout")}, args...)...))),
	)
}

func emitSplits(f *File) {
	splitOp(f, "Unstack", []Code{Id("axis").Int()}, Id("axis"))
	splitOp(f, "Split", []Code{List(Id("axis"), Id("n")).Int()}, Id("axis"), Id("n"))
	splitOp(f, "SplitV", []Code{Id("axis").Int(), Id("sizes").Op("...").Int64()}, Id("axis"), Id("sizes"))
}

// enlargeOp writes an op taking one array and returning a new one.
func enlargeOp(f *File, name string, params []Code, args ...Code) {
	doc(f, name, nil)
	call := append([]Code{Id("combineMoves"), Id("a").Dot("combinePart").Call()}, args...)
	f.Func().Id(name).Params(append([]Code{Id("a").Add(arr())}, params...)...).Params(arr(), Error()).Block(
		nilCheck(name, "a", Nil()),
		Return(Id("combined").Call(combineQual(name).Call(call...))),
	)
}

func emitEnlargers(f *File, d DType) {
	enlargeOp(f, "Tile", []Code{Id("multiples").Op("...").Int64()}, Id("multiples"))
	enlargeOp(f, "Repeat", []Code{Id("axis").Int(), Id("repeats").Op("...").Int64()}, Id("axis"), Id("repeats"))
	enlargeOp(f, "Pad", []Code{Id("paddings").Index().Index(Lit(2)).Int64(), Id("mode").Add(nd("PadMode")),
		Line().Id("value").Add(d.T())},
		Id("paddings"), Id("mode"), Id("value"))
}

func emitCombineHelpers(f *File, d DType) {
	doc(f, "combinePart", nil)
	f.Func().Add(recv()).Id("combinePart").Params().Add(part(d)).Block(
		Return(part(d).Values(Dict{Id("Data"): aDot("data"), Id("Layout"): aDot("layout")})),
	)
	doc(f, "combineParts", nil)
	f.Func().Id("combineParts").Params(Id("op").String(), Id("arrays").Index().Add(arr())).Params(Index().Add(part(d)), Error()).Block(
		Id("in").Op(":=").Make(Index().Add(part(d)), Len(Id("arrays"))),
		For(List(Id("i"), Id("a")).Op(":=").Range().Id("arrays")).Block(
			If(Id("a").Op("==").Nil()).Block(
				Return(Nil(), check("NilArray").Call(Id("op"), Qual("fmt", "Sprintf").Call(Lit("arrays[%d]"), Id("i")))),
			),
			Id("in").Index(Id("i")).Op("=").Id("a").Dot("combinePart").Call(),
		),
		Return(Id("in"), Nil()),
	)
	doc(f, "combined", nil)
	f.Func().Id("combined").Params(Id("v").Add(part(d)), Err().Error()).Params(arr(), Error()).Block(
		errCheck(Nil()),
		Return(view(Id("v").Dot("Data"), Id("v").Dot("Layout")), Nil()),
	)
	doc(f, "splitViews", nil)
	f.Func().Add(recv()).Id("splitViews").Params(Id("layouts").Index().Add(nd("Layout")), Err().Error()).Params(Index().Add(arr()), Error()).Block(
		errCheck(Nil()),
		Id("out").Op(":=").Make(Index().Add(arr()), Len(Id("layouts"))),
		For(List(Id("i"), Id("l")).Op(":=").Range().Id("layouts")).Block(
			Id("out").Index(Id("i")).Op("=").Add(derived(Id("a"), Id("l"))),
		),
		Return(Id("out"), Nil()),
	)
}

// combineSuite is the ndtest.Combine of the package's combining ops.
func combineSuite(d DType) *Statement {
	ops := Dict{}
	for _, name := range []string{"Concat", "Stack", "Unstack", "Split", "SplitV", "Tile", "Repeat", "Pad"} {
		ops[Id(name)] = testPkg(d, name)
	}
	return Qual(kitTest, "Combine").Types(d.T(), testArr(d)).Values(ops)
}
