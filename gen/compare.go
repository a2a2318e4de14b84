package gen

import . "github.com/dave/jennifer/jen"

const approxPath = modulePath + "/internal/approx"

// hasAllClose reports whether d's package has AllClose (float and complex).
func hasAllClose(d DType) bool { return d.Kind == "float" || d.Kind == "complex" }

// emitCompare writes AllClose, for the float and complex packages.
func emitCompare(f *File, d DType) {
	kernel := "Float"
	if d.Kind == "complex" {
		kernel = "Complex"
	}
	doc(f, "AllClose", d)
	params := []Code{Id("a"), Id("b").Op("*").Id("NdArray"), Id("rtol"), Id("atol").Float64()}
	f.Func().Id("AllClose").Params(params...).Bool().Block(
		If(Id("a").Op("==").Nil().Op("||").Id("b").Op("==").Nil()).Block(
			Panic(nd("Errorf").Call(nd("ErrArgument"), Lit("nd: AllClose of a nil array"))),
		),
		Return(allCloseCall(d, kernel)),
	)
}

// emitAllCloseTest writes TestAllClose, for the float and complex packages.
func emitAllCloseTest(f *File, d DType) {
	if hasAllClose(d) {
		run := Qual(ndtestPath, "AllClose").Call(Id("t"), Id("suite").Call(), testPkg(d, "AllClose"))
		testFunc(f, "TestAllClose", run)
	}
}
