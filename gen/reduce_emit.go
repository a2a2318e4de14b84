package gen

import . "github.com/dave/jennifer/jen"

// reduceDoc is what the doc templates of reduce.go read.
type reduceDoc struct {
	DType
	Op     string // the op's name
	Result string // the result's type, as the docs name it
	What   string // what the op computes, from the template reduce.what.Op
	Empty  string // what an empty reduction lacks, for the ops that refuse it
}

// emitReduce writes reduce.go: d's reductions (reduceOps), each with its
// KeepDims and Into forms, thin wrappers of internal/reduce.
func emitReduce(f *File, d DType, table []DType) {
	var ops []reduceOp
	for _, op := range reduceOps(d, table) {
		if !crossReduce(d, op) {
			ops = append(ops, op)
		}
	}
	f.Comment("kernels are the reductions' kernels, made once (see internal/reduce).")
	f.Var().Id("kernels").Op("=").Add(reduceKernels(d))
	emitReduceHelpers(f, d)
	for _, op := range ops {
		switch op.form {
		case formScan, formSoftmax:
			emitAxisOp(f, d, op)
		default:
			emitReduceOp(f, d, op)
		}
	}
}

// emitAxisOp writes op, a scan or softmax along one axis, and its Into
// form.
func emitAxisOp(f *File, d DType, op reduceOp) {
	result, alloc, docResult := arr(), Id("Wrap"), "*NdArray"
	if op.result != nil {
		result = Op("*").Qual(op.result.TypePath(), "NdArray")
		alloc = Qual(op.result.TypePath(), "Wrap")
		docResult = "*" + op.result.Pkg() + ".NdArray"
	}
	data := reduceDoc{DType: d, Op: op.name, Result: docResult}
	data.What = text("reduce.what."+op.name, data)
	fn := map[string]string{formScan: "Accumulate", formSoftmax: "Softmax"}[op.form]
	k := Id("kernels").Dot(op.name)
	operand := func(name string) *Statement { return Id("operand").Call(Id("a"), Lit(name), Lit("a")) }
	newFn := fn
	if op.form == formSoftmax {
		newFn = "SoftmaxNew"
	}
	docReflowed(f, "axisop.op", data)
	f.Func().Id(op.name).Params(Id("a").Add(arr()), Id("axis").Int()).Add(result).Block(
		Return(rd(newFn).Call(Lit(op.name), operand(op.name), Line().Id("axis"), k, alloc)))
	docReflowed(f, "axisop.into", data)
	into := op.name + "Into"
	f.Func().Id(into).Params(Id("dst").Add(result), Id("a").Add(arr()), Id("axis").Int()).Block(
		rd(fn+"Into").Call(Lit(into), Id("dst"), operand(into), Line().Id("axis"), k))
}

// emitReduceHelpers writes the functions every reduction calls: the
// one- and two-pass ones, into a new array or into dst.
func emitReduceHelpers(f *File, d DType) {
	typeParams := func(withR bool) []Code {
		ps := []Code{List(Id("C"), Id("P"), Id("D")).Any()}
		if withR {
			ps = append(ps, Id("R").Add(rd("Dst").Types(Id("D"))))
		}
		return ps
	}
	kernel := func(two bool) *Statement {
		name := "Kernel"
		if two {
			name = "TwoPass"
		}
		return rd(name).Types(d.T(), Id("C"), Id("P"), Id("D"))
	}
	for _, two := range []bool{false, true} {
		prefix, fn := "reduce", "Reduce"
		if two {
			prefix, fn = "reduce2", "Reduce2"
		}
		ddofParam, ddofArg := []Code{}, []Code{}
		if two {
			ddofParam, ddofArg = []Code{Id("ddof").Int()}, []Code{Id("ddof")}
		}
		operand := Id("operand").Call(Id("a"), Id("op"), Lit("a"))
		f.Commentf("%sTo runs the %s k of the op named op over a's axes into a new array made", prefix,
			map[bool]string{false: "reduction", true: "two-pass reduction"}[two])
		f.Comment("by wrap, with the reduced dimensions kept as 1 if keep.")
		params := append([]Code{Id("op").String(), Id("a").Add(arr())}, ddofParam...)
		params = append(params, Id("axes").Index().Int(), Id("keep").Bool(), Line().Id("k").Add(kernel(two)),
			Id("wrap").Func().Params(nd("Shape"), Index().Id("D")).Id("R"))
		args := append([]Code{Id("op"), operand}, ddofArg...)
		args = append(args, Id("axes"), Id("keep"), Id("k"), Id("wrap"))
		f.Func().Id(prefix + "To").Types(typeParams(true)...).Params(params...).Id("R").Block(
			Return(rd(fn).Call(args...)))
		f.Commentf("%sInto runs the %s k of the op named op over a's axes into dst.", prefix,
			map[bool]string{false: "reduction", true: "two-pass reduction"}[two])
		params = append([]Code{Id("op").String(), Id("dst").Add(rd("Dst").Types(Id("D"))), Id("a").Add(arr())}, ddofParam...)
		params = append(params, Id("axes").Index().Int(), Line().Id("k").Add(kernel(two)))
		args = append([]Code{Id("op"), Id("dst"), operand}, ddofArg...)
		args = append(args, Id("axes"), Id("k"))
		f.Func().Id(prefix + "Into").Types(typeParams(false)...).Params(params...).Block(
			rd(fn + "Into").Call(args...))
	}
}

// emitReduceOp writes op, its KeepDims and its Into form.
func emitReduceOp(f *File, d DType, op reduceOp) {
	result, alloc, docResult := arr(), Id("Wrap"), "*NdArray"
	if op.result != nil {
		result = Op("*").Qual(op.result.TypePath(), "NdArray")
		alloc = Qual(op.result.TypePath(), "Wrap")
		docResult = "*" + op.result.Pkg() + ".NdArray"
	}
	data := reduceDoc{DType: d, Op: op.name, Result: docResult}
	switch op.name {
	case "Min", "ArgMin":
		data.Empty = "least element"
	case "Max", "ArgMax":
		data.Empty = "greatest element"
	}
	data.What = text("reduce.what."+op.name, data)
	k := Id("kernels").Dot(op.name)
	withDdof := op.form == formReduce2
	params := func(first ...Code) []Code {
		ps := append(first, Id("a").Add(arr()))
		if withDdof {
			ps = append(ps, Id("ddof").Int())
		}
		return append(ps, Id("axes").Op("...").Int())
	}
	helper, ddof := "reduce", []Code{}
	switch op.form {
	case formReduce2:
		helper, ddof = "reduce2", []Code{Id("ddof")}
	case formLSE:
		helper, ddof = "reduce2", []Code{Lit(0)}
	}
	call := func(name string, keep bool) *Statement {
		args := append(append([]Code{Lit(name), Id("a")}, ddof...), Id("axes"), Lit(keep), k, alloc)
		return Id(helper + "To").Call(args...)
	}
	form := map[string]string{formReduce: "reduce", formLSE: "reduce", formReduce2: "reduce2"}[op.form]
	docReflowed(f, form+".op", data)
	f.Func().Id(op.name).Params(params()...).Add(result).Block(Return(call(op.name, false)))
	docReflowed(f, form+".keepDims", data)
	f.Func().Id(op.name + "KeepDims").Params(params()...).Add(result).Block(Return(call(op.name+"KeepDims", true)))
	docReflowed(f, form+".into", data)
	// Inlined into its caller, the Into form would let a literal axes list
	// (SumInto(dst, a, 0)) escape to the heap (golang/go#79592); called, it
	// keeps it on the caller's stack, and the Into forms allocate nothing.
	noinline(f)
	args := append(append([]Code{Lit(op.name + "Into"), Id("dst"), Id("a")}, ddof...), Id("axes"), k)
	f.Func().Id(op.name + "Into").Params(params(Id("dst").Add(result))...).Block(Id(helper + "Into").Call(args...))
}

// emitReduceTests writes reduce_test.go: the NumPy golden tests of every
// op of reduce.go and sort.go (internal/ndtest/reduce_golden.go).
func emitReduceTests(f *File, d DType, table []DType) {
	ops := Dict{}
	add := func(names ...string) {
		for _, n := range names {
			ops[Lit(n)] = testPkg(d, n)
		}
	}
	if hasReduce(d) {
		for _, op := range reduceOps(d, table) {
			switch op.form {
			case formScan, formSoftmax:
				add(op.name, op.name+"Into")
			default:
				add(op.name, op.name+"KeepDims", op.name+"Into")
			}
		}
	}
	if hasSort(d) {
		add("Sort", "SortInto", "ArgSort", "ArgSortInto")
		if hasTopK(d) {
			add("TopK", "TopKInto")
		}
	}
	dtype := nd(d.ndName())
	f.Comment("reduceOps are the reductions, scans, softmax and sorts the golden files test, by name.")
	f.Var().Id("reduceOps").Op("=").Map(String()).Any().Values(ops)
	testFunc(f, "TestReduceGolden", Qual(ndtestPath, "ReduceGolden").Call(Id("t"), dtype, Id("reduceOps")))
}
