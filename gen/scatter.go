package gen

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// scatterOp is one of TensorFlow's scatter ops as a dtype package has it:
// its name, how it combines an update with the element it lands on (a
// bulk.Store function), and the doc text particular to it.
type scatterOp struct {
	name, store, doc string
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
	sum, sub := "adds the updates up", "subtracts the updates"
	switch {
	case d.Storage != nil:
		sum, sub = narrowOpDoc(d, "adds the updates up"), narrowOpDoc(d, sub)
	case d.Kind == "string":
		sum = "concatenates the updates, in row-major order of the index rows"
	case d.Kind == "bool":
		sum = "ors the updates (TensorFlow's + on bool)"
	}
	if add != "" {
		fresh = append(fresh, scatterOp{"ScatterNd", add, sum})
	}
	fresh = append(fresh, scatterOp{"TensorScatterUpdate", "StoreAssign",
		"writes the updates; of duplicate rows the last in row-major order wins"})
	if numeric(d) {
		fresh = append(fresh,
			scatterOp{"TensorScatterAdd", "StoreAdd", sum},
			scatterOp{"TensorScatterSub", "StoreSub", sub})
	}
	if ordered(d) {
		fresh = append(fresh,
			scatterOp{"TensorScatterMin", "StoreMin", "keeps the minimum, u < t ? u : t " +
				"as Eigen's cwiseMin on TensorFlow's CPU (a NaN in tensor stays, a NaN " +
				"update is ignored)"},
			scatterOp{"TensorScatterMax", "StoreMax", "keeps the maximum, t < u ? u : t " +
				"(NaNs as in TensorScatterMin)"})
	}
	inPlace = append(inPlace, scatterOp{"ScatterNdUpdate", "StoreAssign",
		"writes the updates; of duplicate rows the last in row-major order wins"})
	if add != "" && d.Kind != "string" {
		inPlace = append(inPlace, scatterOp{"ScatterNdAdd", add, sum})
	}
	return fresh, inPlace
}

// scatterDoc is the package doc paragraph naming the scatter ops d has.
func scatterDoc(d DType) string {
	if d.Custom() {
		return customScatterDoc(d)
	}
	fresh, inPlace := scatterOps(d)
	var names []string
	for _, op := range append(fresh, inPlace...) {
		names = append(names, op.name)
	}
	all := []string{"ScatterNd", "TensorScatterUpdate", "TensorScatterAdd", "TensorScatterSub",
		"TensorScatterMin", "TensorScatterMax", "ScatterNdUpdate", "ScatterNdAdd"}
	var absent []string
	for _, n := range all {
		if !strings.Contains(" "+strings.Join(names, " ")+" ", " "+n+" ") {
			absent = append(absent, n)
		}
	}
	text := fmt.Sprintf("The scatter ops are those TensorFlow registers for %s on the CPU: %s.",
		d.Type, strings.Join(names, ", "))
	if len(absent) > 0 {
		text += fmt.Sprintf(" TensorFlow has no %s kernel for %s, so this package has none.",
			strings.Join(absent, ", "), d.Type)
	}
	if d.Storage != nil {
		text += " " + narrowPackageDoc(d)
	}
	return "\n\n" + reflow(text)
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

// store is the bulk.Store named name for d: ndkit's generic one, or for
// a storage type's arithmetic the method of its narrow var.
func store(d DType, name string) *Statement {
	if d.Storage != nil && name != "StoreAssign" {
		return Id(narrowVar).Dot(name)
	}
	return bulk(name).Types(d.T())
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
	comment(f, reflow(fmt.Sprintf(`
ScatterNd returns TensorFlow's ScatterNd: a new zero array of shape in which,
with K = indices.shape[-1], each index row of indices selects the slice
out[i_0, ..., i_{K-1}] and updates holds what goes there; it %s.
updates must have shape indices.shape[:-1] + shape[K:]. It returns
TensorFlow's CPU errors, in its order and with its messages: shapes that do
not match (nd.ErrShape), and an index row with a negative or out-of-range
component (nd.ErrIndexOutOfRange, naming the first such row); on an error
no array is returned and the inputs are untouched. indices is an *ndint64.NdArray or an
*ndint32.NdArray; K may exceed 7, which TensorFlow does not support. A nil
array, or a result too large for memory, is an error wrapping nd.ErrArgument;
so are indices of another type whose values are not one per element of their
shape (an *nd.Error).`, op.doc)))
	f.Func().Id(op.name).Params(indicesParam(), updatesParam(), Id("shape").Add(nd("Shape"))).
		Params(arr(), Error()).Block(
		Return(Id("scatterNew").Call(check("NewScatter"), Lit(op.name), Id("shape"), Nil(),
			Id("indices"), Id("updates"), Line().Add(store(d, op.store)))),
	)
}

func emitTensorScatter(f *File, d DType, op scatterOp) {
	comment(f, reflow(fmt.Sprintf(`
%s returns TensorFlow's %s: a copy of tensor in which, with K =
indices.shape[-1], each index row of indices selects the slice
tensor[i_0, ..., i_{K-1}] and updates holds what goes there; it %s.
tensor is left alone. updates must have shape indices.shape[:-1] +
tensor.shape[K:]; the errors are ScatterNd's, with TensorScatterOp's messages.`,
		op.name, op.name, op.doc)))
	op.freshSig(f, Id("tensor").Add(arr())).Block(
		nilCheck(op.name, "tensor", Nil()),
		Return(Id("scatterNew").Call(check("TensorScatter"), Lit(op.name), dotCall("tensor", "Shape"),
			Id("tensor"), Line().Id("indices"), Id("updates"), store(d, op.store))),
	)
}

func emitRefScatter(f *File, d DType, op scatterOp) {
	comment(f, reflow(fmt.Sprintf(`
%s is TensorFlow's %s, in place on ref: with K = indices.shape[-1],
each index row of indices selects the slice ref[i_0, ..., i_{K-1}] and updates
holds what goes there; it %s. updates must have shape
indices.shape[:-1] + ref.shape[K:]. The errors are ScatterNd's (with
ScatterNdUpdateOp's messages), and one wrapping nd.ErrReadOnly for a
read-only ref; on any error ref is untouched. updates and indices may share
memory with ref (they are read as they were before the call). A ref that is
not contiguous is updated through a contiguous copy.`, op.name, op.name, op.doc)))
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
	comment(f, `
scatterNew is the scatter ops that return a new array: a copy of tensor
(when not nil; RowMajorCopy writes it once) or a zero array of shape, with
the updates stored by store.`)
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
			Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
	}
	body = append(append(body, scatterInputs()...), scatterCall(Id("out").Dot("data"), false, Nil())...)
	f.Func().Id("scatterNew").Params(Id("kind").Add(check("ScatterKind")), Id("op").String(),
		Id("shape").Add(nd("Shape")), Id("tensor").Add(arr()), Line().Id("indices").Add(nd("Indices")),
		updatesParam(), Line().Add(storeParam(d))).Params(arr(), Error()).Block(append(body, Return(Id("out"), Nil()))...)
}

func emitScatterRef(f *File, d DType) {
	comment(f, `
scatterRef is the scatter ops that update ref in place, by store. Indices
and updates sharing memory with ref are copied first; a ref that is not
contiguous is scattered into a copy, which is then copied back.`)
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

// emitScatterTest writes the test that runs ndtest.RunScatter with the
// package's scatter ops.
func emitScatterTest(f *File, d DType) {
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
	f.Comment("TestScatter runs the shared scatter tests (internal/ndtest/scatter.go) on the")
	if d.Custom() {
		f.Comment("package's scatter ops: the Update ops, which only move elements.")
	} else {
		f.Comment("scatter ops TensorFlow registers for this dtype.")
	}
	f.Func().Id("TestScatter").Params(Id("t").Op("*").Qual("testing", "T")).Block(
		Qual(kitTest, "RunScatter").Call(Id("t"), Qual(kitTest, "ScatterSuite").Types(d.T(), testArr(d)).Values(fields)),
	)
}
