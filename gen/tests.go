package gen

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
)

const (
	assertPath = "github.com/stretchr/testify/assert"
)

// emitArrayTests writes ndarray_test.go: the shared suite (ndkittest.Run),
// which every dtype runs the same way, plus what only this package has:
// the typed accessors and its element formatting.
func emitArrayTests(f *File, d DType) {
	emitSuite(f, d)
	emitAccessorTests(f, d)
	if !d.Custom() {
		emitFormatTest(f, d)
	}
	emitAllCloseTest(f, d)
	emitBenchmarks(f, d)
}

// testPkg names an identifier of the package under test, from its external
// test package.
func testPkg(d DType, name string) *Statement { return Qual(d.ImportPath(), name) }

// testArr is the package's *NdArray, from its external test package.
func testArr(d DType) *Statement { return Op("*").Add(testPkg(d, "NdArray")) }

// assertCall is assert.name(t, args...).
func assertCall(name string, args ...Code) *Statement {
	return Qual(assertPath, name).Call(append([]Code{Id("t")}, args...)...)
}

// testFunc declares func name(t *testing.T) { body }, after a blank line.
func testFunc(f *File, name string, body ...Code) {
	f.Line()
	f.Func().Id(name).Params(Id("t").Op("*").Qual("testing", "T")).Block(body...)
}

// emitSuite writes val, the Suite of this package and TestSuite.
func emitSuite(f *File, d DType) {
	method := func(name string) *Statement { return Parens(testArr(d)).Dot(name) }
	fields := Dict{
		Id("DType"):    nd(d.ndName()),
		Id("SetTyped"): method("Set" + d.Name),
		Id("Val"):      Id("val"),
		Id("Text2x3"):  text2x3Code(d),
	}
	for _, name := range []string{"New", "Wrap", "Scalar", "Vector", "FromSlice1", "FromSlice2", "FromSlice3",
		"FromSlice4", "StridedSlice", "GatherNd", "GatherNdInto", "Gather", "GatherInto",
		"WrapLayout", "Full", "From"} {
		fields[Id(name)] = testPkg(d, name)
	}
	for _, name := range []string{"ToSlice2", "ToSlice3", "ToSlice4", "SliceExpr"} {
		fields[Id(name)] = method(name)
	}
	if d.Kind == "int" || d.Kind == "uint" || d.Kind == "float" || d.Kind == "complex" {
		fields[Id("Arange")] = testPkg(d, "Arange")
	}
	if d.Kind == "float" || d.Kind == "complex" {
		fields[Id("Linspace")] = testPkg(d, "Linspace")
	}
	fields[Id("Combine")] = combineSuite(d)
	if d.Storage != nil && !d.Storage.NumPy {
		fields[Id("NoNumPy")] = True()
	}
	suite := func() *Statement { return Qual(kitTest, "Suite").Types(d.T(), testArr(d)) }

	doc(f, "val", nil)
	f.Func().Id("val").Params(Id("i").Int()).Add(d.T()).Block(Return(valExpr(d)))
	f.Line()
	doc(f, "suite", nil)
	f.Func().Id("suite").Params().Add(suite()).Block(Return(suite().Values(fields)))
	testFunc(f, "TestSuite", Qual(kitTest, "Run").Call(Id("t"), Id("suite").Call()))
}

// emitAccessorTests writes the tests of the typed scalar accessors.
func emitAccessorTests(f *File, d DType) {
	get, set := "Get"+d.Name, "Set"+d.Name
	a, val := Id("a"), func(i int) *Statement { return Id("val").Call(Lit(i)) }
	testFunc(f, "Test"+get+set,
		a.Clone().Op(":=").Add(testPkg(d, "New")).Call(nd("ShapeOf").Call(Lit(3), Lit(4))),
		a.Clone().Dot(set).Call(val(7), Lit(1), Lit(2)),
		assertCall("Equal", val(7), a.Clone().Dot(get).Call(Lit(1), Lit(2))),
		assertCall("Equal", val(7), a.Clone().Dot(get).Call(Lit(-2), Lit(-2)), Lit("negative coordinates count from the end")),
		assertCall("Equal", val(7), a.Clone().Dot("ToSlice").Call().Index(Lit(6))),
		a.Clone().Dot(set).Call(val(9), Lit(-1), Lit(0)),
		assertCall("Equal", val(9), a.Clone().Dot("GetValue").Call(Lit(2), Lit(0))),
		Id("s").Op(":=").Add(a.Clone()).Dot("Slice").Call(nd("All").Call(), nd("Range").Call(Lit(1), Lit(3))).Dot("Get").Call(Lit(1)),
		assertCall("Equal", val(7), Id("s").Dot(get).Call(Lit(1)), Lit("a re-indexed view reads its own layout")),
		For(List(Id("_"), Id("bad")).Op(":=").Range().Index().Index().Int64().Values(
			Values(), Values(Lit(1)), Values(Lit(1), Lit(2), Lit(3)), Values(Lit(3), Lit(0)), Values(Lit(0), Lit(4)), Values(Lit(-4), Lit(0)),
		)).Block(
			Id("err").Op(":=").Add(nd("Try")).Call(Func().Params().Block(a.Clone().Dot(get).Call(Id("bad").Op("...")))),
			assertCall("ErrorIs", Id("err"), nd("ErrIndexOutOfRange"), Id("bad")),
			Id("err").Op("=").Add(nd("Try")).Call(Func().Params().Block(a.Clone().Dot(set).Call(val(1), Id("bad").Op("...")))),
			assertCall("ErrorIs", Id("err"), nd("ErrIndexOutOfRange"), Id("bad")),
		),
	)
	testFunc(f, "Test"+get+"DoesNotAllocate",
		a.Clone().Op(":=").Add(testPkg(d, "New")).Call(nd("ShapeOf").Call(Lit(3), Lit(4), Lit(5))),
		Var().Id("sink").Add(d.T()),
		Id("v").Op(":=").Add(val(3)).Comment("made outside: a user's values may allocate"),
		Id("allocs").Op(":=").Qual("testing", "AllocsPerRun").Call(Lit(100), Func().Params().Block(
			a.Clone().Dot(set).Call(Id("v"), Lit(2), Lit(3), Lit(4)),
			Id("sink").Op("=").Add(a.Clone()).Dot(get).Call(Lit(2), Lit(3), Lit(4)),
		)),
		assertCall("Zero", Id("allocs")),
		assertCall("Equal", val(3), Id("sink")),
	)
}

// emitFormatTest writes TestFormatVerbs.
func emitFormatTest(f *File, d DType) {
	values, verbs := formatCases(d)
	f.Line()
	doc(f, "TestFormatVerbs", nil)
	f.Func().Id("TestFormatVerbs").Params(Id("t").Op("*").Qual("testing", "T")).Block(
		Id("a").Op(":=").Add(testPkg(d, "Vector")).Call(values...),
		assertCall("Equal", Id("a").Dot("String").Call(), Qual("fmt", "Sprint").Call(Id("a"))),
		For(List(Id("verb"), Id("want")).Op(":=").Range().Map(String()).String().Values(verbs)).Block(
			assertCall("Equal", Id("want"), Qual("fmt", "Sprintf").Call(Id("verb"), Id("a")), Id("verb")),
		),
	)
}

// emitBenchmarks writes the typed getter's benchmark and the shared copy
// benchmark.
func emitBenchmarks(f *File, d DType) {
	get := "Get" + d.Name
	b := func(name string, body ...Code) {
		f.Line()
		f.Func().Id(name).Params(Id("b").Op("*").Qual("testing", "B")).Block(body...)
	}
	b("Benchmark"+get,
		Id("a").Op(":=").Add(testPkg(d, "New")).Call(nd("ShapeOf").Call(Lit(64), Lit(64))),
		Id("b").Dot("SetBytes").Call(Lit(d.Width)),
		Id("b").Dot("ReportAllocs").Call(),
		Var().Id("sink").Add(d.T()),
		For(Id("i").Op(":=").Range().Id("b").Dot("N")).Block(
			Id("sink").Op("=").Id("a").Dot(get).Call(Int64().Parens(Id("i").Op("&").Lit(63)), Int64().Parens(Id("i").Op(">>").Lit(6).Op("&").Lit(63))),
		),
		Id("_").Op("=").Id("sink"),
	)
	b("BenchmarkCopy", Qual(kitTest, "BenchCopy").Call(Id("b"), Id("suite").Call()))
}

// formatCases returns the elements of TestFormatVerbs' vector, as code, and
// what each verb prints for it.
func formatCases(d DType) ([]Code, Dict) {
	var text string
	var verbs map[string]string
	var values []string
	switch d.Kind {
	case "float":
		values, text = []string{"0.5", "-1.25", "100"}, "[  0.5   -1.25 100.  ]"
		verbs = map[string]string{"%.2f": "[  0.50  -1.25 100.00]", "%g": "[  0.5 -1.25   100]"}
	case "complex":
		values, text = []string{"1 + 2i", "-0.5i", "3"}, "[1.+2.j  0.-0.5j 3.+0.j ]"
		verbs = map[string]string{"%.1f": "[(1.0+2.0i) (0.0-0.5i) (3.0+0.0i)]"}
	case "int":
		values, text = []string{"1", "-20", "100"}, "[  1 -20 100]"
		verbs = map[string]string{"%d": text, "%x": "[  1 -14  64]", "%+d": "[  +1  -20 +100]"}
	case "uint":
		values, text = []string{"1", "20", "200"}, "[  1  20 200]"
		verbs = map[string]string{"%d": text, "%x": "[ 1 14 c8]", "%03d": "[001 020 200]"}
	case "bool":
		values, text = []string{"true", "false"}, "[ True False]"
		verbs = map[string]string{"%t": "[ true false]"}
	default:
		values, text = []string{`"a"`, `"b c"`, "`q\"`"}, `['a' 'b c' 'q"']`
		verbs = map[string]string{"%q": `["a" "b c" "q\""]`, "%-4v": `[a    b c  q"  ]`}
	}
	verbs["%v"], verbs["%s"] = text, text
	dict := Dict{}
	for verb, want := range verbs {
		dict[Lit(verb)] = strLit(want)
	}
	code := make([]Code, len(values))
	for i, v := range values {
		code[i] = Op(v)
		if d.Storage != nil {
			code[i] = Line().Add(fromWide(d, Op(v)))
		}
	}
	return code, dict
}

// strLit is s as a Go string literal, raw where that spares escaped quotes.
func strLit(s string) Code {
	if strings.Contains(s, `"`) && !strings.ContainsAny(s, "`\r") {
		return Op("`" + s + "`")
	}
	return Lit(s)
}

// valExpr is the body of val(i) for the dtype: for a user's type, its
// package's values function or the default cmd/ndgen built from its
// definition.
func valExpr(d DType) *Statement {
	switch {
	case d.Storage != nil:
		return fromWide(d, Float32().Call(Id("i")))
	case d.Values != "":
		return Qual(d.Import, d.Values).Call(Id("i"))
	case d.Custom():
		return Add(d.val)
	}
	switch d.Kind {
	case "bool":
		return Id("i").Op("%").Lit(2).Op("==").Lit(1)
	case "string":
		return Qual("strconv", "Itoa").Call(Id("i"))
	case "complex":
		part := "float64"
		if d.Width == 8 {
			part = "float32"
		}
		return Complex(Id(part).Call(Id("i")), Lit(1))
	}
	return d.T().Call(Id("i"))
}

// text2x3Code is Suite.Text2x3: for a user's type, computed by ndkittest
// from val at run time, since only the type's String method knows it.
func text2x3Code(d DType) Code {
	if d.Custom() {
		return Qual(kitTest, "Text2x3").Call(Id("val"))
	}
	return Lit(text2x3(d))
}

// text2x3 is how String prints the 2x3 array of val(0) ... val(5).
func text2x3(d DType) string {
	row := func(a, b, c string) string { return fmt.Sprintf("[%s %s %s]", a, b, c) }
	var e [6]string
	for i := range e {
		switch d.Kind {
		case "bool":
			e[i] = map[bool]string{false: "False", true: " True"}[i%2 == 1]
		case "string":
			e[i] = fmt.Sprintf("'%d'", i)
		case "complex":
			e[i] = fmt.Sprintf("%d.+1.j", i)
		case "float":
			e[i] = fmt.Sprintf("%d.", i)
		default:
			e[i] = fmt.Sprint(i)
		}
	}
	return "[" + row(e[0], e[1], e[2]) + "\n " + row(e[3], e[4], e[5]) + "]"
}
