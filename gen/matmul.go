package gen

import . "github.com/dave/jennifer/jen"

const linalgPath = modulePath + "/internal/linalg"

// hasMatMul reports whether d's package gets matmul.go: every number type
// of the library (bool and strings have no products).
func hasMatMul(d DType) bool {
	return !d.Custom() && d.Kind != "string" && d.Kind != "bool"
}

// matmulDoc is what the doc templates of matmul.go read.
type matmulDoc struct {
	DType
	Elem string // the element type, as users write it
}

// emitMatMul writes matmul.go: MatMul, MatMulInto and Dot, thin wrappers
// of internal/linalg.
func emitMatMul(f *File, d DType) {
	la := func(name string) *Statement { return Qual(linalgPath, name) }
	compute := Id(computeType(d))
	f.Comment("products is how arrays of this dtype multiply (see internal/linalg).")
	typ := la("Type").Types(elemType(d), compute)
	if d.Storage != nil {
		f.Var().Id("products").Op("=").Add(typ).Values(Dict{
			Id("Widen"):  Id("halves").Dot("To32"),
			Id("Narrow"): Id("halves").Dot("From32"),
		})
	} else {
		f.Var().Id("products").Add(typ)
	}
	data := matmulDoc{DType: d, Elem: elemName(d)}
	operand := func(op, name string) *Statement { return Id("operand").Call(Id(name), Lit(op), Lit(name)) }
	docReflowed(f, "matmul.MatMul", data)
	f.Func().Id("MatMul").Params(Id("a"), Id("b").Add(arr())).Add(arr()).Block(
		Return(la("MatMul").Call(Lit("MatMul"), Id("products"), operand("MatMul", "a"),
			Line().Add(operand("MatMul", "b")), Id("newUnset"))))
	docReflowed(f, "matmul.MatMulInto", data)
	f.Comment("")
	f.Comment("//go:noinline")
	f.Func().Id("MatMulInto").Params(Id("dst"), Id("a"), Id("b").Add(arr())).Block(
		la("MatMulInto").Call(Lit("MatMulInto"), Id("products"), Id("dst"),
			Line().Add(operand("MatMulInto", "a")), operand("MatMulInto", "b")))
	docReflowed(f, "matmul.Dot", data)
	f.Func().Id("Dot").Params(Id("a"), Id("b").Add(arr())).Add(elemType(d)).Block(
		Return(la("Dot").Call(Lit("Dot"), Id("products"), operand("Dot", "a"), operand("Dot", "b"))))
}
