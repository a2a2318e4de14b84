package ndtest

import "github.com/ndgo/ndarray/nd"

// ReduceFuncs returns the names of the functions ReduceGolden calls for
// dtype, the keys of its ops map, in the golden file's order: for each op
// of the dtype (NumPy's) Op, OpKeepDims for the
// reductions and Var/Std, and OpInto. A dtype package's test wires them
// as
//
//	var reduceOps = map[string]any{"Sum": Sum, "SumKeepDims": SumKeepDims, ...}
//
//	func TestReduceGolden(t *testing.T) {
//		ndtest.ReduceGolden(t, nd.Float32, reduceOps)
//	}
func ReduceFuncs(dtype nd.DType) []string {
	var out []string
	for _, op := range reduceOps(dtype) {
		out = append(out, reduceFuncNames(op)...)
	}
	return out
}

// reduceOps are the ops of dtype's golden file, in its order (those NumPy
// has: no Min/Max/arg-ops/sorts for complex, LogSumExp and softmax for
// floats only, TopK for numbers other than complex, strings only sort).
func reduceOps(dtype nd.DType) []string {
	kind := "int"
	switch dtype {
	case nd.Float16, nd.BFloat16, nd.Float32, nd.Float64:
		kind = "float"
	case nd.Complex64, nd.Complex128:
		kind = "complex"
	case nd.Bool:
		kind = "bool"
	case nd.String:
		return []string{"Sort", "ArgSort"}
	}
	ops := []string{"Sum", "Prod", "Mean"}
	if kind != "complex" {
		ops = append(ops, "Min", "Max", "ArgMin", "ArgMax")
	}
	ops = append(ops, "Any", "All", "CountNonzero")
	if kind == "float" {
		ops = append(ops, "LogSumExp")
	}
	ops = append(ops, "Var", "Std", "CumSum", "CumProd")
	if kind == "float" {
		ops = append(ops, "Softmax", "LogSoftmax")
	}
	if kind != "complex" {
		ops = append(ops, "Sort", "ArgSort")
	}
	if kind == "float" || kind == "int" {
		ops = append(ops, "TopK")
	}
	return ops
}
