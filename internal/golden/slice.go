// Package golden reads the NumPy-computed slicing cases of
// testdata/slice_golden.json (written by testdata/gen_slice_golden.py, which
// documents the format) for the tests of nd and of every dtype package.
package golden

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/ndgo/ndarray/nd"
)

// SliceFile is the golden file's path relative to a package directory one
// level below the repository root, where that package's tests run.
const SliceFile = "../testdata/slice_golden.json"

// Case is one slicing case: NumPy's arange(size).reshape(Shape)[Sel] has
// shape OutShape and elements Values, or NumPy raised Error (IndexError
// and the like; empty when it did not).
type Case struct {
	Name     string     `json:"name"`
	Shape    []int64    `json:"shape"`
	Sel      []Selector `json:"sel"`
	OutShape []int64    `json:"out_shape"`
	Values   []int64    `json:"values"`
	Error    string     `json:"error"`
}

// Selector is one index of a case, as JSON: Op names it, the other fields
// are its arguments (nil when absent).
type Selector struct {
	Op     string  `json:"op"`
	I      *int64  `json:"i"`
	Start  *int64  `json:"start"`
	Stop   *int64  `json:"stop"`
	Step   *int64  `json:"step"`
	Coords []int64 `json:"coords"`
	Stride *int64  `json:"stride"`
	Count  *int64  `json:"count"`
	Block  *int64  `json:"block"`
}

// String prints the selector as its JSON.
func (s Selector) String() string {
	b, _ := json.Marshal(s)
	return string(b)
}

// LoadSlices reads the golden slicing cases.
func LoadSlices() ([]Case, error) {
	data, err := os.ReadFile(Path(SliceFile))
	if err != nil {
		return nil, fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_slice_golden.py from the repository root)", err)
	}
	var file struct {
		Cases []Case `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", SliceFile, err)
	}
	if len(file.Cases) == 0 {
		return nil, fmt.Errorf("%s has no cases", SliceFile)
	}
	return file.Cases, nil
}

// Index returns the selector as an nd.Index. With shortcuts, a slice of
// step 1 uses All, SliceFrom, SliceTo or Range instead of Step,
// SliceFromStep, SliceToStep or Slice, so that tests exercise both
// spellings. A constructor's panic (a zero step) propagates.
func (s Selector) Index(shortcuts bool) (nd.Index, error) {
	missing := ""
	need := func(p *int64, field string) int64 {
		if p == nil {
			missing = field
			return 0
		}
		return *p
	}
	var x nd.Index
	switch s.Op {
	case "all":
		x = nd.All()
	case "at":
		x = nd.At(need(s.I, "i"))
	case "atkeep":
		x = nd.AtKeep(need(s.I, "i"))
	case "slice":
		step := need(s.Step, "step")
		x = s.slice(step, shortcuts && step == 1)
	case "even":
		x = nd.Even()
	case "odd":
		x = nd.Odd()
	case "flip":
		x = nd.Flip()
	case "newaxis":
		x = nd.NewAxis()
	case "ellipsis":
		x = nd.Ellipsis()
	case "seq":
		x = nd.Seq(s.Coords...)
	case "hyperslab":
		x = nd.Hyperslab(need(s.Start, "start"), need(s.Stride, "stride"), need(s.Count, "count"), need(s.Block, "block"))
	default:
		return nd.Index{}, fmt.Errorf("unknown selector op %q in %v", s.Op, s)
	}
	if missing != "" {
		return nd.Index{}, fmt.Errorf("selector %v lacks %q", s, missing)
	}
	return x, nil
}

// slice returns the index of a "slice" selector; unit picks the step-1
// spellings.
func (s Selector) slice(step int64, unit bool) nd.Index {
	switch {
	case s.Start == nil && s.Stop == nil && unit:
		return nd.All()
	case s.Start == nil && s.Stop == nil:
		return nd.Step(step)
	case s.Stop == nil && unit:
		return nd.SliceFrom(*s.Start)
	case s.Stop == nil:
		return nd.SliceFromStep(*s.Start, step)
	case s.Start == nil && unit:
		return nd.SliceTo(*s.Stop)
	case s.Start == nil:
		return nd.SliceToStep(*s.Stop, step)
	case unit:
		return nd.Range(*s.Start, *s.Stop)
	}
	return nd.Slice(*s.Start, *s.Stop, step)
}
