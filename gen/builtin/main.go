// Command builtin writes the per-dtype packages of github.com/ndgo/ndarray
// (ndfloat32, ndint64, ndstring, ...) and nd's DType list from one table,
// templates/dtypes.json, through package gen. Run it from the repository
// root with "go generate ./..." or "make generate"; .ci/check-generated
// runs it with -out to compare.
package main

import (
	"flag"
	"log"

	"github.com/ndgo/ndarray/gen"
)

func main() {
	root := flag.String("root", ".", "repository root, where templates/ is read")
	out := flag.String("out", "", "where to write the packages (default: the root)")
	flag.Parse()
	if *out == "" {
		out = root
	}
	if err := gen.Builtin(*root, *out); err != nil {
		log.Fatal(err)
	}
}
