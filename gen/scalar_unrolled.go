package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

// The unrolled path of ranks 3 and 4: the scalar accessors' slow path
// (getPos, set<Type>Pos) takes it when view.Adopt marked the layout
// (getRank or setRank == ^rank). Each level below fits the inliner's
// budget and calls the next through its own method of posFunc (at2 to at5),
// so that an accessor's call site inlines the whole path of its rank.

// levels are the functions of the unrolled path: each checks the
// coordinates [from, to) against the dimensions and calls next through
// method, or returns -1.
var levels = []struct {
	name           string
	rank, from, to int
	next, method   string
}{
	{"pos3", 3, 0, 3, "sum3", "at4"},
	{"pos4", 4, 0, 2, "pos4Tail", "at4"},
	{"pos4Tail", 4, 2, 4, "sum4", "at5"},
}

// emitUnrolled writes the levels of the unrolled path after pos34.
func emitUnrolled(f *File) {
	doc(f, "pos34", nil)
	f.Func().Id("pos34").Add(posParams()).Int64().Block(
		If(Len(Id("coords")).Op("==").Lit(3)).Block(Return(through("pos3", "at3"))),
		Return(through("pos4", "at3")),
	)
	for _, l := range levels {
		doc(f, l.name, nil)
		f.Func().Id(l.name).Add(posParams()).Int64().Block(
			List(Id("d"), Id("c")).Op(":=").Add(asArray(l.rank, aDot("layout", "Dims"))).Op(",").
				Add(asArray(l.rank, Id("coords"))),
			If(inRange(l.from, l.to)).Block(Return(through(l.next, l.method))),
			Return(Lit(-1)),
		)
	}
	for _, r := range []int{3, 4} {
		doc(f, "sum<r>", r)
		f.Func().Id(fmt.Sprintf("sum%d", r)).Add(posParams()).Int64().Block(
			List(Id("s"), Id("c")).Op(":=").Add(asArray(r, aDot("layout", "Strides"))).Op(",").
				Add(asArray(r, Id("coords"))),
			Return(sum(r)),
		)
	}
}

// emitLevelMethods writes at2 to at5.
func emitLevelMethods(f *File) {
	doc(f, "at2", nil)
	for i := 2; i <= 5; i++ {
		if i > 2 {
			f.Line()
		}
		f.Func().Params(Id("pos").Id("posFunc")).Id(fmt.Sprintf("at%d", i)).Add(posParams()).
			Int64().Block(Return(Id("pos").Call(Id("a"), Id("coords"))))
	}
}

// unrolledOr is the body of an accessor's slow path: the unrolled path if
// a's rank field (getRank or setRank) marks it (as ^len(coords), which only
// ranks 3 and 4 are: see view.NoFastPath) and it finds the element, else
// slowPath, for the setter op ("" for a getter).
func unrolledOr(rank, op string) []Code {
	return []Code{
		If(Add(aDot(rank)).Op("==").Op("^").Len(Id("coords"))).Block(
			If(Id("p").Op(":=").Add(through("pos34", "at2")), Id("p").Op(">=").Lit(0)).Block(
				Return(Id("p")),
			),
		),
		Return(Id("slowFunc").Parens(Id("slowPath")).Dot("at").Call(Id("a"), Lit(op), Id("coords"))),
	}
}

// posParams is (a *NdArray, coords []int64), a posFunc's parameters.
func posParams() *Statement {
	return Params(Id("a").Add(arr()), Id("coords").Index().Int64())
}

// through is posFunc(fn).method(a, coords).
func through(fn, method string) *Statement {
	return Id("posFunc").Parens(Id(fn)).Dot(method).Call(Id("a"), Id("coords"))
}

// asArray is (*[n]int64)(x).
func asArray(n int, x Code) *Statement {
	return Parens(Op("*").Index(Lit(n)).Int64()).Call(x)
}

// inRange is uint64(c[k]) < uint64(d[k]) for k in [from, to), joined by &&.
func inRange(from, to int) *Statement {
	s := Null()
	for k := from; k < to; k++ {
		if k > from {
			s = s.Op("&&")
		}
		if k == from+2 {
			s = s.Line()
		}
		s = s.Uint64().Parens(Id("c").Index(Lit(k))).Op("<").Uint64().Parens(Id("d").Index(Lit(k)))
	}
	return s
}

// sum is a.layout.Offset + c[0]*s[0] + ... for rank coordinates.
func sum(rank int) *Statement {
	s := aDot("layout", "Offset")
	for k := range rank {
		s = s.Op("+").Id("c").Index(Lit(k)).Op("*").Id("s").Index(Lit(k))
	}
	return s
}
