package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// report writes the header, the Markdown table (padded, so that it reads in
// a terminal too) and the GatherNd summary line.
func report(w io.Writer, cfg config, env environment, s sizes, rs []result, vs map[string]versus) {
	fmt.Fprintf(w, "ndbench: a = %d×%d (%s f32, %s i64), b = %d³; median of %d rounds, each timing a row's columns alternately\n",
		s.n, s.n, mib(4*s.n*s.n), mib(8*s.n*s.n), s.cube, cfg.reps)
	fmt.Fprintf(w, "1 core: GOMAXPROCS=1; default: GOMAXPROCS=%d, %d bulk worker(s); naive: the loop a user would write, 1 core\n",
		env.procs, env.workers)
	fmt.Fprintln(w, "ratio = 1-core GB/s ÷ GB/s of a copy() of the same bytes over the row's own memory; × naive, × NumPy = their time ÷ ours (1 core), per round")
	fmt.Fprintln(w, "limit: the fastest the row's access pattern runs, 1 core: a gather's reads alone (a sum over the same indices), the transpose's cache lines moved whole in its block order; a scalar scatter's output made as the op makes it, then read at its indices; the getter loops' contract: a hand loop checking each (i, j) against its dimensions, both strides, all in registers")
	fmt.Fprintf(w, "bytes moved: copy 2× output, gather 2× output + indices; 1-core calls timed by %s, default ones by the wall clock\n", threadClock)
	if cfg.quick {
		fmt.Fprintln(w, "-quick: 3 rounds, and the scalar and row gathers read ¼ of the indices, from the same tables")
	}
	np := env.numpyVersion != ""
	if np {
		fmt.Fprintf(w, "NumPy %s (single-threaded), one process timing each row's twin between our rounds\n", env.numpyVersion)
	}
	fmt.Fprintln(w)

	head := []string{"workload", "dtype", "GB/s 1 core", "GB/s default", "naive GB/s"}
	if np {
		head = append(head, "NumPy GB/s")
	}
	head = append(head, "memcpy GB/s", "limit GB/s", "ratio", "× naive")
	if np {
		head = append(head, "× NumPy")
	}
	head = append(head, "ns/el", "bug")
	var rows [][]string
	bugs := 0
	for _, r := range rs {
		row := []string{r.name, r.dtype, f2(r.lib1), f2(r.libN), f2(r.naive)}
		if np {
			row = append(row, orDash(r.numpy, f2(r.numpy)))
		}
		row = append(row, f2(r.memcpy), orDash(r.limit, f2(r.limit)), f2(r.ratio), f2(r.vsNaive))
		if np {
			row = append(row, orDash(r.numpy, f2(r.vsNumpy)))
		}
		var bug []string
		if r.losesToNaive() {
			bug = append(bug, "slower than naive")
		}
		if r.losesToNumpy() {
			bug = append(bug, "slower than NumPy")
		}
		if len(bug) > 0 {
			bugs++
		}
		rows = append(rows, append(row, fmt.Sprintf("%.3f", r.nsPerElem()), strings.Join(bug, ", ")))
	}
	markdown(w, head, rows)
	fmt.Fprintf(w, "\n%d row(s) slower on one core than their naive twin or NumPy (by more than %.0f%%): bugs\n",
		bugs, 100*(1-lossMargin))
	contractLimits(w, rs)

	var parts []string
	for _, dt := range []string{f32.name, i64.name} {
		if v, ok := vs[dt]; ok {
			parts = append(parts, fmt.Sprintf("%s %.2f× (%.2f× the plain loop)", dt, v.gather, v.loop))
		}
	}
	if len(parts) > 0 {
		fmt.Fprintf(w, "GatherNd rank 2 ÷ scalar gather of the same elements by linear index, 1 core, alternately: %s (target ≤ 1.2×)\n",
			strings.Join(parts, ", "))
	}
}

// contractLimits says, for each getter loop, how much of its loss to its
// naive twin (the bug column's "slower than naive", which stands) the
// contract's checks cost and how much the getter itself.
func contractLimits(w io.Writer, rs []result) {
	for _, r := range rs {
		if r.key != "get" || r.limit <= 0 {
			continue
		}
		fmt.Fprintf(w, "%s %s: %.2f× its naive twin's speed; the getter's contract allows %.2f× "+
			"(its limit: a hand loop with the same checks, all in registers), the getter reaches "+
			"%.2f× of that\n", r.name, r.dtype, r.lib1/r.naive, r.limit/r.naive, r.lib1/r.limit)
	}
}

func f2(v float64) string { return fmt.Sprintf("%.2f", v) }

// orDash is s, or "–" if v is 0 (no figure).
func orDash(v float64, s string) string {
	if v == 0 {
		return "–"
	}
	return s
}

// markdown writes a Markdown table with its columns padded to one width;
// every column but the first and the last is right-aligned.
func markdown(w io.Writer, head []string, rows [][]string) {
	width := make([]int, len(head))
	for _, r := range append([][]string{head}, rows...) {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	left := func(i int) bool { return i == 0 || (i == len(head)-1 && head[i] == "bug") }
	line := func(r []string) {
		var b strings.Builder
		b.WriteString("|")
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if left(i) {
				b.WriteString(" " + c + pad + " |")
			} else {
				b.WriteString(" " + pad + c + " |")
			}
		}
		fmt.Fprintln(w, b.String())
	}
	line(head)
	rule := make([]string, len(head))
	for i := range rule {
		if left(i) {
			rule[i] = strings.Repeat("-", width[i]+2)
		} else {
			rule[i] = strings.Repeat("-", width[i]+1) + ":"
		}
	}
	fmt.Fprintln(w, "|"+strings.Join(rule, "|")+"|")
	for _, r := range rows {
		line(r)
	}
}

// jsonRow is one row of -json output; the NumPy fields are present only
// with -numpy and a NumPy figure.
type jsonRow struct {
	Workload     string  `json:"workload"`
	Key          string  `json:"key"`
	DType        string  `json:"dtype"`
	N            int64   `json:"n"`
	Bytes        int64   `json:"bytes"`
	Elements     int64   `json:"elements"`
	Rounds       int     `json:"rounds"`
	GBps1Core    float64 `json:"gbps_1core"`
	GBpsDefault  float64 `json:"gbps_default"`
	DefaultProcs int     `json:"default_gomaxprocs"`
	Workers      int     `json:"default_workers"`
	NaiveGBps    float64 `json:"naive_gbps"`
	MemcpyGBps   float64 `json:"memcpy_gbps"`
	LimitGBps    float64 `json:"limit_gbps,omitempty"`
	Ratio        float64 `json:"ratio"`
	VsNaive      float64 `json:"vs_naive"`
	NsPerElement float64 `json:"ns_per_element"`
	LosesToNaive bool    `json:"loses_to_naive"`

	NumpyGBps    *float64 `json:"numpy_gbps,omitempty"`
	VsNumpy      *float64 `json:"vs_numpy,omitempty"`
	NumpyVersion string   `json:"numpy_version,omitempty"`
	LosesToNumpy bool     `json:"loses_to_numpy,omitempty"`
}

func writeJSON(path string, cfg config, env environment, rs []result) error {
	rows := make([]jsonRow, len(rs))
	for i, r := range rs {
		rows[i] = jsonRow{Workload: r.name, Key: r.key, DType: dtypeLong[r.dtype], N: cfg.n,
			Bytes: r.bytes, Elements: r.elems, Rounds: r.rounds,
			GBps1Core: r.lib1, GBpsDefault: r.libN, DefaultProcs: env.procs, Workers: env.workers,
			NaiveGBps: r.naive, MemcpyGBps: r.memcpy, LimitGBps: r.limit, Ratio: r.ratio, VsNaive: r.vsNaive,
			NsPerElement: r.nsPerElem(), LosesToNaive: r.losesToNaive()}
		if r.numpy > 0 {
			rows[i].NumpyGBps, rows[i].VsNumpy = &r.numpy, &r.vsNumpy
			rows[i].NumpyVersion, rows[i].LosesToNumpy = env.numpyVersion, r.losesToNumpy()
		}
	}
	b, err := json.MarshalIndent(rows, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
