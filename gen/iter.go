package gen

import . "github.com/dave/jennifer/jen"

// emitIter writes the Go iterators over sub-arrays, coordinates and values.
func emitIter(f *File, d DType) {
	T := d.T
	doc(f, "Elements", nil)
	f.Func().Add(recv()).Id("Elements").Params(Id("dim").Int()).Qual("iter", "Seq").Types(arr()).Block(
		If(Id("dim").Op("<").Lit(0).Op("||").Id("dim").Op(">=").Add(aDot("Rank").Call())).Block(
			panicf("ErrArgument", "Elements(%d) on an array of shape %v", Id("dim"), aDot("Shape").Call()),
		),
		Return(Func().Params(Id("yield").Func().Params(arr()).Bool()).Block(
			For(Id("c").Op(":=").Range().Add(nd("Coords")).Call(aDot("layout", "Dims").Index(Op(":").Id("dim").Op("+").Lit(1)).Op("..."))).Block(
				If(Op("!").Id("yield").Call(aDot("Get").Call(Id("c").Op("...")))).Block(Return()),
			),
		)),
	)
	doc(f, "Scalars", nil)
	f.Func().Add(recv()).Id("Scalars").Params().Qual("iter", "Seq2").Types(Index().Int64(), T()).Block(
		Return(Func().Params(Id("yield").Func().Params(Index().Int64(), T()).Bool()).Block(
			For(Id("c").Op(":=").Range().Add(nd("Coords")).Call(aDot("layout", "Dims").Op("..."))).Block(
				If(Op("!").Id("yield").Call(Id("c"), aDot("data").Index(aDot("layout", "Pos").Call(Id("c"))))).Block(Return()),
			),
		)),
	)
	doc(f, "Values", nil)
	f.Func().Add(recv()).Id("Values").Params().Qual("iter", "Seq").Types(T()).Block(
		Return(bulk("Values").Call(aDot("data"), aDot("layout"))),
	)
}
