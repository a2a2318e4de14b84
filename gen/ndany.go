package gen

import (
	"path"

	. "github.com/dave/jennifer/jen"
)

const anyPath = modulePath + "/ndany"

// fixedSize reports whether d's items are plain bytes, which formats read
// and write as they are: every dtype but strings, whose items are string
// headers.
func fixedSize(d DType) bool { return d.Kind != "string" }

// importNames names the imports of nd, the dtype packages and the storage
// types' packages by their package names, as goimports would, rather than
// with jennifer's explicit aliases.
func importNames(f *File, table []DType) {
	names := map[string]string{ndPath: "nd"}
	for _, d := range table {
		names[d.ImportPath()] = d.Pkg()
		if d.Storage != nil {
			names[d.Storage.Import] = path.Base(d.Storage.Import)
		}
	}
	f.ImportNames(names)
}

// anyTableFile writes ndany/dtypes.go: the Fixed constraint and the table
// through which package ndany makes and takes apart the arrays of each
// dtype (the generic code it names is ndany's hand-written entry_extra.go).
func anyTableFile(table []DType) *File {
	f := NewFilePathName(anyPath, "ndany")
	f.HeaderComment(header)

	importNames(f, table)

	var fixed *Statement
	var last DType
	entries := Dict{}
	for _, d := range table {
		of := "typedOf"
		if fixedSize(d) {
			of = "fixedOf"
			switch {
			case fixed == nil:
				fixed = d.T()
			case d.Kind != last.Kind || d.Storage != nil: // a line per kind
				fixed = fixed.Op("|").Line().Add(d.T())
			default:
				fixed = fixed.Op("|").Add(d.T())
			}
			last = d
		}
		entries[nd(d.Name)] = Id(of).Call(Qual(d.ImportPath(), "WrapLayout"))
	}
	doc(f, "ndany.Fixed", nil)
	f.Type().Id("Fixed").Interface(fixed)

	doc(f, "ndany.dtypes", nil)
	f.Var().Id("dtypes").Op("=").Map(nd("DType")).Id("entry").Values(entries)
	return f
}

// anyDocFile writes ndany/doc.go: the package documentation, with the
// table of each dtype's array type.
func anyDocFile(table []DType) *File {
	f := NewFilePathName(anyPath, "ndany")
	f.HeaderComment(header)
	f.PackageComment(text("ndany.package", table))
	return f
}

// zarrTableFile writes ndzarr/dtypes_gen.go: ndzarr's typed read and write
// (ioOf in ndzarr/dispatch.go) of every dtype whose items are plain bytes,
// so that ndzarr dispatches on a table rather than a switch over dtypes.
// Which of them Zarr metadata may name is ndzarr's own business.
func zarrTableFile(table []DType) *File {
	f := NewFilePathName(modulePath+"/ndzarr", "ndzarr")
	f.HeaderComment(header)
	importNames(f, table)
	entries := Dict{}
	for _, d := range table {
		if fixedSize(d) {
			entries[nd(d.Name)] = Id("ioOf").Call(Qual(d.ImportPath(), "Wrap"))
		}
	}
	doc(f, "ndzarr.dtypeIO", nil)
	f.Var().Id("dtypeIO").Op("=").Map(nd("DType")).Id("arrayIO").Values(entries)
	return f
}
