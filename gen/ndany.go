package gen

import (
	"fmt"
	"path"
	"strings"

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
	f.Comment("Fixed is the element types whose items are plain bytes, which View, Load")
	f.Comment("and Bytes move as they are: every dtype's Go type but string.")
	f.Type().Id("Fixed").Interface(fixed)

	f.Comment("dtypes is what ndany knows of each dtype of the library: its package's")
	f.Comment("WrapLayout, from which the generic entries build everything else.")
	f.Var().Id("dtypes").Op("=").Map(nd("DType")).Id("entry").Values(entries)
	return f
}

// anyDocFile writes ndany/doc.go: the package documentation, with the
// table of each dtype's array type.
func anyDocFile(table []DType) *File {
	f := NewFilePathName(anyPath, "ndany")
	f.HeaderComment(header)
	var rows strings.Builder
	for _, d := range table {
		fmt.Fprintf(&rows, "\t%-14s *%s.NdArray\n", "nd."+d.Name, d.Pkg())
	}
	f.PackageComment(`Package ndany makes and takes apart arrays whose dtype is known only at
run time, as nd.AnyArray: those that file formats and interchange read and
write (packages npy, safetensors, ndzarr, ndarrow). It is the library's one
table of dtypes, generated from templates/dtypes.json as the dtype packages
are, so that no reader or writer switches over dtypes itself.

New makes a zero-filled array of a dtype; View views bytes in memory (a
mapped file, an Arrow buffer) as the items of one, without copying; Load
fills a new one from bytes; Bytes and BytesInOrder give an array's items
back as bytes, ItemsInOrder as its element type; ReadOnly returns its
read-only view. SwapBytes, NormalizeBools, ValidBools, Aligned and
AlignedCopy are what formats need around them: their bytes are in a stated
byte order, bools may be any byte, and buffers may start anywhere.

The arrays are the dtype packages' own:

` + rows.String() + `
and the package's From returns the typed array, without a type assertion:

	a, err := ndany.View(nd.Float32, raw, nd.RowMajor(2, 3))
	x, err := ndfloat32.From(a) // *ndfloat32.NdArray, a view of raw`)
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
	f.Comment("dtypeIO holds the typed read and write of each dtype whose items are plain")
	f.Comment("bytes (see arrayIO).")
	f.Var().Id("dtypeIO").Op("=").Map(nd("DType")).Id("arrayIO").Values(entries)
	return f
}
