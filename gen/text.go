package main

import . "github.com/dave/jennifer/jen"

// emitText writes String and Format: NumPy-like text of the values.
func emitText(f *File, d DType) {
	T := d.T
	align := d.Kind != "string"
	text := func(elem Code) *Statement {
		return Qual(formatPath, "Text").Call(aDot("data"), aDot("layout"), elem, Lit(align))
	}
	f.Comment("String returns the values as NumPy prints them: nested brackets, one row of")
	f.Comment("the last dimension per line, elements aligned; dimensions of arrays with more")
	f.Commentf("than %d elements show only their first and last %d items around \"...\".", 1000, 3)
	f.Comment("A rank-0 array prints as its value.")
	f.Func().Add(recv()).Id("String").Params().String().Block(Return(text(Id("formatElem"))))
	f.Comment("Format implements fmt.Formatter: %v and %s print what String does; any")
	f.Comment("other verb, and %v or %s with flags, width or precision, applies to every")
	f.Commentf("element (%s).", formatDocExample(d))
	f.Func().Add(recv()).Id("Format").Params(Id("s").Qual("fmt", "State"), Id("verb").Rune()).Block(
		If(Id("verb").Op("==").LitRune('s')).Block(
			Id("verb").Op("=").LitRune('v').Comment("%s prints what String does, as %v"),
		),
		Id("elem").Op(":=").Id("formatElem"),
		If(Id("spec").Op(":=").Qual("fmt", "FormatString").Call(Id("s"), Id("verb")), Id("spec").Op("!=").Lit("%v")).Block(
			Id("elem").Op("=").Func().Params(Id("v").Add(T())).String().Block(Return(Qual("fmt", "Sprintf").Call(Id("spec"), Id("v")))),
		),
		Qual("io", "WriteString").Call(Id("s"), text(Id("elem"))),
	)
	f.Comment("formatElem prints one element for String.")
	f.Func().Id("formatElem").Params(Id("v").Add(T())).String().Block(Return(formatExpr(d)))
}

// formatDocExample is Format's doc example of a verb for d.
func formatDocExample(d DType) string {
	switch d.Kind {
	case "float":
		return "%.2f prints each with two decimals"
	case "complex":
		return "%.2f prints both parts of each with two decimals"
	case "int", "uint":
		return "%d prints each in decimal, %x in hexadecimal"
	case "bool":
		return "%t prints each as true or false"
	}
	return "%q quotes each, %-8v pads each to eight characters"
}

func formatExpr(d DType) *Statement {
	sc := func(name string, args ...Code) *Statement { return Qual("strconv", name).Call(args...) }
	bits := Lit(d.Width * 8)
	switch d.Kind {
	case "float":
		return sc("FormatFloat", Float64().Parens(Id("v")), LitRune('g'), Lit(-1), bits)
	case "complex":
		return sc("FormatComplex", Complex128().Parens(Id("v")), LitRune('g'), Lit(-1), bits)
	case "int":
		return sc("FormatInt", Int64().Parens(Id("v")), Lit(10))
	case "uint":
		return sc("FormatUint", Uint64().Parens(Id("v")), Lit(10))
	case "bool":
		return sc("FormatBool", Id("v"))
	}
	return sc("Quote", Id("v"))
}
