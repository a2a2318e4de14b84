package gen

import . "github.com/dave/jennifer/jen"

// narrowVar is the name of a storage type package's scatter arithmetic.
const narrowVar = "arith"

// emitNarrowVar writes the var whose methods are the arithmetic scatters'
// stores of storage type d (internal/bulk.Narrow): float32 arithmetic, rounded
// back to d after each operation.
func emitNarrowVar(f *File, d DType) {
	docReflowed(f, narrowVar, d)
	f.Var().Id(narrowVar).Op("=").Add(libBulk("Narrow")).Types(d.T()).Values(Dict{
		Id("To"):   wideMethod(d),
		Id("From"): fromFunc(d),
	})
}
