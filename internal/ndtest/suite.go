// Package ndtest is the test suite every dtype package runs: written once
// over nd.Array, instantiated by each package's generated test file with its
// own constructors and test values, so that all dtypes are tested alike.
package ndtest

import (
	"testing"

	"github.com/ndgo/ndarray/nd"
)

// Suite is what a dtype package hands the shared tests.
type Suite[T any, A nd.Array[T, A]] struct {
	DType      nd.DType
	New        func(nd.Shape) A
	Wrap       func(nd.Shape, []T) A
	Scalar     func(T) A
	Vector     func(...T) A
	FromSlice1 func([]T) A
	FromSlice2 func([][]T) (A, error)
	FromSlice3 func([][][]T) (A, error)
	FromSlice4 func([][][][]T) (A, error)
	ToSlice2   func(A) [][]T
	ToSlice3   func(A) [][][]T
	ToSlice4   func(A) [][][][]T
	// SetTyped is the package's typed setter (SetFloat32, SetInt64, ...) as
	// a method expression.
	SetTyped func(A, T, ...int64)
	// Val returns test value number i (distinct for distinct i where the
	// type allows: bool has two values).
	Val func(i int) T
	// Text2x3 is String() of the 2x3 array of Val(0) ... Val(5).
	Text2x3 string

	// The package's ops: StridedSlice, GatherNd, GatherNdInto, Gather and
	// GatherInto are its functions, SliceExpr the method expression
	// (*NdArray).SliceExpr.
	StridedSlice func(A, nd.StridedSliceSpec) (A, error)
	GatherNd     func(A, nd.Indices) (A, error)
	GatherNdInto func(A, A, nd.Indices) error
	Gather       func(A, nd.Indices, int) (A, error)
	GatherInto   func(A, A, nd.Indices, int) error
	SliceExpr    func(A, string) (A, error)

	// Construction and views of issue 10 (internal/ndtest/wraplayout.go).
	WrapLayout func([]T, nd.Layout) A
	Full       func(nd.Shape, T) A
	Arange     func(start, stop, step T) A    // nil where the package has none
	Linspace   func(start, stop T, n int64) A // nil where the package has none
	// Combine holds the combining and splitting ops (Concat, ..., Pad).
	Combine Combine[T, A]
	// From is the package's From, which recovers its arrays from an
	// nd.AnyArray (internal/ndtest/from.go).
	From func(nd.AnyArray) (A, error)
	// NoNumPy says NumPy has no such dtype (bfloat16): the NumPy golden
	// groups have no cases for it and check only what needs none.
	NoNumPy bool
}

// Run runs every shared test, each group as a subtest:
//
//   - Constructors: New, Wrap, Scalar, Vector, unknown shapes.
//   - Access: GetValue/SetValue, Get, Set, writes through sub-views.
//   - NdArrayTestBase: the facts of TF Java's NdArrayTestBase, adapted.
//   - Copies: Read, Write, CopyTo, Fill, Copy, ToSlice.
//   - Equal: shapes, values, contiguous and strided views.
//   - BugsNotToCopy: TF Java's known bugs, each checked fixed here.
//   - Dense: TF Java's dense-array tests.
//   - Index: TF Java's IndexTest and the selector semantics.
//   - Iteration: Elements, Scalars, Values.
//   - Transpose, Reshape, DataLayout.
//   - Nested: FromSlice1..4 and ToSlice2..4.
//   - String: the NumPy-like text.
//   - PrintGolden: String against NumPy's str() (testdata/print_golden.json.gz).
//   - Golden: differential slicing test against NumPy (testdata).
//   - Random: random views copied, read, written and compared against an
//     element-by-element reference.
//   - Large: bulk copies with destinations over 1 MiB (where streaming
//     kernels may take over), unaligned and with odd tails.
//   - ReadOnly: AsReadOnly and the views made from it refuse every write
//     (SetValue, the typed setter, Set, CopyTo, Write, Fill, GatherNdInto)
//     with nd.ErrReadOnly and leave the data alone; copies are writable;
//     reads work.
//   - Ops: StridedSlice and SliceExpr, GatherNd and GatherNdInto, Gather,
//     against TensorFlow's transcribed cases (testdata/tf), the NumPy
//     golden files (testdata/*_golden.json) and hand-written checks.
//   - Sentinels: every panicking method's *nd.Error wraps its sentinel.
//   - NilOps: nil and typed-nil arrays given to every error-returning op.
//   - BadIndices: nd.Indices whose values do not match their shape given
//     to GatherNd, GatherNdInto and Gather (errors, never panics).
//   - OverflowOps: ops whose results would overflow int64 or memory.
//   - GatherAliasing: GatherNdInto into a view of its own params.
//   - LayoutIsCopy: changing what Layout returns does not change the array.
//   - WrapLayout: views through any layout; outside or malformed layouts.
//   - ViewsGolden: Reshape, ExpandDims, Squeeze, BroadcastTo, Flip,
//     SwapAxes and Flatten against NumPy (testdata/views_golden.json).
//   - ShapeViews: read-only propagation, inspection, New, tables, panics
//     of the views of issue 10.
//   - Sequences: Full; Arange and Linspace against NumPy, bit for bit
//     (testdata/sequences_golden.json).
//   - Combine: Concat, Stack, Unstack, Split, SplitV, Tile, Repeat and Pad
//     against NumPy and TensorFlow's errors (testdata/combine_golden.json)
//     on every kind of input view, and their views, nil arrays, overflow.
//   - From: an nd.AnyArray back to the package's array; Storage.
func Run[T any, A nd.Array[T, A]](t *testing.T, s Suite[T, A]) {
	x := h[T, A]{s}
	groups := []struct {
		name string
		f    func(*testing.T)
	}{
		{"Constructors", x.testConstructors},
		{"Access", x.testAccess},
		{"NdArrayTestBase", x.testBase},
		{"Copies", x.testCopies},
		{"Equal", x.testEqual},
		{"BugsNotToCopy", x.testBugs},
		{"Dense", x.testDense},
		{"Index", x.testIndex},
		{"Iteration", x.testIteration},
		{"Transpose", x.testTranspose},
		{"Reshape", x.testReshape},
		{"DataLayout", x.testDataLayout},
		{"Nested", x.testNested},
		{"String", x.testString},
		{"PrintGolden", x.testPrintGolden},
		{"Golden", x.testGolden},
		{"Random", x.testRandom},
		{"Large", x.testLarge},
		{"Ops", x.testOps},
		{"Sentinels", x.testSentinels},
		{"NilOps", x.testNilOps},
		{"BadIndices", x.testBadIndices},
		{"OverflowOps", x.testOverflowOps},
		{"GatherAliasing", x.testGatherAliasing},
		{"LayoutIsCopy", x.testLayoutIsCopy},
		{"ReadOnly", x.testReadOnly},
		{"WrapLayout", x.testWrapLayout},
		{"ViewsGolden", x.testViewsGolden},
		{"Sequences", x.testSequences},
		{"ShapeViews", x.testShapeViews},
		{"Combine", x.testCombine},
		{"Scalar", x.testScalar},
		{"From", x.testFrom},
	}
	for _, g := range groups {
		run(t, g.name, g.f)
	}
}
