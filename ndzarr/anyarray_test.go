package ndzarr

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndstring"
)

// zarrDTypes returns the dtypes Zarr metadata can name.
func zarrDTypes() []nd.DType {
	var out []nd.DType
	for _, d := range ndany.DTypes() {
		if kindLetter(d) != "" {
			out = append(out, d)
		}
	}
	return out
}

// TestReadResultTyped: for every dtype Zarr stores, what Read returns goes
// to Cast and From as it is, with no type assertion, and holds what was
// written; From of the wrong dtype is an error, not a panic.
func TestReadResultTyped(t *testing.T) {
	ctx := context.Background()
	require.Len(t, zarrDTypes(), 14, "every dtype but string and bfloat16")
	for _, d := range zarrDTypes() {
		a, err := CreateIn(ctx, NewMemoryStore(), "", Options{DType: d, Shape: []int64{5, 4},
			Chunks: []int64{2, 3}})
		require.NoError(t, err, d)
		src := sampleArray(t, d, []int64{5, 4})
		require.NoError(t, a.Write(ctx, src), d)
		got, err := a.Read(ctx)
		require.NoError(t, err, d)
		assert.Equal(t, d, got.DType())
		assert.Equal(t, rowMajorBytes(t, src), rowMajorBytes(t, got), d)
		x, err := ndfloat64.Cast(got)
		require.NoError(t, err, d)
		want, err := ndfloat64.Cast(src)
		require.NoError(t, err, d)
		assert.True(t, want.Equal(x), d)
		if d != nd.Int16 {
			_, err = ndint16.From(got)
			assert.ErrorIs(t, err, nd.ErrArgument, d)
		}
	}
}

// TestWriteSourceChecks: a source of another dtype, or an nd.AnyArray of
// no dtype package, is an error wrapping nd.ErrArgument.
func TestWriteSourceChecks(t *testing.T) {
	ctx := context.Background()
	a, err := CreateIn(ctx, NewMemoryStore(), "", Options{DType: nd.Int16, Shape: []int64{2}})
	require.NoError(t, err)
	for name, src := range map[string]nd.AnyArray{
		"float64":   ndfloat64.Vector(1, 2),
		"string":    ndstring.Vector("a", "b"),
		"foreign":   foreignInt16{},
		"typed nil": (*ndint16.NdArray)(nil),
	} {
		assert.ErrorIs(t, a.Write(ctx, src), nd.ErrArgument, name)
	}
	require.NoError(t, a.Write(ctx, ndint16.Vector(3, 4)))
}

// foreignInt16 is an nd.AnyArray of dtype int16 from no dtype package.
type foreignInt16 struct{}

func (foreignInt16) Shape() nd.Shape   { return nd.ShapeOf(2) }
func (foreignInt16) Rank() int         { return 1 }
func (foreignInt16) Size() int64       { return 2 }
func (foreignInt16) DType() nd.DType   { return nd.Int16 }
func (foreignInt16) Layout() nd.Layout { return nd.RowMajor(2) }
func (foreignInt16) ReadOnly() bool    { return false }
func (foreignInt16) Storage() any      { return []int16{1, 2} }

// TestFillValueTypes: a fill value must have the dtype's Go type, and
// integer fill values in metadata must fit the dtype.
func TestFillValueTypes(t *testing.T) {
	for _, d := range zarrDTypes() {
		v := ndany.New(d, nd.ShapeOf(1)).Storage() // a []T of zero
		zero := sliceItem(v)
		require.NoError(t, Options{DType: d, Shape: []int64{1}, FillValue: zero}.checkFill(), d)
		other := any(int8(0))
		if d == nd.Int8 {
			other = uint8(0)
		}
		assert.ErrorIs(t, Options{DType: d, Shape: []int64{1}, FillValue: other}.checkFill(),
			nd.ErrArgument, d)
	}
	for _, c := range []struct {
		raw  string
		d    nd.DType
		want any
	}{
		{"-128", nd.Int8, int8(-128)},
		{"255", nd.Uint8, uint8(255)},
		{"3.0", nd.Uint16, uint16(3)},
		{"18446744073709551615", nd.Uint64, uint64(1<<64 - 1)},
		{"-1", nd.Int64, int64(-1)},
		{"-0", nd.Uint32, uint32(0)},
	} {
		got, err := parseFill(json.RawMessage(c.raw), c.d)
		require.NoError(t, err, c.raw)
		assert.Equal(t, c.want, got, c.raw)
	}
	for _, c := range []struct {
		raw string
		d   nd.DType
	}{
		{"128", nd.Int8}, {"256", nd.Uint8}, {"-1", nd.Uint32}, {"-3.0", nd.Uint64},
		{"1.5", nd.Int32}, {"18446744073709551616", nd.Uint64}, {"\"x\"", nd.Int16},
	} {
		_, err := parseFill(json.RawMessage(c.raw), c.d)
		assert.ErrorIs(t, err, ErrMetadata, c.raw)
	}
}

// sliceItem returns the first item of a slice held in an any.
func sliceItem(s any) any { return reflect.ValueOf(s).Index(0).Interface() }
