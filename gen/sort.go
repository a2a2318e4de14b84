package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

const sortingPath = modulePath + "/internal/sorting"

// hasSort reports whether d's package gets sort.go: the real types, bool
// and strings (NumPy sorts them; complex numbers are left out).
func hasSort(d DType) bool {
	return !d.Custom() && d.Kind != "complex"
}

// hasTopK reports whether d has TopK: the numbers tf.math.top_k takes.
func hasTopK(d DType) bool { return d.Kind == "float" || d.Kind == "int" || d.Kind == "uint" }

// sortKernel returns the internal/sorting function name for d's op
// (Sort, ArgSort, TopK) and the arguments it takes after the operands.
func sortKernel(d DType, op string) (*Statement, []Code) {
	switch {
	case d.Storage != nil:
		inf := ((1 << d.Storage.ExpBits) - 1) << d.Storage.FracBits
		return Qual(sortingPath, op+"Half"), []Code{Op(fmt.Sprintf("%#04x", inf))} // +Inf
	case d.Kind == "bool":
		return Qual(sortingPath, op+"Bool"), nil
	}
	return Qual(sortingPath, op), nil
}

// emitSort writes sort.go: Sort, ArgSort and TopK with their Into forms.
func emitSort(f *File, d DType) {
	idx, idxPath := Op("*").Qual(ndint64Path, "NdArray"), ndint64Path
	idxView := func(x Code) *Statement { return rd("ViewOf").Types(Int64()).Call(x) }
	if d.Type == "int64" {
		idx, idxPath = arr(), ""
		idxView = func(x Code) *Statement { return Id("operand").Call(x, Id("op"), Lit("dst")) }
	}
	data := reduceDoc{DType: d}
	sortFn, extra := sortKernel(d, "Sort")
	argFn, argExtra := sortKernel(d, "ArgSort")

	docReflowed(f, "sort.Sort", data)
	f.Func().Id("Sort").Params(Id("a").Add(arr()), Id("axis").Int()).Add(arr()).Block(
		Id("dst").Op(":=").Id("newUnset").Call(Id("a").Dot("Shape").Call()),
		Id("sortInto").Call(Lit("Sort"), Id("dst"), Id("a"), Id("axis")),
		Return(Id("dst")))
	docReflowed(f, "sort.SortInto", data)
	f.Func().Id("SortInto").Params(List(Id("dst"), Id("a")).Add(arr()), Id("axis").Int()).Block(
		Id("sortInto").Call(Lit("SortInto"), Id("dst"), Id("a"), Id("axis")))
	f.Comment("sortInto sorts a along axis into dst for the op named op.")
	f.Func().Id("sortInto").Params(Id("op").String(), List(Id("dst"), Id("a")).Add(arr()), Id("axis").Int()).Block(
		If(Id("dst").Op("==").Nil()).Block(Qual(elementwisePath, "NilArray").Call(Id("op"), Lit("dst"))),
		Id("av").Op(":=").Id("operand").Call(Id("a"), Id("op"), Lit("a")),
		Id("ax").Op(":=").Add(rd("Axis")).Call(Id("op"), Len(Id("av").Dot("Layout").Dot("Dims")), Id("axis")),
		rd("CheckSameShape").Call(Id("op"), Id("dst").Dot("layout").Dot("Dims"), Id("dst").Dot("readOnly"),
			Id("av").Dot("Layout").Dot("Dims")),
		Id("dv").Op(":=").Id("operand").Call(Id("dst"), Id("op"), Lit("dst")),
		Add(sortFn).Call(append([]Code{Id("dv"), rd("Apart").Call(Id("av"), Id("dv")), Id("ax")}, extra...)...))

	docReflowed(f, "sort.ArgSort", data)
	f.Func().Id("ArgSort").Params(Id("a").Add(arr()), Id("axis").Int()).Add(idx).Block(
		Id("dst").Op(":=").Add(unsetCall(idxPath, Id("a").Dot("Shape").Call())),
		Id("argSortInto").Call(Lit("ArgSort"), Id("dst"), Id("a"), Id("axis")),
		Return(Id("dst")))
	docReflowed(f, "sort.ArgSortInto", data)
	f.Func().Id("ArgSortInto").Params(Id("dst").Add(idx), Id("a").Add(arr()), Id("axis").Int()).Block(
		Id("argSortInto").Call(Lit("ArgSortInto"), Id("dst"), Id("a"), Id("axis")))
	f.Comment("argSortInto writes the indices sorting a along axis into dst for the op named op.")
	f.Func().Id("argSortInto").Params(Id("op").String(), Id("dst").Add(idx), Id("a").Add(arr()), Id("axis").Int()).Block(
		If(Id("dst").Op("==").Nil()).Block(Qual(elementwisePath, "NilArray").Call(Id("op"), Lit("dst"))),
		Id("av").Op(":=").Id("operand").Call(Id("a"), Id("op"), Lit("a")),
		Id("ax").Op(":=").Add(rd("Axis")).Call(Id("op"), Len(Id("av").Dot("Layout").Dot("Dims")), Id("axis")),
		Id("dv").Op(":=").Add(idxView(Id("dst"))),
		rd("CheckSameShape").Call(Id("op"), Id("dv").Dot("Layout").Dot("Dims"), Id("dst").Dot("ReadOnly").Call(),
			Id("av").Dot("Layout").Dot("Dims")),
		Add(argFn).Call(append([]Code{Id("dv"), Id("av"), Id("ax")}, argExtra...)...))

	if !hasTopK(d) {
		return
	}
	topFn, topExtra := sortKernel(d, "TopK")
	docReflowed(f, "sort.TopK", data)
	f.Func().Id("TopK").Params(Id("a").Add(arr()), Id("k").Int()).Params(Id("values").Add(arr()), Id("indices").Add(idx)).Block(
		Id("dims").Op(":=").Add(rd("TopKDims")).Call(Lit("TopK"), Id("a").Dot("layout").Dot("Dims"), Id("k")),
		Id("shape").Op(":=").Qual(ndPath, "ShapeOf").Call(Id("dims").Op("...")),
		Id("values").Op("=").Id("newUnset").Call(Id("shape")),
		Id("indices").Op("=").Add(unsetCall(idxPath, Id("shape"))),
		Id("TopKInto").Call(Id("values"), Id("indices"), Id("a"), Id("k")),
		Return(Id("values"), Id("indices")))
	docReflowed(f, "sort.TopKInto", data)
	f.Func().Id("TopKInto").Params(Id("values").Add(arr()), Id("indices").Add(idx), Id("a").Add(arr()), Id("k").Int()).Block(
		Const().Id("op").Op("=").Lit("TopKInto"),
		If(Id("values").Op("==").Nil().Op("||").Id("indices").Op("==").Nil()).Block(
			Qual(elementwisePath, "NilArray").Call(Id("op"), Lit("dst"))),
		Id("av").Op(":=").Id("operand").Call(Id("a"), Id("op"), Lit("a")),
		Id("dims").Op(":=").Add(rd("TopKDims")).Call(Id("op"), Id("av").Dot("Layout").Dot("Dims"), Id("k")),
		Id("iv").Op(":=").Add(idxView(Id("indices"))),
		rd("CheckSameShape").Call(Id("op"), Id("values").Dot("layout").Dot("Dims"), Id("values").Dot("readOnly"), Id("dims")),
		rd("CheckSameShape").Call(Id("op"), Id("iv").Dot("Layout").Dot("Dims"), Id("indices").Dot("ReadOnly").Call(), Id("dims")),
		Id("vv").Op(":=").Id("operand").Call(Id("values"), Id("op"), Lit("values")),
		Add(topFn).Call(append([]Code{Id("vv"), Id("iv"), rd("Apart").Call(Id("av"), Id("vv")), Id("k")}, topExtra...)...))
}
