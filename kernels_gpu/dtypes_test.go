//go:build opencl && cgo

package kernelsgpu

import (
	"bytes"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// dtype is what the device tests need of one host dtype package: its
// constructors, a value for each integer (distinct over the test sizes,
// so a misplaced element shows), and its CPU ops, the reference.
type dtype[T move.Plain, A nd.Array[T, A]] struct {
	name         string
	wrap         func(nd.Shape, []T) A
	newA         func(nd.Shape) A
	val          func(int64) T
	stridedSlice func(A, nd.StridedSliceSpec) (A, error)
	gatherNd     func(A, nd.Indices) (A, error)
	gather       func(A, nd.Indices, int) (A, error)
}

// iota returns Wrap(dims, [val(0), val(1), ...]).
func (x dtype[T, A]) iota(dims ...int64) A {
	n := nd.ShapeOf(dims...).Size()
	data := make([]T, n)
	for i := range data {
		data[i] = x.val(int64(i))
	}
	return x.wrap(nd.ShapeOf(dims...), data)
}

// upload uploads a and registers its release.
func (x dtype[T, A]) upload(t testing.TB, a A) *Array {
	t.Helper()
	g, err := Upload(device(t), a)
	require.NoError(t, err)
	t.Cleanup(g.Release)
	return g
}

// download returns the device array as a new host array.
func (x dtype[T, A]) download(t testing.TB, g *Array) A {
	t.Helper()
	h := x.newA(g.Shape())
	require.NoError(t, Download(h, g))
	return h
}

// sameBits fails the test unless a and b have the same shape and the same
// element bits.
func sameBits[T move.Plain, A nd.Array[T, A]](t testing.TB, want, got A, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, want.Shape().Dims(), got.Shape().Dims(), msgAndArgs...)
	w, g := want.ToSlice(), got.ToSlice()
	if !bytes.Equal(rawBytes(w), rawBytes(g)) {
		require.Equal(t, w, g, msgAndArgs...) // prints the values
		require.Fail(t, "same values, different bits", msgAndArgs...)
	}
}

func rawBytes[T any](s []T) []byte {
	return unsafe.Slice((*byte)(hostBytes(s)), bytesOf(s))
}

var (
	float32s = dtype[float32, *ndfloat32.NdArray]{"float32", ndfloat32.Wrap, ndfloat32.New,
		func(i int64) float32 { return float32(i) + 0.25 },
		ndfloat32.StridedSlice, ndfloat32.GatherNd, ndfloat32.Gather}
	float64s = dtype[float64, *ndfloat64.NdArray]{"float64", ndfloat64.Wrap, ndfloat64.New,
		func(i int64) float64 { return -float64(i) - 0.5 },
		ndfloat64.StridedSlice, ndfloat64.GatherNd, ndfloat64.Gather}
	int64s = dtype[int64, *ndint64.NdArray]{"int64", ndint64.Wrap, ndint64.New,
		func(i int64) int64 { return i*1_000_003 - 7 },
		ndint64.StridedSlice, ndint64.GatherNd, ndint64.Gather}
	int16s = dtype[int16, *ndint16.NdArray]{"int16", ndint16.Wrap, ndint16.New,
		func(i int64) int16 { return int16(i*7 + 1) },
		ndint16.StridedSlice, ndint16.GatherNd, ndint16.Gather}
	uint8s = dtype[uint8, *nduint8.NdArray]{"uint8", nduint8.Wrap, nduint8.New,
		func(i int64) uint8 { return uint8(i*13 + 5) },
		nduint8.StridedSlice, nduint8.GatherNd, nduint8.Gather}
	bools = dtype[bool, *ndbool.NdArray]{"bool", ndbool.Wrap, ndbool.New,
		func(i int64) bool { return i%3 == 1 },
		ndbool.StridedSlice, ndbool.GatherNd, ndbool.Gather}
	complex128s = dtype[complex128, *ndcomplex128.NdArray]{"complex128",
		ndcomplex128.Wrap, ndcomplex128.New,
		func(i int64) complex128 { return complex(float64(i), -float64(i)/4) },
		ndcomplex128.StridedSlice, ndcomplex128.GatherNd, ndcomplex128.Gather}
)

// forEachDType runs f as a subtest for each dtype of the device suites:
// float32, int64, uint8, float64, complex128 and int16, every element
// width (1, 2, 4, 8, 16 bytes); with withBool, bool too.
func forEachDType(t *testing.T, withBool bool, f func(t *testing.T, run suite)) {
	suites := []suite{
		suiteOf(float32s), suiteOf(int64s), suiteOf(uint8s), suiteOf(float64s),
		suiteOf(complex128s), suiteOf(int16s),
	}
	if withBool {
		suites = append(suites, suiteOf(bools))
	}
	for _, s := range suites {
		t.Run(s.name, func(t *testing.T) { f(t, s) })
	}
}

// suite is a dtype's tests with the type parameters bound.
type suite struct {
	name        string
	views       func(t *testing.T, seed int64, n int)
	variants    func(t *testing.T)
	goldenSlice func(t *testing.T) int
	goldenNd    func(t *testing.T) int
	goldenAxis  func(t *testing.T) int
}

func suiteOf[T move.Plain, A nd.Array[T, A]](x dtype[T, A]) suite {
	return suite{name: x.name, views: x.randomViews, variants: x.copyVariants,
		goldenSlice: x.goldenStridedSlice, goldenNd: x.goldenGatherNd, goldenAxis: x.goldenGather}
}
