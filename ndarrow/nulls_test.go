package ndarrow

import (
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// TestNullListsRefused: a null row has no elements to view, so lists and
// tensor batches holding one are refused with nd.ErrArgument; a slice
// past the null row is fine.
func TestNullListsRefused(t *testing.T) {
	b := array.NewFixedSizeListBuilder(memory.DefaultAllocator, 2, arrow.PrimitiveTypes.Float32)
	defer b.Release()
	values := b.ValueBuilder().(*array.Float32Builder)
	b.Append(true)
	values.AppendValues([]float32{1, 2}, nil)
	b.AppendNull() // appends the row's (null) values too
	b.Append(true)
	values.AppendValues([]float32{5, 6}, nil)
	l := b.NewListArray()
	defer l.Release()
	_, err := FromFixedSizeList(l)
	assert.ErrorIs(t, err, nd.ErrArgument)

	typ := NewFixedShapeTensorType(arrow.PrimitiveTypes.Float32, []int64{2})
	typ.Storage = l.DataType()
	ext := array.NewExtensionArrayWithStorage(typ, l)
	defer ext.Release()
	_, err = FromTensorBatch(ext.(*FixedShapeTensorArray))
	assert.ErrorIs(t, err, nd.ErrArgument)

	tail := array.NewSlice(l, 2, 3).(*array.FixedSizeList)
	defer tail.Release()
	a, err := FromFixedSizeList(tail)
	require.NoError(t, err)
	assert.Equal(t, []int64{1, 2}, a.Shape().Dims())
}
