package main

import (
	"fmt"
	"io"
	"runtime"
	"time"
)

// result is one row of the report: medians over rounds, and the per-round
// ratios the verdict reads (verdict.go).
type result struct {
	key, name, dtype string
	bytes, elems     int64
	rounds           int
	lib1, libN       float64 // the library's GB/s on one core and by default
	naive, memcpy    float64 // GB/s, one core
	ratio            float64 // lib1 ÷ memcpy
	vsNaive          float64 // naive's time ÷ lib1's, per round
	numpy            float64 // NumPy's GB/s; 0 without a NumPy figure
	limit            float64 // GB/s of the workload's limit (limits.go); 0: none
	vsNumpy          float64 // NumPy's time ÷ lib1's, per round
	// Each round's time ratios, a twin's ÷ lib1's: the naive twin's,
	// NumPy's (nil without NumPy figures) and the limit's (nil: no limit).
	naiveRounds, numpyRounds, limitRounds []float64
	contract                              bool // workload.contract
}

// nsPerElem is the single-core time per element.
func (r result) nsPerElem() float64 { return float64(r.bytes) / r.lib1 / float64(r.elems) }

// twinRounds is the per-round ratios the row is judged by: its contract's
// limit's for the getter loops, its naive twin's for the others.
func (r result) twinRounds() (string, []float64) {
	if r.contract {
		return "limit", r.limitRounds
	}
	return "naive", r.naiveRounds
}

// lags is the twins the row is behind (verdict.go).
func (r result) lags() []lag {
	twin, q := r.twinRounds()
	return lagsOf([]string{twin, "NumPy"}, q, r.numpyRounds)
}

// run measures every workload, one at a time (see the package doc), with
// np, if not nil, timing the NumPy twins in the same rounds.
func run(ws []workload, rounds, procs int, s sizes, np *numpyProc, stderr io.Writer) []result {
	out := make([]result, len(ws))
	for i, w := range ws {
		p := w.setup()
		p.memcpy() // first touch of every page, outside the timing
		p.lib()
		p.naive()
		numpy := np != nil && w.numpy != ""
		if numpy {
			if err := np.setup(w, s, p.elems); err != nil {
				fmt.Fprintf(stderr, "ndbench: no NumPy figure for %s %s: %v\n", w.key, w.dtype, err)
				numpy = false
			}
		}
		runtime.GC() // no collection cycle during the timing
		var lib1, libN, naive, memcpy, ratio, vsNaive, npGBps, vsNumpy, limit, vsLimit []float64
		for range rounds {
			fs := []timed{{p.memcpy, 1}, {p.lib, 1}, {p.naive, 1}, {p.lib, procs}}
			if p.limit != nil {
				fs = append(fs, timed{p.limit, 1})
			}
			t := timeAlternately(fs...)
			if p.limit != nil {
				limit, vsLimit = append(limit, gbps(p.bytes, t[4])), append(vsLimit, seconds(t[4])/seconds(t[1]))
			}
			lib1, libN = append(lib1, gbps(p.bytes, t[1])), append(libN, gbps(p.bytes, t[3]))
			naive, memcpy = append(naive, gbps(p.bytes, t[2])), append(memcpy, gbps(p.bytes, t[0]))
			ratio, vsNaive = append(ratio, seconds(t[0])/seconds(t[1])), append(vsNaive, seconds(t[2])/seconds(t[1]))
			if numpy {
				// NumPy's fastest call is taken from as much calling time
				// as each of ours (timeAlternately shares minPairTime out
				// among them): a minimum over more calls is a faster one on
				// a noisy machine.
				tn, err := np.time(minPairTime / time.Duration(len(fs)))
				if err != nil {
					fmt.Fprintf(stderr, "ndbench: no NumPy figure for %s %s: %v\n", w.key, w.dtype, err)
					numpy, npGBps, vsNumpy = false, nil, nil
					continue
				}
				npGBps, vsNumpy = append(npGBps, gbps(p.bytes, tn)), append(vsNumpy, seconds(tn)/seconds(t[1]))
			}
		}
		out[i] = result{key: w.key, name: w.name, dtype: w.dtype, bytes: p.bytes, elems: p.elems, rounds: rounds,
			lib1: median(lib1), libN: median(libN), naive: median(naive), memcpy: median(memcpy),
			ratio: median(ratio), vsNaive: median(vsNaive), numpy: median(npGBps), vsNumpy: median(vsNumpy),
			limit: median(limit), naiveRounds: vsNaive, numpyRounds: vsNumpy, limitRounds: vsLimit,
			contract: w.contract}
		if p.done != nil {
			p.done()
		}
	}
	return out
}

func seconds(t time.Duration) float64 { return t.Seconds() }

// versus is GatherNd rank 2's time on one core ÷ the scalar gather of the
// same elements by linear index (the library's) and ÷ the plain loop over
// them, per dtype: medians of per-round ratios, the three timed
// alternately.
type versus struct{ gather, loop float64 }

// gatherVersus measures versus for each dtype with a gathernd and a linear
// row.
func gatherVersus(ws []workload, rounds int) map[string]versus {
	out := map[string]versus{}
	for _, g := range ws {
		if g.key != "gathernd" {
			continue
		}
		for _, l := range ws {
			if l.key != "linear" || l.dtype != g.dtype {
				continue
			}
			pg, pl := g.setup(), l.setup()
			pg.lib()
			pl.lib()
			pl.naive()
			runtime.GC()
			var vg, vl []float64
			for range rounds {
				t := timeAlternately(timed{pl.lib, 1}, timed{pl.naive, 1}, timed{pg.lib, 1})
				vg, vl = append(vg, seconds(t[2])/seconds(t[0])), append(vl, seconds(t[2])/seconds(t[1]))
			}
			out[g.dtype] = versus{gather: median(vg), loop: median(vl)}
		}
	}
	return out
}
