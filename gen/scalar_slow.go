package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

// The accessors' slow path proper (slowPath to slowPos): a's layout's Pos,
// after the read-only check for a setter. It is reached through one level
// per number of coordinates up to 4, which passes them on as values
// (slowPos1 to slowPos4): once an accessor is inlined at a call site with
// a constant number of coordinates, the levels fold to the one call that
// applies, and the coordinates stay in registers, where a slice handed to
// the call would keep them in memory on the fast path too.

// slowLevels is the largest number of coordinates passed as values.
const slowLevels = 4

// emitSlowPath writes slowFunc, slowPath to slowPath4, slowPos and slowPos1
// to slowPos4, with the function types that call them.
func emitSlowPath(f *File) {
	emitSlowFuncs(f)
	emitSlowLevels(f)
	emitSlowPos(f)
}

// emitSlowFuncs writes slowFunc and slow1Func to slow4Func, with their
// methods.
func emitSlowFuncs(f *File) {
	doc(f, "slowFunc", nil)
	f.Type().Id("slowFunc").Func().Add(slowParams()).Int64()
	for i := 1; i <= slowLevels+1; i++ {
		f.Line()
		f.Func().Params(Id("pos").Id("slowFunc")).Id(atName(i)).Add(slowParams()).Int64().Block(
			Return(Id("pos").Call(Id("a"), Id("op"), Id("coords"))),
		)
	}
	for n := 1; n <= slowLevels; n++ {
		doc(f, "slow<n>Func", n)
		f.Type().Id(fmt.Sprintf("slow%dFunc", n)).Func().Add(valueParams(n)).Int64()
		f.Line()
		f.Func().Params(Id("pos").Id(fmt.Sprintf("slow%dFunc", n))).Id("at").Add(valueParams(n)).
			Int64().Block(Return(Id("pos").Call(valueArgs(n)...)))
	}
}

// emitSlowLevels writes slowPath to slowPath4.
func emitSlowLevels(f *File) {
	for n := 1; n <= slowLevels; n++ {
		name, next := slowPathName(n), "slowPos"
		if n < slowLevels {
			next = slowPathName(n + 1)
		}
		coords := make([]Code, 0, n+2)
		coords = append(coords, Id("a"), Id("op"))
		for k := range n {
			coords = append(coords, Id("coords").Index(Lit(k)))
		}
		doc(f, "slowPath<n>", struct {
			Name, Next string
			N          int
		}{name, next, n})
		f.Func().Id(name).Add(slowParams()).Int64().Block(
			If(Len(Id("coords")).Op("==").Lit(n)).Block(
				Return(Id(fmt.Sprintf("slow%dFunc", n)).Parens(Id(fmt.Sprintf("slowPos%d", n))).
					Dot("at").Call(coords...)),
			),
			Return(Id("slowFunc").Parens(Id(next)).Dot(atName(n+1)).Call(Id("a"), Id("op"), Id("coords"))),
		)
	}
}

// emitSlowPos writes slowPos and slowPos1 to slowPos4.
func emitSlowPos(f *File) {
	doc(f, "slowPos", nil)
	noinline(f)
	f.Func().Id("slowPos").Add(slowParams()).Int64().Block(
		If(Id("op").Op("!=").Lit("").Op("&&").Add(aDot("readOnly"))).Block(readOnlyPanic(Id("a"), Id("op"))),
		Return(aDot("layout", "Pos").Call(Id("coords"))),
	)
	for n := 1; n <= slowLevels; n++ {
		values := valueArgs(n)[2:]
		doc(f, "slowPos<n>", n)
		noinline(f)
		f.Func().Id(fmt.Sprintf("slowPos%d", n)).Add(valueParams(n)).Int64().Block(
			Id("c").Op(":=").Index(Op("...")).Int64().Values(values...),
			Return(Id("slowPos").Call(Id("a"), Id("op"), Id("c").Index(Op(":")))),
		)
	}
}

// noinline ends a doc comment with the //go:noinline directive.
func noinline(f *File) {
	f.Comment("")
	f.Comment("//go:noinline")
}

// slowPathName is the name of the level for n coordinates.
func slowPathName(n int) string {
	if n == 1 {
		return "slowPath"
	}
	return fmt.Sprintf("slowPath%d", n)
}

// atName is the name of the method of level i: at, at2, at3...
func atName(i int) string {
	if i == 1 {
		return "at"
	}
	return fmt.Sprintf("at%d", i)
}

// slowParams is (a *NdArray, op string, coords []int64).
func slowParams() *Statement {
	return Params(Id("a").Add(arr()), Id("op").String(), Id("coords").Index().Int64())
}

// valueParams is (a *NdArray, op string, c0, ..., c<n-1> int64).
func valueParams(n int) *Statement {
	cs := make([]Code, n)
	for k := range n {
		cs[k] = Id(fmt.Sprintf("c%d", k))
	}
	cs[n-1] = cs[n-1].(*Statement).Int64()
	return Params(append([]Code{Id("a").Add(arr()), Id("op").String()}, cs...)...)
}

// valueArgs is a, op, c0, ..., c<n-1>.
func valueArgs(n int) []Code {
	args := []Code{Id("a"), Id("op")}
	for k := range n {
		args = append(args, Id(fmt.Sprintf("c%d", k)))
	}
	return args
}
