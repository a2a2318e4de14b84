package gen

import (
	"slices"

	. "github.com/dave/jennifer/jen"
)

// checkPath is internal/check, whose NewScatter kind only the library's own
// packages use: a user's type has no ScatterNd (see scatterOps).
const checkPath = modulePath + "/internal/check"

// scatterOp is one of TensorFlow's scatter ops as a dtype package has it:
// its name and how it combines an update with the element it lands on (a
// bulk.Store function; its doc says so in templates/scatter.tmpl's
// scatterEffect).
type scatterOp struct {
	name, store string
}

// scatterOpDoc is the data of a scatter op's doc template.
type scatterOpDoc struct {
	DType
	Op string
}

// numeric reports whether d's elements have + and -: a predeclared number
// type, or a storage type, whose arithmetic is float32's rounded back
// (narrowStore).
func numeric(d DType) bool {
	if d.Storage != nil {
		return true
	}
	switch d.Kind {
	case "float", "int", "uint", "complex":
		return goSize(d.Type) != 0
	}
	return false
}

// ordered reports whether d's Go type has <.
func ordered(d DType) bool { return numeric(d) && d.Kind != "complex" }

// addStore is the bulk.Store that TensorFlow's ADD is for d: + for numbers
// and strings (which concatenate), || for bool, none otherwise.
func addStore(d DType) string {
	switch {
	case numeric(d) || d.Kind == "string":
		return "StoreAdd"
	case d.Kind == "bool":
		return "StoreOr"
	}
	return ""
}

// scatterOps returns the ops TensorFlow registers on the CPU for d's dtype
// (scatter_nd_op.cc): ScatterNd for numbers, bool and string;
// TensorScatterUpdate and ScatterNdUpdate for all (a user's type has only
// these, which move data); TensorScatterAdd and Sub for numbers;
// TensorScatterMin and Max for real numbers; ScatterNdAdd for numbers and
// bool.
func scatterOps(d DType) (fresh, inPlace []scatterOp) {
	add := addStore(d)
	if add != "" {
		fresh = append(fresh, scatterOp{"ScatterNd", add})
	}
	fresh = append(fresh, scatterOp{"TensorScatterUpdate", "StoreAssign"})
	if numeric(d) {
		fresh = append(fresh, scatterOp{"TensorScatterAdd", "StoreAdd"}, scatterOp{"TensorScatterSub", "StoreSub"})
	}
	if ordered(d) {
		fresh = append(fresh, scatterOp{"TensorScatterMin", "StoreMin"}, scatterOp{"TensorScatterMax", "StoreMax"})
	}
	inPlace = append(inPlace, scatterOp{"ScatterNdUpdate", "StoreAssign"})
	if add != "" && d.Kind != "string" {
		inPlace = append(inPlace, scatterOp{"ScatterNdAdd", add})
	}
	return fresh, inPlace
}

// scatterPackageDoc is the data of templates/scatter.tmpl's
// packageScatter: the scatter ops d's package has and those it lacks.
type scatterPackageDoc struct {
	DType
	Ops, Missing []string
	ExactInts    int // for a storage type: where a sum of ones stops growing
}

// scatterDoc is the package doc paragraph naming the scatter ops d has.
func scatterDoc(d DType) string {
	data := scatterPackageDoc{DType: d}
	fresh, inPlace := scatterOps(d)
	for _, op := range append(fresh, inPlace...) {
		data.Ops = append(data.Ops, op.name)
	}
	for _, n := range []string{"ScatterNd", "TensorScatterUpdate", "TensorScatterAdd", "TensorScatterSub",
		"TensorScatterMin", "TensorScatterMax", "ScatterNdUpdate", "ScatterNdAdd"} {
		if !slices.Contains(data.Ops, n) {
			data.Missing = append(data.Missing, n)
		}
	}
	if d.Storage != nil {
		data.ExactInts = 1 << (d.Storage.FracBits + 1)
	}
	return "\n\n" + reflow(text("packageScatter", data))
}

// emitScatter writes the scatter ops: thin wrappers that check their
// arguments (internal/check, TensorFlow's messages) and scatter with
// internal/bulk through the store of their op.
func emitScatter(f *File, d DType) {
	fresh, inPlace := scatterOps(d)
	if d.Storage != nil {
		emitNarrowVar(f, d)
	}
	for _, op := range fresh {
		if op.name == "ScatterNd" {
			emitScatterNd(f, d, op)
		} else {
			emitTensorScatter(f, d, op)
		}
	}
	for _, op := range inPlace {
		emitRefScatter(f, d, op)
	}
	emitScatterNew(f, d)
	emitScatterRef(f, d)
}

// store is the bulk.Store named name for d: ndkit's StoreAssign, the only
// one a user's type has; the library's arithmetic ones in internal/bulk; or
// for a storage type's arithmetic the method of its narrow var.
func store(d DType, name string) *Statement {
	switch {
	case name == "StoreAssign":
		return bulk(name).Types(d.T())
	case d.Storage != nil:
		return Id(narrowVar).Dot(name)
	}
	return libBulk(name).Types(d.T())
}

func updatesParam() *Statement { return Id("updates").Add(arr()) }

// ids returns the identifiers names, for argument lists.
func ids(names ...string) []Code {
	out := make([]Code, len(names))
	for i, n := range names {
		out[i] = Id(n)
	}
	return out
}

// x.name(), for a variable x.
func dotCall(x, name string) *Statement { return Id(x).Dot(name).Call() }

// the scatter ops' signatures.
func (op scatterOp) freshSig(f *File, first ...Code) *Statement {
	params := append(first, indicesParam(), updatesParam())
	return f.Func().Id(op.name).Params(params...).Params(arr(), Error())
}

func emitScatterNd(f *File, d DType, op scatterOp) {
	docReflowed(f, op.name, scatterOpDoc{d, op.name})
	f.Func().Id(op.name).Params(indicesParam(), updatesParam(), Id("shape").Add(nd("Shape"))).
		Params(arr(), Error()).Block(
		Return(Id("scatterNew").Call(Qual(checkPath, "NewScatter"), Lit(op.name), Id("shape"), Nil(),
			Id("indices"), Id("updates"), Line().Add(store(d, op.store)))),
	)
}

func emitTensorScatter(f *File, d DType, op scatterOp) {
	docReflowed(f, op.name, scatterOpDoc{d, op.name})
	op.freshSig(f, Id("tensor").Add(arr())).Block(
		nilCheck(op.name, "tensor", Nil()),
		Return(Id("scatterNew").Call(check("TensorScatter"), Lit(op.name), dotCall("tensor", "Shape"),
			Id("tensor"), Line().Id("indices"), Id("updates"), store(d, op.store))),
	)
}

func emitRefScatter(f *File, d DType, op scatterOp) {
	docReflowed(f, op.name, scatterOpDoc{d, op.name})
	f.Func().Id(op.name).Params(Id("ref").Add(arr()), indicesParam(), updatesParam()).Error().Block(
		Return(Id("scatterRef").Call(append([]Code{Lit(op.name)},
			append(ids("ref", "indices", "updates"), Line().Add(store(d, op.store)))...)...)),
	)
}

func storeParam(d DType) *Statement { return Id("store").Add(bulk("Store").Types(d.T())) }

// scatterCall is err = bulk.ScatterNd(op, data, dims, ..., checkFirst) and
// the error return (with extra return values first). Only in-place ops
// check every row first: a new array is dropped on error anyway.
func scatterCall(data Code, checkFirst bool, ret ...Code) []Code {
	args := append([]Code{Id("op"), data}, ids("dims", "i64", "i32", "ishape", "upd", "s", "store")...)
	args = append(args, Lit(checkFirst))
	return []Code{
		Err().Op("=").Add(bulk("ScatterNd")).Call(args...),
		If(Err().Op("!=").Nil()).Block(Return(append(ret, Err())...)),
	}
}

// scatterInputs reads the updates' row-major data (the index values are
// read, checked, with the nil checks: see indexValues).
func scatterInputs() []Code {
	return []Code{
		Id("upd").Op(":=").Add(bulk("RowMajorData")).Call(Id("updates").Dot("data"),
			Id("updates").Dot("layout")),
	}
}

// scatterShapes is s, err := check.ScatterShapes(kind, op, dims, ishape,
// ushape, check.IsInt32(indices)).
func scatterShapes(kind, ushape Code) *Statement {
	return List(Id("s"), Err()).Op(":=").Add(check("ScatterShapes")).Call(kind, Id("op"),
		Id("dims"), Id("ishape"), ushape, Line().Add(check("IsInt32")).Call(Id("indices")))
}

func emitScatterNew(f *File, d DType) {
	doc(f, "scatterNew", nil)
	body := []Code{
		indexValues("ishape", Id("op"), Nil()),
		If(Id("updates").Op("==").Nil()).Block(Return(Nil(), check("NilArray").Call(Id("op"), Lit("updates")))),
		Id("ushape").Op(":=").Add(dotCall("updates", "Shape")),
		List(Id("dims"), Err()).Op(":=").Add(check("ScatterNdShape")).Call(ids("op", "shape", "ishape", "ushape")...),
		errCheck(Nil()),
		scatterShapes(Id("kind"), Id("ushape")),
		errCheck(Nil()),
		Var().Id("out").Add(arr()),
		If(Id("tensor").Op("!=").Nil()).Block(
			Id("data").Op(":=").Add(bulk("RowMajorCopy")).Call(Id("tensor").Dot("data"),
				Id("tensor").Dot("layout")),
			Id("out").Op("=").Id("newArray").Call(Id("data"), nd("RowMajor").Call(Id("dims").Op("...")),
				False()),
		).Else().If(List(Id("out"), Err()).Op("=").Id("newResult").Call(ids("op", "dims")...),
			Err().Op("!=").Nil()).Block(Return(Nil(), Err())).Else().Block(
			Clear(Id("out").Dot("data"))), // ScatterNd starts from zeros
	}
	body = append(append(body, scatterInputs()...), scatterCall(Id("out").Dot("data"), false, Nil())...)
	f.Func().Id("scatterNew").Params(Id("kind").Add(check("ScatterKind")), Id("op").String(),
		Id("shape").Add(nd("Shape")), Id("tensor").Add(arr()), Line().Id("indices").Add(nd("Indices")),
		updatesParam(), Line().Add(storeParam(d))).Params(arr(), Error()).Block(append(body, Return(Id("out"), Nil()))...)
}

func emitScatterRef(f *File, d DType) {
	doc(f, "scatterRef", nil)
	clone := func(x string) *Statement { return Qual("slices", "Clone").Call(Id(x)) }
	body := []Code{
		If(Id("ref").Op("==").Nil()).Block(Return(check("NilArray").Call(Id("op"), Lit("ref")))),
		indexValues("ishape", Id("op")),
		If(Id("updates").Op("==").Nil()).Block(Return(check("NilArray").Call(Id("op"), Lit("updates")))),
		If(Id("ref").Dot("readOnly")).Block(Return(check("ReadOnly").Call(Id("op"), dotCall("ref", "Shape")))),
		Id("dims").Op(":=").Id("ref").Dot("layout").Dot("Dims"),
		scatterShapes(check("RefScatter"), dotCall("updates", "Shape")),
		If(Err().Op("!=").Nil().Op("||").Add(dotCall("ref", "Size")).Op("==").Lit(0)).Block(Return(Err())),
	}
	body = append(body, scatterInputs()...)
	body = append(body,
		If(bulk("SharesMemory").Call(Id("ref").Dot("data"), Id("upd"), Id("i64"), Id("i32"))).Block(
			List(Id("i64"), Id("i32"), Id("upd")).Op("=").List(clone("i64"), clone("i32"), clone("upd")),
		),
		Id("dst").Op(":=").Id("ref"),
		If(Op("!").Id("ref").Dot("layout").Dot("IsContiguous").Call()).Block(
			Id("dst").Op("=").Add(dotCall("ref", "Copy"))),
		Id("o").Op(":=").Id("dst").Dot("layout").Dot("Offset"),
		Id("data").Op(":=").Id("dst").Dot("data").Index(Id("o").Op(":").Id("o").Op("+").Add(dotCall("dst", "Size"))),
	)
	body = append(body, scatterCall(Id("data"), true)...)
	body = append(body,
		If(Id("dst").Op("!=").Id("ref")).Block(Id("dst").Dot("CopyTo").Call(Id("ref"))),
		Return(Nil()),
	)
	f.Func().Id("scatterRef").Params(Id("op").String(), Id("ref").Add(arr()), Id("indices").Add(nd("Indices")),
		updatesParam(), Line().Add(storeParam(d))).Error().Block(body...)
}

// fromInt returns the test's conversion of a case integer to d's element
// type (see ndtest.ScatterSuite.FromInt), or nil for an element type the
// generator cannot convert to (then the package gets no scatter test).
func fromInt(d DType) *Statement {
	v := Id("v")
	var body *Statement
	switch {
	case d.Kind == "bool":
		body = v.Op("!=").Lit(0)
	case d.Kind == "string":
		body = Qual("strconv", "FormatInt").Call(v, Lit(10))
	case d.Storage != nil:
		body = fromWide(d, Float32().Call(v))
	case d.Custom(): // the test's values (the cases' updates only move)
		body = Id("val").Call(Int().Call(v))
	case d.Kind == "complex" && numeric(d):
		body = d.T().Call(Complex(Float64().Call(v), Lit(0)))
	case numeric(d):
		body = d.T().Call(v)
	default:
		return nil
	}
	return Func().Params(Id("v").Int64()).Add(d.T()).Block(Return(body))
}

// emitScatterTests writes scatter_test.go: TestScatter, which runs
// ndkittest.RunScatter with the package's scatter ops.
func emitScatterTests(f *File, d DType) {
	fresh, inPlace := scatterOps(d)
	fields := Dict{
		Id("DType"):   nd(d.ndName()),
		Id("Kind"):    Lit(d.Kind),
		Id("Wrap"):    testPkg(d, "Wrap"),
		Id("FromInt"): fromInt(d),
	}
	for _, op := range append(fresh, inPlace...) {
		fields[Id(op.name)] = testPkg(d, op.name)
	}
	if d.Storage != nil { // integers are exact up to 2^(fraction bits + 1)
		fields[Id("Exact")] = Lit(1 << (d.Storage.FracBits + 1))
	}
	doc(f, "TestScatter", d)
	f.Func().Id("TestScatter").Params(Id("t").Op("*").Qual("testing", "T")).Block(
		Qual(kitTest, "RunScatter").Call(Id("t"), Qual(kitTest, "ScatterSuite").Types(d.T(), testArr(d)).Values(fields)),
	)
}
