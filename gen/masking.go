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
	comment(f, `
BooleanMask returns tf.boolean_mask(a, mask, axis): with k the rank of mask
(an *ndbool.NdArray), the elements of a whose coordinates along dimensions
axis ... axis+k-1 are true in mask, those k dimensions flattened into one of
length the number of true elements (NumPy's a[..., mask] with the mask at
axis), in a new array. mask's shape must equal a.shape[axis:axis+k], read as
TensorFlow reads it (a Python slice): a negative axis counts from the end
but must leave a dimension after the mask, so -1 is an error, as in
TensorFlow. Runs of selected rows move as one copy each. BooleanMask returns
TensorFlow's errors: a scalar mask (nd.ErrArgument) or shapes that do not
match (nd.ErrShape); and nd.ErrArgument for a nil array or a result too
large.`)
	params := []Code{Id("a").Add(arr()), Id("mask").Add(nd("Bools")), Id("axis").Int()}
	f.Func().Id("BooleanMask").Params(params...).Params(arr(), Error()).Block(
		nilCheck("BooleanMask", "a", Nil()),
		List(Id("md"), Id("ml"), Err()).Op(":=").
			Add(check("Bools")).Call(Lit("BooleanMask"), Lit("mask"), Id("mask")),
		errCheck(Nil()),
		Return(Id("combined").Call(masking("BooleanMask").Call(Id("combineMoves"),
			Id("a").Dot("combinePart").Call(), Id("md"), Id("ml"), Id("axis")))),
	)
	comment(f, `
Where returns tf.where(cond, x, y) with three arguments (SelectV2): x's
element where cond (an *ndbool.NdArray) is true and y's where it is false,
cond, x and y broadcast to one shape by NumPy's rules (through zero strides,
with no copies of the operands), in a new array. Where returns TensorFlow's
error, wrapping nd.ErrShape, if the shapes do not broadcast; and one
wrapping nd.ErrArgument for a nil array or a result too large.`)
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
	comment(f, `
ArgWhere returns tf.where(a) with one argument: the coordinates of a's
nonzero elements in row-major order, as an int64 array of shape [n, rank].
`+nonzeroDoc(d)+`
It returns an error wrapping nd.ErrArgument for a nil a or a result too
large.`)
	result := Op("*").Qual(ndint64Path, "NdArray")
	f.Func().Id("ArgWhere").Params(Id("a").Add(arr())).Params(result, Error()).Block(
		nilCheck("ArgWhere", "a", Nil()),
		If(aDot("layout", "Tables").Op("!=").Nil()).Block(Id("a").Op("=").Id("a").Dot("Copy").Call()),
		List(Id("coords"), Id("n"), Err()).Op(":=").Add(argWhereCall(d)),
		errCheck(Nil()),
		Id("shape").Op(":=").Add(nd("ShapeOf")).Call(Id("n"), Int64().Call(Id("a").Dot("Rank").Call())),
		Return(Qual(ndint64Path, "Wrap").Call(Id("shape"), Id("coords")), Nil()),
	)
	if d.Equal != "" {
		emitIsZero(f, d)
	}
}

// nonzeroDoc says which elements ArgWhere counts for d.
func nonzeroDoc(d DType) string {
	switch d.Kind {
	case "bool":
		return "Nonzero means true."
	case "string":
		return "Nonzero means not empty."
	case "float", "complex":
		return "Nonzero means not equal to 0: NaN is nonzero, -0 is not."
	case kindCustom:
		return customNonzeroDoc(d)
	}
	return "Nonzero means not equal to 0."
}

func emitBoolView(f *File) {
	f.Var().Id("_").Add(nd("Bools")).Op("=").Parens(arr()).Parens(Nil())
	comment(f, `
BoolView returns the storage a views and the layout of its elements there
(shared, not copied; a copy when a has Seq or Hyperslab dimensions): what
makes a the mask or condition of BooleanMask and Where in every dtype
package (nd.Bools).`)
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
