package gen

import (
	. "github.com/dave/jennifer/jen"
)

// emitViews2 writes the views and inspection of issue 10: ExpandDims,
// Squeeze, BroadcastTo, Flip, SwapAxes, Flatten, Strides, Offset,
// IsContiguous, and the method New that lets code over nd.Array allocate.
func emitViews2(f *File, d DType) {
	layoutView := func(name string, params []Code, args ...Code) {
		f.Func().Add(recv()).Id(name).Params(params...).Add(arr()).Block(
			Return(derived(Id("a"), aDot("layout", name).Call(args...))),
		)
	}
	axes := Id("axes").Op("...").Int()
	f.Comment("ExpandDims returns a view with a dimension of size 1 inserted at position axis")
	f.Comment("of the result (NumPy's expand_dims, tf.expand_dims); axis ranges over")
	f.Comment("-(Rank()+1)..Rank(), a negative one counting from the end. It panics with")
	f.Comment("nd.ErrArgument if axis is out of range.")
	layoutView("ExpandDims", []Code{Id("axis").Int()}, Id("axis"))
	f.Comment("Squeeze returns a view without the given dimensions, which must have size 1,")
	f.Comment("or without every dimension of size 1 when no axes are given (NumPy's squeeze,")
	f.Comment("tf.squeeze). Negative axes count from the end. It panics with nd.ErrArgument if")
	f.Comment("an axis is out of range or repeated, with nd.ErrShape if a named dimension's")
	f.Comment("size is not 1.")
	layoutView("Squeeze", []Code{axes}, Id("axes").Op("..."))
	f.Comment("Flip returns a view with the order of the elements reversed along the given")
	f.Comment("axes, or along every axis when none are given (NumPy's flip). Negative axes")
	f.Comment("count from the end. It panics with nd.ErrArgument if an axis is out of range")
	f.Comment("or repeated.")
	layoutView("Flip", []Code{axes}, Id("axes").Op("..."))
	f.Comment("SwapAxes returns a view with dimensions i and j exchanged (NumPy's swapaxes).")
	f.Comment("Negative axes count from the end. It panics with nd.ErrArgument if either is")
	f.Comment("out of range.")
	layoutView("SwapAxes", []Code{Id("i").Op(",").Id("j").Int()}, Id("i"), Id("j"))
	emitBroadcastTo(f)
	f.Comment("Flatten returns the elements as a vector in row-major order: a view when the")
	f.Comment("strides allow it, else a copy, as Reshape decides (NumPy's ravel; NumPy's")
	f.Comment("ndarray.flatten always copies).")
	f.Func().Add(recv()).Id("Flatten").Params().Add(arr()).Block(
		Return(aDot("Reshape").Call(nd("ShapeOf").Call(aDot("Size").Call()))),
	)
	emitViewInspection(f)
}

// emitBroadcastTo writes BroadcastTo.
func emitBroadcastTo(f *File) {
	f.Comment("BroadcastTo returns a read-only view of a as an array of the given shape, by")
	f.Comment("NumPy's and TensorFlow's broadcasting rules: a's dimensions are aligned with")
	f.Comment("the last ones of shape, and each must equal its counterpart or be 1, in which")
	f.Comment("case it is repeated through a zero stride, as are the leading dimensions a")
	f.Comment("lacks. The view is read-only, as NumPy's broadcast_to: its repeated elements")
	f.Comment("share storage. BroadcastTo panics with nd.ErrShape if shape is not fully")
	f.Comment("known, has fewer dimensions than a, or a dimension of a can neither stay nor")
	f.Comment("repeat; with nd.ErrArgument if shape has too many elements.")
	f.Func().Add(recv()).Id("BroadcastTo").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Add(check("KnownSize")).Call(Id("shape"), Lit("BroadcastTo")),
		Return(Id("newArray").Call(aDot("data"), aDot("layout", "BroadcastTo").Call(Id("shape").Dot("Dims").Call().Op("...")), True())),
	)
}

// emitViewInspection writes Strides, Offset, IsContiguous and the method New.
func emitViewInspection(f *File) {
	f.Comment("Strides returns, per dimension, the distance in storage elements between")
	f.Comment("neighbours (a copy; NumPy's strides are in bytes). It may be negative (Flip)")
	f.Comment("or zero (BroadcastTo). A dimension selected by nd.Seq or nd.Hyperslab has no")
	f.Comment("single stride; see Layout for its table.")
	f.Func().Add(recv()).Id("Strides").Params().Index().Int64().Block(
		Return(Append(Index().Int64().Values(), aDot("layout", "Strides").Op("..."))),
	)
	f.Comment("Offset returns the position in Data() of the element at coordinates 0, ..., 0.")
	f.Func().Add(recv()).Id("Offset").Params().Int64().Block(Return(aDot("layout", "Offset")))
	f.Comment("IsContiguous reports whether the elements fill Size() consecutive positions")
	f.Comment("of Data() in row-major order, from Offset() (NumPy's C_CONTIGUOUS).")
	f.Func().Add(recv()).Id("IsContiguous").Params().Bool().Block(Return(aDot("layout", "IsContiguous").Call()))
	f.Comment("New returns a new zero-filled array of the given shape and a's dtype, as the")
	f.Comment("package's New does: code written over nd.Array can allocate with it. It never")
	f.Comment("looks at a, so it works on a nil *NdArray (the zero value of a type parameter).")
	f.Func().Add(recv()).Id("New").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Return(Id("New").Call(Id("shape"))),
	)
}
