package gen

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/packages"
)

// UserType says which of a user's types to write a package for, and where:
// cmd/ndgen's flags.
type UserType struct {
	Dir    string // the directory of the package declaring Type ("" for ".")
	Type   string // the element type's name, e.g. RGB
	Out    string // the directory to write, relative to Dir ("" for "nd" + lower-case Type)
	Equal  string // a func(a, b Type) bool of the package, for types without ==, or ""
	Values string // a func(i int) Type of the package giving the tests' values, or ""
}

// WriteUserType writes the dtype package of a user's element type: the full
// NdArray API and the shared test suite, as the library's own packages
// have, built on ndkit. The type is read from its package's source with
// go/types, not reflect, and must be a named basic, struct or array type;
// see InspectUserType for what decides the rest.
func WriteUserType(o UserType) (DType, error) {
	d, dir, err := InspectUserType(o)
	if err != nil {
		return d, err
	}
	return d, writePackage(d, dir, nil)
}

// InspectUserType reads the type o names from its package's source and returns its
// row and the directory to write. Pointer-free types of width 1, 2, 4, 8
// or 16 bytes (the same on every platform) take the asm paths, moved as
// an unsigned integer or complex128 of their width; types holding
// pointers anywhere (strings, slices, maps, pointers, interfaces, ...)
// never do. Equality is == for comparable types, else o.Equal, which must
// then be given. The tests' values come from o.Values, or are built from
// the definition: val(i) converted to each basic part (i+k for the k-th
// field or element), which needs exported fields.
func InspectUserType(o UserType) (DType, string, error) {
	if o.Dir == "" {
		o.Dir = "."
	}
	pkg, err := loadPackage(o.Dir)
	if err != nil {
		return DType{}, "", err
	}
	return inspect(pkg, o)
}

// inspect is InspectUserType of a loaded package.
func inspect(pkg *packages.Package, o UserType) (DType, string, error) {
	if o.Out == "" {
		o.Out = "nd" + strings.ToLower(o.Type)
	}
	named, err := lookupType(pkg, o.Type)
	if err != nil {
		return DType{}, "", err
	}
	d := DType{Name: o.Type, Type: o.Type, Kind: kindCustom, Import: pkg.PkgPath,
		Equal: o.Equal, Values: o.Values}
	d.Width, d.Asm, d.inGo = layoutOf(named)
	dir, err := outDir(&d, pkg, o.Out)
	if err != nil {
		return d, "", err
	}
	if err := checkFuncs(pkg, named, &d); err != nil {
		return d, "", err
	}
	if d.Values == "" {
		if d.val, err = valCode(named, 0); err != nil {
			return d, "", fmt.Errorf("type %s: cannot make test values: %w; write a func(i int) %s "+
				"returning distinct values and name it with -values", o.Type, err, o.Type)
		}
	}
	return d, dir, d.check(nil)
}

// loadPackage loads the package in dir with its types, checked from source
// (export data would lack its unexported names), and its module.
func loadPackage(dir string) (*packages.Package, error) {
	mode := packages.NeedName | packages.NeedTypes | packages.NeedTypesSizes | packages.NeedModule |
		packages.NeedSyntax | packages.NeedTypesInfo
	pkgs, err := packages.Load(&packages.Config{Mode: mode, Dir: dir}, ".")
	if err != nil {
		return nil, err
	}
	if len(pkgs) != 1 {
		return nil, fmt.Errorf("%s: want one package, found %d", dir, len(pkgs))
	}
	pkg := pkgs[0]
	var errs []error
	for _, e := range pkg.Errors {
		errs = append(errs, e)
	}
	switch {
	case len(errs) > 0:
		return nil, errors.Join(errs...)
	case pkg.Module == nil:
		return nil, fmt.Errorf("%s: package %s is not in a module", dir, pkg.PkgPath)
	case pkg.Name == "main":
		return nil, fmt.Errorf("%s: package main cannot be imported: "+
			"declare the type in another package", dir)
	}
	return pkg, nil
}

// lookupType returns the named type name of pkg, or why it cannot be an
// element type.
func lookupType(pkg *packages.Package, name string) (*types.Named, error) {
	obj := pkg.Types.Scope().Lookup(name)
	tn, ok := obj.(*types.TypeName)
	switch {
	case name == "" || !token.IsIdentifier(name):
		return nil, fmt.Errorf("type name %q is not a Go identifier", name)
	case obj == nil:
		return nil, fmt.Errorf("package %s declares no type %s", pkg.PkgPath, name)
	case !ok:
		return nil, fmt.Errorf("%s in package %s is not a type", name, pkg.PkgPath)
	case !token.IsExported(name):
		return nil, fmt.Errorf("type %s is not exported: the generated package cannot name it", name)
	case tn.IsAlias():
		return nil, fmt.Errorf("type %s is an alias: name the type it stands for", name)
	}
	named, _ := tn.Type().(*types.Named)
	if named == nil || named.TypeParams().Len() > 0 {
		return nil, fmt.Errorf("type %s is generic: instantiate it as a named type first", name)
	}
	switch u := named.Underlying().(type) {
	case *types.Struct, *types.Array:
	case *types.Basic:
		if u.Kind() == types.UnsafePointer {
			return nil, fmt.Errorf("type %s is an unsafe.Pointer: not an element type", name)
		}
	default:
		return nil, fmt.Errorf("type %s is a %s type: want a named basic, struct or array type",
			name, kindName(u))
	}
	return named, nil
}

// kindName names the kind of type t for errors.
func kindName(t types.Type) string {
	switch t.(type) {
	case *types.Slice:
		return "slice"
	case *types.Map:
		return "map"
	case *types.Pointer:
		return "pointer"
	case *types.Chan:
		return "channel"
	case *types.Signature:
		return "func"
	case *types.Interface:
		return "interface"
	}
	return fmt.Sprintf("%T", t)
}

// layoutOf returns t's width in bytes on amd64, and whether it may take the
// asm paths: no pointers, a width that has a carrier, and the same width
// on 32-bit platforms (a struct holding an int has not); if not, why.
func layoutOf(t types.Type) (int, bool, string) {
	w64 := types.SizesFor("gc", "amd64").Sizeof(t)
	w32 := types.SizesFor("gc", "386").Sizeof(t)
	switch {
	case hasPointers(t):
		return int(w64), false, "it holds pointers, which assembly must not move"
	case w64 != w32:
		return int(w64), false, "its width differs between platforms"
	case carriers[int(w64)] == "":
		return int(w64), false, fmt.Sprintf("the asm kernels take 1, 2, 4, 8 or 16 bytes, not %d", w64)
	}
	return int(w64), true, ""
}

// hasPointers reports whether values of t hold a pointer anywhere.
func hasPointers(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() == types.String || u.Kind() == types.UnsafePointer
	case *types.Struct:
		for i := range u.NumFields() {
			if hasPointers(u.Field(i).Type()) {
				return true
			}
		}
		return false
	case *types.Array:
		return u.Len() > 0 && hasPointers(u.Elem())
	}
	return true // slices, maps, pointers, channels, funcs, interfaces
}

// outDir sets d's package name and import path from out (relative to the
// type's package directory) and returns the directory.
func outDir(d *DType, pkg *packages.Package, out string) (string, error) {
	dir := out
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(pkgDir(pkg), out)
	}
	rel, err := filepath.Rel(pkg.Module.Dir, dir)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("-out %s is outside module %s (%s)", out, pkg.Module.Path, pkg.Module.Dir)
	}
	d.Package = filepath.Base(dir)
	d.Path = pkg.Module.Path + "/" + filepath.ToSlash(rel)
	if rel == "." {
		d.Path = pkg.Module.Path
	}
	if d.Path == pkg.PkgPath {
		return "", fmt.Errorf("-out %s is the type's own package: write a package of its own", out)
	}
	return dir, nil
}

// pkgDir is the directory of pkg's sources: the module directory joined
// with the package's path inside the module.
func pkgDir(pkg *packages.Package) string {
	rel := strings.TrimPrefix(strings.TrimPrefix(pkg.PkgPath, pkg.Module.Path), "/")
	return filepath.Join(pkg.Module.Dir, filepath.FromSlash(rel))
}

// checkFuncs checks d's Equal and Values functions against their
// signatures, and that a type without == has an Equal.
func checkFuncs(pkg *packages.Package, t *types.Named, d *DType) error {
	boolT := types.Typ[types.Bool]
	if d.Equal != "" {
		if err := checkFunc(pkg, d.Equal, "-equal", []types.Type{t, t}, boolT); err != nil {
			return err
		}
	} else if !types.Comparable(t) {
		return fmt.Errorf("type %s is not comparable (it holds a slice, map or func): write a "+
			"func(a, b %s) bool and name it with -equal", d.Type, d.Type)
	}
	if d.Values != "" {
		return checkFunc(pkg, d.Values, "-values", []types.Type{types.Typ[types.Int]}, t)
	}
	return nil
}

// checkFunc checks that pkg declares an exported func name(params) result.
func checkFunc(pkg *packages.Package, name, flag string, params []types.Type,
	result types.Type) error {
	want := types.NewSignatureType(nil, nil, nil, tuple(params...), tuple(result), false)
	fn, ok := pkg.Types.Scope().Lookup(name).(*types.Func)
	switch {
	case !ok:
		return fmt.Errorf("%s %s: package %s declares no func %s", flag, name, pkg.PkgPath, name)
	case !token.IsExported(name):
		return fmt.Errorf("%s %s: the func is not exported: the generated package cannot call it",
			flag, name)
	case !types.Identical(fn.Type(), want):
		return fmt.Errorf("%s %s: the func is %s, want %s", flag, name, fn.Type(), want)
	}
	return nil
}

func tuple(ts ...types.Type) *types.Tuple {
	vars := make([]*types.Var, len(ts))
	for i, t := range ts {
		vars[i] = types.NewParam(token.NoPos, nil, "", t)
	}
	return types.NewTuple(vars...)
}
