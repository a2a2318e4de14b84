package crossdtype_test

import (
	"os"
	"strconv"
)

// ballast is a live pointer-free heap of ND_BENCH_BALLAST_MIB MiB, set by
// the environment, for the benchmarks to run beside, as in a program that
// holds numeric data: the garbage collector then runs as rarely as it would
// there, not after every few hundred kilobytes of a bare benchmark heap.
var ballast []byte

func init() {
	if mib, err := strconv.Atoi(os.Getenv("ND_BENCH_BALLAST_MIB")); err == nil && mib > 0 {
		ballast = make([]byte, mib<<20)
	}
}
