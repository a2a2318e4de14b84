// Command ndbench prints the benchmark report: for each data-movement
// workload of the reference table (docs: perf-anchors.md), plus short runs
// (b[:, :, 1:5]) and scalar access, on float32 and on int64 arrays, the
// library's speed in GB/s on one core (GOMAXPROCS=1) and by default (what
// users get: all cores, nd.BulkWorkers), beside its naive twin — the loop a
// user would write without the library — and, with -numpy, NumPy doing the
// same; the single-core figure also as a ratio to a memcpy of the same
// bytes over the workload's own memory. A row where the library is slower
// on one core than its twin (the naive loop; for the scalar getter loops,
// the hand loop that keeps their contract, the "limit" column) or than NumPy
// beyond the run's noise is marked behind (verdict.go), and the report's
// last line says whether any row is, and which.
//
// Method: every figure is a median over rounds (-reps). In each round the
// memcpy, the library (one core), the naive twin and the library (default)
// are called in turn, at least three times each and for at least 100 ms,
// and the fastest call of each is kept; then the NumPy process (one Python
// process, numpy_side.py, up for the whole report) times the row's NumPy
// twin the same way. So the figures of a row are taken alternately, seconds
// apart, in the same phase of a shared, noisy machine. The "× naive" and
// "× NumPy" columns are medians of the per-round time ratios. Single-core
// calls (ours and NumPy's) are timed by the thread's CPU time, which leaves
// out the time the thread waited for a core while others compile; the
// default column, whose calls may use several threads, by the wall clock.
//
// Every source array is written before it is timed (never-written memory
// reads as the shared zero page), and every destination is touched once
// outside the timing. Bytes moved follow the STREAM rule: a copy counts its
// output bytes twice (read once, written once); a gather counts its output
// twice plus the index bytes it reads; the element-access loop counts the
// bytes it reads; an elementwise op counts the bytes it reads (each input
// element once) plus those it writes.
//
// A last section, small arrays, gives the per-call time and allocations of
// views, copies and scalar access on float32 arrays of 64 to 256 elements
// (and of a hand-written loop), where bookkeeping rather than memory sets
// the cost; with -numpy, beside NumPy's time for the same Python statement.
//
// A section of matrix products (matmul.go) follows: MatMulInto of float32
// and float64 squares and a batch, in GFLOP/s, beside the naive triple
// loop and NumPy's matmul with its BLAS on one thread (the 1-core
// column) and on its default threads (the default column).
//
// The workloads are a table (workloads.go): to add one, add a row with its
// library call, naive twin and NumPy twin. -json FILE writes the rows as
// JSON too; -run REGEXP measures only the rows whose key matches.
//
// Usage:
//
//	ndbench [-quick] [-n 4096] [-reps 7] [-workers 0] [-numpy] [-json FILE] [-run REGEXP] [-gpu] [-zarr=false]
//
// Unless -quick (or -zarr=false, or -run not matching "zarr"), a Zarr
// section follows: zarr.go.
//
// With -gpu (and a build with -tags opencl), a device section follows:
// gpu.go.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"sync"

	"github.com/ndgo/ndarray/nd"
)

// config is one report's settings, from the flags.
type config struct {
	n        int64  // side of the square arrays; every other size follows from it
	quick    bool   // a quarter of the scalar and row gathers' indices (sizesFor)
	reps     int    // rounds; figures are medians
	workers  int    // nd.SetBulkWorkers for the default column (0: GOMAXPROCS)
	numpy    bool   // also measure NumPy (numpy_side.py)
	jsonPath string // write the rows as JSON here too ("": don't)
	only     string // measure only the workloads whose key matches this regexp ("": all)
}

func main() {
	n := flag.Int64("n", 4096, "side of the square arrays a (4096: 64 MiB f32, 128 MiB i64, beyond L3); the 3-D cube, gather tables and index counts scale with n²")
	reps := flag.Int("reps", 7, "rounds; figures are medians")
	quick := flag.Bool("quick", false, "3 rounds and ¼ of the scalar and row gathers' indices (same tables), for a report in well under a minute")
	workers := flag.Int("workers", 0, "goroutines one large copy or gather may use in the default column (nd.SetBulkWorkers); 0: GOMAXPROCS")
	numpy := flag.Bool("numpy", false, "also measure the workloads in NumPy (Debian's /usr/bin/python3) and add NumPy columns")
	jsonPath := flag.String("json", "", "also write the results as JSON to this file")
	only := flag.String("run", "", "measure only the workloads whose key (copy, cube, T, gather, ...; see -json) matches this regexp, and skip the small arrays; -run small: the small arrays only")
	flag.Parse()
	if *quick {
		*reps = 3
	}
	if *n < 4 || *reps < 1 || *workers < 0 {
		fmt.Fprintln(os.Stderr, "ndbench: need -n >= 4, -reps >= 1 and -workers >= 0")
		os.Exit(2)
	}
	cfg := config{n: *n, quick: *quick, reps: *reps, workers: *workers, numpy: *numpy, jsonPath: *jsonPath, only: *only}
	zarr := zarrSelected(cfg, *zarrFlag)
	var v verdict
	if err := bench(cfg, os.Stdout, os.Stderr, &v); err != nil && !(zarr && errors.Is(err, errNoWorkload)) {
		fmt.Fprintln(os.Stderr, "ndbench:", err)
		os.Exit(1)
	}
	if zarr {
		if err := zarrReport(os.Stdout, os.Stderr, cfg, &v); err != nil {
			fmt.Fprintln(os.Stderr, "ndbench: Zarr rows:", err)
			os.Exit(1)
		}
	}
	if *gpuFlag {
		if err := gpuReport(os.Stdout, cfg.n, cfg.quick, cfg.reps); err != nil {
			fmt.Fprintln(os.Stderr, "ndbench: device:", err)
			os.Exit(1)
		}
	}
	// The exit status stays 0 when a row is behind: on a shared machine a
	// verdict is a reading, not a failure to stop a build on.
	v.write(os.Stdout)
}

// bench measures every workload (and, with cfg.numpy, its NumPy twin),
// writes the report to stdout and notices to stderr, and adds the rows to v.
func bench(cfg config, stdout, stderr io.Writer, v *verdict) error {
	stderr = &syncWriter{w: stderr} // the NumPy process writes to it too
	prev := nd.SetBulkWorkers(cfg.workers)
	defer nd.SetBulkWorkers(prev)
	var np *numpyProc
	if cfg.numpy {
		var err error
		if np, err = startNumpy(stderr); err != nil {
			fmt.Fprintf(stderr, "ndbench: no NumPy columns: %v\n", err)
			np = nil
		} else {
			defer np.close()
		}
	}
	s := sizesFor(cfg.n, cfg.quick)
	if cfg.only == smallOnly {
		return benchSmall(cfg, np, stdout, stderr)
	}
	ws, err := selectWorkloads(allWorkloads(s), cfg.only)
	mms, _ := matching(matmulRows(s, cfg.quick), func(r matmulRow) string { return r.key }, cfg.only)
	if err != nil && !(errors.Is(err, errNoWorkload) && len(mms) > 0) {
		return err
	}
	env := environment{procs: runtime.GOMAXPROCS(0), workers: nd.BulkWorkers()}
	if np != nil {
		env.numpyVersion = np.Version
	}
	var results []result
	if len(ws) > 0 {
		results = run(ws, cfg.reps, env.procs, s, np, stderr)
		versus := gatherVersus(ws, cfg.reps)
		report(stdout, cfg, env, s, results, versus, v)
	}
	if cfg.only == "" {
		if err := benchSmall(cfg, np, stdout, stderr); err != nil {
			return err
		}
	}
	var products []matmulResult
	if len(mms) > 0 {
		products = runMatMul(mms, cfg.reps, env.procs, s, np, stderr)
		blas, threads := "", 0
		if np != nil {
			blas, threads = np.BLAS, np.BLASThreads
		}
		writeMatMul(stdout, products, env, blas, threads, v)
	}
	if cfg.jsonPath != "" {
		return writeJSON(cfg.jsonPath, cfg, env, results, products)
	}
	return nil
}

// environment is what the report says about where it ran.
type environment struct {
	procs        int    // GOMAXPROCS of the default column
	workers      int    // nd.BulkWorkers of the default column
	numpyVersion string // "" without NumPy
}

// errNoWorkload is selectWorkloads' error when -run matches no workload
// (it may match the Zarr rows, zarr.go).
var errNoWorkload = errors.New("matches no workload")

// selectWorkloads returns the workloads whose key matches the regexp only
// (all if only is "").
func selectWorkloads(ws []workload, only string) ([]workload, error) {
	out, err := matching(ws, func(w workload) string { return w.key }, only)
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("-run %q: %w", only, errNoWorkload)
	}
	return out, err
}

// matching returns the rows whose key matches the regexp only (all if
// only is ""), or the regexp's error.
func matching[R any](rows []R, key func(R) string, only string) ([]R, error) {
	if only == "" {
		return rows, nil
	}
	re, err := regexp.Compile(only)
	if err != nil {
		return nil, fmt.Errorf("-run: %v", err)
	}
	var out []R
	for _, r := range rows {
		if re.MatchString(key(r)) {
			out = append(out, r)
		}
	}
	return out, nil
}

// syncWriter serialises writes to w: notices and the NumPy process's
// stderr, which os/exec copies from a goroutine of its own.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(b)
}
