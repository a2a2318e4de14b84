package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

// dtypeFile writes nd's DType enumeration, one constant per table row.
func dtypeFile(table []DType) *File {
	f := NewFile("nd")
	f.HeaderComment(header)
	f.Comment("DType names the element type of an array; each dtype package has one.")
	f.Comment("The zero DType is invalid.")
	f.Type().Id("DType").Uint8()

	consts := make([]Code, len(table))
	names := Dict{}
	sizes := Dict{}
	for i, d := range table {
		c := Id(d.Name)
		if i == 0 {
			c = c.Id("DType").Op("=").Iota().Op("+").Lit(1)
		}
		consts[i] = c.Comment(fmt.Sprintf("Go %s, package %s", d.Type, d.Pkg()))
		names[Id(d.Name)] = Lit(d.Type)
		sizes[Id(d.Name)] = Lit(d.Width)
	}
	f.Comment("The dtypes, in the order of templates/dtypes.json.")
	f.Const().Defs(consts...)

	f.Comment("Other is the DType of arrays whose element type is none of the above: those")
	f.Comment("of the packages cmd/ndgen writes for a user's own type. It prints as")
	f.Comment("\"other\" and its Size is 0: the element's size is its package's business.")
	f.Const().Id("Other").Id("DType").Op("=").Lit(255)

	f.Var().Id("dtypeNames").Op("=").Index().String().Values(names)
	f.Var().Id("dtypeSizes").Op("=").Index().Int().Values(sizes)

	f.Comment("String returns the Go name of the element type, e.g. \"float32\".")
	f.Func().Params(Id("d").Id("DType")).Id("String").Params().String().Block(
		If(Id("d").Op("==").Id("Other")).Block(Return(Lit("other"))),
		If(Int().Parens(Id("d")).Op(">=").Len(Id("dtypeNames")).Op("||").Id("dtypeNames").Index(Id("d")).Op("==").Lit("")).Block(
			Return(Qual("fmt", "Sprintf").Call(Lit("DType(%d)"), Uint8().Parens(Id("d")))),
		),
		Return(Id("dtypeNames").Index(Id("d"))),
	)
	f.Comment("Size returns the bytes one element takes in storage (a string header for")
	f.Comment("String), 0 for an invalid DType.")
	f.Func().Params(Id("d").Id("DType")).Id("Size").Params().Int().Block(
		If(Int().Parens(Id("d")).Op(">=").Len(Id("dtypeSizes"))).Block(Return(Lit(0))),
		Return(Id("dtypeSizes").Index(Id("d"))),
	)
	return f
}
