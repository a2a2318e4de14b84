package gen

import . "github.com/dave/jennifer/jen"

// emitIter writes the Go iterators over sub-arrays, coordinates and values.
func emitIter(f *File, d DType) {
	T := d.T
	f.Comment("Elements returns an iterator over the sub-arrays at depth dim, in row-major")
	f.Comment("order: one view per coordinate tuple of the first dim+1 dimensions (each a")
	f.Comment("rank Rank()-dim-1 array; scalars, as rank-0 views, for dim = Rank()-1).")
	f.Comment("It panics if dim is negative or not less than Rank().")
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
	f.Comment("Scalars returns an iterator over every element with its coordinates, in")
	f.Comment("row-major order. The coordinate slice is reused between iterations: copy it")
	f.Comment("to keep it. A rank-0 array yields its one element with empty coordinates.")
	f.Func().Add(recv()).Id("Scalars").Params().Qual("iter", "Seq2").Types(Index().Int64(), T()).Block(
		Return(Func().Params(Id("yield").Func().Params(Index().Int64(), T()).Bool()).Block(
			For(Id("c").Op(":=").Range().Add(nd("Coords")).Call(aDot("layout", "Dims").Op("..."))).Block(
				If(Op("!").Id("yield").Call(Id("c"), aDot("data").Index(aDot("layout", "Pos").Call(Id("c"))))).Block(Return()),
			),
		)),
	)
	f.Comment("Values returns an iterator over the elements in row-major order; it walks")
	f.Comment("the storage run by run, so it is the fast way to read every element.")
	f.Func().Add(recv()).Id("Values").Params().Qual("iter", "Seq").Types(T()).Block(
		Return(bulk("Values").Call(aDot("data"), aDot("layout"))),
	)
}
