// Package ndkittest is the test suite of the generated dtype packages,
// public for the packages cmd/ndgen writes in other modules: each
// package's generated test file fills a Suite with its constructors, ops
// and test values and calls Run, as the library's own dtype packages do.
// The suite reads the library's testdata/ (TensorFlow's and NumPy's cases)
// from the library's source, in the module cache or a replaced checkout.
package ndkittest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/internal/ndtest"
	"github.com/ndgo/ndarray/nd"
)

// Suite is what a dtype package hands the shared tests: its DType, its
// constructors and ops as function values, Val (test value number i,
// distinct for distinct i where the type allows) and Text2x3 (String of
// the 2×3 array of Val(0) ... Val(5)). See the generated ndarray_test.go of
// any dtype package for a filled one.
type Suite[T any, A nd.Array[T, A]] = ndtest.Suite[T, A]

// Combine holds a package's combining ops (Concat, ..., Pad) for Suite.
type Combine[T any, A any] = ndtest.Combine[T, A]

// Run runs every shared test group as a subtest.
func Run[T any, A nd.Array[T, A]](t *testing.T, s Suite[T, A]) { ndtest.Run(t, s) }

// BenchCopy benchmarks bulk copies between views of the package's arrays.
func BenchCopy[T any, A nd.Array[T, A]](b *testing.B, s Suite[T, A]) { ndtest.BenchCopy(b, s) }

// Text2x3 returns what String prints for the 2×3 array of val(0) ...
// val(5) in a package cmd/ndgen wrote: each element as fmt.Sprint prints
// it (its String method, else %v), right-aligned to the widest, in
// NumPy's nested brackets.
func Text2x3[T any](val func(int) T) string {
	var e [6]string
	width := 0
	for i := range e {
		e[i] = fmt.Sprint(val(i))
		width = max(width, len(e[i]))
	}
	for i := range e {
		e[i] = strings.Repeat(" ", width-len(e[i])) + e[i]
	}
	return "[[" + strings.Join(e[:3], " ") + "]\n [" + strings.Join(e[3:], " ") + "]]"
}

// Masking holds a package's BooleanMask, Where and ArgWhere for RunMasking.
type Masking[A any] = ndtest.Masking[A]

// RunMasking runs the shared tests of BooleanMask, Where and ArgWhere.
func RunMasking[T any, A nd.Array[T, A]](t *testing.T, s Suite[T, A], ops Masking[A]) {
	ndtest.RunMasking(t, s, ops)
}

// ScatterSuite holds a package's scatter ops for RunScatter.
type ScatterSuite[T any, A nd.Array[T, A]] = ndtest.ScatterSuite[T, A]

// RunScatter runs the shared tests of the scatter ops.
func RunScatter[T any, A nd.Array[T, A]](t *testing.T, s ScatterSuite[T, A]) {
	ndtest.RunScatter(t, s)
}
