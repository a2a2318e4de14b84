package ndtest

import (
	"testing"

	"github.com/ndgo/ndarray/nd"
)

// testOps checks StridedSlice, SliceExpr, GatherNd, GatherNdInto, Gather and GatherInto
// against TensorFlow's own cases (testdata/tf), against the NumPy-computed
// golden files (testdata/*_golden.json) and by hand. The golden files run
// whole in float32, int64 and string and every 10th case elsewhere, to keep
// the 14 packages' race-detector runs short. Each op's checks have their
// file (stridedslice.go, gathernd.go, gather.go, indexerrors.go); opsargs.go
// builds their arguments.
func (x h[T, A]) testOps(t *testing.T) {
	if x.StridedSlice == nil || x.SliceExpr == nil || x.GatherNd == nil || x.GatherNdInto == nil || x.Gather == nil ||
		x.GatherInto == nil {
		t.Fatal("the Suite lacks StridedSlice, SliceExpr, GatherNd, GatherNdInto, Gather or GatherInto (gen/tests.go fills them)")
	}
	step := 10
	switch x.DType {
	case nd.Float32, nd.Int64, nd.String:
		step = 1
	}
	run(t, "TFStridedSlice", func(t *testing.T) { x.runStridedSlice(t, tfStridedSliceFile, 1) })
	run(t, "TFGatherNd", func(t *testing.T) { x.runGatherNd(t, tfGatherNdFile, 1) })
	run(t, "GoldenStridedSlice", func(t *testing.T) { x.runStridedSlice(t, goldenStridedSliceFile, step) })
	run(t, "GoldenGatherNd", func(t *testing.T) { x.runGatherNd(t, goldenGatherNdFile, step) })
	run(t, "GoldenGather", func(t *testing.T) { x.runGather(t, goldenGatherFile, step) })
	run(t, "GatherNdEmptyIndexRows", x.testGatherNdEmptyRows)
	run(t, "GatherNdSlices", x.testGatherNdSlices)
	run(t, "GatherNdOfViews", x.testGatherNdViews)
	run(t, "GatherNdIntoEmptyViews", x.testGatherNdEmptyViews)
	run(t, "GatherAxes", x.testGatherAxes)
	run(t, "IndexErrorsNameTheRow", x.testIndexErrors)
	run(t, "StridedSliceIsAView", x.testStridedSliceView)
}
