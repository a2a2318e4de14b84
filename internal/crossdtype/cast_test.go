package crossdtype_test

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// castDType is what the tests need of one dtype package: an array of raw
// little-endian bytes, and its Cast.
type castDType struct {
	wrap func(b []byte) nd.AnyArray
	cast func(x nd.AnyArray) (nd.AnyArray, error)
	size int
}

func castEntry[T any, A nd.AnyArray](wrap func(nd.Shape, []T) A, cast func(nd.AnyArray) (A, error)) castDType {
	size := int(unsafe.Sizeof(*new(T)))
	return castDType{
		wrap: func(b []byte) nd.AnyArray {
			data := make([]T, len(b)/size)
			copy(rawBytes(data), b)
			return wrap(nd.ShapeOf(int64(len(data))), data)
		},
		cast: func(x nd.AnyArray) (nd.AnyArray, error) {
			a, err := cast(x)
			if err != nil {
				return nil, err
			}
			return a, nil
		},
		size: size,
	}
}

var castDTypes = map[string]castDType{
	"float32":    castEntry(ndfloat32.Wrap, ndfloat32.Cast),
	"float64":    castEntry(ndfloat64.Wrap, ndfloat64.Cast),
	"int8":       castEntry(ndint8.Wrap, ndint8.Cast),
	"int16":      castEntry(ndint16.Wrap, ndint16.Cast),
	"int32":      castEntry(ndint32.Wrap, ndint32.Cast),
	"int64":      castEntry(ndint64.Wrap, ndint64.Cast),
	"uint8":      castEntry(nduint8.Wrap, nduint8.Cast),
	"uint16":     castEntry(nduint16.Wrap, nduint16.Cast),
	"uint32":     castEntry(nduint32.Wrap, nduint32.Cast),
	"uint64":     castEntry(nduint64.Wrap, nduint64.Cast),
	"complex64":  castEntry(ndcomplex64.Wrap, ndcomplex64.Cast),
	"complex128": castEntry(ndcomplex128.Wrap, ndcomplex128.Cast),
	"bool":       castEntry(ndbool.Wrap, ndbool.Cast),
	"float16":    castEntry(ndfloat16.Wrap, ndfloat16.Cast),
	"string":     castEntry(ndstring.Wrap, ndstring.Cast),
}

// rawBytes views a slice's elements as bytes.
func rawBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(s[0])))
}

// storageBytes is rawBytes of an array's storage.
func storageBytes(x nd.AnyArray) []byte {
	v := reflect.ValueOf(x.Storage())
	if v.Len() == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(v.UnsafePointer()), v.Len()*int(v.Type().Elem().Size()))
}

type castGolden struct {
	N       int               `json:"n"`
	Sources map[string]string `json:"sources"`
	Casts   map[string]string `json:"casts"`
	Strings []string          `json:"strings"`
}

func loadCastGolden(t *testing.T) castGolden {
	raw, err := os.ReadFile(testdata("cast_golden.json"))
	require.NoError(t, err)
	var g castGolden
	require.NoError(t, json.Unmarshal(raw, &g))
	require.Len(t, g.Casts, len(g.Sources)*len(g.Sources))
	return g
}

func unhex(t *testing.T, s string) []byte {
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// layoutView is an nd.AnyArray of its own: another array's storage through any
// layout, so that the tests can give Cast every kind of view of every
// dtype without generic code over the packages.
type layoutView struct {
	nd.AnyArray
	layout nd.Layout
}

func (v layoutView) Layout() nd.Layout { return v.layout.Clone() }
func (v layoutView) Shape() nd.Shape   { return v.layout.Shape() }
func (v layoutView) Rank() int         { return v.layout.Rank() }
func (v layoutView) Size() int64       { return v.layout.Size() }

// castViews are layouts over n elements: transposed, reversed and
// strided, a column block, Seq and hyperslab dimensions, size-1 and
// empty dimensions, a broadcast (stride 0) and a scalar.
func castViews(n int64) map[string]nd.Layout {
	m := nd.RowMajor(n/12, 12)
	cube := nd.RowMajor(n/24, 4, 6)
	broadcast := nd.RowMajor(n)
	broadcast.Dims = []int64{3, n}
	broadcast.Strides = []int64{0, 1}
	return map[string]nd.Layout{
		"transposed":  m.Transpose(),
		"reversed":    nd.RowMajor(n).Slice(nd.Flip()),
		"strided":     m.Slice(nd.Slice(-1, 0, -3), nd.Step(2)),
		"columns":     m.Slice(nd.All(), nd.Range(3, 9)),
		"stride3":     nd.RowMajor(n).Slice(nd.Slice(1, n, 3)),
		"cube":        cube.Transpose(2, 0, 1).Slice(nd.All(), nd.Odd()),
		"seq":         m.Slice(nd.Seq(3, 0, 7, 7), nd.Seq(11, 2, 5)),
		"hyperslab":   nd.RowMajor(n).Slice(nd.Hyperslab(1, 10, 15, 3)),
		"expand":      m.Slice(nd.NewAxis(), nd.All(), nd.NewAxis(), nd.Range(2, 3)),
		"empty":       m.Slice(nd.Range(2, 2)),
		"scalar":      m.Get(5, 7),
		"broadcast":   broadcast,
		"long column": nd.RowMajor(n/2, 2).Slice(nd.All(), nd.At(1)),
	}
}

// positions lists the storage positions of a layout's elements in
// row-major order, the naive way: one coordinate tuple at a time.
func positions(l nd.Layout) []int64 {
	var out []int64
	for c := range nd.Coords(l.Dims...) {
		out = append(out, l.Pos(c))
	}
	return out
}

// gatherBytes picks the elements of size bytes at pos from b.
func gatherBytes(b []byte, size int, pos []int64) []byte {
	out := make([]byte, 0, len(pos)*size)
	for _, p := range pos {
		out = append(out, b[int(p)*size:int(p+1)*size]...)
	}
	return out
}

// Cast between every pair of numeric dtypes gives NumPy's astype bit for
// bit, on contiguous arrays and on every kind of view.
func TestCastGolden(t *testing.T) {
	g := loadCastGolden(t)
	views := castViews(int64(g.N))
	for from, src := range g.Sources {
		x := castDTypes[from].wrap(unhex(t, src))
		for to := range g.Sources {
			want := unhex(t, g.Casts[from+">"+to])
			dt := castDTypes[to]
			got, err := dt.cast(x)
			require.NoError(t, err, "%s to %s", from, to)
			requireCastBytes(t, want, storageBytes(got), dt.size, "%s to %s", from, to)
			for name, l := range views {
				got, err := dt.cast(layoutView{x, l})
				require.NoError(t, err, "%s to %s, %s view", from, to, name)
				require.Equal(t, l.Dims, got.Layout().Dims)
				requireCastBytes(t, gatherBytes(want, dt.size, positions(l)), storageBytes(got), dt.size,
					"%s to %s, %s view %v", from, to, name, l)
			}
		}
	}
}

func requireCastBytes(t *testing.T, want, got []byte, size int, format string, args ...any) {
	t.Helper()
	if slices.Equal(want, got) {
		return
	}
	for i := 0; i < len(want) && i < len(got); i += size {
		if !slices.Equal(want[i:i+size], got[i:i+size]) {
			require.Failf(t, "cast differs from NumPy", "%s: element %d: want %x, got %x",
				fmt.Sprintf(format, args...), i/size, want[i:i+size], got[i:i+size])
		}
	}
	require.Equal(t, len(want), len(got), fmt.Sprintf(format, args...))
}

// Strings convert to strings only: to and from every other dtype is an
// error wrapping nd.ErrArgument.
func TestCastStrings(t *testing.T) {
	g := loadCastGolden(t)
	s := ndstring.Vector(g.Strings...)
	got, err := ndstring.Cast(s.Slice(nd.Flip()))
	require.NoError(t, err)
	assert.Equal(t, ndstring.Vector(g.Strings...).Slice(nd.Flip()).ToSlice(), got.ToSlice())
	for name, dt := range castDTypes {
		if name == "string" {
			continue
		}
		_, err := dt.cast(s)
		assert.ErrorIs(t, err, nd.ErrArgument, "string to %s", name)
		_, err = ndstring.Cast(dt.wrap(make([]byte, 4*dt.size)))
		assert.ErrorIs(t, err, nd.ErrArgument, "%s to string", name)
	}
}

// A nil array, a typed nil, and an nd.AnyArray whose storage or layout is
// not a dtype array's are errors, never panics.
func TestCastBadArguments(t *testing.T) {
	x := ndfloat32.Vector(1, 2, 3)
	for name, arg := range map[string]nd.AnyArray{
		"nil":             nil,
		"typed nil":       (*ndint64.NdArray)(nil),
		"foreign storage": foreign{x, []int{1, 2, 3}},
		"outside":         layoutView{x, nd.RowMajor(4)},
		"negative":        layoutView{x, nd.Layout{Dims: []int64{2}, Strides: []int64{-1}}},
		"malformed":       layoutView{x, nd.Layout{Dims: []int64{2}}},
	} {
		for to, dt := range castDTypes {
			if to == "string" {
				continue
			}
			_, err := dt.cast(arg)
			assert.ErrorIs(t, err, nd.ErrArgument, "%s to %s", name, to)
		}
	}
}

// foreign is an nd.AnyArray whose storage no dtype package has.
type foreign struct {
	nd.AnyArray
	storage any
}

func (f foreign) Storage() any { return f.storage }

// The result is a new contiguous, writable array: writes to it or to
// the source do not reach the other, read-only sources cast too, and an
// empty array casts to an empty array of its shape.
func TestCastResultOwnsItsData(t *testing.T) {
	src := nduint8.Vector(1, 2, 3, 4, 5, 6)
	x := src.Reshape(nd.ShapeOf(2, 3)).AsReadOnly()
	got, err := ndfloat32.Cast(x)
	require.NoError(t, err)
	assert.False(t, got.ReadOnly())
	assert.Equal(t, []float32{1, 2, 3, 4, 5, 6}, got.Data())
	src.SetUint8(9, 0)
	got.SetFloat32(7, 1, 2)
	assert.Equal(t, []float32{1, 2, 3, 4, 5, 7}, got.ToSlice())
	assert.Equal(t, []uint8{9, 2, 3, 4, 5, 6}, src.ToSlice())

	same, err := nduint8.Cast(src)
	require.NoError(t, err)
	src.SetUint8(1, 0)
	assert.Equal(t, uint8(9), same.GetUint8(0))

	empty, err := ndcomplex128.Cast(ndint8.New(nd.ShapeOf(3, 0, 2)))
	require.NoError(t, err)
	assert.Equal(t, nd.ShapeOf(3, 0, 2), empty.Shape())
}

// The image pipeline's conversion: a cropped, flipped HWC uint8 image
// to CHW float32, through real views (not the test's own nd.AnyArray),
// large enough for the SIMD kernels and the chunked gather.
func TestCastImageViews(t *testing.T) {
	const h, w, c = 37, 53, 3
	img := nduint8.New(nd.ShapeOf(h, w, c))
	data := img.Data()
	for i := range data {
		data[i] = uint8(i * 7)
	}
	crop := img.Slice(nd.Range(2, 35), nd.Slice(50, 1, -1)).Transpose(2, 0, 1)
	got, err := ndfloat32.Cast(crop)
	require.NoError(t, err)
	want := make([]float32, 0, crop.Size())
	for v := range crop.Values() {
		want = append(want, float32(v))
	}
	assert.Equal(t, want, got.ToSlice())
	f64, err := ndfloat64.Cast(got.Slice(nd.All(), nd.Step(3)))
	require.NoError(t, err)
	back, err := ndfloat32.Cast(f64)
	require.NoError(t, err)
	assert.True(t, back.Equal(got.Slice(nd.All(), nd.Step(3)).Copy()))
}

var (
	castSinkL nd.Layout
	castSinkA any
)

// CastInto writes Cast's result into any view of the right shape, in
// place when it is contiguous, even over its own source.
func TestCastInto(t *testing.T) {
	x := nduint8.New(nd.ShapeOf(6, 50))
	for i, d := 0, x.Data(); i < len(d); i++ {
		d[i] = uint8(i)
	}
	src := x.Slice(nd.Flip(), nd.Step(2))
	want, err := ndfloat32.Cast(src)
	require.NoError(t, err)

	dst := ndfloat32.New(src.Shape())
	require.NoError(t, ndfloat32.CastInto(dst, src))
	assert.True(t, want.Equal(dst))
	// A contiguous source allocates nothing beyond what reading it through
	// nd.AnyArray does (its layout and boxed storage); a strided one also
	// its chunk buffer.
	var flat nd.AnyArray = nduint8.New(src.Shape())
	assert.Equal(t, testing.AllocsPerRun(20, func() { castSinkL, castSinkA = flat.Layout(), flat.Storage() }),
		testing.AllocsPerRun(20, func() { _ = ndfloat32.CastInto(dst, flat) }))

	wide := ndfloat32.New(nd.ShapeOf(6, 25, 2))
	strided := wide.Slice(nd.All(), nd.All(), nd.At(1))
	require.NoError(t, ndfloat32.CastInto(strided, src))
	assert.True(t, want.Equal(strided))
	assert.Equal(t, float32(0), wide.GetFloat32(0, 0, 0))

	self := ndfloat32.Vector(1.5, 2.5, -3.5, 4)
	require.NoError(t, ndfloat32.CastInto(self, self.Slice(nd.Flip())))
	assert.Equal(t, []float32{4, -3.5, 2.5, 1.5}, self.ToSlice())

	assert.ErrorIs(t, ndfloat32.CastInto(nil, src), nd.ErrArgument)
	assert.ErrorIs(t, ndfloat32.CastInto(dst, nil), nd.ErrArgument)
	assert.ErrorIs(t, ndfloat32.CastInto(dst.AsReadOnly(), src), nd.ErrReadOnly)
	assert.ErrorIs(t, ndfloat32.CastInto(ndfloat32.New(nd.ShapeOf(3, 25)), src), nd.ErrShape)
	assert.ErrorIs(t, ndfloat32.CastInto(dst, ndstring.New(src.Shape())), nd.ErrArgument)
	assert.ErrorIs(t, ndstring.CastInto(ndstring.New(src.Shape()), src), nd.ErrArgument)
}
