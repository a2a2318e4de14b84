// Command gen writes the library's avo kernels with their Go declarations.
// The table below is the one list of kernel families: each family's
// emitter and the package its two files go to, X_amd64.s (the assembly)
// and X_amd64.go (the stubs).
//
//	go run ./asm/internal/gen -all -root .
//
// writes every family under the repository root -root (asm/doc.go's
// go:generate line; .ci/check-generated runs it into a temporary tree). It
// runs itself once per family with -kernels X, in that family's folder,
// because avo builds one file per process; the flags of that run are what
// avo records in each file's header, so they hold no path and the header
// is the same wherever the tree is.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	. "github.com/mmcloughlin/avo/build"
)

// A family is a set of kernels generated into one pair of files.
type family struct {
	name string // -kernels name and file prefix
	dir  string // the package's folder, from the repository root; its last element is the package's name
	emit func() // emits the kernels, in the order of its files
}

// families are every kernel family and the package it belongs to: data
// movement in asm/move, conversions in asm/convert, the add scatters in
// asm/scatter, and Blosc's unshuffle beside ndzarr's codec.
var families = []family{
	{"stream", "asm/move", func() { // the streaming copy, its rows, the fill's lines and the fence
		streamCopy()
		streamRows()
		streamLines()
		fence()
	}},
	{"shuffle", "asm/move", func() { // the strided gathers and the prefetch of their next run
		prefetchLines()
		for _, k := range shuffles {
			streamShuffle(k)
			cachedShuffle(k)
		}
		for _, g := range permuteGathers {
			permuteGather(g.width, g.stride)
		}
	}},
	{"block", "asm/move", copyBlock}, // short rows
	{"transpose", "asm/move", func() { // tile transposes
		for _, k := range transposeStrips {
			transpose(k)
		}
	}},
	{"gather", "asm/move", func() { // gathers by index
		for _, idxWidth := range []int{8, 4} {
			for _, w := range []int{1, 2, 4, 8} {
				gatherScalars(w, idxWidth)
			}
		}
		for _, size := range []int{16, 32, 64, 128, 0} {
			gatherRows(size)
		}
	}},
	{"pairs", "asm/move", pairsFamily},     // GatherNd's gather by (i, j) pairs
	{"strided", "asm/move", stridedFamily}, // blocks of short strided rows
	{"convert", "asm/convert", func() { // element type conversions
		for _, c := range conversions {
			convertKernel(c, false)
			convertKernel(c, true)
			if multiStream[c.name] {
				convertStreamsKernel(c)
			}
			if w, ok := wideConversions[c.name]; ok {
				convertKernel512(c, w)
			}
		}
	}},
	{"scatter", "asm/scatter", func() { // add scatters by row number
		for _, f := range scatterFloats {
			scatterAddScalars(f)
			scatterAddRows(f, 64)
			scatterAddRows(f, 0)
		}
	}},
	{"compute", "asm/compute", computeFamily},       // elementwise arithmetic, comparisons, simple unary ops
	{"mathf", "asm/compute", mathfFamily},           // exp, log, tanh, sigmoid, ... of float32 and float64
	{"reduce", "asm/compute", reduceFamily},         // pairwise sums, maxima and minima of float32 and float64
	{"reducei", "asm/compute", reduceiFamily},       // sums, maxima and minima of int32, int64 and uint8 runs
	{"reducearg", "asm/compute", reduceargFamily},   // arg-maxima and arg-minima of float, int32, int64 and uint8 runs
	{"reducenz", "asm/compute", reducenzFamily},     // any, all and count of nonzero elements
	{"reducerow", "asm/compute", reducerowFamily},   // rows of the reductions along the outer axis
	{"reducesq", "asm/compute", reducesqFamily},     // the leaves of the pairwise sums of squared differences
	{"reducerows", "asm/compute", reducerowsFamily}, // the leaves of the reductions along the outer axis
	{"gemm", "asm/compute", gemmFamily},             // the micro-kernels of the matrix products
	{"sort", "asm/compute", sortFamily},             // the vectorised quicksort's partition and networks
	{"unshuffle", "ndzarr/internal/shuffle", func() { // Blosc's byte unshuffle
		for _, size := range unshuffleSizes {
			unshuffle(size)
		}
	}},
}

var (
	all     = flag.Bool("all", false, "write every family under -root")
	root    = flag.String("root", ".", "the repository root that -all writes under")
	kernels = flag.String("kernels", "", "write one family (with avo's -out, -stubs and -pkg): "+
		strings.Join(names(), ", "))
)

func names() []string {
	var s []string
	for _, f := range families {
		s = append(s, f.name)
	}
	return s
}

func main() {
	flag.Parse()
	if *all {
		if err := generateAll(*root); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		return
	}
	i := slices.IndexFunc(families, func(f family) bool { return f.name == *kernels })
	if i < 0 {
		fmt.Fprintf(os.Stderr, "gen: unknown -kernels %q (or use -all)\n", *kernels)
		os.Exit(2)
	}
	ConstraintExpr("!purego")
	families[i].emit()
	Generate()
}

// generateAll runs this program once per family, in the family's folder
// under root, with file names relative to it.
func generateAll(root string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	for _, f := range families {
		dir := filepath.Join(root, filepath.FromSlash(f.dir))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		cmd := exec.Command(self, "-kernels", f.name, "-out", f.name+"_amd64.s",
			"-stubs", f.name+"_amd64.go", "-pkg", path.Base(f.dir))
		cmd.Dir, cmd.Stdout, cmd.Stderr = dir, os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("family %s: %w", f.name, err)
		}
	}
	return nil
}
