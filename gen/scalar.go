package gen

import (
	. "github.com/dave/jennifer/jen"
)

// emitScalar writes scalar.go: newArray, through which every array is made,
// and the scalar accessors (GetFloat32, SetFloat32, GetValue, SetValue) with
// their fast path for ranks 1 and 2 (view.Adopt).
func emitScalar(f *File, d DType) {
	emitNewArray(f, d)
	emitPosFunc(f)
	get, set := "Get"+d.Name, "Set"+d.Name
	doc(f, "Get<Name>", d)
	emitGetter(f, d, get)
	doc(f, "Set<Name>", d)
	emitSetter(f, d, set)
	doc(f, "GetValue", d)
	emitGetter(f, d, "GetValue")
	doc(f, "SetValue", d)
	emitSetter(f, d, "SetValue")
}

// emitNewArray writes newArray and adopt, which set up the scalar fast path
// that the NdArray fields after readOnly hold.
func emitNewArray(f *File, d DType) {
	doc(f, "newArray", nil)
	f.Func().Id("newArray").Params(
		Id("data").Index().Add(d.T()), Id("l").Add(nd("Layout")), Id("readOnly").Bool(),
	).Add(arr()).Block(
		Return(Parens(Op("&").Id("NdArray").Values(Dict{
			Id("data"): Id("data"), Id("layout"): Id("l"), Id("readOnly"): Id("readOnly"),
		})).Dot("adopt").Call()),
	)
	doc(f, "adopt", nil)
	f.Func().Add(recv()).Id("adopt").Params().Add(arr()).Block(
		aDot("getRank").Op("=").Add(check("Adopt")).Call(
			aDot("tables").Call(), Op("&").Add(aDot("layout")), Len(aDot("data"))),
		aDot("setRank").Op("=").Add(aDot("getRank")),
		If(aDot("getRank").Op(">").Lit(0)).Block(
			aDot("base").Op("=").Add(aDot("data")).Index(aDot("layout", "Offset").Op(":"))),
		If(aDot("readOnly")).Block(aDot("setRank").Op("=").Add(check("NoFastPath"))),
		Return(Id("a")),
	)
	doc(f, "tables", nil)
	f.Func().Add(recv()).Id("tables").Params().Op("*").Add(check("Small")).Block(
		Return(Parens(Op("*").Add(check("Small"))).Call(Qual("unsafe", "Add").Call(
			Qual("unsafe", "Pointer").Call(Id("a")), Qual("unsafe", "Offsetof").Call(aDot("d0"))))),
	)
}

// emitPosFunc writes posFunc, the accessors' way to their slow path, and
// getPos, the getters' slow path.
func emitPosFunc(f *File) {
	doc(f, "posFunc", nil)
	f.Type().Id("posFunc").Func().Params(Id("a").Add(arr()), Id("coords").Index().Int64()).Int64()
	doc(f, "at", nil)
	f.Func().Params(Id("pos").Id("posFunc")).Id("at").Params(
		Id("a").Add(arr()), Id("coords").Index().Int64(),
	).Int64().Block(Return(Id("pos").Call(Id("a"), Id("coords"))))
	emitLevelMethods(f)
	doc(f, "getPos", nil)
	f.Func().Id("getPos").Add(posParams()).Int64().Block(unrolledOr("getRank", "")...)
	emitSlowPath(f)
	emitUnrolled(f)
}

// fastPath is the condition under which an accessor takes the fast path:
// rank is the field holding the rank it applies to (getRank or setRank).
func fastPath(rank string) []Code {
	c := func(i Code) *Statement { return Uint64().Parens(Id("coords").Index(i)) }
	return []Code{Id("n").Op(":=").Len(Id("coords")), Id("n").Op("==").Add(aDot(rank)).Op("&&").Line().
		Add(c(Lit(0))).Op("<").Add(aDot("d0")).Op("&&").Add(c(Id("n").Op("-").Lit(1))).Op("<").Add(aDot("d1"))}
}

// fastIndex is base[coords[0]*s0 + coords[n-1]*s1], the fast path's element.
func fastIndex() *Statement {
	return aDot("base").Index(Id("coords").Index(Lit(0)).Op("*").Add(aDot("s0")).Op("+").
		Id("coords").Index(Id("n").Op("-").Lit(1)).Op("*").Add(aDot("s1")))
}

// slowIndex is data[pos.at(a, coords)], the slow path's element.
func slowIndex(pos string) *Statement {
	return aDot("data").Index(Id("posFunc").Parens(Id(pos)).Dot("at").Call(Id("a"), Id("coords")))
}

// emitGetter writes a scalar getter named name.
func emitGetter(f *File, d DType, name string) {
	f.Func().Add(recv()).Id(name).Params(coordsParam()).Add(d.T()).Block(
		If(fastPath("getRank")...).Block(Return(fastIndex())),
		Return(slowIndex("getPos")),
	)
}

// emitSetter writes a scalar setter named name, and its slow path, which
// panics as name with nd.ErrReadOnly on a read-only array. (The if-else
// keeps the setter within the inlining budget, where a return would not.)
func emitSetter(f *File, d DType, name string) {
	slow := "set" + name[len("Set"):] + "Pos"
	f.Func().Add(recv()).Id(name).Params(Id("v").Add(d.T()), coordsParam()).Block(
		If(fastPath("setRank")...).Block(fastIndex().Op("=").Id("v")).Else().Block(
			slowIndex(slow).Op("=").Id("v"),
		),
	)
	doc(f, "set<Name>Pos", name)
	f.Func().Id(slow).Add(posParams()).Int64().Block(unrolledOr("setRank", name)...)
}
