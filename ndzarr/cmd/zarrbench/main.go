// Command zarrbench measures ndzarr's reads for ndbench's Zarr rows: a
// float32 array of side×side (16384²: 1 GiB) chunked 256×256 in a
// directory store, compressed with Blosc lz4 + byte shuffle and with
// Blosc zstd + byte shuffle (zarr-python's Blosc defaults: level 5), read
// in full and as a 10% region (an off-chunk-grid square), with 1 and 2
// workers; with -numpy, zarr-python (Debian's python3-zarr) reads the same
// stores in the same rounds, with c-blosc on 1 and 2 threads.
//
// Method: Go writes the stores once (in -dir; tmpfs /dev/shm by default,
// removed at the end unless -keep). After a warm-up round that is not
// counted, every round times each column once, alternately (Go 1 worker,
// zarr-python 1 thread, Go 2 workers, zarr-python 2 threads), after a
// collection on both sides. Go reads into a new array, which reuses the
// last one's memory (collected, and zeroed as every new array is); zarr-python
// into a NumPy array kept from the last round (out=; zarr_side.py says
// why: a fresh 1 GiB np.empty costs the kernel's huge-page compaction).
// Both sides are timed the same way: one-worker reads by the process's
// CPU time (user and system, every thread's: the file reads, page faults
// and Go's collector count), which leaves out the time spent waiting for
// a core on a shared machine, and two-worker reads by the wall clock. A
// row's GB/s is the region's decoded bytes ÷ the median time, and its
// ratio the two sides' GB/s divided. Every round's samples (CPU, wall,
// system time and minor page faults) are in the JSON. Go's side runs
// under GOMAXPROCS equal to its workers. Both sides' first and
// last elements are compared, so the two read the same data.
//
// It writes one JSON document to stdout, which ndbench renders (go run
// ./cmd/ndbench -run zarr [-numpy]); notices go to stderr.
//
//	zarrbench [-side 16384] [-reps 5] [-numpy] [-dir /dev/shm] [-keep]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
)

func main() {
	side := flag.Int64("side", 16384, "side of the square float32 array (16384: 1 GiB)")
	reps := flag.Int("reps", 5, "rounds; figures are medians")
	numpy := flag.Bool("numpy", false, "also time zarr-python (/usr/bin/python3) on the same stores")
	dir := flag.String("dir", defaultDir(), "directory the stores are written in")
	keep := flag.Bool("keep", false, "keep the stores (and reuse kept ones of the same side)")
	flag.Parse()
	if *side < 256 || *reps < 1 {
		fmt.Fprintln(os.Stderr, "zarrbench: need -side >= 256 and -reps >= 1")
		os.Exit(2)
	}
	cfg := config{side: *side, reps: *reps, numpy: *numpy, dir: *dir, keep: *keep}
	rep, err := run(context.Background(), cfg, os.Stderr)
	if err == nil {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", " ")
		err = enc.Encode(rep)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zarrbench:", err)
		os.Exit(1)
	}
}

// config is one run's settings, from the flags.
type config struct {
	side  int64
	reps  int
	numpy bool
	dir   string
	keep  bool
}

// defaultDir is tmpfs when the machine has one at /dev/shm, so that the
// figures are the decoder's and not the disk's.
func defaultDir() string {
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		return "/dev/shm"
	}
	return os.TempDir()
}
