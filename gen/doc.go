package main

import (
	"fmt"

	. "github.com/dave/jennifer/jen"
)

// emitDoc writes the package documentation.
func emitDoc(f *File, d DType) {
	get, set := "Get"+d.Name, "Set"+d.Name
	f.PackageComment(fmt.Sprintf(`Package %[1]s provides n-dimensional arrays of Go %[2]s values.

An *NdArray is a view over flat storage: New allocates a zero-filled array,
Wrap views an existing []%[2]s without copying. Views share storage, so
writing through one is seen by the others (see the package Example).

Indices (nd.At, nd.Range, nd.Step, nd.NewAxis, nd.Ellipsis, ...) follow NumPy:
negative values count from the end, range bounds are clamped. Scalar access
(%[3]s, %[4]s) does not allocate. Bulk copies (CopyTo, Set, Read, Write, Copy,
ToSlice) move whole contiguous runs at a time.

AsReadOnly returns a view that refuses writes, as NumPy's arrays without the
WRITEABLE flag: on it, and on every view made from it, %[4]s, SetValue,
Set, Write and Fill panic with nd.ErrReadOnly, as do CopyTo and GatherNdInto
(which returns the error) with it as destination. Copies are writable.

*NdArray satisfies nd.Array[%[2]s, *NdArray], so code written over that
interface works for every dtype package. This package is generated from
templates/dtypes.json, like every other dtype package; do not edit it.`, d.Pkg(), d.Type, get, set) +
		scatterDoc(d))
}
