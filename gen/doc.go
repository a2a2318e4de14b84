package gen

import (
	"fmt"
	"path"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// emitDoc writes the package documentation.
func emitDoc(f *File, d DType) {
	get, set := "Get"+d.Name, "Set"+d.Name
	if d.Custom() {
		f.PackageComment(customDoc(d, get, set) + scatterDoc(d))
		return
	}
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
templates/dtypes.json, like every other dtype package; do not edit it.`, d.Pkg(), elemName(d), get, set) +
		storageDoc(d) + scatterDoc(d))
}

// customDoc is the package documentation of a user's type's package.
func customDoc(d DType, get, set string) string {
	elem := path.Base(d.Import) + "." + d.Type
	moves := fmt.Sprintf("Bulk copies move whole runs at a time, in Go: %s.", d.inGo)
	if carrier(d) != "" {
		moves = fmt.Sprintf("Bulk copies move whole runs at a time, through the asm kernels: %s "+
			"holds no pointers, and its %d bytes move as a %s.", elem, d.Width, carrier(d))
	}
	eq := "Equal compares elements with ==."
	if d.Equal != "" {
		eq = "Equal compares elements with " + path.Base(d.Import) + "." + d.Equal + "."
	}
	return reflow(fmt.Sprintf(`Package %[1]s provides n-dimensional arrays of %[2]s values.

An *NdArray is a view over flat storage: New allocates a zero-filled array,
Wrap views an existing []%[2]s without copying. Views share storage, so
writing through one is seen by the others. Indices (nd.At, nd.Range,
nd.Step, nd.NewAxis, nd.Ellipsis, ...) follow NumPy. Scalar access (%[3]s,
%[4]s) does not allocate. %[5]s

String prints the elements as fmt.Sprint does; %[6]s AsReadOnly returns a
view that refuses writes (nd.ErrReadOnly).

*NdArray satisfies nd.Array[%[2]s, *NdArray], whose DType is nd.Other.
This package was written by cmd/ndgen (github.com/ndgo/ndarray) for
%[7]s.%[8]s; run go generate again after changing the type, and do not edit it.`,
		d.Pkg(), elem, get, set, moves, eq, d.Import, d.Type))
}

// reflow rewraps each paragraph of text (blank-line separated) to lines of
// at most 76 columns, so that doc comments built from parts stay short.
func reflow(text string) string {
	var out []string
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		line := ""
		var lines []string
		for _, w := range strings.Fields(para) {
			if line != "" && len(line)+1+len(w) > 76 {
				lines = append(lines, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += w
		}
		out = append(out, strings.Join(append(lines, line), "\n"))
	}
	return strings.Join(out, "\n\n")
}
