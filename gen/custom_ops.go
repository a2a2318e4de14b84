package gen

import (
	"fmt"
	"path"

	. "github.com/dave/jennifer/jen"
)

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
	f.Commentf("isZero reports whether v equals the zero %s, by equalElem.", d.Type)
	f.Func().Id("isZero").Params(Id("v").Add(d.T())).Bool().Block(
		Var().Id("zero").Add(d.T()),
		Return(Id("equalElem").Call(Id("v"), Id("zero"))),
	)
}

// customNonzeroDoc says which elements ArgWhere counts for a user's type.
func customNonzeroDoc(d DType) string {
	if d.Equal != "" {
		return fmt.Sprintf("Nonzero means not equal to the zero %s by %s.%s.", d.Type,
			path.Base(d.Import), d.Equal)
	}
	return fmt.Sprintf("Nonzero means not equal (==) to the zero %s.", d.Type)
}

// customScatterDoc is a user's type's package doc paragraph on the
// masking and scatter ops.
func customScatterDoc(d DType) string {
	return "\n\n" + reflow(fmt.Sprintf(`BooleanMask, Where and ArgWhere, and the
scatters that only move elements, TensorScatterUpdate and ScatterNdUpdate,
work as in the library's dtype packages, with TensorFlow's CPU semantics
and errors. The arithmetic scatters (ScatterNd, TensorScatterAdd, Sub, Min
and Max, ScatterNdAdd) need TensorFlow's + and < on the elements, which
%s does not have, so this package has none.`, d.Type))
}
