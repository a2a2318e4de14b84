package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// The Zarr rows: ndzarr reading a 1 GiB float32 array chunked 256×256
// from a directory store, beside zarr-python reading the same store. The
// library module may not import ndzarr (a module of its own, with its
// codecs' dependencies), so ndbench runs ndzarr's zarrbench command
// through the repository's go.work, which measures and writes JSON, and
// renders its rows here, in the report's table format.

// zarrFlag turns the Zarr rows off (they write 2 GiB of stores first).
var zarrFlag = flag.Bool("zarr", true,
	"add the Zarr rows (ndzarr's zarrbench, run by `go run` through go.work; not with -quick)")

// zarrJSON is where zarrbench's own JSON (every round's samples) is kept.
var zarrJSON = flag.String("zarr-json", "",
	"also write zarrbench's JSON, with every round's samples of both sides, to this file")

// zarrKey is what -run matches to select the Zarr rows.
const zarrKey = "zarr"

// zarrSelected reports whether a run with these settings has Zarr rows.
func zarrSelected(cfg config, enabled bool) bool {
	if !enabled || cfg.quick {
		return false
	}
	if cfg.only == "" {
		return true
	}
	re, err := regexp.Compile(cfg.only)
	return err == nil && re.MatchString(zarrKey)
}

// zarrBench is zarrbench's JSON (ndzarr/cmd/zarrbench/measure.go).
type zarrBench struct {
	Side       int64  `json:"side"`
	Chunk      int64  `json:"chunk"`
	Dir        string `json:"dir"`
	FS         string `json:"fs"`
	Rounds     int    `json:"rounds"`
	ZarrPython string `json:"zarr_python"`
	Clocks     string `json:"clocks"`
	Stores     []struct {
		Label       string `json:"label"`
		StoredBytes int64  `json:"stored_bytes"`
		Compressor  string `json:"zarr_python_compressor"`
	} `json:"stores"`
	Rows []struct {
		Name           string      `json:"name"`
		Workers        int         `json:"workers"`
		GBps           float64     `json:"gbps"`
		ZarrPythonGBps *float64    `json:"zarr_python_gbps"`
		VsZarrPython   *float64    `json:"vs_zarr_python"`
		Rounds         []zarrRound `json:"rounds"`
	} `json:"rows"`
}

// zarrRound is one round of a row (zarrbench's Round): each side's times.
type zarrRound struct {
	Go         zarrTimes  `json:"go"`
	ZarrPython *zarrTimes `json:"zarr_python"`
}

// zarrTimes is one side's sample of a round (zarrbench's sample).
type zarrTimes struct {
	CPU  time.Duration `json:"cpu_ns"`
	Wall time.Duration `json:"wall_ns"`
}

// zarrRounds is a row's per-round time ratios, zarr-python's ÷ ndzarr's,
// each side timed as zarrbench times it (its timeOf): by the process's CPU
// time with one worker, else by the wall clock. Nil unless every round has
// both sides.
func zarrRounds(workers int, rounds []zarrRound) []float64 {
	timeOf := func(s zarrTimes) time.Duration {
		if workers == 1 {
			return s.CPU
		}
		return s.Wall
	}
	var q []float64
	for _, r := range rounds {
		if r.ZarrPython == nil || timeOf(r.Go) <= 0 {
			return nil
		}
		q = append(q, seconds(timeOf(*r.ZarrPython))/seconds(timeOf(r.Go)))
	}
	return q
}

// zarrReport runs zarrbench with the report's rounds (and zarr-python
// with -numpy), writes its section and adds its rows to v; without the
// repository's go.work it says why there is none.
func zarrReport(stdout, stderr io.Writer, cfg config, v *verdict) error {
	root, err := exec.Command("go", "env", "GOWORK").Output()
	work := strings.TrimSpace(string(root))
	if err != nil || work == "" || work == "off" {
		fmt.Fprintln(stderr, "ndbench: no Zarr rows: they need the repository's go.work "+
			"(run from the checkout)")
		return nil
	}
	args := []string{"run", "./ndzarr/cmd/zarrbench", "-reps", fmt.Sprint(cfg.reps)}
	if cfg.numpy {
		args = append(args, "-numpy")
	}
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Stderr = filepath.Dir(work), stderr
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("zarrbench: %w", err)
	}
	if *zarrJSON != "" {
		if err := os.WriteFile(*zarrJSON, out.Bytes(), 0o644); err != nil {
			return err
		}
	}
	var z zarrBench
	if err := json.Unmarshal(out.Bytes(), &z); err != nil {
		return fmt.Errorf("zarrbench's output: %w", err)
	}
	if len(z.Rows) == 0 {
		return errors.New("zarrbench measured no rows")
	}
	writeZarr(stdout, z, v)
	return nil
}

// writeZarr writes the Zarr section: how it was measured, the stores and
// the table, and adds the rows with a zarr-python figure to v, judged by
// the same rule as the main table's (verdict.go).
func writeZarr(w io.Writer, z zarrBench, v *verdict) {
	fmt.Fprintf(w, "\nZarr: a %d×%d float32 array (%s) chunked %d×%d in a directory store "+
		"on %s (%s), written by ndzarr; median of %d rounds after a warm-up one, a row's "+
		"columns timed alternately\n",
		z.Side, z.Side, storeSize(4*z.Side*z.Side), z.Chunk, z.Chunk, z.FS, z.Dir, z.Rounds)
	fmt.Fprintf(w, "workers: ndzarr's (SetWorkers, and GOMAXPROCS); zarr-python's c-blosc "+
		"threads. Both sides timed by %s; GB/s: the region's decoded bytes ÷ the median "+
		"time; × zarr-python: GB/s ÷ zarr-python's GB/s\n", z.Clocks)
	np := z.ZarrPython != ""
	if np {
		fmt.Fprintf(w, "zarr-python: %s, z[region] into a NumPy array kept between rounds (out=), "+
			"as Go's result reuses its heap unzeroed\n", z.ZarrPython)
	}
	for _, s := range z.Stores {
		py := ""
		if s.Compressor != "" {
			py = ", zarr-python sees " + s.Compressor
		}
		fmt.Fprintf(w, "store %s: %s stored%s\n", s.Label, storeSize(s.StoredBytes), py)
	}
	fmt.Fprintln(w)
	head := []string{"workload", "workers", "GB/s"}
	if np {
		head = append(head, "zarr-python GB/s", "× zarr-python")
	}
	head = append(head, "behind")
	var rows [][]string
	for _, r := range z.Rows {
		row := []string{r.Name, fmt.Sprint(r.Workers), f2(r.GBps)}
		var lags []lag
		if np {
			py, vs := 0.0, 0.0
			if r.ZarrPythonGBps != nil && r.VsZarrPython != nil {
				py, vs = *r.ZarrPythonGBps, *r.VsZarrPython
			}
			row = append(row, orDash(py, f2(py)), orDash(py, f2(vs)))
			if q := zarrRounds(r.Workers, r.Rounds); py > 0 && q != nil {
				lags = lagsOf([]string{"zarr-python"}, q)
				v.add(fmt.Sprintf("%s, %d worker(s)", r.Name, r.Workers), lags)
			}
		}
		rows = append(rows, append(row, lagsCell(lags)))
	}
	markdown(w, head, rows)
}

// storeSize formats a byte count in MiB, or GiB from 1 GiB on.
func storeSize(v int64) string {
	if v >= 1<<30 {
		return fmt.Sprintf("%.3g GiB", float64(v)/(1<<30))
	}
	return fmt.Sprintf("%.1f MiB", float64(v)/(1<<20))
}
