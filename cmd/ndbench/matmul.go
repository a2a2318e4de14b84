package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
)

// The matrix-product rows: MatMulInto of float32 and float64 squares and
// of a batch, in GFLOP/s (2·m·k·n per product), on one core and by
// default, beside the triple loop a user writes and NumPy's matmul, whose
// BLAS runs on one thread for the 1-core column and on its default threads
// for the other. Their unit and their twins differ from the main table's
// (no memcpy reference: a product reads each element many times), so they
// have a section of their own.

// matmulRow is one product row: batch products of m×k by k×n.
type matmulRow struct {
	key, name, dtype string
	batch, m, k, n   int64
	numpy            string // the NumPy twin (workload.numpy's form)
	setup            func() matmulPrepared
	naiveEveryRound  bool // the naive loop is cheap enough to time in every round
}

// matmulPrepared is a product row ready to time: the library's call, the
// naive twin, and what they write (for TestMatMulTwinsAgree).
type matmulPrepared struct {
	lib, naive func()
	lib32      []float32 // the library's result (float32 rows) ...
	naive32    []float32 // ... and the naive twin's
	lib64      []float64 // the same for float64 rows
	naive64    []float64
}

// naiveFlopsPerRound is the most flops a naive twin is timed for in every
// round: about half a second at the 2 GFLOP/s the loop runs at. Larger
// ones (seconds a call) are timed in the first round only.
const naiveFlopsPerRound = 1e9

// flops is the row's floating-point operations per call.
func (r matmulRow) flops() int64 { return 2 * r.batch * r.m * r.k * r.n }

// matmulKey is what -run matches to select every product row.
const matmulKey = "matmul"

// matmulRows is the product rows for sizes s: squares of n/16, n/4 and
// n/2 (256, 1024 and 2048 at the default n; -quick leaves out the
// largest, whose naive loop takes seconds), and (n/64, n/32, n/32)² —
// (64, 128, 128)² — each float32 then float64.
func matmulRows(s sizes, quick bool) []matmulRow {
	type shape struct {
		key            string
		batch, m, k, n int64
	}
	side := func(d int64) int64 { return max(1, s.n/d) }
	shapes := []shape{{"matmul16", 1, side(16), side(16), side(16)}, {"matmul4", 1, side(4), side(4), side(4)}}
	if !quick {
		shapes = append(shapes, shape{"matmul2", 1, side(2), side(2), side(2)})
	}
	shapes = append(shapes, shape{"matmulbatch", side(64), side(32), side(32), side(32)})
	var out []matmulRow
	for _, sh := range shapes {
		for _, dt := range []string{"f32", "f64"} {
			r := matmulRow{key: sh.key, dtype: dt, batch: sh.batch, m: sh.m, k: sh.k, n: sh.n}
			r.name = fmt.Sprintf("MatMulInto %d×%d · %d×%d", r.m, r.k, r.k, r.n)
			if sh.key == "matmulbatch" {
				r.name = fmt.Sprintf("MatMulInto (%d, %d, %d) · (%d, %d, %d)", r.batch, r.m, r.k, r.batch, r.k, r.n)
			}
			r.numpy = fmt.Sprintf("s, m, k, p = %d, %d, %d, %d\n", r.batch, r.m, r.k, r.n) +
				"x = ((np.arange(s * m * k) % 2001 - 1000) / 1000).astype(dt).reshape(s, m, k)\n" +
				"y = ((np.arange(s * k * p) % 2001 - 1000) / 1000).astype(dt).reshape(s, k, p)\n" +
				"out = np.empty((s, m, p), dt)\n" +
				"op = lambda: np.matmul(x, y, out=out)\n"
			r.naiveEveryRound = float64(r.flops()) <= naiveFlopsPerRound
			if dt == "f32" {
				r.setup = func() matmulPrepared {
					x, y, d := ndfloat32.New(r.shapeA()), ndfloat32.New(r.shapeB()), ndfloat32.New(r.shapeC())
					p := matmulPrepared{lib: func() { ndfloat32.MatMulInto(d, x, y) }, lib32: d.Data()}
					p.naive32, p.naive = naiveOf(r, x.Data(), y.Data())
					return p
				}
			} else {
				r.setup = func() matmulPrepared {
					x, y, d := ndfloat64.New(r.shapeA()), ndfloat64.New(r.shapeB()), ndfloat64.New(r.shapeC())
					p := matmulPrepared{lib: func() { ndfloat64.MatMulInto(d, x, y) }, lib64: d.Data()}
					p.naive64, p.naive = naiveOf(r, x.Data(), y.Data())
					return p
				}
			}
			out = append(out, r)
		}
	}
	return out
}

func (r matmulRow) shapeA() nd.Shape { return nd.ShapeOf(r.batch, r.m, r.k) }
func (r matmulRow) shapeB() nd.Shape { return nd.ShapeOf(r.batch, r.k, r.n) }
func (r matmulRow) shapeC() nd.Shape { return nd.ShapeOf(r.batch, r.m, r.n) }

// naiveOf fills the operands x and y with the NumPy side's values
// ((i mod 2001 − 1000)/1000, every page written) and returns the naive
// twin's result and the twin: for each product, the i-k-j loop over
// row-major data a user writes (the inner loop a run of c's row and
// y's), into a result cleared first.
func naiveOf[T float32 | float64](r matmulRow, x, y []T) ([]T, func()) {
	for i := range x {
		x[i] = T(float64(i%2001-1000) / 1000)
	}
	for i := range y {
		y[i] = T(float64(i%2001-1000) / 1000)
	}
	m, k, n := int(r.m), int(r.k), int(r.n)
	c := make([]T, int(r.batch)*m*n)
	return c, func() {
		clear(c)
		for b := range int(r.batch) {
			x, y, c := x[b*m*k:][:m*k], y[b*k*n:][:k*n], c[b*m*n:][:m*n]
			for i := range m {
				row := c[i*n : (i+1)*n]
				for p, v := range x[i*k : (i+1)*k] {
					for j, w := range y[p*n : (p+1)*n] {
						row[j] += v * w
					}
				}
			}
		}
	}
}

// matmulResult is one product row measured: GFLOP/s medians and each
// round's time ratios (a twin's ÷ ours on one core; scaling: 1 core's ÷
// default's).
type matmulResult struct {
	row                               matmulRow
	rounds                            int
	lib1, libN, naive, numpy1, numpyN float64
	naiveRounds, numpyRounds          []float64
	numpyNRounds, scaleRounds         []float64
}

// runMatMul measures the rows, each round timing ours on one core and by
// default (and the naive twin if cheap) alternately, then NumPy's twin on
// one BLAS thread and on its default threads; a costly naive twin is timed
// once, in the first round.
func runMatMul(rows []matmulRow, rounds, procs int, s sizes, np *numpyProc, stderr io.Writer) []matmulResult {
	out := make([]matmulResult, len(rows))
	for i, r := range rows {
		p := r.setup()
		p.lib() // first touch of the result and the pooled buffers
		numpy := np != nil && np.BLASThreads > 0
		if numpy {
			w := workload{key: r.key, dtype: r.dtype, numpy: r.numpy}
			if err := np.setup(w, s, r.batch*r.m*r.n); err != nil {
				fmt.Fprintf(stderr, "ndbench: no NumPy figure for %s %s: %v\n", r.key, r.dtype, err)
				numpy = false
			}
		}
		runtime.GC()
		gf := func(t time.Duration) float64 { return float64(r.flops()) / t.Seconds() / 1e9 }
		res := matmulResult{row: r, rounds: rounds}
		var lib1, libN, naive, np1, npN []float64
		for round := range rounds {
			fs := []timed{{p.lib, 1}, {p.lib, procs}}
			if r.naiveEveryRound {
				fs = append(fs, timed{p.naive, 1})
			}
			t := timeAlternately(fs...)
			lib1, libN = append(lib1, gf(t[0])), append(libN, gf(t[1]))
			res.scaleRounds = append(res.scaleRounds, seconds(t[0])/seconds(t[1]))
			if r.naiveEveryRound || round == 0 {
				tn := time.Duration(0)
				if r.naiveEveryRound {
					tn = t[2]
				} else {
					tn = timeOnce(p.naive)
				}
				naive = append(naive, gf(tn))
				res.naiveRounds = append(res.naiveRounds, seconds(tn)/seconds(t[0]))
			}
			if numpy {
				t1, err1 := np.timeBLAS(minPairTime/time.Duration(len(fs)), 1)
				tN, errN := np.timeBLAS(minPairTime/time.Duration(len(fs)), 0)
				if err := errors.Join(err1, errN); err != nil {
					fmt.Fprintf(stderr, "ndbench: no NumPy figure for %s %s: %v\n", r.key, r.dtype, err)
					numpy, np1, npN, res.numpyRounds, res.numpyNRounds = false, nil, nil, nil, nil
					continue
				}
				np1, npN = append(np1, gf(t1)), append(npN, gf(tN))
				res.numpyRounds = append(res.numpyRounds, seconds(t1)/seconds(t[0]))
				res.numpyNRounds = append(res.numpyNRounds, seconds(tN)/seconds(t[1]))
			}
		}
		res.lib1, res.libN, res.naive = median(lib1), median(libN), median(naive)
		res.numpy1, res.numpyN = median(np1), median(npN)
		out[i] = res
	}
	return out
}

// timeOnce is one call of fn on one core, timed by the thread's CPU time.
func timeOnce(fn func()) time.Duration {
	return timeCalls(1, timed{fn, 1})[0]
}

// lags is the twins the row is behind on one core (verdict.go).
func (r matmulResult) lags() []lag {
	return lagsOf([]string{"naive", "NumPy"}, r.naiveRounds, r.numpyRounds)
}

// writeMatMul writes the product section and adds its rows to v.
func writeMatMul(w io.Writer, rs []matmulResult, env environment, blas string, blasThreads int, v *verdict) {
	fmt.Fprintf(w, "\nMatrix products: MatMulInto into a preallocated result, row-major operands of (i mod 2001 − 1000)/1000; "+
		"GFLOP/s = 2·m·k·n per product ÷ time; median of %d rounds, a row's columns timed alternately\n", rs[0].rounds)
	fmt.Fprintf(w, "1 core: GOMAXPROCS=1, by %s; default: GOMAXPROCS=%d, %d bulk worker(s), wall clock; "+
		"scaling: default ÷ 1 core, per round\n", threadClock, env.procs, env.workers)
	fmt.Fprintf(w, "naive: the i-k-j loop over Data() a user writes, 1 core; timed in every round up to %.0e flops a call, "+
		"beyond that once, in the first round\n", naiveFlopsPerRound)
	np := env.numpyVersion != "" && blasThreads > 0
	if np {
		fmt.Fprintf(w, "NumPy %s: np.matmul(x, y, out=out) on %s; 1 core: one BLAS thread (openblas_set_num_threads), "+
			"by %s; default: its %d threads, wall clock\n", env.numpyVersion, blas, threadClock, blasThreads)
	} else if env.numpyVersion != "" {
		fmt.Fprintf(w, "NumPy %s: no matmul figures, its BLAS (%s) cannot be set to one thread\n", env.numpyVersion, blas)
	}
	fmt.Fprintln(w, "gonum's mat.Dense.Mul beside MatMulInto (float64, 1 core): go test -run X -bench MatMulFloat64 ./ndgonum")
	fmt.Fprintln(w)
	head := []string{"workload", "dtype", "GFLOP/s 1 core", "GFLOP/s default", "scaling", "naive GFLOP/s"}
	if np {
		head = append(head, "NumPy 1 core", "NumPy default")
	}
	head = append(head, "× naive")
	if np {
		head = append(head, "× NumPy", "× NumPy default")
	}
	head = append(head, "behind")
	var rows [][]string
	for _, r := range rs {
		row := []string{r.row.name, r.row.dtype, f2(r.lib1), f2(r.libN), f2(median(r.scaleRounds)), f2(r.naive)}
		if np {
			row = append(row, orDash(r.numpy1, f2(r.numpy1)), orDash(r.numpyN, f2(r.numpyN)))
		}
		row = append(row, f2(median(r.naiveRounds)))
		if np {
			row = append(row, orDash(r.numpy1, f2(median(r.numpyRounds))), orDash(r.numpyN, f2(median(r.numpyNRounds))))
		}
		lags := r.lags()
		v.add(r.row.name+" "+r.row.dtype, lags)
		rows = append(rows, append(row, lagsCell(lags)))
	}
	markdown(w, head, rows)
}

// matmulJSON is one product row of -json output.
type matmulJSON struct {
	Workload      string    `json:"workload"`
	Key           string    `json:"key"`
	DType         string    `json:"dtype"`
	Batch         int64     `json:"batch"`
	M             int64     `json:"m"`
	K             int64     `json:"k"`
	N             int64     `json:"n"`
	Flops         int64     `json:"flops"`
	Rounds        int       `json:"rounds"`
	GFLOPs1Core   float64   `json:"gflops_1core"`
	GFLOPsDefault float64   `json:"gflops_default"`
	Scaling       float64   `json:"scaling"`
	NaiveGFLOPs   float64   `json:"naive_gflops"`
	VsNaive       float64   `json:"vs_naive"`
	VsNaiveRounds []float64 `json:"vs_naive_rounds"`
	Behind        []string  `json:"behind,omitempty"`

	NumpyGFLOPs1Core   *float64  `json:"numpy_gflops_1core,omitempty"`
	NumpyGFLOPsDefault *float64  `json:"numpy_gflops_default,omitempty"`
	VsNumpy            *float64  `json:"vs_numpy,omitempty"`
	VsNumpyDefault     *float64  `json:"vs_numpy_default,omitempty"`
	VsNumpyRounds      []float64 `json:"vs_numpy_rounds,omitempty"`
}

// matmulJSONRows is rs as -json rows.
func matmulJSONRows(rs []matmulResult) []matmulJSON {
	out := make([]matmulJSON, len(rs))
	for i, r := range rs {
		o := matmulJSON{Workload: r.row.name, Key: r.row.key, DType: dtypeLong[r.row.dtype], Batch: r.row.batch,
			M: r.row.m, K: r.row.k, N: r.row.n, Flops: r.row.flops(), Rounds: r.rounds,
			GFLOPs1Core: r.lib1, GFLOPsDefault: r.libN, Scaling: median(r.scaleRounds), NaiveGFLOPs: r.naive,
			VsNaive: median(r.naiveRounds), VsNaiveRounds: r.naiveRounds}
		for _, l := range r.lags() {
			o.Behind = append(o.Behind, l.twin)
		}
		if r.numpy1 > 0 {
			vs, vsN := median(r.numpyRounds), median(r.numpyNRounds)
			o.NumpyGFLOPs1Core, o.NumpyGFLOPsDefault, o.VsNumpy, o.VsNumpyDefault = &r.numpy1, &r.numpyN, &vs, &vsN
			o.VsNumpyRounds = r.numpyRounds
		}
		out[i] = o
	}
	return out
}
