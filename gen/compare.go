package gen

import . "github.com/dave/jennifer/jen"

const approxPath = modulePath + "/internal/approx"

// hasAllClose reports whether d's package has AllClose (float and complex).
func hasAllClose(d DType) bool { return d.Kind == "float" || d.Kind == "complex" }

// emitCompare writes AllClose, for the float and complex packages.
func emitCompare(f *File, d DType) {
	kernel, modulus := "Float", ""
	if d.Kind == "complex" {
		kernel, modulus = "Complex", " (|z| the modulus)"
	}
	precision := "float64."
	if d.Width == 4 || d.Width == 8 && d.Kind == "complex" {
		precision = "float32, as NumPy's for " + d.Type + " arrays."
	}
	if d.Storage != nil {
		precision = "float32 with every result rounded to " + d.Type + ", as NumPy's for float16."
	}
	f.Comment("AllClose reports whether a and b are equal within a tolerance, as")
	f.Comment("numpy.allclose(a, b, rtol, atol) decides: the shapes broadcast against")
	f.Comment("each other (NumPy's rule: aligned from the right, each pair of dimensions")
	f.Comment("equal or one of them 1), and every pair of elements is finite with")
	f.Commentf("|a-b| <= atol + rtol*|b|%s, or equal (an infinity matches only", modulus)
	f.Comment("itself). NaN is never close, not even to NaN. The arithmetic is in")
	f.Comment(precision)
	f.Comment("Empty arrays are close. AllClose panics with nd.ErrShape if the shapes do")
	f.Comment("not broadcast and with nd.ErrArgument if a or b is nil.")
	if d.Kind == "complex" {
		f.Comment("(NumPy 1.24 finds no element with an infinite part close, not even an")
		f.Comment("equal one: its isclose multiplies them by 1+0j first. AllClose keeps the")
		f.Comment("rule of float arrays: equal ones are close.)")
	}
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
