package gen

import . "github.com/dave/jennifer/jen"

const reducePath = modulePath + "/internal/reduce"

// A reduceOp is one reduction of a dtype package: its name, its form and
// the dtype of its result (nil: d's own).
type reduceOp struct {
	name, form string
	result     *DType
}

// The forms of the reductions.
const (
	formReduce  = "reduce"  // Op(a, axes...), OpKeepDims, OpInto
	formReduce2 = "reduce2" // Var, Std: Op(a, ddof, axes...), two passes
	formLSE     = "lse"     // LogSumExp: Op(a, axes...), two passes
	formScan    = "scan"    // CumSum, CumProd: Op(a, axis), OpInto
	formSoftmax = "softmax" // Softmax, LogSoftmax: Op(a, axis), OpInto
)

// hasReduce reports whether d's package gets reduce.go.
func hasReduce(d DType) bool { return !d.Custom() && d.Kind != "string" }

func rd(name string) *Statement { return Qual(reducePath, name) }

// reduceOps returns d's reductions in the order of their docs; table
// gives the result dtypes.
func reduceOps(d DType, table []DType) []reduceOp {
	byType := func(t string) *DType {
		for i := range table {
			if table[i].Type == t {
				if t == d.Type {
					return nil
				}
				return &table[i]
			}
		}
		panic("gen: no dtype " + t)
	}
	int64T, float64T, boolT := byType("int64"), byType("float64"), byType("bool")
	sums, means, vars := (*DType)(nil), (*DType)(nil), (*DType)(nil)
	var ops []reduceOp
	add := func(form string, result *DType, names ...string) {
		for _, n := range names {
			ops = append(ops, reduceOp{n, form, result})
		}
	}
	switch d.Kind {
	case "int", "bool":
		sums, means, vars = int64T, float64T, float64T
	case "uint":
		sums, means, vars = byType("uint64"), float64T, float64T
	case "complex":
		vars = byType(complexPart(d))
	}
	add(formReduce, sums, "Sum", "Prod")
	add(formReduce, means, "Mean")
	add(formReduce2, vars, "Var", "Std")
	if d.Kind != "complex" {
		add(formReduce, nil, "Min", "Max")
		add(formReduce, int64T, "ArgMin", "ArgMax")
	}
	add(formReduce, boolT, "Any", "All")
	add(formReduce, int64T, "CountNonzero")
	if d.Kind == "float" {
		add(formLSE, nil, "LogSumExp")
	}
	add(formScan, sums, "CumSum", "CumProd")
	if d.Kind == "float" {
		add(formSoftmax, nil, "Softmax", "LogSoftmax")
	}
	return ops
}

// reduceKernels returns the expression of d's set of reduction kernels.
func reduceKernels(d DType) *Statement {
	switch {
	case d.Storage != nil:
		return rd("NewHalfKernels").Call(Id("halves").Dot("To32"), Id("halves").Dot("From32"),
			Qual(d.Storage.Import, d.Storage.From))
	case d.Kind == "float":
		return rd("NewFloatKernels").Types(Id(d.Type)).Call()
	case d.Kind == "int":
		return rd("NewIntKernels").Types(Id(d.Type), Int64()).Call()
	case d.Kind == "uint":
		return rd("NewIntKernels").Types(Id(d.Type), Uint64()).Call()
	case d.Kind == "complex":
		return rd("NewComplexKernels").Types(Id(d.Type), Id(complexPart(d))).Call()
	}
	return rd("NewBoolKernels").Call()
}
