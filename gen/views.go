package gen

import (
	. "github.com/dave/jennifer/jen"
)

// emitViews writes views.go: the views beyond ndarray.go's (ExpandDims,
// Squeeze, Flip, SwapAxes, BroadcastTo, Flatten), the inspection of views
// (Strides, Offset, IsContiguous) and the method New, with which code over
// nd.Array allocates.
func emitViews(f *File, d DType) {
	layoutView := func(name string, params []Code, args ...Code) {
		f.Func().Add(recv()).Id(name).Params(params...).Add(arr()).Block(
			Return(derived(Id("a"), aDot("layout", name).Call(args...))),
		)
	}
	axes := Id("axes").Op("...").Int()
	doc(f, "ExpandDims", nil)
	layoutView("ExpandDims", []Code{Id("axis").Int()}, Id("axis"))
	doc(f, "Squeeze", nil)
	layoutView("Squeeze", []Code{axes}, Id("axes").Op("..."))
	doc(f, "Flip", nil)
	layoutView("Flip", []Code{axes}, Id("axes").Op("..."))
	doc(f, "SwapAxes", nil)
	layoutView("SwapAxes", []Code{Id("i").Op(",").Id("j").Int()}, Id("i"), Id("j"))
	emitBroadcastTo(f)
	doc(f, "Flatten", nil)
	f.Func().Add(recv()).Id("Flatten").Params().Add(arr()).Block(
		Return(aDot("Reshape").Call(nd("ShapeOf").Call(aDot("Size").Call()))),
	)
	emitViewInspection(f)
}

// emitBroadcastTo writes BroadcastTo.
func emitBroadcastTo(f *File) {
	doc(f, "BroadcastTo", nil)
	f.Func().Add(recv()).Id("BroadcastTo").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Add(check("KnownSize")).Call(Id("shape"), Lit("BroadcastTo")),
		Return(Id("newArray").Call(aDot("data"), aDot("layout", "BroadcastTo").Call(Id("shape").Dot("Dims").Call().Op("...")), True())),
	)
}

// emitViewInspection writes Strides, Offset, IsContiguous and the method New.
func emitViewInspection(f *File) {
	doc(f, "Strides", nil)
	f.Func().Add(recv()).Id("Strides").Params().Index().Int64().Block(
		Return(Append(Index().Int64().Values(), aDot("layout", "Strides").Op("..."))),
	)
	doc(f, "Offset", nil)
	f.Func().Add(recv()).Id("Offset").Params().Int64().Block(Return(aDot("layout", "Offset")))
	doc(f, "IsContiguous", nil)
	f.Func().Add(recv()).Id("IsContiguous").Params().Bool().Block(Return(aDot("layout", "IsContiguous").Call()))
	doc(f, "NdArray.New", nil)
	f.Func().Add(recv()).Id("New").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Return(Id("New").Call(Id("shape"))),
	)
}
