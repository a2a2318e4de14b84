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
	f.Commentf("%s returns the element at coords, one per dimension.", get)
	posDoc(f)
	emitGetter(f, d, get)
	f.Commentf("%s sets the element at coords, one per dimension, to v.", set)
	posDoc(f)
	f.Comment("It panics with nd.ErrReadOnly if a is read-only.")
	emitSetter(f, d, set)
	f.Commentf("GetValue is %s, under the name nd.Array uses for every dtype.", get)
	emitGetter(f, d, "GetValue")
	f.Commentf("SetValue is %s, under the name nd.Array uses for every dtype.", set)
	f.Comment("It panics with nd.ErrReadOnly if a is read-only.")
	emitSetter(f, d, "SetValue")
}

func posDoc(f *File) {
	f.Comment("Negative coordinates count from the end. It panics with nd.ErrIndexOutOfRange")
	f.Comment("unless there is exactly one coordinate per dimension, each in range.")
}

// emitNewArray writes newArray and adopt, which set up the scalar fast path
// that the NdArray fields after readOnly hold.
func emitNewArray(f *File, d DType) {
	f.Comment("newArray returns an array over data through l, a layout validated for data,")
	f.Comment("read-only if readOnly.")
	f.Func().Id("newArray").Params(
		Id("data").Index().Add(d.T()), Id("l").Add(nd("Layout")), Id("readOnly").Bool(),
	).Add(arr()).Block(
		Return(Parens(Op("&").Id("NdArray").Values(Dict{
			Id("data"): Id("data"), Id("layout"): Id("l"), Id("readOnly"): Id("readOnly"),
		})).Dot("adopt").Call()),
	)
	f.Comment("adopt sets up a for its layout, just set and validated for a's storage: its")
	f.Comment("tables moved into a.tables() where they fit, and the scalar accessors' fast")
	f.Comment("path (ndkit.Adopt) matched to it. It returns a. Every array's layout is set")
	f.Comment("once, then adopted.")
	f.Func().Add(recv()).Id("adopt").Params().Add(arr()).Block(
		aDot("getRank").Op("=").Add(check("Adopt")).Call(
			aDot("tables").Call(), Op("&").Add(aDot("layout")), Len(aDot("data"))),
		aDot("setRank").Op("=").Add(aDot("getRank")),
		If(aDot("getRank").Op(">").Lit(0)).Block(
			aDot("base").Op("=").Add(aDot("data")).Index(aDot("layout", "Offset").Op(":"))),
		If(aDot("readOnly")).Block(aDot("setRank").Op("=").Add(check("NoFastPath"))),
		Return(Id("a")),
	)
	f.Comment("tables returns the fields d0, d1, s0 and s1 of a as the storage of its")
	f.Comment("layout's tables up to rank 2 (ndkit.Small), which makes a view one")
	f.Comment("allocation. They are four consecutive words of a (a test checks their")
	f.Comment("offsets), so the array stays inside a's own memory.")
	f.Func().Add(recv()).Id("tables").Params().Op("*").Add(check("Small")).Block(
		Return(Parens(Op("*").Add(check("Small"))).Call(Qual("unsafe", "Add").Call(
			Qual("unsafe", "Pointer").Call(Id("a")), Qual("unsafe", "Offsetof").Call(aDot("d0"))))),
	)
}

// emitPosFunc writes posFunc, the accessors' way to their slow path, and
// getPos, the getters' slow path.
func emitPosFunc(f *File) {
	f.Comment("posFunc finds the position of the element at coords where the scalar fast")
	f.Comment("path does not apply (rank 0 or above 2, tables, negative strides or")
	f.Comment("coordinates, errors). The accessors call one through at, a method of the")
	f.Comment("function: the inliner charges a call through a parameter less than a direct")
	f.Comment("call, which keeps the accessors inlinable; once they are inlined, the call")
	f.Comment("is a direct one, and coords stays on the caller's stack.")
	f.Type().Id("posFunc").Func().Params(Id("a").Add(arr()), Id("coords").Index().Int64()).Int64()
	f.Comment("at returns pos(a, coords).")
	f.Func().Params(Id("pos").Id("posFunc")).Id("at").Params(
		Id("a").Add(arr()), Id("coords").Index().Int64(),
	).Int64().Block(Return(Id("pos").Call(Id("a"), Id("coords"))))
	emitLevelMethods(f)
	f.Comment("getPos is the getters' slow path: the unrolled path of ranks 3 and 4 where")
	f.Comment("it applies, else slowPath.")
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
	f.Commentf("%s is %s's slow path: the unrolled path of ranks 3", slow, name)
	f.Comment("and 4 where it applies (never on a read-only array), else slowPath.")
	f.Func().Id(slow).Add(posParams()).Int64().Block(unrolledOr("setRank", name)...)
}
