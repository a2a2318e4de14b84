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
	f.Comment("Full returns a new array of the given shape with every element v (NumPy's")
	f.Comment("full). It panics as New does.")
	f.Func().Id("Full").Params(Id("shape").Add(nd("Shape")), Id("v").Add(d.T())).Add(arr()).Block(
		Id("a").Op(":=").Id("New").Call(Id("shape")),
		Id("a").Dot("Fill").Call(Id("v")),
		Return(Id("a")),
	)
}

// emitArange writes Arange, whose length and values internal/seq computes
// with lenFn and fillFn.
func emitArange(f *File, d DType, lenFn, fillFn string) {
	f.Comment("Arange returns the vector start, start+step, start+2*step, ... of the values")
	switch d.Kind {
	case "complex":
		f.Comment("before stop (NumPy's arange): with q = (stop-start)/step, computed in")
		f.Comment("complex128, min(ceil(real(q)), ceil(imag(q))) of them, none if that is not")
		f.Comment("positive (so Arange(0, 5+5i, 1+1i) is empty: q is 5+0i). The values are")
		f.Comment("start + i*(x1-start), x1 = start+step, part by part in the element type, as")
		f.Comment("np.arange(start, stop, step, dtype) computes them for Python complex")
		f.Comment("arguments, bit for bit.")
	case "float":
		f.Comment("before stop (NumPy's arange): ceil((stop-start)/step) of them, none if that is")
		f.Comment("not positive. As in NumPy, the quotient is computed in the element type and")
		f.Comment("the values are start + i*(x1-start), x1 = start+step, each rounded to it, so")
		f.Comment("they match np.arange(start, stop, step, dtype) bit for bit.")
	default:
		f.Comment("before stop (NumPy's arange): ceil((stop-start)/step) of them, none if that is")
		f.Comment("not positive, computed exactly.")
	}
	f.Comment("Arange panics with nd.ErrArgument if step is 0, or the length cannot be")
	f.Comment("computed or allocated.")
	f.Func().Id("Arange").Params(Id("start").Op(",").Id("stop").Op(",").Id("step").Add(d.T())).Add(arr()).Block(
		Id("a").Op(":=").Id("New").Call(nd("ShapeOf").Call(seqFn(lenFn).Call(Id("start"), Id("stop"), Id("step")))),
		seqFn(fillFn).Call(Id("a").Dot("data"), Id("start"), Id("step")),
		Return(Id("a")),
	)
}

// emitLinspace writes Linspace, computed by internal/seq's fn in wide
// (float64 or complex128), as NumPy does.
func emitLinspace(f *File, d DType, fn string, wide *Statement) {
	f.Comment("Linspace returns n evenly spaced values from start to stop, both included")
	f.Comment("(NumPy's linspace with endpoint=True): start + i*(stop-start)/(n-1), the")
	f.Comment("last exactly stop. They are computed as NumPy 1.24 computes them, in")
	f.Commentf("%s whatever the element type, and match its values bit for bit. Linspace", wide.GoString())
	f.Comment("panics with nd.ErrArgument if n is negative or too large to allocate.")
	f.Func().Id("Linspace").Params(Id("start").Op(",").Id("stop").Add(d.T()), Id("n").Int64()).Add(arr()).Block(
		Id("a").Op(":=").Id("New").Call(nd("ShapeOf").Call(seqFn("LinspaceLen").Call(Id("n")))),
		seqFn(fn).Call(Id("a").Dot("data"), Add(wide).Call(Id("start")), Add(wide).Call(Id("stop"))),
		Return(Id("a")),
	)
}

// emitWrapLayout writes WrapLayout, a view of a slice through any layout.
func emitWrapLayout(f *File, d DType) {
	f.Comment("WrapLayout returns a view of data through l, without copying: the element at")
	f.Comment("coordinates c is data[l.Offset + c[0]*l.Strides[0] + ...] (see nd.Layout),")
	f.Comment("strides negative or zero as well as positive, as NumPy's as_strided. l is")
	f.Comment("copied, so changing it later does not move the view.")
	f.Comment("")
	f.Comment("If two coordinates of l may reach the same element (nd.Layout.MayAlias: a")
	f.Comment("zero stride along a dimension longer than 1, say) the view is read-only, as")
	f.Comment("BroadcastTo's: a write through it, or a copy into it, would depend on the")
	f.Comment("order the elements are visited in. Otherwise it is writable.")
	f.Comment("")
	f.Comment("WrapLayout panics with nd.ErrIndexOutOfRange if any element of l falls outside")
	f.Comment("data, and with nd.ErrArgument if l is malformed (see nd.Layout.Validate); it")
	f.Comment("checks each dimension's extremes, not every element.")
	f.Func().Id("WrapLayout").Params(Id("data").Index().Add(d.T()), Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Id("l").Op("=").Add(check("WrapLayout")).Call(Id("l"), Len(Id("data"))),
		Return(Id("newArray").Call(Id("data"), Id("l"), Id("l").Dot("MayAlias").Call())),
	)
}
