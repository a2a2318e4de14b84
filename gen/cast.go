package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

const (
	castPath    = modulePath + "/internal/cast"
	convertPath = modulePath + "/asm/convert"
)

// castKernels names the asm/convert kernel of each (source, destination)
// element type pair that has one; every other pair gets a Go loop.
var castKernels = map[[2]string]string{
	{"uint8", "float32"}:    "Uint8ToFloat32",
	{"int8", "float32"}:     "Int8ToFloat32",
	{"int16", "float32"}:    "Int16ToFloat32",
	{"int32", "float32"}:    "Int32ToFloat32",
	{"float32", "float64"}:  "Float32ToFloat64",
	{"float64", "float32"}:  "Float64ToFloat32",
	{"int64", "float64"}:    "Int64ToFloat64",
	{"float64", "int64"}:    "Float64ToInt64",
	{"float16", "float32"}:  "Float16ToFloat32",
	{"float32", "float16"}:  "Float32ToFloat16",
	{"bfloat16", "float32"}: "BFloat16ToFloat32",
	{"float32", "bfloat16"}: "Float32ToBFloat16",
}

func castFn(name string) *Statement { return Qual(castPath, name) }

// emitCast writes Cast, CastInto and the conversion loops from every other
// dtype of the table into d.
func emitCast(f *File, d DType, table []DType) {
	emitCastFunc(f, d)
	emitCastIntoFunc(f, d)
	emitCastInto(f, d, table)
	emitIsString(f, table)
	for _, s := range table {
		if s.Type != d.Type && convertible(s, d) && castKernels[[2]string{s.Type, d.Type}] == "" {
			emitFrom(f, d, s)
		}
	}
}

// convertible reports whether Cast converts s to d: strings only to strings.
func convertible(s, d DType) bool { return (s.Kind == "string") == (d.Kind == "string") }

func emitCastFunc(f *File, d DType) {
	doc(f, "Cast", d)
	f.Func().Id("Cast").Params(Id("x").Add(nd("AnyArray"))).Params(arr(), Error()).Block(
		ifErr(castFn("Check").Call(Lit("Cast"), Id("x")), Nil()),
		If(unconvertible(d)).Block(
			Return(Nil(), unsupported("Cast")),
		),
		Id("l").Op(":=").Id("x").Dot("Layout").Call(),
		List(Id("out"), Err()).Op(":=").Id("newResult").Call(Lit("Cast"), Id("l").Dot("Dims")),
		errCheck(Nil()),
		ifErr(Id("castInto").Call(Id("out").Dot("data"), Id("x"), Id("l")), Nil()),
		Return(Id("out"), Nil()),
	)
}

func emitCastIntoFunc(f *File, d DType) {
	doc(f, "CastInto", d)
	f.Func().Id("CastInto").Params(Id("dst").Add(arr()), Id("x").Add(nd("AnyArray"))).Error().Block(
		nilCheck("CastInto", "dst"),
		If(Id("dst").Dot("readOnly")).Block(
			Return(check("ReadOnly").Call(Lit("CastInto"), Id("dst").Dot("Shape").Call())),
		),
		ifErr(castFn("Check").Call(Lit("CastInto"), Id("x"))),
		If(unconvertible(d)).Block(
			Return(unsupported("CastInto")),
		),
		Id("l").Op(":=").Id("x").Dot("Layout").Call(),
		ifErr(castFn("SameShape").Call(Lit("CastInto"), Id("dst").Dot("layout").Dot("Dims"),
			Id("l").Dot("Dims"))),
		If(Op("!").Id("dst").Dot("layout").Dot("IsContiguous").Call()).Block(
			List(Id("tmp"), Err()).Op(":=").Id("Cast").Call(Id("x")),
			If(Err().Op("!=").Nil()).Block(Return(Err())),
			Id("tmp").Dot("CopyTo").Call(Id("dst")),
			Return(Nil()),
		),
		Id("o").Op(":=").Id("dst").Dot("layout").Dot("Offset"),
		Id("end").Op(":=").Id("o").Op("+").Id("dst").Dot("Size").Call(),
		Id("part").Op(":=").Id("dst").Dot("data").Index(Id("o").Op(":").Id("end")),
		Return(Id("castInto").Call(Id("part"), Id("x"), Id("l"))),
	)
}

// ifErr returns if err := call; err != nil { return ret..., err }.
func ifErr(call Code, ret ...Code) *Statement {
	return If(Err().Op(":=").Add(call), Err().Op("!=").Nil()).Block(Return(append(ret, Err())...))
}

// unsupported is the error of Cast (op) for x's dtype.
func unsupported(op string) *Statement {
	return castFn("Unsupported").Call(Lit(op), Id("x").Dot("DType").Call(), Id("DType"))
}

// unconvertible is the condition under which Cast refuses x: a string
// dtype into a number, or a number into a string.
func unconvertible(d DType) *Statement {
	if d.Kind == "string" {
		return Op("!").Id("isString").Call(Id("x").Dot("DType").Call())
	}
	return Id("isString").Call(Id("x").Dot("DType").Call())
}

// emitIsString writes isString, which reports whether a dtype holds text.
func emitIsString(f *File, table []DType) {
	var conds []Code
	for _, s := range table {
		if s.Kind == "string" {
			conds = append(conds, Id("d").Op("==").Add(nd(s.Name)))
		}
	}
	result := Add(False())
	if len(conds) > 0 {
		result = Add(conds[0])
		for _, c := range conds[1:] {
			result = result.Op("||").Add(c)
		}
	}
	doc(f, "isString", nil)
	f.Func().Id("isString").Params(Id("d").Add(nd("DType"))).Bool().Block(Return(result))
}

func emitCastInto(f *File, d DType, table []DType) {
	var cases []Code
	for _, s := range table {
		if !convertible(s, d) {
			continue
		}
		var conv Code
		switch k := castKernels[[2]string{s.Type, d.Type}]; {
		case s.Type == d.Type && d.Asm:
			conv = castFn("Same").Call(Id("dst"), Id("s"), Id("l"), libBulk("CopyPlain").Index(d.T()))
		case s.Type == d.Type:
			conv = castFn("Same").Call(Id("dst"), Id("s"), Id("l"), bulk("Copy").Index(d.T()))
		case k != "":
			conv = castFn("Into").Call(Id("dst"), Id("s"), Id("l"), Qual(convertPath, k))
		default:
			conv = castFn("Into").Call(Id("dst"), Id("s"), Id("l"), Id(fromName(s)))
		}
		cases = append(cases, Case(Index().Add(s.T())).Block(Return(conv)))
	}
	doc(f, "castInto", d)
	params := []Code{
		Id("dst").Index().Add(d.T()), Id("x").Add(nd("AnyArray")), Id("l").Add(nd("Layout")),
	}
	f.Func().Id("castInto").Params(params...).Error().Block(
		Switch(Id("s").Op(":=").Id("x").Dot("Storage").Call().Assert(Type())).Block(cases...),
		Return(castFn("Mismatch").Call(Lit("Cast"), Id("x"))),
	)
}

func fromName(s DType) string { return "from" + s.Name }

// emitFrom writes the Go loop converting s elements into d ones.
func emitFrom(f *File, d, s DType) {
	doc(f, "from<Name>", struct{ S, D DType }{s, d})
	f.Func().Id(fromName(s)).Params(Id("dst").Index().Add(d.T()), Id("src").Index().Add(s.T())).Block(
		Id("dst").Op("=").Id("dst").Index(Op(":").Len(Id("src"))),
		For(List(Id("i"), Id("x")).Op(":=").Range().Id("src")).Block(
			Id("dst").Index(Id("i")).Op("=").Add(convExpr(d, s, Id("x"))),
		),
	)
}

// realPart is the real dtype of a complex one's parts.
func realPart(c DType) DType {
	w := c.Width / 2
	name := fmt.Sprintf("float%d", 8*w)
	return DType{Name: "F" + name[1:], Type: name, Kind: "float", Width: w}
}

// convExpr is the Go expression of x, an s element, converted to d by
// Cast's rules.
func convExpr(d, s DType, x *Statement) *Statement {
	switch {
	case s.Storage != nil: // exactly to float32 first
		return convExpr(d, wideDType, toWide(s, x))
	case d.Storage != nil: // exactly to float64 first, then one rounding
		return fromFloat64(d, convExpr(float64DType, s, x))
	case s.Kind == "bool":
		return castFn("Bit").Index(d.T()).Call(x)
	case d.Kind == "bool":
		return x.Op("!=").Lit(0)
	case s.Kind == "complex" && d.Kind == "complex":
		return d.T().Call(x)
	case s.Kind == "complex":
		return convExpr(d, realPart(s), Real(x))
	case d.Kind == "complex":
		return Complex(convExpr(realPart(d), s, x), Lit(0))
	case s.Kind == "float" && (d.Kind == "int" || d.Kind == "uint"):
		return floatToInt(d, s, x)
	}
	return d.T().Call(x)
}

// floatToInt is x, a float, converted to the integer type d through
// CVTTSD2SI's 32- or 64-bit result (see internal/cast).
func floatToInt(d, s DType, x *Statement) *Statement {
	if s.Type != "float64" {
		x = Float64().Call(x)
	}
	switch {
	case d.Type == "uint64":
		return castFn("TruncUint64").Call(x)
	case d.Type == "int64":
		return castFn("Trunc64").Call(x)
	case d.Width == 8 || d.Width == 4 && d.Kind == "uint":
		return d.T().Call(castFn("Trunc64").Call(x))
	case d.Type == "int32":
		return castFn("Trunc32").Call(x)
	}
	return d.T().Call(castFn("Trunc32").Call(x))
}
