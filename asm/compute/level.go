package compute

import (
	"fmt"
	"slices"
)

// A Level is a set of kernel variants: the pure-Go twins, or the
// assembly for one instruction set.
type Level int

const (
	// Go runs the pure-Go twins.
	Go Level = iota
	// AVX2 runs the AVX2 (with FMA) kernels.
	AVX2
	// AVX512 runs the AVX-512 (F, BW, DQ, VL) kernels.
	AVX512
)

// String returns the level's name.
func (l Level) String() string {
	switch l {
	case Go:
		return "go"
	case AVX2:
		return "avx2"
	case AVX512:
		return "avx512"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// level is the variant the kernels run; the best the CPU has unless a test
// set another.
var level = best

// Levels returns the levels this CPU (and build) can run, best first; Go
// is always last.
func Levels() []Level {
	var ls []Level
	for l := best; l > Go; l-- {
		ls = append(ls, l)
	}
	return append(ls, Go)
}

// CurrentLevel returns the level the kernels run now.
func CurrentLevel() Level { return level }

// SetLevel makes the kernels run level l and returns a function that
// restores the previous level. It is for tests and benchmarks, and is not
// safe to call while kernels run on other goroutines. It panics if the CPU
// cannot run l.
func SetLevel(l Level) (restore func()) {
	if !slices.Contains(Levels(), l) {
		panic(fmt.Sprintf("compute: this CPU cannot run level %v", l))
	}
	saved := level
	level = l
	return func() { level = saved }
}

// mustSameLen panics unless every length equals n: a kernel's one bounds
// check before it runs unchecked.
func mustSameLen(n int, lens ...int) {
	for _, m := range lens {
		if m != n {
			panic(fmt.Sprintf("compute: slice lengths differ: %d and %d", n, m))
		}
	}
}
