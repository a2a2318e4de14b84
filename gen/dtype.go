package gen

import (
	. "github.com/dave/jennifer/jen"
)

// dtypeFile writes nd's DType enumeration, one constant per table row.
func dtypeFile(table []DType) *File {
	f := NewFile("nd")
	f.HeaderComment(header)
	doc(f, "nd.DType", nil)
	f.Type().Id("DType").Uint8()

	consts := make([]Code, len(table))
	names := Dict{}
	sizes := Dict{}
	for i, d := range table {
		c := Id(d.Name)
		if i == 0 {
			c = c.Id("DType").Op("=").Iota().Op("+").Lit(1)
		}
		consts[i] = c.Comment(text("nd.dtype", d))
		names[Id(d.Name)] = Lit(d.Type)
		sizes[Id(d.Name)] = Lit(d.Width)
	}
	doc(f, "nd.dtypes", nil)
	f.Const().Defs(consts...)

	doc(f, "nd.Other", nil)
	f.Const().Id("Other").Id("DType").Op("=").Lit(255)

	f.Var().Id("dtypeNames").Op("=").Index().String().Values(names)
	f.Var().Id("dtypeSizes").Op("=").Index().Int().Values(sizes)

	doc(f, "nd.DType.String", nil)
	f.Func().Params(Id("d").Id("DType")).Id("String").Params().String().Block(
		If(Id("d").Op("==").Id("Other")).Block(Return(Lit("other"))),
		If(Int().Parens(Id("d")).Op(">=").Len(Id("dtypeNames")).Op("||").Id("dtypeNames").Index(Id("d")).Op("==").Lit("")).Block(
			Return(Qual("fmt", "Sprintf").Call(Lit("DType(%d)"), Uint8().Parens(Id("d")))),
		),
		Return(Id("dtypeNames").Index(Id("d"))),
	)
	doc(f, "nd.DType.Size", nil)
	f.Func().Params(Id("d").Id("DType")).Id("Size").Params().Int().Block(
		If(Int().Parens(Id("d")).Op(">=").Len(Id("dtypeSizes"))).Block(Return(Lit(0))),
		Return(Id("dtypeSizes").Index(Id("d"))),
	)
	return f
}
