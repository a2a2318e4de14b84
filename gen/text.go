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
	f.Comment("String returns the elements in NumPy's nested brackets, each as fmt.Sprint")
	f.Commentf("prints it (its String method, else %%v), right-aligned to the widest, with")
	f.Commentf("arrays of more than %d elements summarised to the first and last %d items", 1000, 3)
	f.Comment("of each dimension around \"...\". Rows are not wrapped. A rank-0 array prints")
	f.Comment("its element alone; an empty array as \"[]\".")
	f.Func().Add(recv()).Id("String").Params().String().Block(
		Return(Qual(kitPath, "Text").Call(aDot("data"), aDot("layout"), Id("sprint"), True())),
	)
	f.Comment("sprint is String's text of one element.")
	f.Func().Id("sprint").Params(Id("v").Add(d.T())).String().Block(
		Return(Qual("fmt", "Sprint").Call(Id("v"))),
	)
}

// emitNumPyString writes String for the library's dtypes: NumPy's str().
func emitNumPyString(f *File, d DType) {
	f.Comment("String returns what NumPy's str() prints for the same array (NumPy 1.24,")
	f.Comment("default print options): nested brackets, rows wrapped at 75 columns, blank")
	f.Commentf("lines between blocks, and arrays of more than %d elements summarised to the", 1000)
	f.Commentf("first and last %d items of each dimension around \"...\".", 3)
	for _, line := range stringDoc(d) {
		f.Comment(line)
	}
	f.Comment("A rank-0 array prints as NumPy prints the scalar; an empty array as \"[]\".")
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
	f.Comment("Format implements fmt.Formatter: %v and %s print what String does; any")
	f.Comment("other verb, and %v or %s with flags, width or precision, applies to every")
	f.Commentf("element (%s), aligned in nested brackets.", formatDocExample(d))
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

// stringDoc is String's doc comment on the elements of d, line by line.
func stringDoc(d DType) []string {
	if d.Storage != nil {
		return storageStringDoc(d)
	}
	switch d.Kind {
	case "float":
		return []string{"Values share one notation and width: at most 8 digits after the point,",
			"the fewest that identify each value, scientific notation when NumPy",
			"chooses it; nan, inf and -0. as NumPy prints them."}
	case "complex":
		return []string{"Real and imaginary parts each share one float format (as in NumPy),",
			"elements print as \"1.+2.j\"."}
	case "int", "uint":
		return []string{"Values are right-aligned to the widest."}
	case "bool":
		return []string{"Values print as True and False."}
	}
	return []string{"Elements print as Python's repr() of the string ('a', \"it's\"),",
		"unpadded; a rank-0 array prints its string bare."}
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
	case kindCustom:
		return "%+v prints each with its field names, if a struct"
	}
	return "%q quotes each, %-8v pads each to eight characters"
}
