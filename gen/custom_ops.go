package gen

import . "github.com/dave/jennifer/jen"

// A user's type gets the ops that only move elements: BooleanMask, Where,
// ArgWhere, TensorScatterUpdate and ScatterNdUpdate. The arithmetic
// scatters need TensorFlow's + and < on the elements, which a user's type
// does not have.

// argWhereCall is ArgWhere's search of a's nonzero elements: ndkit's ==
// one, or for a type without == the one calling isZero.
func argWhereCall(d DType) *Statement {
	if d.Equal != "" {
		return Qual(kitPath, "ArgWhereFunc").Call(aDot("data"), aDot("layout"), Id("isZero"))
	}
	return Qual(kitPath, "ArgWhere").Call(aDot("data"), aDot("layout"))
}

// emitIsZero writes isZero, ArgWhere's zero test for a type without ==.
func emitIsZero(f *File, d DType) {
	doc(f, "isZero", d)
	f.Func().Id("isZero").Params(Id("v").Add(d.T())).Bool().Block(
		Var().Id("zero").Add(d.T()),
		Return(Id("equalElem").Call(Id("v"), Id("zero"))),
	)
}
