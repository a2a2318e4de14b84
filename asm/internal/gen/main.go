// Command gen writes the avo kernels of package asm with their Go
// declarations, one kernel family per run: -kernels X writes the family's
// assembly (-out, asm/X_amd64.s) and stubs (-stubs, asm/X_amd64.go). The
// families are stream (the streaming copy and its fence), shuffle (the
// strided gathers and the prefetch of their next run), block (short rows),
// transpose (tile transposes), gather (gathers by index), scatter (add
// scatters by row number), convert (element type conversions), unshuffle
// (Blosc's byte unshuffle), pairs (GatherNd's gather by (i, j) pairs) and
// strided (blocks of short strided rows); asm/doc.go has one go:generate
// line for each.
package main

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	. "github.com/mmcloughlin/avo/build"
)

// families are the kernel families by -kernels name: each emits its
// kernels in the order they appear in its files.
var families = map[string]func(){
	"stream": func() {
		streamCopy()
		streamRows()
		fence()
	},
	"shuffle": func() {
		prefetchLines()
		for _, k := range shuffles {
			streamShuffle(k)
			cachedShuffle(k)
		}
	},
	"block": copyBlock,
	"unshuffle": func() {
		for _, size := range unshuffleSizes {
			unshuffle(size)
		}
	},
	"transpose": func() {
		for _, k := range transposeStrips {
			transpose(k)
		}
	},
	"convert": func() {
		for _, c := range conversions {
			convertKernel(c, false)
			convertKernel(c, true)
			if multiStream[c.name] {
				convertStreamsKernel(c)
			}
		}
	},
	"scatter": func() {
		for _, f := range scatterFloats {
			scatterAddScalars(f)
			scatterAddRows(f, 64)
			scatterAddRows(f, 0)
		}
	},
	"gather": func() {
		for _, idxWidth := range []int{8, 4} {
			for _, w := range []int{1, 2, 4, 8} {
				gatherScalars(w, idxWidth)
			}
		}
		for _, size := range []int{16, 32, 64, 128, 0} {
			gatherRows(size)
		}
	},
	"pairs":   pairsFamily,
	"strided": stridedFamily,
}

var kernels = flag.String("kernels", "", "the kernel family to write: "+strings.Join(slices.Sorted(maps.Keys(families)), ", "))

func main() {
	flag.Parse()
	emit, ok := families[*kernels]
	if !ok {
		fmt.Fprintf(os.Stderr, "gen: unknown -kernels %q\n", *kernels)
		os.Exit(2)
	}
	ConstraintExpr("!purego")
	emit()
	Generate()
}
