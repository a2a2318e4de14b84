package nd_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// TestSliceGolden applies every case of the NumPy golden file with
// RowMajor(shape...).Slice and checks the output shape and positions (the
// input is arange, so positions are values), or the error.
func TestSliceGolden(t *testing.T) {
	cases, err := golden.LoadSlices()
	require.NoError(t, err)
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
			indices := make([]nd.Index, len(c.Sel))
			for k, s := range c.Sel {
				var err error
				indices[k], err = s.Index(shortcuts)
				require.NoError(t, err, msg...)
			}
			var v nd.Layout
			err := nd.Try(func() { v = nd.RowMajor(c.Shape...).Slice(indices...) })
			if c.Error != "" {
				nd.RequireSliceError(t, err, c.Error, msg...)
			} else {
				require.NoError(t, err, msg...)
				nd.RequireView(t, v, c.OutShape, c.Values, msg...)
				nd.CheckBounds(t, v, msg...)
				nd.CheckNormalForm(t, v, nd.Normalize(v), msg...)
			}

			// The test's own reference agrees with NumPy too.
			refDims, refFlat, refErr := nd.RefSlice(c.Shape, indices)
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
	t.Logf("%d golden cases from %s (%d of them error cases), each with both spellings of unit-step slices", ran, golden.SliceFile, errorCases)
	require.Equal(t, len(cases), ran)
}
