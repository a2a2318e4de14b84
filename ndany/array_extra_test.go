package ndany_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/ndtest"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndstring"
)

// libraryDTypes returns every valid nd.DType but nd.Other, from nd's own
// names, to check ndany's table against.
func libraryDTypes() []nd.DType {
	var out []nd.DType
	for dt := nd.DType(1); dt < nd.Other; dt++ {
		if !strings.HasPrefix(dt.String(), "DType(") {
			out = append(out, dt)
		}
	}
	return out
}

// pattern returns n aligned bytes valid as items of dt: 0 and 1 for bool,
// else distinct bytes.
func pattern(dt nd.DType, n int) []byte {
	raw := ndany.AlignedCopy(make([]byte, n))
	for i := range raw {
		raw[i] = byte(3*i + 1)
		if dt == nd.Bool {
			raw[i] = byte(i % 2)
		}
	}
	return raw
}

// sameMemory reports whether a and b start at the same byte.
func sameMemory(a, b []byte) bool {
	return len(a) > 0 && len(b) > 0 && unsafe.SliceData(a) == unsafe.SliceData(b)
}

func TestDTypesAreTheLibrarys(t *testing.T) {
	assert.Equal(t, libraryDTypes(), ndany.DTypes())
	assert.Len(t, ndany.DTypes(), 16)
	for _, dt := range ndany.DTypes() {
		assert.Equal(t, dt != nd.String, ndany.IsFixed(dt), dt)
		require.NotNil(t, ndany.GoType(dt), dt)
		assert.Equal(t, dt.Size(), int(ndany.GoType(dt).Size()), dt)
	}
	assert.Equal(t, reflect.TypeFor[float32](), ndany.GoType(nd.Float32))
	assert.Equal(t, "float16.Float16", ndany.GoType(nd.Float16).String())
	for _, dt := range []nd.DType{0, nd.Other, 200} {
		assert.Nil(t, ndany.GoType(dt), dt)
		assert.False(t, ndany.IsFixed(dt), dt)
	}
}

// TestNewEveryDType: New makes the dtype package's zero-filled array, whose
// storage is a slice of GoType, and ReadOnly its read-only view.
func TestNewEveryDType(t *testing.T) {
	for _, dt := range ndany.DTypes() {
		a := ndany.New(dt, nd.ShapeOf(2, 3))
		assert.Equal(t, dt, a.DType())
		assert.Equal(t, []int64{2, 3}, a.Shape().Dims(), dt)
		assert.False(t, a.ReadOnly(), dt)
		storage := reflect.ValueOf(a.Storage())
		require.Equal(t, reflect.SliceOf(ndany.GoType(dt)), storage.Type(), dt)
		assert.Equal(t, 6, storage.Len(), dt)
		for i := range storage.Len() {
			assert.True(t, storage.Index(i).IsZero(), dt)
		}
		ro := ndany.ReadOnly(a)
		assert.True(t, ro.ReadOnly(), dt)
		assert.Equal(t, dt, ro.DType())
		assert.Equal(t, storage.Pointer(), reflect.ValueOf(ro.Storage()).Pointer(), "%v: a view", dt)
		assert.False(t, a.ReadOnly(), "%v: a itself stays writable", dt)
	}
	for _, dt := range []nd.DType{0, nd.Other} {
		assert.ErrorIs(t, nd.Try(func() { ndany.New(dt, nd.ShapeOf(1)) }), nd.ErrArgument, dt)
	}
	assert.ErrorIs(t, nd.Try(func() { ndany.New(nd.Int8, nd.UnknownShape()) }), nd.ErrShape)
}

// TestViewLoadBytesEveryDType: for every fixed-size dtype, View shares the
// bytes it is given, Load holds what fill wrote, and Bytes and
// BytesInOrder give them back, shared; a Fortran-order view gives its own
// bytes with fortran set, or a C-order copy.
func TestViewLoadBytesEveryDType(t *testing.T) {
	for _, dt := range ndany.DTypes() {
		if !ndany.IsFixed(dt) {
			continue
		}
		size := dt.Size()
		raw := pattern(dt, 6*size)
		a, err := ndany.View(dt, raw, nd.RowMajor(2, 3))
		require.NoError(t, err, dt)
		assert.Equal(t, dt, a.DType())
		assert.False(t, a.ReadOnly(), dt)
		got, err := ndany.Bytes(a)
		require.NoError(t, err, dt)
		assert.Equal(t, raw, got, dt)
		assert.True(t, sameMemory(raw, got), "%v: no copy", dt)

		loaded, err := ndany.Load(dt, nd.RowMajor(2, 3), func(b []byte) error {
			assert.Equal(t, make([]byte, len(raw)), b, "%v: zeroed", dt)
			copy(b, raw)
			return nil
		})
		require.NoError(t, err, dt)
		got, err = ndany.Bytes(loaded)
		require.NoError(t, err, dt)
		assert.Equal(t, raw, got, dt)
		assert.False(t, sameMemory(raw, got), "%v: Load's own memory", dt)

		// Fortran order: raw holds the columns of a 2×3 array.
		f, err := ndany.View(dt, raw, nd.ColumnMajor(2, 3))
		require.NoError(t, err, dt)
		got, fortran, err := ndany.BytesInOrder(f)
		require.NoError(t, err, dt)
		assert.True(t, fortran, dt)
		assert.True(t, sameMemory(raw, got), "%v: no copy", dt)
		got, err = ndany.Bytes(f)
		require.NoError(t, err, dt)
		assert.Equal(t, transposed(raw, size, 3, 2), got, "%v: a C-order copy", dt)
		got, fortran, err = ndany.BytesInOrder(a)
		require.NoError(t, err, dt)
		assert.False(t, fortran, dt)
		assert.True(t, sameMemory(raw, got), dt)
	}
}

// transposed returns the row-major bytes of the transpose of the rows×cols
// row-major items of size bytes in raw.
func transposed(raw []byte, size, rows, cols int) []byte {
	out := make([]byte, 0, len(raw))
	for j := range cols {
		for i := range rows {
			at := (i*cols + j) * size
			out = append(out, raw[at:at+size]...)
		}
	}
	return out
}

// TestViewExactBytes: a view covers exactly the bytes given, never the
// guard bytes around them, and writes land in place.
func TestViewExactBytes(t *testing.T) {
	raw := ndany.AlignedCopy(make([]byte, 32)) // 8 guard, 16 of items, 8 guard
	for i := range raw {
		raw[i] = 0xAA
	}
	a, err := ndany.View(nd.Int32, raw[8:24], nd.RowMajor(2, 2))
	require.NoError(t, err)
	x, err := ndint32.From(a)
	require.NoError(t, err)
	assert.Len(t, x.Data(), 4)
	x.Fill(0)
	guard := []byte{0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA}
	assert.Equal(t, guard, raw[:8])
	assert.Equal(t, guard, raw[24:])
	assert.Equal(t, make([]byte, 16), raw[8:24])
	ro := ndany.ReadOnly(a)
	assert.True(t, ro.ReadOnly())
	assert.ErrorIs(t, nd.Try(func() { ro.(*ndint32.NdArray).Fill(1) }), nd.ErrReadOnly)
}

func TestViewChecks(t *testing.T) {
	raw := ndany.AlignedCopy(make([]byte, 24))
	_, err := ndany.View(nd.Float64, raw[1:9], nd.RowMajor(1))
	assert.ErrorIs(t, err, nd.ErrArgument, "misaligned")
	assert.False(t, ndany.Aligned(nd.Float64, raw[1:9]))
	assert.True(t, ndany.Aligned(nd.Uint8, raw[1:9]), "bytes align anywhere")
	assert.True(t, ndany.Aligned(nd.Float64, raw[1:1]), "no bytes are aligned")
	assert.False(t, ndany.Aligned(nd.String, raw))
	c := ndany.AlignedCopy(raw[1:9])
	assert.True(t, ndany.Aligned(nd.Complex128, c))
	assert.Len(t, c, 8)

	_, err = ndany.View(nd.Float64, raw, nd.RowMajor(4))
	assert.ErrorIs(t, err, nd.ErrIndexOutOfRange, "4 items in 3 items' bytes")
	_, err = ndany.View(nd.Float64, raw[:23], nd.RowMajor(3))
	assert.ErrorIs(t, err, nd.ErrIndexOutOfRange, "a partial item is not an item")
	_, err = ndany.View(nd.Float64, raw, nd.Layout{Dims: []int64{2}, Strides: []int64{1, 1}})
	assert.ErrorIs(t, err, nd.ErrArgument, "malformed layout")

	bools := []byte{0, 1, 2}
	_, err = ndany.View(nd.Bool, bools, nd.RowMajor(3))
	assert.ErrorIs(t, err, nd.ErrArgument, "a bool byte of 2")
	assert.False(t, ndany.ValidBools(bools))
	ndany.NormalizeBools(bools)
	assert.Equal(t, []byte{0, 1, 1}, bools)
	assert.True(t, ndany.ValidBools(bools))
	a, err := ndany.View(nd.Bool, bools, nd.RowMajor(3))
	require.NoError(t, err)
	b, err := ndbool.From(a)
	require.NoError(t, err)
	assert.Equal(t, []bool{false, true, true}, b.ToSlice())

	for _, dt := range []nd.DType{nd.String, nd.Other, 0} {
		_, err = ndany.View(dt, raw, nd.RowMajor(1))
		assert.ErrorIs(t, err, nd.ErrArgument, dt)
		_, err = ndany.Load(dt, nd.RowMajor(1), func([]byte) error { return nil })
		assert.ErrorIs(t, err, nd.ErrArgument, dt)
	}
	zero, err := ndany.View(nd.Float64, nil, nd.RowMajor(0, 3))
	require.NoError(t, err)
	assert.Equal(t, int64(0), zero.Size())
}

// TestViewAliasIsReadOnly: a layout that reaches one item twice gives a
// read-only view, as WrapLayout does.
func TestViewAliasIsReadOnly(t *testing.T) {
	a, err := ndany.View(nd.Int32, pattern(nd.Int32, 8), nd.Layout{Dims: []int64{3}, Strides: []int64{0}})
	require.NoError(t, err)
	assert.True(t, a.ReadOnly())
}

// TestLoad: bools are normalised, Fortran layouts give views of what fill
// wrote, fill's error comes back as it is, and a bad layout is refused
// before fill runs.
func TestLoad(t *testing.T) {
	a, err := ndany.Load(nd.Bool, nd.RowMajor(4), func(raw []byte) error {
		copy(raw, []byte{0, 1, 2, 255})
		return nil
	})
	require.NoError(t, err)
	b, err := ndbool.From(a)
	require.NoError(t, err)
	assert.Equal(t, []bool{false, true, true, true}, b.ToSlice())

	a, err = ndany.Load(nd.Float64, nd.ColumnMajor(2, 3), func(raw []byte) error {
		copy(raw, unsafe.Slice((*byte)(unsafe.Pointer(&[]float64{0, 3, 1, 4, 2, 5}[0])), 48))
		return nil
	})
	require.NoError(t, err)
	f, err := ndfloat64.From(a)
	require.NoError(t, err)
	assert.Equal(t, []float64{0, 1, 2, 3, 4, 5}, f.ToSlice())
	assert.Equal(t, []int64{1, 2}, f.Layout().Strides)

	boom := errors.New("boom")
	_, err = ndany.Load(nd.Int8, nd.RowMajor(2), func([]byte) error { return boom })
	assert.Equal(t, boom, err)

	called := false
	_, err = ndany.Load(nd.Int8, nd.Layout{Dims: []int64{2}, Strides: []int64{1}, Offset: 1},
		func([]byte) error { called = true; return nil })
	assert.ErrorIs(t, err, nd.ErrIndexOutOfRange)
	assert.False(t, called, "the layout is checked first")
}

// TestNilAndForeignArrays: arrays Bytes and ReadOnly cannot take apart are
// errors or documented panics, never nil dereferences.
func TestNilAndForeignArrays(t *testing.T) {
	for name, a := range map[string]nd.AnyArray{
		"nil":       nil,
		"typed nil": (*ndint32.NdArray)(nil),
		"foreign":   ndtest.Foreign{Of: nd.Int32},
		"string":    ndstring.Vector("a"),
	} {
		_, err := ndany.Bytes(a)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		_, _, err = ndany.BytesInOrder(a)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
	}
	assert.Nil(t, ndany.ReadOnly(nil))
	assert.ErrorIs(t, nd.Try(func() { ndany.ReadOnly(ndtest.Foreign{Of: nd.Int32}) }), nd.ErrArgument)
	assert.NotPanics(t, func() { ndany.ReadOnly((*ndint32.NdArray)(nil)) })
}

// TestItemsInOrder: C-contiguous, Fortran-contiguous and strided string
// arrays.
func TestItemsInOrder(t *testing.T) {
	s := ndstring.FromSlice1([]string{"a", "b", "c", "d", "e", "f"}).Reshape(nd.ShapeOf(2, 3))
	items, fortran := ndany.ItemsInOrder(s)
	assert.Equal(t, []string{"a", "b", "c", "d", "e", "f"}, items)
	assert.False(t, fortran)
	assert.True(t, &items[0] == &s.Data()[0], "shared")
	items, fortran = ndany.ItemsInOrder(s.Transpose())
	assert.Equal(t, []string{"a", "b", "c", "d", "e", "f"}, items, "the transpose's storage order")
	assert.True(t, fortran)
	items, fortran = ndany.ItemsInOrder(s.Slice(nd.All(), nd.Flip()))
	assert.Equal(t, []string{"c", "b", "a", "f", "e", "d"}, items, "a C-order copy")
	assert.False(t, fortran)
	items, fortran = ndany.ItemsInOrder(ndstring.Vector("b", "a").Slice(nd.Flip()))
	assert.Equal(t, []string{"a", "b"}, items)
	assert.False(t, fortran, "rank 1 is never Fortran")
}
