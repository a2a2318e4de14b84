package gen

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

// narrowVar is the name of a storage type package's scatter arithmetic.
const narrowVar = "arith"

// emitNarrowVar writes the var whose methods are the arithmetic scatters'
// stores of storage type d (ndkit.Narrow): float32 arithmetic, rounded
// back to d after each operation.
func emitNarrowVar(f *File, d DType) {
	comment(f, reflow(fmt.Sprintf(`
%[1]s is %[2]s arithmetic as TensorFlow's CPU kernels do it
(Eigen's 16-bit float types): each operation in float32, its result rounded
to %[3]s. Its methods are the stores of the arithmetic scatter ops.`,
		narrowVar, elemName(d), d.Type)))
	f.Var().Id(narrowVar).Op("=").Qual(kitPath, "Narrow").Types(d.T()).Values(Dict{
		Id("To"):   wideMethod(d),
		Id("From"): fromFunc(d),
	})
}

// narrowOpDoc is the doc text of an arithmetic scatter op of storage type
// d: what it does, and how it rounds.
func narrowOpDoc(d DType, does string) string {
	return fmt.Sprintf("%s, each operation in float32 and rounded to %s at once, "+
		"as in TensorFlow's CPU kernels: duplicate index rows round once per update",
		does, d.Type)
}

// narrowPackageDoc is the package doc's sentence on how storage type d's
// arithmetic scatters round.
func narrowPackageDoc(d DType) string {
	return fmt.Sprintf("The arithmetic ones compute each operation in float32 and round "+
		"its result to %s at once, as TensorFlow's CPU kernels do (Eigen's 16-bit floats), "+
		"so duplicate index rows round once per update: a ScatterNd of 3000 ones into one "+
		"element gives %d, where the sum stops growing.", d.Type, 1<<(d.Storage.FracBits+1))
}
