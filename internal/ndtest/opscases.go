package ndtest

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// The case files of the Ops group, relative to a dtype package's directory,
// where its tests run. The tf/ files are TensorFlow's own tests and docs
// transcribed (testdata/tf/README.md); the others are NumPy-computed
// golden cases (the generator scripts document their formats at the top).
const (
	tfStridedSliceFile     = "../testdata/tf/strided_slice_cases.json"
	tfGatherNdFile         = "../testdata/tf/gather_nd_cases.json"
	goldenStridedSliceFile = "../testdata/strided_slice_golden.json"
	goldenGatherNdFile     = "../testdata/gather_nd_golden.json"
	goldenGatherFile       = "../testdata/gather_golden.json"
)

// stridedSliceErrors maps the case files' StridedSlice error kinds to the
// sentinel errors.
var stridedSliceErrors = map[string]error{
	"length mismatch":        nd.ErrSpecLength,
	"too long":               nd.ErrSpecTooLong,
	"multiple ellipses":      nd.ErrMultipleEllipses,
	"too many indices":       nd.ErrTooManyIndices,
	"zero stride":            nd.ErrZeroStride,
	"negative shrink stride": nd.ErrShrinkStride,
	"shrink out of range":    nd.ErrShrinkOutOfRange,
}

// gatherNdErrors maps the GatherNd error kinds to the sentinel errors.
var gatherNdErrors = map[string]error{
	"params scalar":      nd.ErrParamsScalar,
	"indices scalar":     nd.ErrIndicesScalar,
	"depth > rank":       nd.ErrIndexDepth,
	"empty params":       nd.ErrEmptyParams,
	"index out of range": nd.ErrIndexOutOfRange,
}

// gatherErrors maps the Gather error kinds to the sentinel errors.
var gatherErrors = map[string]error{
	"params scalar":      nd.ErrParamsScalar,
	"axis out of range":  nd.ErrAxisOutOfRange,
	"index out of range": nd.ErrIndexOutOfRange,
}

// stridedSliceCase is one StridedSlice case, of either file format: the tf/
// transcriptions have source, input and sometimes expr and the canonical
// fields; the golden cases have processing_shape on every success and an
// arange input.
type stridedSliceCase struct {
	Name             string          `json:"name"`
	Source           string          `json:"source"`
	Shape            []int64         `json:"shape"`
	Input            json.RawMessage `json:"input"` // "arange" (or absent) or flat integers
	Expr             *string         `json:"expr"`
	Begin            []int64         `json:"begin"`
	End              []int64         `json:"end"`
	Strides          []int64         `json:"strides"`
	BeginMask        uint32          `json:"begin_mask"`
	EndMask          uint32          `json:"end_mask"`
	EllipsisMask     uint32          `json:"ellipsis_mask"`
	NewAxisMask      uint32          `json:"new_axis_mask"`
	ShrinkAxisMask   uint32          `json:"shrink_axis_mask"`
	OutShape         []int64         `json:"out_shape"`
	ProcessingShape  []int64         `json:"processing_shape"`
	CanonicalBegin   []int64         `json:"canonical_begin"`
	CanonicalEnd     []int64         `json:"canonical_end"`
	CanonicalStrides []int64         `json:"canonical_strides"`
	Values           []int64         `json:"values"`
	Error            string          `json:"error"`
}

func (c stridedSliceCase) spec() nd.StridedSliceSpec {
	return nd.StridedSliceSpec{
		Begin: c.Begin, End: c.End, Strides: c.Strides,
		BeginMask: c.BeginMask, EndMask: c.EndMask, EllipsisMask: c.EllipsisMask,
		NewAxisMask: c.NewAxisMask, ShrinkAxisMask: c.ShrinkAxisMask,
	}
}

func (c stridedSliceCase) String() string {
	s := fmt.Sprintf("shape %v begin %v end %v strides %v masks b=%#x e=%#x ell=%#x new=%#x shrink=%#x",
		c.Shape, c.Begin, c.End, c.Strides, c.BeginMask, c.EndMask, c.EllipsisMask, c.NewAxisMask, c.ShrinkAxisMask)
	if c.Expr != nil {
		s += fmt.Sprintf(" expr %q", *c.Expr)
	}
	return s + label(c.Name, c.Source)
}

// gatherNdCase is one GatherNd case (tf/ transcription or golden).
type gatherNdCase struct {
	Name         string          `json:"name"`
	Source       string          `json:"source"`
	ParamsShape  []int64         `json:"params_shape"`
	Params       json.RawMessage `json:"params"` // "arange" (or absent) or flat integers
	IndicesShape []int64         `json:"indices_shape"`
	Indices      []int64         `json:"indices"`
	OutShape     []int64         `json:"out_shape"`
	Values       []int64         `json:"values"`
	Error        string          `json:"error"`
}

func (c gatherNdCase) String() string {
	return fmt.Sprintf("params %v indices %v %v", c.ParamsShape, c.IndicesShape, c.Indices) + label(c.Name, c.Source)
}

// gatherCase is one Gather case (golden).
type gatherCase struct {
	Name         string  `json:"name"`
	ParamsShape  []int64 `json:"params_shape"`
	IndicesShape []int64 `json:"indices_shape"`
	Indices      []int64 `json:"indices"`
	Axis         int     `json:"axis"`
	OutShape     []int64 `json:"out_shape"`
	Values       []int64 `json:"values"`
	Unchecked    bool    `json:"unchecked"`
	Error        string  `json:"error"`
}

func (c gatherCase) String() string {
	return fmt.Sprintf("params %v indices %v %v axis %d", c.ParamsShape, c.IndicesShape, c.Indices, c.Axis) + label(c.Name, "")
}

func label(name, source string) string {
	switch {
	case name != "":
		return " (" + name + ")"
	case source != "":
		return " (" + source + ")"
	}
	return ""
}

// loadCases reads a {"cases":[...]} file; it fails the test if the file is
// missing, unreadable or empty.
func loadCases[C any](t *testing.T, path string) []C {
	t.Helper()
	b, err := os.ReadFile(golden.Path(path))
	if err != nil {
		t.Fatalf("case file: %v", err)
	}
	var file struct {
		Cases []C `json:"cases"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatalf("case file %s: %v", path, err)
	}
	if len(file.Cases) == 0 {
		t.Fatalf("case file %s has no cases", path)
	}
	return file.Cases
}

// decodeInput reads an "input" / "params" field: nil for "arange" (or an
// absent field), else the flat integers.
func decodeInput(raw json.RawMessage) ([]int64, error) {
	if len(raw) == 0 || string(raw) == `"arange"` {
		return nil, nil
	}
	var v []int64
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("input %s: %v", raw, err)
	}
	if v == nil {
		v = []int64{}
	}
	return v, nil
}

// caseReporter collects the failures of one case file and prints the first
// few of them.
type caseReporter struct {
	t                 *testing.T
	file              string
	checked, failed   int
	errCases, skipped int
}

const maxCaseReports = 20

func (r *caseReporter) report(i int, c fmt.Stringer, msg string) {
	r.t.Helper()
	r.checked++
	if msg == "" {
		return
	}
	r.failed++
	if r.failed <= maxCaseReports {
		r.t.Errorf("%s case %d: %v: %s", r.file, i+1, c, msg)
	}
}

func (r *caseReporter) done(total int, extra string) {
	r.t.Helper()
	if r.failed > maxCaseReports {
		r.t.Errorf("%s: ... and %d more failing cases", r.file, r.failed-maxCaseReports)
	}
	r.t.Logf("%s: checked %d of %d cases (%d error cases)%s; %d failed", r.file, r.checked, total, r.errCases, extra, r.failed)
}

// problems accumulates the findings of one case.
type problems []string

func (p *problems) add(format string, args ...any) { *p = append(*p, fmt.Sprintf(format, args...)) }

func (p problems) String() string {
	out := ""
	for i, s := range p {
		if i > 0 {
			out += "; "
		}
		out += s
	}
	return out
}

// gatherNdDims returns GatherNd's output shape, or false when the shapes
// have none (a scalar params or indices, depth > rank).
func gatherNdDims(params, indices []int64) ([]int64, bool) {
	if len(params) == 0 || len(indices) == 0 {
		return nil, false
	}
	k := indices[len(indices)-1]
	if k < 0 || k > int64(len(params)) {
		return nil, false
	}
	return append(slices.Clone(indices[:len(indices)-1]), params[k:]...), true
}
