package nd

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// goldenFile is written by testdata/gen_slice_golden.py (NumPy); its
// format is documented at the top of that script.
const goldenFile = "../testdata/slice_golden.json"

type goldenSelector struct {
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

type goldenCase struct {
	Name     string           `json:"name"`
	Shape    []int64          `json:"shape"`
	Sel      []goldenSelector `json:"sel"`
	OutShape []int64          `json:"out_shape"`
	Values   []int64          `json:"values"`
	Error    string           `json:"error"`
}

func (s goldenSelector) String() string {
	b, _ := json.Marshal(s)
	return string(b)
}

// index maps a selector object to our constructors. With shortcuts, a
// slice of step 1 uses All, SliceFrom, SliceTo or Range instead of Step,
// SliceFromStep, SliceToStep or Slice, so both spellings are exercised.
func (s goldenSelector) index(t *testing.T, shortcuts bool) Index {
	t.Helper()
	need := func(p *int64, field string) int64 {
		t.Helper()
		require.NotNil(t, p, "selector %v lacks %q", s, field)
		return *p
	}
	switch s.Op {
	case "all":
		return All()
	case "at":
		return At(need(s.I, "i"))
	case "atkeep":
		return AtKeep(need(s.I, "i"))
	case "slice":
		step := need(s.Step, "step")
		unit := shortcuts && step == 1
		switch {
		case s.Start == nil && s.Stop == nil && unit:
			return All()
		case s.Start == nil && s.Stop == nil:
			return Step(step)
		case s.Stop == nil && unit:
			return SliceFrom(*s.Start)
		case s.Stop == nil:
			return SliceFromStep(*s.Start, step)
		case s.Start == nil && unit:
			return SliceTo(*s.Stop)
		case s.Start == nil:
			return SliceToStep(*s.Stop, step)
		case unit:
			return Range(*s.Start, *s.Stop)
		}
		return Slice(*s.Start, *s.Stop, step)
	case "even":
		return Even()
	case "odd":
		return Odd()
	case "flip":
		return Flip()
	case "newaxis":
		return NewAxis()
	case "ellipsis":
		return Ellipsis()
	case "seq":
		require.NotNil(t, s.Coords, "selector %v lacks \"coords\"", s)
		return Seq(s.Coords...)
	case "hyperslab":
		return Hyperslab(need(s.Start, "start"), need(s.Stride, "stride"), need(s.Count, "count"), need(s.Block, "block"))
	}
	t.Fatalf("unknown selector op %q in %v", s.Op, s)
	return Index{}
}

func loadGolden(t *testing.T) []goldenCase {
	t.Helper()
	data, err := os.ReadFile(goldenFile)
	require.NoError(t, err, "run /usr/bin/python3 testdata/gen_slice_golden.py from the repository root")
	var file struct {
		Cases []goldenCase `json:"cases"`
	}
	require.NoError(t, json.Unmarshal(data, &file))
	require.NotEmpty(t, file.Cases)
	return file.Cases
}

// TestSliceGolden applies every case of the NumPy golden file with
// RowMajor(shape...).Slice and checks the output shape and positions (the
// input is arange, so positions are values), or the error.
func TestSliceGolden(t *testing.T) {
	cases := loadGolden(t)
	ran, errorCases := 0, 0
	for i, c := range cases {
		name := fmt.Sprintf("case %d", i)
		if c.Name != "" {
			name += " (" + c.Name + ")"
		}
		msg := []any{"%s: shape %v, sel %v", name, c.Shape, c.Sel}
		if c.Error == "" {
			require.NotNil(t, c.OutShape, msg...)
			require.NotNil(t, c.Values, msg...)
		}
		for _, shortcuts := range []bool{false, true} {
			indices := make([]Index, len(c.Sel))
			for k, s := range c.Sel {
				indices[k] = s.index(t, shortcuts)
			}
			var v Layout
			err := Try(func() { v = RowMajor(c.Shape...).Slice(indices...) })
			if c.Error != "" {
				requireSliceError(t, err, c.Error, msg...)
			} else {
				require.NoError(t, err, msg...)
				requireView(t, v, c.OutShape, c.Values, msg...)
				checkBounds(t, v, msg...)
				checkNormalForm(t, v, normalize(v), msg...)
			}

			// The test's own reference agrees with NumPy too.
			refDims, refFlat, refErr := refSlice(c.Shape, indices)
			require.Equal(t, c.Error, refErr, msg...)
			if c.Error == "" {
				require.Equal(t, c.OutShape, refDims, msg...)
				require.Equal(t, c.Values, refFlat, msg...)
			}
		}
		ran++
		if c.Error != "" {
			errorCases++
		}
	}
	t.Logf("%d golden cases from %s (%d of them error cases), each with both spellings of unit-step slices", ran, goldenFile, errorCases)
	require.Equal(t, len(cases), ran)
}
