package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// smallOp is one operation of the small-arrays section: float32 arrays of
// 64 to 256 elements, in L1, where the library's bookkeeping (layouts,
// walks, allocations), not data movement, sets the cost. run makes n calls.
type smallOp struct {
	key  string // stable; the NumPy side measures the same keys
	name string // table label
	run  func(n int)
}

// smallResult is one row of the section.
type smallResult struct {
	key, name   string
	ns          float64 // per call, median over the repetitions, bare heap
	liveNs      float64 // the same beside a live heap of liveHeapMiB
	allocs      float64 // heap allocations per call
	numpyNs     float64 // NumPy's per-call time; 0 without -numpy
	numpyMissed bool    // -numpy ran but has no twin for this row
}

// smallSink and smallView keep the operations' results alive.
var (
	smallSink float32
	smallView *ndfloat32.NdArray
)

// shape416 is the reshape row's shape, made once as a NumPy user's tuple is.
var shape416 = nd.ShapeOf(4, 16)

// filledF32 returns a row-major float32 array of the given shape holding
// 0, 1, 2, ...
func filledF32(dims ...int64) *ndfloat32.NdArray {
	a := ndfloat32.New(nd.ShapeOf(dims...))
	fill(a.Data())
	return a
}

// smallOps are the section's operations, each beside what NumPy runs for
// it (numpy_side.py's SMALL): a is 8×8, b 16×16, c 4×8×8.
func smallOps() []smallOp {
	a, b, c := filledF32(8, 8), filledF32(16, 16), filledF32(4, 8, 8)
	at, dst := a.Transpose(), ndfloat32.New(nd.ShapeOf(8, 8))
	even := b.Slice(nd.Step(2), nd.Step(2))
	ad, dd := a.Data(), dst.Data()
	return []smallOp{
		{"copyto", "8×8 strided CopyTo: a.T into 8×8 (NumPy d[...] = a.T)", func(n int) {
			for range n {
				at.CopyTo(dst)
			}
		}},
		{"hand", "↳ hand-written double loop, same copy", func(n int) {
			for range n {
				for i := range 8 {
					for j := range 8 {
						dd[i*8+j] = ad[j*8+i]
					}
				}
			}
		}},
		{"slice", "b.Slice(2:10, 1:9) of 16×16 (b[2:10, 1:9])", func(n int) {
			for range n {
				smallView = b.Slice(nd.Range(2, 10), nd.Range(1, 9))
			}
		}},
		{"copy", "b[::2, ::2].Copy(), an 8×8 view (b[::2, ::2].copy())", func(n int) {
			for range n {
				smallView = even.Copy()
			}
		}},
		{"get", "c.Get(1) of 4×8×8 (c[1])", func(n int) {
			for range n {
				smallView = c.Get(1)
			}
		}},
		{"transpose", "a.Transpose() of 8×8 (a.T)", func(n int) {
			for range n {
				smallView = a.Transpose()
			}
		}},
		{"reshape", "a.Reshape(4, 16) of 8×8 (a.reshape(4, 16))", func(n int) {
			for range n {
				smallView = a.Reshape(shape416)
			}
		}},
		// The floor of the view rows: each allocates one header.
		{"header", "↳ floor: new(ndfloat32.NdArray), the header alone", func(n int) {
			for range n {
				smallView = new(ndfloat32.NdArray)
			}
		}},
		{"getf32", "a.GetFloat32(i, j) of 8×8 (a[i, j])", func(n int) {
			var v float32
			for i := range n {
				v = a.GetFloat32(int64(i&7), int64(i>>3&7))
			}
			smallSink = v
		}},
		{"gethand", "↳ hand-written a.Data()[i*8+j]", func(n int) {
			var v float32
			for i := range n {
				v = ad[(i&7)*8+i>>3&7]
			}
			smallSink = v
		}},
	}
}

// smallOnly is the -run value that measures the small arrays only.
const smallOnly = "small"

// benchSmall measures the small-arrays section (and, with np, NumPy's side)
// and writes it to stdout.
func benchSmall(cfg config, np *numpyProc, stdout, stderr io.Writer) error {
	small := runSmall(cfg.reps)
	if np != nil {
		ns, err := np.small(cfg.reps)
		if err != nil {
			fmt.Fprintf(stderr, "ndbench: no NumPy small-arrays figures: %v\n", err)
			ns = nil
		}
		mergeSmall(small, ns)
	}
	reportSmall(stdout, cfg.reps, small, np != nil)
	return nil
}

// liveHeapMiB is the live pointer-free heap (as a program holding numeric
// data has) that the section's second column runs beside. Go's collector
// paces itself by the live heap: beside a bare benchmark's few kilobytes it
// runs every few megabytes allocated, which a view's header then pays for.
const liveHeapMiB = 256

// runSmall measures the small operations twice: in a bare heap, and beside
// a live heap of liveHeapMiB whose free pages are made resident before each
// operation's timed calls (warmHeap), so that they reuse memory the heap
// holds, as a running program's allocations mostly do, rather than fault in
// pages the runtime has given back to the system.
func runSmall(reps int) []smallResult {
	out := measureSmall(reps, func() {})
	live := make([]byte, liveHeapMiB<<20)
	warm := func() { warmHeap(liveHeapMiB << 20) }
	// The first allocating operation after the live heap is made runs several
	// times slower for a while; one untimed pass reaches the steady state.
	measureSmall(1, warm)
	for i, r := range measureSmall(reps, warm) {
		out[i].liveNs = r.ns
	}
	runtime.KeepAlive(live)
	return out
}

// warmHeap allocates and drops n bytes in 64 KiB blocks, then collects: the
// heap holds those pages, resident, and the next allocations reuse them.
func warmHeap(n int) {
	blocks := make([][]byte, n>>16)
	for i := range blocks {
		blocks[i] = make([]byte, 1<<16)
	}
	runtime.KeepAlive(blocks)
	runtime.GC()
}

// measureSmall measures every small operation: each repetition times a batch
// of calls long enough to read the clock well (minPairTime/10 at least),
// and the figure is the median over reps of the time per call, in the
// thread's CPU time as the single-core figures (NumPy's side too), which
// leaves out the waits for a core on a shared machine; allocations are
// counted over one batch. warm runs before each operation's timed calls.
func measureSmall(reps int, warm func()) []smallResult {
	runtime.LockOSThread() // for threadTime
	defer runtime.UnlockOSThread()
	ops := smallOps()
	out := make([]smallResult, len(ops))
	for i, op := range ops {
		n := 1
		for {
			start := threadTime()
			op.run(n)
			if threadTime()-start >= max(minPairTime/10, time.Microsecond) || n >= 1<<30 {
				break
			}
			n *= 2
		}
		runtime.GC()
		warm()
		var ns []float64
		for range reps {
			start := threadTime()
			op.run(n)
			ns = append(ns, float64((threadTime()-start).Nanoseconds())/float64(n))
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		op.run(n)
		runtime.ReadMemStats(&after)
		out[i] = smallResult{key: op.key, name: op.name, ns: median(ns),
			allocs: float64(after.Mallocs-before.Mallocs) / float64(n)}
	}
	return out
}

// mergeSmall attaches NumPy's per-call times to the rows of the same key.
func mergeSmall(rs []smallResult, np []numpySmall) {
	for i := range rs {
		rs[i].numpyMissed = true
		for _, p := range np {
			if p.Key == rs[i].key {
				rs[i].numpyNs, rs[i].numpyMissed = p.NsPerCall, false
			}
		}
	}
}

// liveHead is the heading of the column measured beside a live heap.
var liveHead = fmt.Sprintf("ns/call, %d MiB live", liveHeapMiB)

// reportSmall writes the small-arrays section.
func reportSmall(w io.Writer, reps int, rs []smallResult, np bool) {
	fmt.Fprintf(w, "\nSmall arrays (float32, in L1): per call (%s), median of %d runs, "+
		"in a bare heap and beside a %d MiB live pointer-free heap; allocations per call\n",
		threadClock, reps, liveHeapMiB)
	if np {
		fmt.Fprintln(w, "NumPy: the same operation as a Python statement, timeit-style (the interpreter's overhead included)")
	}
	fmt.Fprintln(w)
	head := []string{"operation", "ns/call", liveHead, "allocs/call"}
	if np {
		head = append(head, "NumPy ns/call")
	}
	var rows [][]string
	for _, r := range rs {
		row := []string{r.name, fmt.Sprintf("%.1f", r.ns), fmt.Sprintf("%.1f", r.liveNs),
			fmt.Sprintf("%.0f", r.allocs)}
		if np {
			if r.numpyMissed {
				row = append(row, "–")
			} else {
				row = append(row, fmt.Sprintf("%.1f", r.numpyNs))
			}
		}
		rows = append(rows, row)
	}
	markdown(w, head, rows)
	for _, r := range rs {
		if r.key == "copyto" {
			for _, h := range rs {
				if h.key == "hand" {
					fmt.Fprintf(w, "\n8×8 strided CopyTo / hand-written loop: %.2f× the time (target ≤ 2×)\n", r.ns/h.ns)
				}
			}
		}
	}
}
