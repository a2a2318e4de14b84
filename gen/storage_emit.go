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
	f.Comment("Arange returns the vector start, start+step, start+2*step, ... of the values")
	f.Comment("before stop (NumPy's arange): ceil((stop-start)/step) of them, none if that is")
	f.Comment("not positive. As NumPy does for float16, every operation of the quotient is")
	f.Commentf("rounded to %s, and the values are start + i*(x1-start) in float32, x1 =", d.Type)
	f.Commentf("start+step rounded to %s, each rounded to %s.", d.Type, d.Type)
	f.Comment("Arange panics with nd.ErrArgument if step is 0, or the length cannot be")
	f.Comment("computed or allocated.")
	f.Func().Id("Arange").Params(Id("start").Op(",").Id("stop").Op(",").Id("step").Add(d.T())).Add(arr()).Block(
		Id("n").Op(":=").Add(seqFn("NarrowLen").Call(append([]Code{Id("start"), Id("stop"), Id("step")},
			conv...)...)),
		Id("a").Op(":=").Id("New").Call(nd("ShapeOf").Call(Id("n"))),
		seqFn("NarrowFloats").Call(append([]Code{Id("a").Dot("data"), Id("start"), Id("step")}, conv...)...),
		Return(Id("a")),
	)
	f.Comment("Linspace returns n evenly spaced values from start to stop, both included")
	f.Comment("(NumPy's linspace with endpoint=True): start + i*(stop-start)/(n-1), the")
	f.Comment("last exactly stop, computed in float64 as NumPy 1.24 computes them and each")
	f.Commentf("rounded once to %s. Linspace panics with nd.ErrArgument if n is negative", d.Type)
	f.Comment("or too large to allocate.")
	f.Func().Id("Linspace").Params(Id("start").Op(",").Id("stop").Add(d.T()), Id("n").Int64()).Add(arr()).Block(
		Id("a").Op(":=").Id("New").Call(nd("ShapeOf").Call(seqFn("LinspaceLen").Call(Id("n")))),
		Id("round").Op(":=").Func().Params(Id("x").Float64()).Add(d.T()).Block(
			Return(fromFloat64(d, Id("x")))),
		seqFn("NarrowLinspace").Call(Id("a").Dot("data"), Float64().Call(wide("start")),
			Float64().Call(wide("stop")), Id("round")),
		Return(Id("a")),
	)
}

// storageStringDoc is String's doc comment on the elements of a storage
// type: float rules, with the digits of the type's own precision.
func storageStringDoc(d DType) []string {
	doc := []string{"Values share one notation and width: at most 8 digits after the point,",
		"the fewest that identify each value among " + d.Type + " values (0.1 prints",
		"\"0.1\"), scientific notation when NumPy chooses it; nan, inf and -0. as"}
	if d.Storage.NumPy {
		return append(doc, "NumPy prints them, as for its "+d.Type+" arrays.")
	}
	return append(doc, "NumPy prints them. NumPy has no "+d.Type+": its float rules apply, with",
		d.Type+"'s own shortest digits.")
}
