package gen

import . "github.com/dave/jennifer/jen"

// wideMethod is the method expression converting a storage element to
// float32 (float16.Float16.Float32).
func wideMethod(d DType) *Statement { return elemType(d).Dot(d.Storage.To) }

// fromFunc is the storage type's function from float32.
func fromFunc(d DType) *Statement { return Qual(d.Storage.Import, d.Storage.From) }

// stringCall is String's body expression: internal/format's printer of d.
func stringCall(d DType) *Statement {
	if d.Storage != nil {
		s := d.Storage
		return Qual(formatPath, "Narrow").Call(aDot("data"), aDot("layout"),
			Lit(s.ExpBits), Lit(s.FracBits), wideMethod(d))
	}
	return Qual(formatPath, stringFunc(d)).Call(aDot("data"), aDot("layout"))
}

// allCloseCall is AllClose's body expression: internal/approx's kernel.
func allCloseCall(d DType, kernel string) *Statement {
	args := []Code{aDot("data"), aDot("layout"), Id("b").Dot("data"), Id("b").Dot("layout"),
		Id("rtol"), Id("atol")}
	if d.Storage != nil {
		return Qual(approxPath, "Narrow").Call(append(args, Line().Add(wideMethod(d)), fromFunc(d))...)
	}
	return Qual(approxPath, kernel).Call(args...)
}

// emitNarrowSequences writes Arange and Linspace for a storage type,
// computed as NumPy computes them for float16.
func emitNarrowSequences(f *File, d DType) {
	wide := func(name string) *Statement { return toWide(d, Id(name)) }
	conv := []Code{wideMethod(d), fromFunc(d)}
	doc(f, "Arange", d)
	f.Func().Id("Arange").Params(Id("start").Op(",").Id("stop").Op(",").Id("step").Add(d.T())).Add(arr()).Block(
		Id("n").Op(":=").Add(seqFn("NarrowLen").Call(append([]Code{Id("start"), Id("stop"), Id("step")},
			conv...)...)),
		Id("a").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(Id("n"))),
		seqFn("NarrowFloats").Call(append([]Code{Id("a").Dot("data"), Id("start"), Id("step")}, conv...)...),
		Return(Id("a")),
	)
	doc(f, "Linspace", d)
	f.Func().Id("Linspace").Params(Id("start").Op(",").Id("stop").Add(d.T()), Id("n").Int64()).Add(arr()).Block(
		Id("a").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(seqFn("LinspaceLen").Call(Id("n")))),
		Id("round").Op(":=").Func().Params(Id("x").Float64()).Add(d.T()).Block(
			Return(fromFloat64(d, Id("x")))),
		seqFn("NarrowLinspace").Call(Id("a").Dot("data"), Float64().Call(wide("start")),
			Float64().Call(wide("stop")), Id("round")),
		Return(Id("a")),
	)
}
