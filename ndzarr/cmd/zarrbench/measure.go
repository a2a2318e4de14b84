package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndzarr"
)

// Report is the JSON zarrbench writes and ndbench renders.
type Report struct {
	Side       int64   `json:"side"`
	Chunk      int64   `json:"chunk"`
	Dir        string  `json:"dir"`
	FS         string  `json:"fs"`
	Rounds     int     `json:"rounds"`
	GoVersion  string  `json:"go_version"`
	ZarrPython string  `json:"zarr_python,omitempty"` // versions; "" without -numpy
	Clocks     string  `json:"clocks"`                // how each column is timed
	Stores     []Store `json:"stores"`
	Rows       []Row   `json:"rows"`
}

// Store is one compressed array.
type Store struct {
	Key         string `json:"key"`
	Label       string `json:"label"`
	StoredBytes int64  `json:"stored_bytes"`
	Compressor  string `json:"zarr_python_compressor,omitempty"` // zarr-python's repr
}

// Row is one line of the table: one store, region and worker count.
type Row struct {
	Key     string  `json:"key"` // zarr-<codec>-<full|region>
	Name    string  `json:"name"`
	Workers int     `json:"workers"` // Go's workers and GOMAXPROCS; c-blosc's threads
	Bytes   int64   `json:"bytes"`   // decoded bytes of the region
	GBps    float64 `json:"gbps"`
	// ZarrPythonGBps and VsZarrPython (GBps ÷ ZarrPythonGBps: the ratio
	// of the medians) are nil without a zarr-python figure.
	ZarrPythonGBps *float64 `json:"zarr_python_gbps,omitempty"`
	VsZarrPython   *float64 `json:"vs_zarr_python,omitempty"`
	Rounds         []Round  `json:"rounds"` // every round's samples, in order
}

// Round is one round's samples of a row: Go's and zarr-python's.
type Round struct {
	Go         sample  `json:"go"`
	ZarrPython *sample `json:"zarr_python,omitempty"`
}

// selection is the full array or its 10% region.
type selection struct {
	key, label string
	region     [][2]int64 // nil: all
}

// selectionsOf is the full array and a square of 10% of its elements
// whose corner is off the chunk grid, so that edge chunks are cut.
func selectionsOf(side int64) []selection {
	k := int64(math.Round(float64(side) * math.Sqrt(0.1)))
	r0, c0 := side/7, side/5
	return []selection{{"full", "full", nil},
		{"region", fmt.Sprintf("10%% region [%d:%d, %d:%d]", r0, r0+k, c0, c0+k),
			[][2]int64{{r0, r0 + k}, {c0, c0 + k}}}}
}

// warmUp is the rounds run first and not counted: a process's first
// 1 GiB result is fresh memory from the kernel (a page fault every
// 4 KiB on either side), later ones are not.
const warmUp = 1

// workerCounts are the columns' workers (Go) and threads (c-blosc).
var workerCounts = []int{1, 2}

// run writes the stores and measures every row.
func run(ctx context.Context, cfg config, stderr io.Writer) (*Report, error) {
	stderr = &lockedWriter{w: stderr} // zarr_side.py's stderr is copied to it too
	rep := &Report{Side: cfg.side, Chunk: chunk, Dir: cfg.dir, FS: fsType(cfg.dir),
		Rounds: cfg.reps, GoVersion: runtime.Version(), Clocks: clocks}
	var py *pyProc
	if cfg.numpy {
		err := pythonUsable()
		if err == nil {
			py, err = startPython(stderr)
		}
		if err != nil {
			fmt.Fprintf(stderr, "zarrbench: no zarr-python figures: %v\n", err)
		} else {
			defer py.close()
			rep.ZarrPython = py.versions
		}
	}
	for _, c := range codecs {
		path := filepath.Join(cfg.dir, fmt.Sprintf("zarrbench-%d-%s.zarr", cfg.side, c.key))
		fmt.Fprintf(stderr, "zarrbench: writing %s (%s)\n", path, c.label)
		n, err := writeStore(ctx, path, cfg.side, c, cfg.keep)
		if err != nil {
			return nil, err
		}
		if !cfg.keep {
			defer os.RemoveAll(path)
		}
		st := Store{Key: c.key, Label: c.label, StoredBytes: n}
		rows, compressor, err := measureStore(ctx, cfg, c, path, py, stderr)
		if err != nil {
			return nil, err
		}
		st.Compressor = compressor
		rep.Stores, rep.Rows = append(rep.Stores, st), append(rep.Rows, rows...)
	}
	return rep, nil
}

// measureStore measures one store's rows: per selection, every round
// times Go and zarr-python with each worker count once.
func measureStore(ctx context.Context, cfg config, c codec, path string, py *pyProc,
	stderr io.Writer) ([]Row, string, error) {
	a, err := ndzarr.Open(ctx, path)
	if err != nil {
		return nil, "", err
	}
	var rows []Row
	compressor := ""
	for _, sel := range selectionsOf(cfg.side) {
		idx := []nd.Index{nd.All(), nd.All()}
		if sel.region != nil {
			idx = []nd.Index{nd.Range(sel.region[0][0], sel.region[0][1]),
				nd.Range(sel.region[1][0], sel.region[1][1])}
		}
		rounds := make([][]Round, len(workerCounts))
		var bytes int64
		usePy := py != nil
		for range warmUp + cfg.reps {
			for w, workers := range workerCounts {
				gs, ends, size, err := goRead(ctx, a, workers, idx)
				if err != nil {
					return nil, "", err
				}
				bytes, rounds[w] = 4*size, append(rounds[w], Round{Go: gs})
				if !usePy {
					continue
				}
				ps, r, err := py.read(path, sel.region, workers)
				if err == nil {
					err = sameRead(r, ends)
				}
				if err != nil {
					fmt.Fprintf(stderr, "zarrbench: no zarr-python figure for %s %s: %v\n",
						c.key, sel.key, err)
					usePy = false
					continue
				}
				compressor, rounds[w][len(rounds[w])-1].ZarrPython = r.Compressor, &ps
			}
		}
		for w, workers := range workerCounts {
			rows = append(rows, rowOf(c, sel, cfg.side, workers, bytes, rounds[w][warmUp:],
				usePy))
		}
	}
	return rows, compressor, nil
}

// rowOf is a row's figures from its rounds: medians of each side's time
// (timeOf), and their ratio; withPy says every round has zarr-python's.
func rowOf(c codec, sel selection, side int64, workers int, bytes int64, rounds []Round,
	withPy bool) Row {
	row := Row{Key: "zarr-" + c.key + "-" + sel.key, Workers: workers, Bytes: bytes,
		Name: fmt.Sprintf("Zarr %s f32 %d², %s, %s", mib(4*side*side), side, c.label,
			sel.label),
		Rounds: rounds}
	goT, pyT := make([]time.Duration, len(rounds)), make([]time.Duration, len(rounds))
	for i, r := range rounds {
		goT[i] = timeOf(r.Go, workers)
		if withPy {
			pyT[i] = timeOf(*r.ZarrPython, workers)
		}
	}
	row.GBps = gbps(bytes, median(goT))
	if withPy {
		g := gbps(bytes, median(pyT))
		v := row.GBps / g
		row.ZarrPythonGBps, row.VsZarrPython = &g, &v
	}
	return row
}

// goRead reads idx from a with workers workers under GOMAXPROCS workers,
// after a collection, and returns the read's sample, the result's first
// and last elements and its size.
func goRead(ctx context.Context, a *ndzarr.Array, workers int, idx []nd.Index) (
	sample, [2]float32, int64, error) {
	prev := runtime.GOMAXPROCS(workers)
	defer runtime.GOMAXPROCS(prev)
	a.SetWorkers(workers)
	runtime.GC() // the last result's memory is free before this read
	stop := startSample()
	out, err := a.Read(ctx, idx...)
	s := stop()
	if err != nil {
		return sample{}, [2]float32{}, 0, err
	}
	f := out.(*ndfloat32.NdArray)
	d := f.Shape()
	ends := [2]float32{f.GetFloat32(0, 0), f.GetFloat32(d.Dim(0)-1, d.Dim(1)-1)}
	return s, ends, f.Size(), nil
}

// sameRead checks that zarr-python read what Go did.
func sameRead(r pyReply, ends [2]float32) error {
	if r.DType != "float32" || float32(r.First) != ends[0] || float32(r.Last) != ends[1] {
		return fmt.Errorf("zarr-python read %s with ends %v, %v; Go float32 with %v",
			r.DType, r.First, r.Last, ends)
	}
	return nil
}

// lockedWriter serialises writes to w, which os/exec copies the Python
// process's stderr to from a goroutine of its own.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

func gbps(bytes int64, t time.Duration) float64 { return float64(bytes) / t.Seconds() / 1e9 }

func median[T time.Duration | float64](v []T) T {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func mib(bytes int64) string {
	if bytes >= 1<<30 && bytes%(1<<30) == 0 {
		return fmt.Sprintf("%d GiB", bytes>>30)
	}
	return fmt.Sprintf("%d MiB", bytes>>20)
}
