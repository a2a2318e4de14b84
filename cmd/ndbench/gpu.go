package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	kernelsgpu "github.com/ndgo/ndarray/kernels_gpu"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
)

// gpuFlag adds the device section (see gpuReport).
var gpuFlag = flag.Bool("gpu", false,
	"also measure the workloads on the OpenCL device (build with -tags opencl; see kernels_gpu)")

// gpuWorkload is one device workload on float32: run launches it once.
type gpuWorkload struct {
	name  string
	bytes int64 // bytes moved per run (STREAM rule, as the CPU table)
	run   func() error
}

// gpuReport prints the device section: for the CPU table's copy,
// transpose and gather workloads on float32 at -n, the device's GB/s from
// the kernels' OpenCL profiling times, and the ratio to the device's own
// buffer copy (clEnqueueCopyBuffer) of half the bytes moved, timed
// alternately in the same run; medians over reps. Host-device transfers
// are reported on their own line. Without a device it prints why.
func gpuReport(w io.Writer, n int64, quick bool, reps int) error {
	d, err := kernelsgpu.Open()
	if err != nil {
		fmt.Fprintf(w, "\nDevice (OpenCL): none: %v\n", err)
		return nil
	}
	fmt.Fprintf(w,
		"\nDevice (OpenCL): %s; float32, kernel times from profiling events, medians of %d\n", d.Name(), reps)
	var release []*kernelsgpu.Array
	defer func() {
		for _, a := range release {
			a.Release()
		}
	}()
	keep := func(a *kernelsgpu.Array, err error) *kernelsgpu.Array {
		if err == nil {
			release = append(release, a)
		}
		must(err)
		return a
	}
	host := ndfloat32.New(nd.ShapeOf(n, n))
	fill(host.Data())
	a := keep(kernelsgpu.Upload(d, host))
	ws := gpuWorkloads(d, a, n, quick, keep)
	fmt.Fprintf(w, "%-40s %9s %9s %10s\n", "workload", "GB/s", "ratio", "kernel ms")
	for _, wl := range ws {
		gbps, ratio, ms, err := timeDevice(d, wl, reps, keep)
		if err != nil {
			return fmt.Errorf("%s: %w", wl.name, err)
		}
		fmt.Fprintf(w, "%-40s %9.2f %9.2f %10.2f\n", wl.name, gbps, ratio, ms)
	}
	return transferReport(w, d, a, host, reps, keep)
}

// transferReport prints the host↔device rows for the n×n float32 array:
// uploads into and downloads from a device array made beforehand, from
// pageable (Go heap) and pinned (NewHost) memory, as GB/s of the wall
// clock and of the device's profiling time; then an upload from pinned
// memory beside a copy kernel of the same size, apart and together.
func transferReport(w io.Writer, d *kernelsgpu.Device, a *kernelsgpu.Array,
	pageable *ndfloat32.NdArray, reps int, keep func(*kernelsgpu.Array, error) *kernelsgpu.Array) error {
	pinned, err := kernelsgpu.NewHost(d, ndfloat32.Wrap, pageable.Shape())
	if err != nil {
		fmt.Fprintf(w, "host↔device: no pinned memory: %v\n", err)
		return nil
	}
	pageable.CopyTo(pinned)
	dst := keep(d.New(nd.Float32, a.Shape()))
	copyDst := keep(d.New(nd.Float32, a.Shape()))
	gb := float64(4*a.Size()) / 1e9
	fmt.Fprintf(w, "%-40s %9s %11s\n", "host↔device, "+mib(4*a.Size()), "wall GB/s", "device GB/s")
	rows := []struct {
		name string
		run  func() error
	}{
		{"upload, pageable", func() error { return kernelsgpu.UploadInto(dst, pageable) }},
		{"upload, pinned", func() error { return kernelsgpu.UploadInto(dst, pinned) }},
		{"download, pageable", func() error { return kernelsgpu.Download(pageable, a) }},
		{"download, pinned", func() error { return kernelsgpu.Download(pinned, a) }},
	}
	for _, r := range rows {
		must(r.run()) // first touch of the memory on both sides
		var wall, dev []float64
		for range reps {
			d.ResetStats()
			start := time.Now()
			if err := r.run(); err != nil {
				return fmt.Errorf("%s: %w", r.name, err)
			}
			wall = append(wall, gb/time.Since(start).Seconds())
			dev = append(dev, gb/d.Stats().Transfer.Seconds())
		}
		fmt.Fprintf(w, "%-40s %9.2f %11.2f\n", r.name, median(wall), median(dev))
	}
	kernel := func() error { return kernelsgpu.CopyInto(copyDst, a) }
	upload := func() error { return kernelsgpu.UploadInto(dst, pinned) }
	overlapped := func() error {
		t, err := kernelsgpu.UploadIntoAsync(dst, pinned)
		if err != nil {
			return err
		}
		return errors.Join(kernel(), t.Wait())
	}
	var apart, together []float64
	for range reps {
		start := time.Now()
		must(upload())
		must(kernel())
		apart = append(apart, time.Since(start).Seconds()*1e3)
		start = time.Now()
		must(overlapped())
		together = append(together, time.Since(start).Seconds()*1e3)
	}
	fmt.Fprintf(w, "%-40s %9.2f %11.2f\n", "upload pinned + copy kernel, ms apart/together",
		median(apart), median(together))
	return nil
}

// gpuWorkloads returns the device twins of the CPU table's rows on the
// n×n array a.
func gpuWorkloads(d *kernelsgpu.Device, a *kernelsgpu.Array, n int64, quick bool,
	keep func(*kernelsgpu.Array, error) *kernelsgpu.Array) []gpuWorkload {
	copyOf := func(name string, v *kernelsgpu.Array) gpuWorkload {
		dst := keep(d.New(nd.Float32, v.Shape()))
		return gpuWorkload{name, 8 * v.Size(),
			func() error { return kernelsgpu.CopyInto(dst, v) }}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	pairs := make([]int64, 2*max(1, n*n/4))
	for i := range pairs {
		pairs[i] = rng.Int64N(n)
	}
	pidx := keep(kernelsgpu.Upload(d, ndint64.Wrap(nd.ShapeOf(int64(len(pairs)/2), 2), pairs)))
	scalars := n * n
	if quick {
		scalars /= 4
	}
	flat := make([]int64, scalars)
	for i := range flat {
		flat[i] = rng.Int64N(n * n)
	}
	sidx := keep(kernelsgpu.Upload(d, ndint64.Wrap(nd.ShapeOf(scalars), flat)))
	table := keep(a.Reshape(nd.ShapeOf(n * n)))
	// The gathers write into preallocated outputs, as the CPU rows do.
	gather := func(name string, idxBytes, outElems int64,
		op func(dst *kernelsgpu.Array) error) gpuWorkload {
		dst := keep(d.New(nd.Float32, nd.ShapeOf(outElems)))
		return gpuWorkload{name, 8*outElems + idxBytes, func() error { return op(dst) }}
	}
	np := int64(len(pairs) / 2)
	return []gpuWorkload{
		copyOf("contiguous copy", a),
		copyOf("a[1:-1, 1:-1]", a.Slice(nd.Range(1, -1), nd.Range(1, -1))),
		copyOf("a[:, 1::2]", a.Slice(nd.All(), nd.Odd())),
		copyOf(fmt.Sprintf("a.T copy %d²", n), a.Transpose()),
		gather(fmt.Sprintf("GatherNd rank 2, %s pairs", count(np)), 16*np, np,
			func(dst *kernelsgpu.Array) error { return kernelsgpu.GatherNdInto(dst, a, pidx) }),
		gather(fmt.Sprintf("gather %s idx, %s table", count(scalars),
			mib(4*n*n)), 8*scalars, scalars,
			func(dst *kernelsgpu.Array) error { return kernelsgpu.GatherInto(dst, table, sidx, 0) }),
	}
}

// timeDevice runs the workload and the buffer-copy reference alternately,
// reps times after a warm-up each, and returns the medians of the
// workload's GB/s, of the reference's time over the workload's, and of
// the workload's kernel time in ms.
func timeDevice(d *kernelsgpu.Device, wl gpuWorkload, reps int,
	keep func(*kernelsgpu.Array,
		error) *kernelsgpu.Array) (gbps, ratio, ms float64, err error) {
	half := max(1, wl.bytes/2)
	src := keep(d.New(nd.Uint8, nd.ShapeOf(half)))
	dst := keep(d.New(nd.Uint8, nd.ShapeOf(half)))
	kernel := func(f func() error) (time.Duration, error) {
		d.ResetStats()
		err := f()
		return d.Stats().Kernel, err
	}
	ref := func() error { return d.CopyBuffer(dst, src) }
	if _, err := kernel(wl.run); err != nil { // compiles the kernel variant
		return 0, 0, 0, err
	}
	var rates, ratios, times []float64
	for range reps {
		tr, err := kernel(ref)
		if err != nil {
			return 0, 0, 0, err
		}
		tw, err := kernel(wl.run)
		if err != nil {
			return 0, 0, 0, err
		}
		rates = append(rates, float64(wl.bytes)/tw.Seconds()/1e9)
		ratios = append(ratios, tr.Seconds()/tw.Seconds())
		times = append(times, float64(tw.Microseconds())/1e3)
	}
	return median(rates), median(ratios), median(times), nil
}
