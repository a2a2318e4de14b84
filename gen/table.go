package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// DType is one row of the table: a Go element type and how to treat it.
type DType struct {
	Name  string `json:"name"`  // Float32: method and constant names
	Type  string `json:"type"`  // float32: the Go element type
	Kind  string `json:"kind"`  // float, int, uint, complex, bool or string
	Width int    `json:"width"` // bytes per element
	Asm   bool   `json:"asm"`   // whether bulk moves may use the asm kernels
	Index bool   `json:"index"` // whether arrays of it serve as GatherNd indices
	// Storage is set for float types of other packages (float16, bfloat16).
	Storage *Storage `json:"storage,omitempty"`
}

// Pkg returns the package name, e.g. ndfloat32.
func (d DType) Pkg() string { return "nd" + d.Type }

// T is the element type as code.
func (d DType) T() *Statement { return elemType(d) }

// kinds are the values of DType.Kind the emitters know.
var kinds = []string{"float", "int", "uint", "complex", "bool", "string"}

// goSize returns the bytes a value of the predeclared Go type name takes on
// 64-bit platforms, or 0 if name is not a predeclared type (whose width the
// table alone can say).
func goSize(name string) int {
	obj := types.Universe.Lookup(name)
	if _, ok := obj.(*types.TypeName); !ok {
		return 0
	}
	return int(types.SizesFor("gc", "amd64").Sizeof(obj.Type()))
}

// load reads and checks the dtype table.
func load(path string) ([]DType, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	var doc struct {
		Comment string  `json:"_comment"`
		DTypes  []DType `json:"dtypes"`
	}
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := validate(doc.DTypes); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc.DTypes, nil
}

// validate checks every row, so that a mistake in the table is reported by
// name rather than written out as code that does not compile.
func validate(table []DType) error {
	if len(table) == 0 {
		return errors.New("no dtypes")
	}
	var errs []error
	for i, d := range table {
		if err := d.check(table[:i]); err != nil {
			errs = append(errs, fmt.Errorf("row %d (%q): %w", i+1, d.Name, err))
		}
	}
	return errors.Join(errs...)
}

// check reports what is wrong with row d, given the rows before it.
func (d DType) check(before []DType) error {
	switch {
	case !token.IsExported(d.Name) || !token.IsIdentifier(d.Name):
		return fmt.Errorf("name must be an exported Go identifier")
	case !token.IsIdentifier(d.Type) || token.IsExported(d.Type):
		return fmt.Errorf("type %q must be a lower-case Go identifier (it names the package %s)", d.Type, d.Pkg())
	case !slices.Contains(kinds, d.Kind):
		return fmt.Errorf("unknown kind %q, want one of %s", d.Kind, strings.Join(kinds, ", "))
	case d.Width <= 0:
		return fmt.Errorf("width %d must be positive", d.Width)
	case goSize(d.Type) != 0 && d.Width != goSize(d.Type):
		return fmt.Errorf("width %d, but Go's %s takes %d bytes", d.Width, d.Type, goSize(d.Type))
	case d.Asm && d.Kind == "string":
		return fmt.Errorf("asm must be false for strings: assembly stores bypass the GC write barrier")
	case d.Index && d.Kind != "int":
		return fmt.Errorf("index must be false for kind %q: indices are signed integers", d.Kind)
	case d.Storage != nil:
		if err := d.Storage.check(d); err != nil {
			return err
		}
	}
	for _, e := range before {
		if e.Name == d.Name || e.Type == d.Type {
			return fmt.Errorf("duplicate of %q (type %s)", e.Name, e.Type)
		}
	}
	return nil
}
