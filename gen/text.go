package gen

import . "github.com/dave/jennifer/jen"

// emitText writes String and Format: NumPy's str() of the values, or a
// user's type's own text.
func emitText(f *File, d DType) {
	if d.Custom() {
		emitCustomString(f, d)
	} else {
		emitNumPyString(f, d)
	}
	emitFormat(f, d)
}

// emitCustomString writes String for a user's type, whose elements print
// as fmt.Sprint prints them.
func emitCustomString(f *File, d DType) {
	doc(f, "String", d)
	f.Func().Add(recv()).Id("String").Params().String().Block(
		Return(Qual(kitPath, "Text").Call(aDot("data"), aDot("layout"), Id("sprint"), True())),
	)
	doc(f, "sprint", d)
	f.Func().Id("sprint").Params(Id("v").Add(d.T())).String().Block(
		Return(Qual("fmt", "Sprint").Call(Id("v"))),
	)
}

// emitNumPyString writes String for the library's dtypes: NumPy's str().
func emitNumPyString(f *File, d DType) {
	doc(f, "String", d)
	f.Func().Add(recv()).Id("String").Params().String().Block(
		Return(stringCall(d)),
	)
}

// emitFormat writes Format.
func emitFormat(f *File, d DType) {
	T := d.T
	text := func(elem Code) *Statement {
		return Qual(kitPath, "Text").Call(aDot("data"), aDot("layout"), elem, Lit(d.Kind != "string"))
	}
	doc(f, "Format", d)
	f.Func().Add(recv()).Id("Format").Params(Id("s").Qual("fmt", "State"), Id("verb").Rune()).Block(
		If(Id("verb").Op("==").LitRune('s')).Block(
			Id("verb").Op("=").LitRune('v').Comment("%s prints what String does, as %v"),
		),
		Id("spec").Op(":=").Qual("fmt", "FormatString").Call(Id("s"), Id("verb")),
		If(Id("spec").Op("==").Lit("%v")).Block(
			Qual("io", "WriteString").Call(Id("s"), Id("a").Dot("String").Call()),
			Return(),
		),
		Id("elem").Op(":=").Func().Params(Id("v").Add(T())).String().Block(
			Return(Qual("fmt", "Sprintf").Call(Id("spec"), toWide(d, Id("v")))),
		),
		Qual("io", "WriteString").Call(Id("s"), text(Id("elem"))),
	)
}

// stringFunc names the internal/format function that prints d's arrays.
func stringFunc(d DType) string {
	switch d.Kind {
	case "float":
		return "Float"
	case "complex":
		return "Complex"
	case "int", "uint":
		return "Int"
	case "bool":
		return "Bool"
	}
	return "String"
}
