// Command dask shows Go and a Dask cluster sharing one Zarr array: Go
// writes an array to a directory store, dask_job.py computes on it with a
// dask.distributed LocalCluster of two worker processes (da.from_zarr,
// to_zarr), and Go reads Dask's result back and checks every element.
//
//	go run ./examples/dask            # needs python3-dask, -distributed, -zarr
//	go run ./examples/dask -keep DIR  # leave the stores in DIR
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndzarr"
)

const rows, cols = 1200, 500

// value is element (i, j) of the input.
func value(i, j int64) float64 { return float64(i%37)*0.5 - float64(j%11) }

func main() {
	keep := flag.String("keep", "", "directory for the stores (default: a temporary one, removed)")
	python := flag.String("python", "/usr/bin/python3", "Python with dask, distributed and zarr")
	flag.Parse()
	dir := *keep
	if dir == "" {
		tmp, err := os.MkdirTemp("", "ndzarr-dask")
		check(err)
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	ctx := context.Background()
	check(writeInput(ctx, filepath.Join(dir, "input.zarr")))
	script := filepath.Join(sourceDir(), "dask_job.py")
	cmd := exec.CommandContext(ctx, *python, script, dir)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	check(cmd.Run())
	check(checkOutput(ctx, filepath.Join(dir, "output.zarr")))
}

// writeInput writes the input array with zarr-python's defaults (Blosc
// lz4 + shuffle), chunked 256 x 128, edge chunks included.
func writeInput(ctx context.Context, path string) error {
	a, err := ndzarr.Create(ctx, path, ndzarr.Options{DType: nd.Float64,
		Shape: []int64{rows, cols}, Chunks: []int64{256, 128}})
	if err != nil {
		return err
	}
	src := ndfloat64.New(nd.ShapeOf(rows, cols))
	for c := range src.Scalars() {
		src.SetFloat64(value(c[0], c[1]), c...)
	}
	if err := a.Write(ctx, src); err != nil {
		return err
	}
	fmt.Printf("go: wrote input.zarr %v float64, chunks %v\n", a.Shape(), nd.ShapeOf(a.Chunks()...))
	return nil
}

// checkOutput reads Dask's result, y = (x - x.mean(axis=0)).T * 2, and
// checks it against the same arithmetic done here.
func checkOutput(ctx context.Context, path string) error {
	a, err := ndzarr.Open(ctx, path)
	if err != nil {
		return err
	}
	got, err := a.Read(ctx)
	if err != nil {
		return err
	}
	y, ok := got.(*ndfloat64.NdArray)
	if !ok || !y.Shape().Equal(nd.ShapeOf(cols, rows)) {
		return fmt.Errorf("output is %T of shape %v, want float64 [%d, %d]", got, got.Shape(), cols, rows)
	}
	mean := make([]float64, cols)
	for j := range int64(cols) {
		for i := range int64(rows) {
			mean[j] += value(i, j)
		}
		mean[j] /= rows
	}
	for c, v := range y.Scalars() {
		want := (value(c[1], c[0]) - mean[c[0]]) * 2
		if math.Abs(v-want) > 1e-9*max(1, math.Abs(want)) {
			return fmt.Errorf("output%v = %v, want %v", c, v, want)
		}
	}
	fmt.Printf("go: read output.zarr %v, chunks %v: all %d elements match\n", a.Shape(), nd.ShapeOf(a.Chunks()...), y.Size())
	return nil
}

// sourceDir finds dask_job.py: beside the working directory's example
// when run from the repository root or from this directory.
func sourceDir() string {
	for _, d := range []string{"examples/dask", "."} {
		if _, err := os.Stat(filepath.Join(d, "dask_job.py")); err == nil {
			return d
		}
	}
	log.Fatal("dask_job.py not found: run from the repository root or examples/dask")
	return ""
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
