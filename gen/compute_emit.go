package gen

import . "github.com/dave/jennifer/jen"

func ew(name string) *Statement { return Qual(elementwisePath, name) }

// ewView returns the type elementwise.View[t].
func ewView(t Code) *Statement { return ew("View").Types(t) }

// mathDoc is what the doc templates of math.go read.
type mathDoc struct {
	DType
	Op     string // the op's name
	Result string // the result's package, for ops to another dtype
	What   string // what the op computes, from the template what.Op
}

// newMathDoc returns the doc data of op in d's package.
func newMathDoc(d DType, op, form string) mathDoc {
	m := mathDoc{DType: d, Op: op, Result: resultPkg(d, form)}
	m.What = text("what."+op, m)
	return m
}

// emitMath writes math.go: the elementwise ops of d (mathOps), each with
// its Into form, plus Clip and Map, thin wrappers of internal/elementwise
// with their kernels from internal/mathops.
func emitMath(f *File, d DType) {
	var ops []mathOp
	for _, op := range mathOps(d) {
		if !crossMath(d, op) {
			ops = append(ops, op)
		}
	}
	if d.Storage != nil {
		f.Comment("halves converts the elements to and from float32, in which the ops compute.")
		f.Var().Id("halves").Op("=").Add(ew("Halves").Types(d.T())).Values(Dict{
			Id("To32"):   Qual(convertPath, d.Name+"ToFloat32").Types(d.T()),
			Id("From32"): Qual(convertPath, "Float32To"+d.Name).Types(d.T()),
		})
	}
	if len(ops) > 0 {
		f.Comment("The kernels of each op, made once (see internal/mathops).")
		defs := make([]Code, 0, len(ops))
		for _, op := range ops {
			defs = append(defs, Id(kernelVar(op.name)).Op("=").Add(op.kernel))
		}
		f.Var().Defs(defs...)
	}
	emitMathHelpers(f, d, ops)
	for _, op := range ops {
		emitMathOp(f, d, op)
	}
	if hasClip(d) {
		emitClip(f, d)
	}
	emitMap(f, d)
}

// emitMathOp writes op and its Into form.
func emitMathOp(f *File, d DType, op mathOp) {
	data := newMathDoc(d, op.name, op.form)
	k := Id(kernelVar(op.name))
	opName, into := Lit(op.name), Lit(op.name+"Into")
	result := resultType(d, op.form)
	switch op.form {
	case formBinary, formCompare:
		helper := map[string]string{formBinary: "binary", formCompare: "compare"}[op.form]
		docReflowed(f, "math."+op.form, data)
		f.Func().Id(op.name).Params(List(Id("a"), Id("b")).Add(arr())).Add(result).Block(
			Return(Id(helper+"Op").Call(opName, Id("a"), Id("b"), k)))
		docReflowed(f, "math."+op.form+"Into", data)
		f.Func().Id(op.name + "Into").Params(intoParams(d, op.form, "a", "b")...).Block(
			Id(helper+"Into").Call(into, Id("dst"), Id("a"), Id("b"), k))
	default:
		helper := map[string]string{formUnary: "unary", formTest: "test", formToFloat: "toFloat"}[op.form]
		docReflowed(f, "math."+op.form, data)
		f.Func().Id(op.name).Params(Id("a").Add(arr())).Add(result).Block(
			Return(Id(helper+"Op").Call(opName, Id("a"), k)))
		docReflowed(f, "math."+op.form+"Into", data)
		f.Func().Id(op.name + "Into").Params(intoParams(d, op.form, "a")...).Block(
			Id(helper+"Into").Call(into, Id("dst"), Id("a"), k))
	}
}

// intoParams returns the parameters of an Into form: dst and the inputs,
// one list where dst is of d's own type.
func intoParams(d DType, form string, inputs ...string) []Code {
	ids := make([]Code, len(inputs))
	for i, in := range inputs {
		ids[i] = Id(in)
	}
	if resultPkg(d, form) == "" {
		return []Code{List(append([]Code{Id("dst")}, ids...)...).Add(arr())}
	}
	return []Code{Id("dst").Add(resultType(d, form)), List(ids...).Add(arr())}
}

// resultPkg returns the import path of the package of an op's result
// ("" for d's own).
func resultPkg(d DType, form string) string {
	switch form {
	case formCompare, formTest:
		if d.Kind != "bool" {
			return ndboolPath
		}
	case formToFloat:
		return modulePath + "/nd" + complexPart(d)
	}
	return ""
}

// resultType returns the type of an op's result.
func resultType(d DType, form string) *Statement {
	if p := resultPkg(d, form); p != "" {
		return Op("*").Qual(p, "NdArray")
	}
	return arr()
}

// resultElem returns the element type of an op's result.
func resultElem(d DType, form string) *Statement {
	switch form {
	case formCompare, formTest:
		return Bool()
	case formToFloat:
		return Id(complexPart(d))
	}
	return d.T()
}

// emitMathHelpers writes the functions each form's ops call: one that
// allocates the result, one that writes dst, and the operand method.
func emitMathHelpers(f *File, d DType, ops []mathOp) {
	emitOperand(f, d)
	f.Comment("Other packages' ops with results of this dtype, and the reductions, write them through operand.")
	f.Func().Id("init").Params().Block(
		ew("RegisterOperand").Call(Func().Params(Id("x").Any()).Params(ewView(d.T()), Bool(), Bool()).Block(
			List(Id("a"), Id("ok")).Op(":=").Id("x").Assert(arr()),
			If(Op("!").Id("ok")).Block(Return(ewView(d.T()).Values(), False(), False())),
			Return(Id("operand").Call(Id("a"), Lit(""), Lit("dst")), aDot("readOnly"), True()),
		)),
	)
	forms := map[string]bool{}
	for _, op := range ops {
		forms[op.form] = true
	}
	for _, form := range []string{formBinary, formCompare, formUnary, formTest, formToFloat} {
		if forms[form] {
			emitFormHelpers(f, d, form)
		}
	}
}

// emitOperand writes operand, which returns a's storage and layout.
func emitOperand(f *File, d DType) {
	f.Comment("operand returns a's storage and layout for the compute loops; it panics")
	f.Comment("with nd.ErrArgument if a is nil.")
	f.Func().Id("operand").Params(Id("a").Add(arr()), List(Id("op"), Id("name")).String()).Add(ewView(d.T())).Block(
		If(Id("a").Op("==").Nil()).Block(ew("NilArray").Call(Id("op"), Id("name"))),
		Return(ewView(d.T()).Values(Dict{Id("Data"): aDot("data"), Id("Layout"): aDot("layout")})),
	)
}

// emitForeignOperand writes operand for the ops of a split dtype's package
// (see DType.Split), which reach its array's fields through the
// registration of its internal package.
func emitForeignOperand(f *File, d DType) {
	f.Comment("operand returns a's storage and layout for the compute loops; it panics")
	f.Comment("with nd.ErrArgument if a is nil.")
	f.Func().Id("operand").Params(Id("a").Add(arr()), List(Id("op"), Id("name")).String()).Add(ewView(d.T())).Block(
		If(Id("a").Op("==").Nil()).Block(ew("NilArray").Call(Id("op"), Id("name"))),
		List(Id("v"), Id("_")).Op(":=").Add(ew("Operand").Types(d.T())).Call(Id("a")),
		Return(Id("v")),
	)
}

// emitFormHelpers writes formOp and formInto for one form.
func emitFormHelpers(f *File, d DType, form string) {
	binary := form == formBinary || form == formCompare
	elem, result := resultElem(d, form), resultType(d, form)
	kernel := Id(form + "Kernels")
	f.Comment(form + "Kernels is the type of the kernels of the " + form + " ops.")
	if binary {
		f.Type().Add(kernel.Clone()).Op("=").Add(ew("Binary").Types(elem, d.T()))
	} else {
		f.Type().Add(kernel.Clone()).Op("=").Add(ew("Unary").Types(elem, d.T(), ew("NoArgs")))
	}
	inputs := []Code{Id("a")}
	operands := []Code{Id("av")}
	dims := []Code{Id("av").Dot("Layout").Dot("Dims")}
	getOperands := []Code{Id("av").Op(":=").Id("operand").Call(Id("a"), Id("op"), Lit("a"))}
	if binary {
		inputs = append(inputs, Id("b"))
		operands = append(operands, Id("bv"))
		dims = append(dims, Id("bv").Dot("Layout").Dot("Dims"))
		getOperands = append(getOperands, Id("bv").Op(":=").Id("operand").Call(Id("b"), Id("op"), Lit("b")))
	}
	apply := ew("ApplyUnary")
	if binary {
		apply = ew("ApplyBinary")
	}
	args := func(dst Code) []Code {
		a := append([]Code{dst}, operands...)
		a = append(a, Id("k"))
		if !binary {
			a = append(a, ew("NoArgs").Values())
		}
		return a
	}
	// The allocating form.
	// dst's operand and read-only flag: this package's own fields, or
	// through the registration of the result's package.
	dstOperand := List(Id("operand").Call(Id("dst"), Id("op"), Lit("dst")), Id("dst").Dot("readOnly"))
	allocOperand := Id("dv").Op(":=").Id("operand").Call(Id("dst"), Id("op"), Lit("dst"))
	if p := resultPkg(d, form); p != "" {
		dstOperand = ew("Operand").Types(elem).Call(Id("dst"))
		allocOperand = List(Id("dv"), Id("_")).Op(":=").Add(dstOperand.Clone())
	}
	f.Comment(form + "Op runs the kernels k of the op named op on its inputs into a new array.")
	body := append([]Code{}, getOperands...)
	body = append(body,
		Id("shape").Op(":=").Add(nd("ShapeOf")).Call(ew("Shape").Call(append([]Code{Id("op")}, dims...)...).Op("...")),
		Id("dst").Op(":=").Add(unsetCall(resultPkg(d, form), Id("shape"))),
		allocOperand,
		apply.Clone().Call(args(Id("dv"))...),
		Return(Id("dst")),
	)
	f.Func().Id(form+"Op").Params(Id("op").String(), List(inputs...).Add(arr()), Id("k").Add(kernel)).Add(result).Block(body...)
	// The Into form.
	f.Comment(form + "Into runs the kernels k of the op named op on its inputs into dst.")
	body = []Code{
		If(Id("dst").Op("==").Nil()).Block(ew("NilArray").Call(Id("op"), Lit("dst"))),
		List(Id("dv"), Id("readOnly")).Op(":=").Add(dstOperand.Clone()),
	}
	body = append(body, getOperands...)
	body = append(body,
		ew("CheckInto").Call(append([]Code{Id("op"), Id("dv").Dot("Layout").Dot("Dims"), Id("readOnly")}, dims...)...),
		apply.Clone().Call(args(Id("dv"))...),
	)
	params := []Code{Id("op").String(), Id("dst").Add(result), List(inputs...).Add(arr())}
	if resultPkg(d, form) == "" {
		params = []Code{Id("op").String(), List(append([]Code{Id("dst")}, inputs...)...).Add(arr())}
	}
	f.Func().Id(form + "Into").Params(append(params, Id("k").Add(kernel))...).Block(body...)
}

// emitClip writes Clip and ClipInto (NumPy's clip with scalar bounds).
func emitClip(f *File, d DType) {
	c := computeType(d)
	kernel := Qual(mathopsPath, "Clip").Types(Id(c)).Call()
	lo, hi := Id("lo"), Id("hi")
	if d.Storage != nil {
		clip := "Clip"
		if d.Name == "Float16" {
			clip = "ClipTiesFirst"
		}
		kernel = ew("HalfUnary").Call(Id("halves"), Qual(mathopsPath, clip).Types(Id(c)).Call())
		lo, hi = Id("lo").Dot(d.Storage.To).Call(), Id("hi").Dot(d.Storage.To).Call()
	}
	f.Var().Id("clipKernels").Op("=").Add(kernel)
	data := mathDoc{DType: d, Op: "Clip"}
	docReflowed(f, "math.Clip", data)
	f.Func().Id("Clip").Params(Id("a").Add(arr()), List(Id("lo"), Id("hi")).Add(d.T())).Add(arr()).Block(
		Id("dst").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(Id("operand").Call(Id("a"), Lit("Clip"), Lit("a")).Dot("Layout").Dot("Dims").Op("..."))),
		Id("ClipInto").Call(Id("dst"), Id("a"), Id("lo"), Id("hi")),
		Return(Id("dst")),
	)
	docReflowed(f, "math.ClipInto", data)
	f.Func().Id("ClipInto").Params(List(Id("dst"), Id("a")).Add(arr()), List(Id("lo"), Id("hi")).Add(d.T())).Block(
		Id("dv").Op(":=").Id("operand").Call(Id("dst"), Lit("ClipInto"), Lit("dst")),
		Id("av").Op(":=").Id("operand").Call(Id("a"), Lit("ClipInto"), Lit("a")),
		ew("CheckInto").Call(Lit("ClipInto"), Id("dv").Dot("Layout").Dot("Dims"), Id("dst").Dot("readOnly"), Id("av").Dot("Layout").Dot("Dims")),
		ew("ApplyUnary").Call(Id("dv"), Id("av"), Id("clipKernels"),
			Qual(mathopsPath, "ClipArgs").Types(Id(c)).Values(Dict{Id("Lo"): lo, Id("Hi"): hi})),
	)
}

// emitMap writes Map and MapInto, which apply a Go function to each
// element.
func emitMap(f *File, d DType) {
	fn := Func().Params(d.T()).Add(d.T())
	data := mathDoc{DType: d, Op: "Map"}
	docReflowed(f, "math.Map", data)
	f.Func().Id("Map").Params(Id("a").Add(arr()), Id("f").Add(fn)).Add(arr()).Block(
		Id("dst").Op(":=").Id("newUnset").Call(nd("ShapeOf").Call(Id("operand").Call(Id("a"), Lit("Map"), Lit("a")).Dot("Layout").Dot("Dims").Op("..."))),
		Id("MapInto").Call(Id("dst"), Id("a"), Id("f")),
		Return(Id("dst")),
	)
	docReflowed(f, "math.MapInto", data)
	f.Func().Id("MapInto").Params(List(Id("dst"), Id("a")).Add(arr()), Id("f").Add(fn)).Block(
		Id("dv").Op(":=").Id("operand").Call(Id("dst"), Lit("MapInto"), Lit("dst")),
		Id("av").Op(":=").Id("operand").Call(Id("a"), Lit("MapInto"), Lit("a")),
		If(Id("f").Op("==").Nil()).Block(Panic(nd("Errorf").Call(nd("ErrArgument"), Lit("MapInto: f is nil")))),
		ew("CheckInto").Call(Lit("MapInto"), Id("dv").Dot("Layout").Dot("Dims"), Id("dst").Dot("readOnly"), Id("av").Dot("Layout").Dot("Dims")),
		ew("ApplyMap").Call(Id("dv"), Id("av"), Id("f")),
	)
}

// emitMathTests writes math_test.go: the NumPy golden tests of every op
// of math.go (internal/ndtest/compute_golden.go), and for the 16-bit
// floats the exhaustive tests of the unary ops.
func emitMathTests(f *File, d DType) {
	ops := Dict{}
	add := func(name string) {
		ops[Lit(name)] = testPkg(d, name)
		ops[Lit(name+"Into")] = testPkg(d, name+"Into")
	}
	for _, op := range mathOps(d) {
		add(op.name)
	}
	if hasClip(d) {
		add("Clip")
	}
	if hasMatMul(d) {
		add("MatMul")
	}
	dtype := nd(d.ndName())
	f.Comment("mathOps are the ops the golden files test, by name.")
	f.Var().Id("mathOps").Op("=").Map(String()).Any().Values(ops)
	testFunc(f, "TestComputeGolden", Qual(ndtestPath, "ComputeGolden").Call(Id("t"), dtype, Id("mathOps")))
	if d.Storage != nil {
		testFunc(f, "TestComputeExhaustive", Qual(ndtestPath, "ComputeExhaustive16").Call(Id("t"), dtype, Id("mathOps")))
	}
}
