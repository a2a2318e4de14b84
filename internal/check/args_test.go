package check_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/internal/ndtest"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// indices is an nd.Indices whose values need not match its shape.
type indices = ndtest.FakeIndices

func TestIndexValues(t *testing.T) {
	s := nd.ShapeOf(2, 1)
	good := map[string]nd.Indices{
		"int64 array":          ndint64.Wrap(s, []int64{1, 2}),
		"int32 array":          ndint32.Wrap(s, []int32{1, 2}),
		"int64 strided view":   ndint64.Wrap(nd.ShapeOf(2, 2), []int64{1, 9, 2, 9}).Slice(nd.All(), nd.At(0)).Reshape(s),
		"int64 values":         indices{Of: s, I64: []int64{1, 2}},
		"int32 values":         indices{Of: s, I32: []int32{1, 2}},
		"no values, no rows":   indices{Of: nd.ShapeOf(0, 3)},
		"empty int32, no rows": indices{Of: nd.ShapeOf(0, 3), I32: []int32{}},
		"scalar":               indices{Of: nd.ScalarShape(), I64: []int64{4}},
	}
	for name, ix := range good {
		shape, i64, i32, err := check.IndexValues("Op", ix)
		require.NoError(t, err, name)
		assert.True(t, shape.Equal(ix.Shape()), name)
		w64, w32 := ix.IndexValues()
		assert.Equal(t, w64, i64, name)
		assert.Equal(t, w32, i32, name)
	}

	bad := map[string]struct {
		ix   nd.Indices
		says string
	}{
		"int64 short":       {indices{Of: s, I64: []int64{1}}, "shape [2, 1] (2 elements) give 1 int64 values"},
		"int64 long":        {indices{Of: s, I64: []int64{1, 2, 3}}, "give 3 int64 values"},
		"int32 short":       {indices{Of: s, I32: []int32{1}}, "give 1 int32 values"},
		"int32 long":        {indices{Of: s, I32: []int32{1, 2, 3}}, "give 3 int32 values"},
		"both nil":          {indices{Of: s}, "give no values"},
		"both":              {indices{Of: s, I64: []int64{1, 2}, I32: []int32{1, 2}}, "give both"},
		"both, no rows":     {indices{Of: nd.ShapeOf(0, 1), I64: []int64{}, I32: []int32{}}, "give both"},
		"values, no rows":   {indices{Of: nd.ShapeOf(0, 1), I32: []int32{1}}, "(0 elements) give 1 int32"},
		"unknown dimension": {indices{Of: nd.ShapeOf(nd.UnknownSize, 1), I64: []int64{1}}, "not fully known"},
		"unknown rank":      {indices{Of: nd.UnknownShape()}, "not fully known"},
	}
	for name, c := range bad {
		_, i64, i32, err := check.IndexValues("Op", c.ix)
		require.Error(t, err, name)
		assert.Nil(t, i64, name)
		assert.Nil(t, i32, name)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		var e *nd.Error
		assert.True(t, errors.As(err, &e), "%s: %T", name, err)
		assert.Contains(t, err.Error(), "nd: Op: indices", name)
		assert.Contains(t, err.Error(), c.says, name)
	}

	for name, ix := range map[string]nd.Indices{"nil": nil, "typed nil": (*ndint64.NdArray)(nil)} {
		_, _, _, err := check.IndexValues("Op", ix)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		assert.Equal(t, check.Indices("Op", ix), err, "%s: Indices' error", name)
	}
}
