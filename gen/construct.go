package gen

import (
	. "github.com/dave/jennifer/jen"
)

// emitConstruct writes the constructors beyond New and Wrap: WrapLayout,
// Full, Arange (numeric kinds, complex too) and Linspace (float and complex kinds).
func emitConstruct(f *File, d DType) {
	emitWrapLayout(f, d)
	emitFull(f, d)
	switch {
	case d.Storage != nil:
		emitNarrowSequences(f, d)
		return
	case d.Kind == "int" || d.Kind == "uint":
		emitArange(f, d, "IntLen", "Ints")
	case d.Kind == "float":
		emitArange(f, d, "FloatLen", "Floats")
	case d.Kind == "complex":
		emitArange(f, d, "ComplexLen", "Complexes")
	}
	switch d.Kind {
	case "float":
		emitLinspace(f, d, "Linspace", Float64())
	case "complex":
		emitLinspace(f, d, "LinspaceComplex", Complex128())
	}
}

// seqFn names a function of internal/seq.
func seqFn(name string) *Statement { return Qual(seqPath, name) }

// emitFull writes Full.
func emitFull(f *File, d DType) {
	doc(f, "Full", d)
	f.Func().Id("Full").Params(Id("shape").Add(nd("Shape")), Id("v").Add(d.T())).Add(arr()).Block(
		Id("a").Op(":=").Id("newUnset").Call(Id("shape")),
		Id("a").Dot("Fill").Call(Id("v")),
		Return(Id("a")),
	)
}

// emitArange writes Arange, whose length and values internal/seq computes
// with lenFn and fillFn.
func emitArange(f *File, d DType, lenFn, fillFn string) {
	doc(f, "Arange", d)
	f.Func().Id("Arange").Params(Id("start").Op(",").Id("stop").Op(",").Id("step").Add(d.T())).Add(arr()).Block(
		Id("a").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(seqFn(lenFn).Call(Id("start"), Id("stop"), Id("step")))),
		seqFn(fillFn).Call(Id("a").Dot("data"), Id("start"), Id("step")),
		Return(Id("a")),
	)
}

// emitLinspace writes Linspace, computed by internal/seq's fn in wide
// (float64 or complex128), as NumPy does.
func emitLinspace(f *File, d DType, fn string, wide *Statement) {
	doc(f, "Linspace", d)
	f.Func().Id("Linspace").Params(Id("start").Op(",").Id("stop").Add(d.T()), Id("n").Int64()).Add(arr()).Block(
		Id("a").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(seqFn("LinspaceLen").Call(Id("n")))),
		seqFn(fn).Call(Id("a").Dot("data"), Add(wide).Call(Id("start")), Add(wide).Call(Id("stop"))),
		Return(Id("a")),
	)
}

// emitWrapLayout writes WrapLayout, a view of a slice through any layout.
func emitWrapLayout(f *File, d DType) {
	doc(f, "WrapLayout", d)
	f.Func().Id("WrapLayout").Params(Id("data").Index().Add(d.T()), Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Id("l").Op("=").Add(check("WrapLayout")).Call(Id("l"), Len(Id("data"))),
		Return(Id("newArray").Call(Id("data"), Id("l"), Id("l").Dot("MayAlias").Call())),
	)
}
