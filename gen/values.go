package gen

import (
	"fmt"
	"go/token"
	"go/types"

	. "github.com/dave/jennifer/jen"
)

// maxArrayValues bounds the array types whose default test values are
// written out element by element.
const maxArrayValues = 16

// valCode returns the default test value number i+off of type t: i+off
// converted to a basic type (a bool is (i+off)%2 == 1, a string
// strconv.Itoa(i+off), a complex number complex(i+off, 1)), and for
// structs and arrays a literal whose k-th field or element is value
// number i+off+k.
func valCode(t types.Type, off int) (Code, error) {
	tc, err := typeCode(t)
	if err != nil {
		return nil, err
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return basicVal(u, tc, off)
	case *types.Struct:
		fields := make([]Code, u.NumFields())
		for k := range u.NumFields() {
			f := u.Field(k)
			if !f.Exported() {
				return nil, fmt.Errorf("field %s is not exported", f.Name())
			}
			v, err := valCode(f.Type(), off+k)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", f.Name(), err)
			}
			fields[k] = Id(f.Name()).Op(":").Add(v)
		}
		return literal(tc, fields), nil
	case *types.Array:
		if u.Len() > maxArrayValues {
			return nil, fmt.Errorf("%d elements", u.Len())
		}
		elems := make([]Code, u.Len())
		for k := range elems {
			if elems[k], err = valCode(u.Elem(), off+k); err != nil {
				return nil, err
			}
		}
		return literal(tc, elems), nil
	}
	return nil, fmt.Errorf("%s values cannot be made from a number", kindName(t.Underlying()))
}

// maxLiteral is the widest composite literal written on one line; wider
// ones get a line per element, so that generated lines stay short.
const maxLiteral = 70

// literal is the composite literal tc{elems...}.
func literal(tc *Statement, elems []Code) *Statement {
	one := tc.Clone().Values(elems...)
	if len(one.GoString()) <= maxLiteral {
		return one
	}
	lines := make([]Code, 0, len(elems)+1)
	for _, e := range elems {
		lines = append(lines, Line().Add(e))
	}
	return tc.Clone().Values(append(lines, Line())...)
}

// basicVal is i+off converted to the basic type u, written tc.
func basicVal(u *types.Basic, tc *Statement, off int) (Code, error) {
	info, i := u.Info(), index(off)
	switch {
	case info&types.IsBoolean != 0:
		if off != 0 {
			i = Parens(i)
		}
		return tc.Call(i.Op("%").Lit(2).Op("==").Lit(1)), nil
	case info&types.IsString != 0:
		return tc.Call(Qual("strconv", "Itoa").Call(i)), nil
	case info&types.IsComplex != 0:
		return tc.Call(Complex(Float64().Call(i), Lit(1))), nil
	case info&types.IsNumeric != 0:
		return tc.Call(i), nil
	}
	return nil, fmt.Errorf("%s values cannot be made from a number", u)
}

// index is i+off, or i for off = 0.
func index(off int) *Statement {
	if off == 0 {
		return Id("i")
	}
	return Id("i").Op("+").Lit(off)
}

// typeCode is t as code in another package: a predeclared name or an
// exported, qualified one.
func typeCode(t types.Type) (*Statement, error) {
	switch t := t.(type) {
	case *types.Basic:
		return Id(t.Name()), nil
	case *types.Alias:
		return typeCode(types.Unalias(t))
	case *types.Array:
		elem, err := typeCode(t.Elem())
		if err != nil {
			return nil, err
		}
		return Index(Lit(int(t.Len()))).Add(elem), nil
	case *types.Named:
		obj := t.Obj()
		switch {
		case obj.Pkg() == nil:
			return Id(obj.Name()), nil
		case !token.IsExported(obj.Name()):
			return nil, fmt.Errorf("type %s is not exported", obj.Name())
		case t.TypeArgs().Len() > 0:
			return nil, fmt.Errorf("type %s is generic", obj.Name())
		}
		return Qual(obj.Pkg().Path(), obj.Name()), nil
	}
	return nil, fmt.Errorf("an unnamed %s type", kindName(t))
}
