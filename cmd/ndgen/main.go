// Command ndgen writes an n-dimensional array package for an element type
// of your own, with the API and tests every dtype package of
// github.com/ndgo/ndarray has (views, copies, StridedSlice, GatherNd,
// Gather, nested slices, iteration, printing, combining ops). Run it in
// the package that declares the type, usually from a go:generate line:
//
//	//go:generate go run github.com/ndgo/ndarray/cmd/ndgen -type RGB -out ndrgb
//
// The type must be a named basic, struct or array type. Pointer-free types
// of 1, 2, 4, 8 or 16 bytes move through the library's asm kernels; types
// holding pointers (strings, slices, ...) never do. Elements print as
// fmt.Sprint prints them and compare with ==, or with the function -equal
// names for types that are not comparable. The generated tests use -values
// (a func(i int) T) for their values, or build them from the definition.
// The ops that only move elements are written too: BooleanMask, Where and
// ArgWhere (nonzero: not equal to the zero value), TensorScatterUpdate and
// ScatterNdUpdate, with TensorFlow's semantics and the shared tests. The
// ones that need arithmetic on the elements are not: the numeric extras of
// the library's own packages (Cast, AllClose, Arange, Linspace) and the
// arithmetic scatters (ScatterNd, TensorScatterAdd/Sub/Min/Max,
// ScatterNdAdd).
//
// ndgen is in its own module, beside the library's, so that the library
// does not require the generator's dependencies; the code it writes needs
// only the library. See package github.com/ndgo/ndarray/gen.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/ndgo/ndarray/gen"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "ndgen:", err)
		os.Exit(1)
	}
}

// run is ndgen with the given arguments, writing usage errors to stderr.
func run(args []string, stderr io.Writer) error {
	var u gen.UserType
	fs := flag.NewFlagSet("ndgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&u.Type, "type", "", "the element type, declared in the package in -dir (required)")
	fs.StringVar(&u.Out, "out", "",
		"the package directory to write, relative to -dir (default nd<type>, lower case)")
	fs.StringVar(&u.Dir, "dir", ".", "the directory of the package declaring the type")
	fs.StringVar(&u.Equal, "equal", "", "a func(a, b T) bool of that package, for types without ==")
	fs.StringVar(&u.Values, "values", "", "a func(i int) T of that package giving the tests' values")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if u.Type == "" || fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("want -type and no arguments")
	}
	_, err := gen.WriteUserType(u)
	return err
}
