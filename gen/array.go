package gen

import (
	"path"

	. "github.com/dave/jennifer/jen"
)

// Shorthands shared by the emitters.
func nd(name string) *Statement         { return Qual(ndPath, name) }
func recv() *Statement                  { return Params(Id("a").Op("*").Id("NdArray")) }
func arr() *Statement                   { return Op("*").Id("NdArray") }
func coordsParam() *Statement           { return Id("coords").Op("...").Int64() }
func view(data, layout Code) *Statement { return Id("newArray").Call(data, layout, False()) }

// unsetArray is an NdArray over data, read-only if readOnly, whose layout is
// not set yet (see adopt).
func unsetArray(data, readOnly Code) *Statement {
	return Id("NdArray").Values(Dict{Id("data"): data, Id("readOnly"): readOnly})
}

// derived is x.view(layout): a view of x's storage that is read-only if x is.
func derived(x, layout Code) *Statement { return Add(x).Dot("view").Call(layout) }

// writeGuard is the check every write through x makes first: it panics with
// nd.ErrReadOnly, naming op, if x is read-only.
func writeGuard(x Code, op string) *Statement {
	return If(Add(x).Dot("readOnly")).Block(readOnlyPanic(x, Lit(op)))
}

// readOnlyPanic is the panic of writeGuard: nd.ErrReadOnly naming op (a
// string expression) and x's shape.
func readOnlyPanic(x, op Code) *Statement {
	return Panic(check("ReadOnly").Call(op, Add(x).Dot("Shape").Call()))
}

// panicf is panic(nd.Errorf(kind, format,
//
//	args...)), with the arguments on a line of their own to keep lines short,
//
// and a long format on one of its own too.
func panicf(kind, format string, args ...Code) *Statement {
	first := nd(kind)
	if len(format) > 50 {
		first = first.Op(",").Line().Lit(format)
	} else {
		first = first.Op(",").Lit(format)
	}
	return Panic(nd("Errorf").Call(first.Op(",").Line().List(args...)))
}

func aDot(names ...string) *Statement {
	s := Id("a")
	for _, n := range names {
		s = s.Dot(n)
	}
	return s
}

// emitArray writes the NdArray type, its constructors, inspection, scalar
// access and views.
func emitArray(f *File, d DType) {
	emitType(f, d)
	emitConstructors(f, d)
	emitFromAny(f, d)
	emitInspection(f, d)
	emitViews(f)
}

// emitType writes the NdArray type and the package's DType.
func emitType(f *File, d DType) {
	T := d.T
	f.Commentf("NdArray is an n-dimensional array of %s: a view, described by an nd.Layout", d.Type)
	f.Comment("(shape, strides, offset), over flat storage that other views may share.")
	f.Comment("Slicing, transposing and most reshapes make new views without copying;")
	f.Comment("writes through any view are seen by every view of the same storage.")
	f.Comment("")
	f.Comment("Programmer errors (a wrong number of coordinates, an index out of range,")
	f.Comment("mismatched shapes) panic with an *nd.Error; nd.Try turns that into an error.")
	f.Comment("An NdArray is not safe for concurrent writes.")
	f.Comment("")
	f.Comment("An array may be read-only (see AsReadOnly), as NumPy's arrays without the")
	f.Comment("WRITEABLE flag: every write through it panics with nd.ErrReadOnly, and the")
	f.Comment("views made from it are read-only too.")
	f.Type().Id("NdArray").Struct(
		Id("data").Index().Add(T()),
		Id("layout").Add(nd("Layout")),
		Id("readOnly").Bool().Comment("writes panic; inherited by views, not copies"),
		Line().Comment("The scalar accessors' fast path (see ndkit.Adopt), set by adopt:").Line().
			Comment("the element at (i) or (i, j) is base[i*s0 + j*s1] if i < d0 and j < d1,").Line().
			Comment("for getters when len(coords) == getRank, setters when it is setRank.").Line().
			Id("base").Index().Add(T()),
		Id("getRank").Op(",").Id("setRank").Int(),
		Line().Comment("d0, d1, s0, s1, in this order, are also the storage of the dimensions and").Line().
			Comment("strides of layouts up to rank 2 (see tables).").Line().
			Id("d0").Op(",").Id("d1").Uint64(),
		Id("s0").Op(",").Id("s1").Int64(),
	)
	f.Var().Id("_").Add(nd("Array")).Types(T(), arr()).Op("=").Parens(arr()).Parens(Nil())
	if d.Index {
		emitIndexValues(f)
	}
	f.Commentf("DType is the element type of this package's arrays.")
	f.Const().Id("DType").Op("=").Add(nd(d.ndName()))
}

// emitConstructors writes New, Wrap, Scalar and Vector.
func emitConstructors(f *File, d DType) {
	T := d.T
	f.Commentf("New returns a zero-filled array of the given shape, in row-major order.")
	f.Comment("Arrays of 4 MiB or more ask for huge pages (see nd.SetHugePages). New")
	f.Comment("panics with nd.ErrShape if the shape has an unknown rank or dimension, and")
	f.Comment("with nd.ErrArgument if it has more elements than can be allocated.")
	f.Func().Id("New").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Id("size").Op(":=").Add(check("KnownSize")).Call(Id("shape"), Lit("New")),
		Return(view(bulk("Make").Types(T()).Call(Id("size")), nd("RowMajor").Call(Id("shape").Dot("Dims").Call().Op("...")))),
	)
	f.Comment("Wrap returns an array of the given shape over data, in row-major order,")
	f.Comment("without copying: the array and the slice share storage. data may be longer")
	f.Comment("than the shape needs. Wrap panics with nd.ErrShape if the shape is not fully")
	f.Comment("known or data is too short.")
	f.Func().Id("Wrap").Params(Id("shape").Add(nd("Shape")), Id("data").Index().Add(T())).Add(arr()).Block(
		Id("size").Op(":=").Add(check("KnownSize")).Call(Id("shape"), Lit("Wrap")),
		If(Int64().Parens(Len(Id("data"))).Op("<").Id("size")).Block(
			panicf("ErrShape", "Wrap: %d elements for shape %v of size %d", Len(Id("data")), Id("shape"), Id("size")),
		),
		Return(view(Id("data"), nd("RowMajor").Call(Id("shape").Dot("Dims").Call().Op("...")))),
	)
	f.Comment("Scalar returns a rank-0 array holding v.")
	f.Func().Id("Scalar").Params(Id("v").Add(T())).Add(arr()).Block(
		Return(view(Index().Add(T()).Values(Id("v")), nd("RowMajor").Call())),
	)
	f.Comment("Vector returns a rank-1 array holding a copy of values.")
	f.Func().Id("Vector").Params(Id("values").Op("...").Add(T())).Add(arr()).Block(
		Id("data").Op(":=").Append(Index().Add(T()).Values(), Id("values").Op("...")),
		Return(view(Id("data"), nd("RowMajor").Call(Int64().Parens(Len(Id("data")))))),
	)
}

// qualifiedElem is the element type as a reader of d's package writes
// it: float32, float16.Float16, pixel.RGB.
func qualifiedElem(d DType) string {
	if d.Custom() {
		return path.Base(d.Import) + "." + d.Type
	}
	return elemName(d)
}

// emitFromAny writes From, which recovers a package's array from an
// nd.AnyArray (a reader's result) without a type assertion.
func emitFromAny(f *File, d DType) {
	want := d.Type // the dtype's name, as a's DType prints
	if d.Custom() {
		want = qualifiedElem(d)
	}
	f.Comment("From returns a as this package's array, without copying: a itself when it is")
	if d.Custom() {
		f.Commentf("one (an nd.AnyArray of %s elements). An array of another dtype, or a", want)
		f.Comment("nil one, is an error wrapping nd.ErrArgument that names both dtypes.")
	} else {
		f.Commentf("one (an nd.AnyArray of %s elements, as the readers of package npy,", want)
		f.Comment("safetensors, ndzarr and ndarrow return for such data). An array of another")
		f.Comment("dtype, or a nil one, is an error wrapping nd.ErrArgument that names both")
		f.Comment("dtypes; Cast converts instead.")
	}
	f.Func().Id("From").Params(Id("a").Add(nd("AnyArray"))).Params(arr(), Error()).Block(
		List(Id("x"), Id("ok")).Op(":=").Id("a").Assert(arr()),
		Switch().Block(
			Case(Id("ok").Op("&&").Id("x").Op("!=").Nil()).Block(Return(Id("x"), Nil())),
			Case(Id("a").Op("==").Nil().Op("||").Id("ok")).Block(
				Return(Nil(), nd("Errorf").Call(nd("ErrArgument"), Lit("From: nil array, want "+want))),
			),
		),
		Return(Nil(), nd("Errorf").Call(nd("ErrArgument").Op(",").Lit("From: %v array (%T), want "+want).
			Op(",").Line().List(Id("a").Dot("DType").Call(), Id("a")))),
	)
}

// emitInspection writes the methods that describe an array: Shape, Rank,
// Size, DType, Layout, Data, ReadOnly, the views AsReadOnly and view, and
// headerFor, with which the other views begin.
func emitInspection(f *File, d DType) {
	f.Comment("Shape returns the array's shape.")
	f.Func().Add(recv()).Id("Shape").Params().Add(nd("Shape")).Block(Return(aDot("layout", "Shape").Call()))
	f.Comment("Rank returns the number of dimensions.")
	f.Func().Add(recv()).Id("Rank").Params().Int().Block(Return(Len(aDot("layout", "Dims"))))
	f.Comment("Size returns the number of elements.")
	f.Func().Add(recv()).Id("Size").Params().Int64().Block(Return(aDot("layout", "Size").Call()))
	f.Comment("DType returns the element type.")
	f.Func().Add(recv()).Id("DType").Params().Add(nd("DType")).Block(Return(Id("DType")))
	f.Comment("Layout returns how the array's elements sit in its storage: a copy, so that")
	f.Comment("changing it cannot point the array outside its data.")
	f.Func().Add(recv()).Id("Layout").Params().Add(nd("Layout")).Block(Return(aDot("layout", "Clone").Call()))
	f.Comment("Data returns the storage the array views, shared, not copied: use Layout to")
	f.Comment("find the elements in it, or ToSlice for a row-major copy. Data returns the")
	f.Comment("storage of a read-only array too: writes to it bypass the read-only flag.")
	f.Func().Add(recv()).Id("Data").Params().Index().Add(d.T()).Block(Return(aDot("data")))
	f.Comment("Storage returns what Data returns, as an any holding a []" + qualifiedElem(d) + ": the")
	f.Comment("nd.AnyArray method through which code that does not know a's dtype (Cast, package")
	f.Comment("ndany) reads it. Use Data for typed access.")
	f.Func().Add(recv()).Id("Storage").Params().Any().Block(Return(aDot("data")))
	f.Comment("ReadOnly reports whether writes through a panic (see AsReadOnly).")
	f.Func().Add(recv()).Id("ReadOnly").Params().Bool().Block(Return(aDot("readOnly")))
	f.Comment("AsReadOnly returns a view of a's storage, with a's layout, that refuses")
	f.Comment("writes, as NumPy's arrays without the WRITEABLE flag: its write methods")
	f.Comment("panic with nd.ErrReadOnly, and so do those of every view made from it (Get,")
	f.Comment("Slice, Transpose, a Reshape view, StridedSlice, SliceExpr, Elements).")
	f.Comment("Copies of it (Copy, ToSlice, a Reshape that copies, the results of ops) are")
	f.Comment("writable. a itself stays writable, and its writes show through the view.")
	f.Func().Add(recv()).Id("AsReadOnly").Params().Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), aDot("layout"), True())),
	)
	f.Comment("sliced returns a view of a's storage through l, a layout from Slice,")
	f.Comment("read-only if a is or if l repeats a coordinate (see ndkit.Repeats).")
	f.Func().Add(recv()).Id("sliced").Params(Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), Id("l"), aDot("readOnly").Op("||").Add(check("Repeats")).Call(Id("l")))),
	)
	emitHeaderFor(f, d)
	f.Comment("view returns a view of a's storage through l, read-only if a is.")
	f.Func().Add(recv()).Id("view").Params(Id("l").Add(nd("Layout"))).Add(arr()).Block(
		Return(Id("newArray").Call(aDot("data"), Id("l"), aDot("readOnly"))),
	)
}

// emitViews writes the methods that return views: Get, Slice, Transpose and
// Reshape.
func emitViews(f *File) {
	f.Comment("Get returns a view of the sub-array at the given leading coordinates:")
	f.Comment("with k coordinates on a rank-n array, a rank n-k array (a rank-0 view when")
	f.Comment("k == n). Negative coordinates count from the end. Get panics with")
	f.Comment("nd.ErrIndexOutOfRange if there are more coordinates than dimensions or one is")
	f.Comment("out of range.")
	f.Func().Add(recv()).Id("Get").Params(coordsParam()).Add(arr()).Block(
		Return(derived(Id("a"), aDot("layout", "Get").Call(Id("coords").Op("...")))),
	)
	f.Comment("Slice returns a view selected by indices, one per dimension from the left")
	f.Comment("(see nd.Index): nd.At removes a dimension, ranges keep it, nd.NewAxis adds one,")
	f.Comment("nd.Ellipsis stands for the dimensions between, and dimensions left over keep")
	f.Comment("all their elements. Range bounds are clamped as in NumPy. Slice panics as")
	f.Comment("nd.Layout.Slice does: with nd.ErrIndexOutOfRange if the indices consume more")
	f.Comment("dimensions than the array has or a coordinate (At, AtKeep, Seq, Hyperslab) is")
	f.Comment("out of range, with nd.ErrArgument if there is more than one ellipsis.")
	f.Comment("The view is read-only if a is, or if a Seq or Hyperslab repeats a coordinate")
	f.Comment("(nd.Seq(0, 0)): two of its coordinates then share an element.")
	f.Func().Add(recv()).Id("Slice").Params(Id("indices").Op("...").Add(nd("Index"))).Add(arr()).Block(
		List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
			check("SliceRank").Call(Len(aDot("layout", "Dims")), Id("indices"))),
		Id("v").Dot("layout").Dot("SetSlice").Call(Id("s"), Op("&").Add(aDot("layout")), Id("indices").Op("...")),
		Id("v").Dot("readOnly").Op("=").Id("v").Dot("readOnly").Op("||").
			Add(check("Repeats")).Call(Id("v").Dot("layout")),
		Return(Id("v").Dot("adopt").Call()),
	)
	f.Comment("Transpose returns a view with the dimensions permuted: dimension i of the")
	f.Comment("result is dimension axes[i] of a. With no axes the order is reversed (NumPy's")
	f.Comment(".T). It panics with nd.ErrArgument if axes is not a permutation of")
	f.Comment("0..Rank()-1.")
	f.Func().Add(recv()).Id("Transpose").Params(Id("axes").Op("...").Int()).Add(arr()).Block(
		List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
			Len(aDot("layout", "Dims"))),
		Id("v").Dot("layout").Dot("SetTranspose").Call(Id("s"), Op("&").Add(aDot("layout")), Id("axes").Op("...")),
		Return(Id("v").Dot("adopt").Call()),
	)
	f.Comment("Reshape returns the array's elements, in row-major order, with a new shape:")
	f.Comment("a view when the strides allow it, else a contiguous copy, as NumPy decides.")
	f.Comment("One dimension of shape may be nd.UnknownSize (NumPy's and tf.reshape's -1):")
	f.Comment("it is inferred from Size() and the others. Reshape panics with nd.ErrShape if")
	f.Comment("the shape's rank is unknown, its size differs from Size(), or its unknown")
	f.Comment("dimension cannot be inferred (the others' product is 0 or does not divide")
	f.Comment("Size()); with nd.ErrArgument if it has more than one unknown dimension.")
	f.Func().Add(recv()).Id("Reshape").Params(Id("shape").Add(nd("Shape"))).Add(arr()).Block(
		Var().Id("buf").Index(check("WideRank")).Int64(),
		Id("dims").Op(":=").Add(check("ReshapeDims")).Call(Id("buf").Index(Op(":").Lit(0)), Id("shape"),
			aDot("Size").Call()),
		If(aDot("layout", "IsContiguous").Call()).Block(
			Comment("Row-major from the same first element: the common case, built"),
			Comment("in the view's header."),
			List(Id("v"), Id("s")).Op(":=").Id("headerFor").Call(aDot("data"), aDot("readOnly"),
				Len(Id("dims"))),
			Id("v").Dot("layout").Dot("SetRowMajor").Call(Id("s"), Id("dims").Op("...")),
			Id("v").Dot("layout").Dot("Offset").Op("=").Add(aDot("layout", "Offset")),
			Return(Id("v").Dot("adopt").Call()),
		),
		If(List(Id("l"), Id("ok")).Op(":=").Add(aDot("layout", "Reshape").Call(Id("dims").Op("..."))), Id("ok")).Block(
			Return(derived(Id("a"), Id("l"))),
		),
		Return(Wrap(nd("ShapeOf").Call(Id("dims").Op("...")), aDot("ToSlice").Call())),
	)
}

// Wrap calls the package's Wrap.
func Wrap(shape, data Code) *Statement { return Id("Wrap").Call(shape, data) }

// emitIndexValues makes the array an nd.Indices, the index argument of
// GatherNd and Gather.
func emitIndexValues(f *File) {
	f.Var().Id("_").Add(nd("Indices")).Op("=").Parens(arr()).Parens(Nil())
	f.Comment("IndexValues returns a's elements in row-major order, in the slot nd.Indices")
	f.Comment("gives this element type; a's own storage when a is contiguous, else a copy.")
	f.Func().Add(recv()).Id("IndexValues").Params().Params(Index().Int64(), Index().Int32()).Block(
		Return(bulk("IndexSlots").Call(bulk("RowMajorData").Call(aDot("data"), aDot("layout")))),
	)
}

// emitHeaderFor writes wideArray and headerFor, which give a view of rank up
// to ndkit.WideRank one allocation: its header and the storage of its tables.
func emitHeaderFor(f *File, d DType) {
	f.Comment("wideArray is an array header followed by the storage for the tables of a")
	f.Comment("layout of rank up to ndkit.WideRank, in one allocation (see headerFor).")
	f.Type().Id("wideArray").Struct(
		Id("NdArray"),
		Id("tables").Index(Lit(2).Op("*").Add(check("WideRank"))).Int64(),
	)
	f.Comment("headerFor returns a new array over data, read-only if readOnly, whose layout")
	f.Comment("is not set yet, and the storage for the tables of a layout of the given rank")
	f.Comment("(see nd.Layout.SetRowMajor): the array's own fields up to rank")
	f.Comment("ndkit.SmallRank, a wide header's up to ndkit.WideRank, none above.")
	f.Func().Id("headerFor").Params(
		Id("data").Index().Add(d.T()), Id("readOnly").Bool(), Id("rank").Int(),
	).Params(arr(), Index().Int64()).Block(
		If(Id("rank").Op("<=").Add(check("SmallRank"))).Block(
			Id("a").Op(":=").Op("&").Add(unsetArray(Id("data"), Id("readOnly"))),
			Return(Id("a"), Id("a").Dot("tables").Call().Index(Op(":"))),
		),
		If(Id("rank").Op("<=").Add(check("WideRank"))).Block(
			Id("w").Op(":=").Op("&").Id("wideArray").Values(Dict{
				Id("NdArray"): unsetArray(Id("data"), Id("readOnly")),
			}),
			Return(Op("&").Id("w").Dot("NdArray"), Id("w").Dot("tables").Index(Op(":"))),
		),
		Return(Op("&").Add(unsetArray(Id("data"), Id("readOnly"))), Nil()),
	)
}
