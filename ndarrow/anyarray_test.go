package ndarrow

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint32"
)

// TestResultsTyped: what FromTensor and FromTensorBatch return goes to
// Cast and From as it is, with no type assertion; From of the wrong dtype
// and arrays ndarrow cannot take apart are errors, not panics.
func TestResultsTyped(t *testing.T) {
	tn, err := ToTensor(grid())
	require.NoError(t, err)
	defer tn.Release()
	a, err := FromTensor(tn)
	require.NoError(t, err)
	x, err := ndfloat64.Cast(a)
	require.NoError(t, err)
	assert.Equal(t, []float64{0, 1, 2, 3, 4, 5}, x.ToSlice())
	f, err := ndfloat32.From(a)
	require.NoError(t, err)
	assert.Equal(t, grid().ToSlice(), f.ToSlice())
	_, err = ndint32.From(a)
	assert.ErrorIs(t, err, nd.ErrArgument)

	batch, err := ToTensorBatch(grid())
	require.NoError(t, err)
	defer batch.Release()
	b, err := FromTensorBatch(batch)
	require.NoError(t, err)
	f, err = ndfloat32.From(b)
	require.NoError(t, err)
	assert.Equal(t, grid().ToSlice(), f.ToSlice())

	_, err = ToTensor((*ndfloat32.NdArray)(nil))
	assert.ErrorIs(t, err, nd.ErrArgument)
	_, err = ToFixedSizeList((*ndint32.NdArray)(nil))
	assert.ErrorIs(t, err, nd.ErrArgument)
}
