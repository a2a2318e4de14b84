package main

import (
	"runtime"
	"slices"
	"time"
)

// minPairTime is how long one alternation of timeAlternately runs at
// least, and the NumPy side's timing of a workload (tests shorten it).
var minPairTime = 100 * time.Millisecond

// timed is one function timeAlternately times, with the GOMAXPROCS it runs
// under (set outside the timing).
type timed struct {
	fn    func()
	procs int
}

// clockOf is the clock a function running under GOMAXPROCS procs is timed
// by: the thread's CPU time on one core (the function runs on this
// thread), wall-clock time on several (it may run on other threads too).
func clockOf(procs int) func() time.Duration {
	if procs == 1 {
		return threadTime
	}
	return wallTime
}

var programStart = time.Now()

// wallTime is the wall-clock time since the program started.
func wallTime() time.Duration { return time.Since(programStart) }

// timeAlternately calls fs in turn, round after round, at least three
// rounds and for at least minPairTime in all, and returns the fastest call
// of each: alternating puts every function in the same phase of a noisy
// shared machine, and the fastest call is the one least disturbed. Round r
// starts at fs[r%len(fs)], so no function always runs right after the same
// other one (whose cache and page state it would inherit). It leaves
// GOMAXPROCS as it found it.
func timeAlternately(fs ...timed) []time.Duration { return timeCalls(3, fs...) }

// timeCalls is timeAlternately with at least minRounds rounds.
func timeCalls(minRounds int, fs ...timed) []time.Duration {
	procs := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(procs)
	runtime.LockOSThread() // for threadTime
	defer runtime.UnlockOSThread()
	best := make([]time.Duration, len(fs))
	for i := range best {
		best[i] = 1 << 62
	}
	for round, total := 0, time.Duration(0); round < minRounds || total < minPairTime; round++ {
		for k := range fs {
			i := (round + k) % len(fs)
			f := fs[i]
			if runtime.GOMAXPROCS(0) != f.procs {
				runtime.GOMAXPROCS(f.procs)
			}
			clock := clockOf(f.procs)
			begin := clock()
			f.fn()
			t := clock() - begin
			best[i], total = min(best[i], t), total+t
		}
	}
	// A call faster than the clock's resolution (tiny test sizes) would
	// divide by zero.
	for i := range best {
		best[i] = max(best[i], 1)
	}
	return best
}

// gbps is bytes moved in t, in GB/s.
func gbps(bytes int64, t time.Duration) float64 { return float64(bytes) / t.Seconds() / 1e9 }

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
