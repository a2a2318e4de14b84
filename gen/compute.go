package gen

import (
	"strings"

	. "github.com/dave/jennifer/jen"
)

const (
	elementwisePath = modulePath + "/internal/elementwise"
	mathopsPath     = modulePath + "/internal/mathops"
	ndboolPath      = modulePath + "/internal/arrays/ndbool" // where ndbool.NdArray is declared
)

// A mathOp is one elementwise op of a dtype package: its name, its form
// (which helper runs it, see emitMathHelpers) and the expression of its
// kernels (a value of internal/mathops, made once in a package variable).
type mathOp struct {
	name, form string
	kernel     Code
}

// The forms of the ops: their arguments and result.
const (
	formBinary  = "binary"  // Op(a, b) *NdArray
	formCompare = "compare" // Op(a, b) *ndbool.NdArray
	formUnary   = "unary"   // Op(a) *NdArray
	formTest    = "test"    // Op(a) *ndbool.NdArray
	formToFloat = "toFloat" // Op(a) of the float package of a complex one
)

// hasMath reports whether d's package gets math.go: every dtype of the
// library (strings get Map alone).
func hasMath(d DType) bool { return !d.Custom() }

// computeType returns the Go type d's ops compute in: float32 for the
// 16-bit floats, else d's own.
func computeType(d DType) string {
	if d.Storage != nil {
		return "float32"
	}
	return d.Type
}

// mathOps returns d's ops in the order of their docs.
func mathOps(d DType) []mathOp {
	c := computeType(d)
	half := d.Storage != nil
	generic := func(name string, types ...string) *Statement {
		if len(types) == 0 {
			types = []string{c}
		}
		ts := make([]Code, len(types))
		for i, t := range types {
			ts[i] = Id(t)
		}
		return Qual(mathopsPath, name).Types(ts...).Call()
	}
	plain := func(name string) *Statement { return Qual(mathopsPath, name).Call() }
	var ops []mathOp
	add := func(form, name string, k *Statement) {
		if half {
			wrap := map[string]string{formBinary: "HalfBinary", formCompare: "HalfCompare", formUnary: "HalfUnary", formTest: "HalfTest"}[form]
			k = Qual(elementwisePath, wrap).Call(Id("halves"), k)
		}
		ops = append(ops, mathOp{name, form, k})
	}
	same := func(form string, names ...string) {
		for _, n := range names {
			add(form, n, generic(n))
		}
	}
	compares := []string{"Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual"}
	switch d.Kind {
	case "float":
		same(formBinary, "Add", "Sub", "Mul")
		add(formBinary, "Div", generic("DivFloat"))
		add(formBinary, "FloorDiv", generic("FloorDivFloat"))
		add(formBinary, "FloorMod", generic("FloorModFloat"))
		if d.Name == "Float16" { // NumPy's float16 keeps the first of equal values
			add(formBinary, "Maximum", generic("MaximumTiesFirst"))
			add(formBinary, "Minimum", generic("MinimumTiesFirst"))
		} else {
			same(formBinary, "Maximum", "Minimum")
		}
		add(formBinary, "Pow", generic("PowFloat"))
		same(formCompare, compares...)
		same(formUnary, "Neg")
		add(formUnary, "Abs", generic("AbsFloat"))
		add(formUnary, "Sign", generic("SignFloat"))
		same(formUnary, "Square", "Sqrt", "Rsqrt", "Reciprocal", "Exp", "Expm1", "Log", "Log1p",
			"Sin", "Cos", "Tanh", "Sigmoid", "Erf", "Floor", "Ceil", "Rint")
		same(formTest, "IsNan", "IsInf", "IsFinite")
	case "int", "uint":
		same(formBinary, "Add", "Sub", "Mul")
		add(formBinary, "Div", generic("DivInt"))
		add(formBinary, "FloorDiv", generic("FloorDivInt"))
		add(formBinary, "FloorMod", generic("FloorModInt"))
		same(formBinary, "Maximum", "Minimum", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LeftShift", "RightShift")
		same(formCompare, compares...)
		same(formUnary, "Neg")
		add(formUnary, "Abs", generic("AbsInt"))
		if d.Kind == "int" {
			add(formUnary, "Sign", generic("SignSigned"))
		} else {
			add(formUnary, "Sign", generic("SignUnsigned"))
		}
		same(formUnary, "Square", "Invert")
	case "complex":
		f := complexPart(d)
		same(formBinary, "Add", "Sub")
		if d.Type == "complex64" { // in float32 arithmetic, as NumPy's
			add(formBinary, "Mul", plain("MulComplex64"))
		} else {
			same(formBinary, "Mul")
		}
		if d.Type == "complex64" {
			add(formBinary, "Div", plain("DivComplex64"))
		} else {
			add(formBinary, "Div", plain("DivComplex128"))
		}
		add(formBinary, "Pow", generic("PowComplex"))
		same(formCompare, "Equal", "NotEqual")
		same(formUnary, "Neg")
		if d.Type == "complex64" {
			add(formUnary, "Square", plain("SquareComplex64"))
		} else {
			same(formUnary, "Square")
		}
		add(formUnary, "Sqrt", generic("ComplexSqrt"))
		if d.Type == "complex64" {
			add(formUnary, "Reciprocal", plain("ComplexReciprocal64"))
		} else {
			add(formUnary, "Reciprocal", generic("ComplexReciprocal"))
		}
		for _, n := range []string{"Exp", "Log", "Sin", "Cos", "Tanh", "Sign"} {
			add(formUnary, n, generic("Complex"+n))
		}
		add(formUnary, "Conj", generic("Conj"))
		add(formToFloat, "Real", generic("Real", f, c))
		add(formToFloat, "Imag", generic("Imag", f, c))
		add(formToFloat, "Abs", generic("ComplexAbs", f, c))
		for _, n := range []string{"IsNan", "IsInf", "IsFinite"} {
			add(formTest, n, generic("Complex"+n))
		}
	case "bool":
		for _, n := range []string{"LogicalAnd", "LogicalOr", "LogicalXor"} {
			add(formBinary, n, plain(n))
		}
		for _, n := range []string{"And", "Or", "Xor"} {
			add(formBinary, "Bitwise"+n, plain("Logical"+n))
		}
		same(formCompare, "Equal", "NotEqual")
		for _, n := range compares[2:] {
			add(formCompare, n, plain(n+"Bool"))
		}
		add(formUnary, "LogicalNot", plain("LogicalNot"))
		add(formUnary, "Invert", plain("LogicalNot"))
	}
	return ops
}

// complexPart returns the Go type of a complex dtype's parts.
func complexPart(d DType) string {
	if d.Type == "complex64" {
		return "float32"
	}
	return "float64"
}

// hasClip reports whether d has Clip (the real types).
func hasClip(d DType) bool { return d.Kind == "float" || d.Kind == "int" || d.Kind == "uint" }

// kernelVar returns the name of the package variable of op's kernels.
func kernelVar(op string) string { return strings.ToLower(op[:1]) + op[1:] + "Kernels" }
