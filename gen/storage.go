package gen

import (
	"fmt"
	"go/token"
	"path"

	. "github.com/dave/jennifer/jen"
)

const (
	narrowPath = modulePath + "/internal/narrow"
	viaType    = "float32"
)

// Storage describes a float element type that Go does not predeclare (IEEE
// binary16, bfloat16): a named 16-bit type of another package whose values
// are computed in float32 and converted with the package's functions. Its
// rows have kind "float"; every emitter that does arithmetic, compares or
// prints elements goes through float32 (To, From) for them, and Cast from
// types wider than float32 rounds once, with internal/narrow.Round and the
// format's bit counts.
type Storage struct {
	Import   string `json:"import"`   // github.com/x448/float16: the type's package
	Name     string `json:"name"`     // Float16: the type's name in it
	From     string `json:"from"`     // Fromfloat32: its func(float32) T, rounding to nearest even
	To       string `json:"to"`       // Float32: its method converting to float32 exactly
	ExpBits  int    `json:"expBits"`  // exponent bits of the format
	FracBits int    `json:"fracBits"` // fraction bits of the format
	NumPy    bool   `json:"numpy"`    // whether NumPy has the dtype (its golden tests apply)
}

// check reports what is wrong with a storage description of row d.
func (s *Storage) check(d DType) error {
	switch {
	case d.Kind != "float":
		return fmt.Errorf("storage is for kind \"float\", not %q", d.Kind)
	case s.Import == "" || !token.IsExported(s.Name) || !token.IsExported(s.From) ||
		!token.IsExported(s.To):
		return fmt.Errorf("storage needs an import path and exported name, from and to")
	case d.Width != 2 || 1+s.ExpBits+s.FracBits != 16 || s.ExpBits < 2 || s.FracBits < 2:
		return fmt.Errorf("storage formats are 16 bits wide: sign, expBits and fracBits")
	}
	return nil
}

// elemType is the element type of d as code.
func elemType(d DType) *Statement {
	if d.Storage != nil {
		return Qual(d.Storage.Import, d.Storage.Name)
	}
	return Id(d.Type)
}

// toWide is x, an element of d, as float32 (storage types) or unchanged.
func toWide(d DType, x Code) *Statement {
	if d.Storage == nil {
		return Add(x)
	}
	return Add(x).Dot(d.Storage.To).Call()
}

// fromWide is x, a float32 expression, as an element of storage type d.
func fromWide(d DType, x Code) *Statement {
	return Qual(d.Storage.Import, d.Storage.From).Call(x)
}

// fromFloat64 is x, a float64 expression, rounded once to storage type d.
func fromFloat64(d DType, x Code) *Statement {
	s := d.Storage
	return elemType(d).Call(Qual(narrowPath, "Round").Call(x, Lit(s.ExpBits), Lit(s.FracBits)))
}

// wideDType is the table row of float32, which storage types compute in.
var wideDType = DType{Name: "Float32", Type: viaType, Kind: "float", Width: 4, Asm: true}

// float64DType is the table row of float64.
var float64DType = DType{Name: "Float64", Type: "float64", Kind: "float", Width: 8, Asm: true}

// elemName is the element type as its package's users write it: float32,
// float16.Float16, pixel.RGB (templates call it elem).
func elemName(d DType) string {
	switch {
	case d.Custom():
		return path.Base(d.Import) + "." + d.Type
	case d.Storage != nil:
		return path.Base(d.Storage.Import) + "." + d.Storage.Name
	}
	return d.Type
}
