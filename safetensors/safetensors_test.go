package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndstring"
)

var fixtureDir = filepath.Join("..", "testdata", "safetensors")

type fixtureTensor struct {
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	Hex   string  `json:"hex"`
}

// manifest returns the tensors of a fixture file and its metadata.
func manifest(t *testing.T, file string) (map[string]fixtureTensor, map[string]string) {
	raw, err := os.ReadFile(filepath.Join(fixtureDir, "manifest.json"))
	require.NoError(t, err)
	var all map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &all))
	var tensors map[string]fixtureTensor
	require.NoError(t, json.Unmarshal(all[file], &tensors))
	var meta map[string]string
	require.NoError(t, json.Unmarshal(all[file+":metadata"], &meta))
	return tensors, meta
}

// cOrderBytes returns a's items in C order as bytes.
func cOrderBytes(a nd.AnyArray) []byte {
	v := reflect.ValueOf(a).MethodByName("ToSlice").Call(nil)[0]
	n := v.Len() * int(v.Type().Elem().Size())
	if n == 0 {
		return []byte{}
	}
	return bytes.Clone(unsafe.Slice((*byte)(v.UnsafePointer()), n))
}

// checkTensors asserts that every tensor of f holds what the manifest
// says, through Raw and Tensor (F16 and BF16 as ndfloat16 and ndbfloat16).
func checkTensors(t *testing.T, file string, f *File) {
	want, meta := manifest(t, file)
	assert.Equal(t, meta, f.Metadata(), file)
	assert.Len(t, f.Names(), len(want))
	for name, w := range want {
		info, err := f.Info(name)
		require.NoError(t, err)
		assert.Equal(t, w.DType, info.DType)
		assert.Equal(t, w.Shape, nonNil(info.Shape), name)
		raw, err := f.Raw(name)
		require.NoError(t, err)
		assert.Equal(t, w.Hex, hex.EncodeToString(raw), name)
		a, err := f.Tensor(name)
		require.NoError(t, err, name)
		assert.Equal(t, w.Shape, nonNil(a.Shape().Dims()), name)
		assert.Equal(t, w.Hex, hex.EncodeToString(cOrderBytes(a)), "%s %s", file, name)
	}
}

func nonNil(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return s
}

// TestFixtures: the files written from the spec read, opened and mapped,
// bit for bit.
func TestFixtures(t *testing.T) {
	for _, file := range []string{"all.safetensors", "nohalf.safetensors", "unaligned.safetensors"} {
		path := filepath.Join(fixtureDir, file)
		f, err := Open(path)
		require.NoError(t, err, file)
		checkTensors(t, file, f)
		require.NoError(t, f.Close())
		m, err := Map(path)
		require.NoError(t, err, file)
		checkTensors(t, file, m)
		w, err := m.Tensor("weight")
		require.NoError(t, err)
		assert.True(t, w.ReadOnly(), "mapped tensors are read-only")
		err = nd.Try(func() { w.(*ndfloat32.NdArray).SetFloat32(1, 0, 0) })
		assert.ErrorIs(t, err, nd.ErrReadOnly)
		require.NoError(t, m.Close())
		_, err = m.Tensor("weight")
		assert.ErrorIs(t, err, ErrClosed)
		if file != "unaligned.safetensors" { // there tensors are copies
			assert.Equal(t, float32(0), w.(*ndfloat32.NdArray).GetFloat32(0, 0), "detached: zeros")
		}
	}
	withHalf, err := Load(filepath.Join(fixtureDir, "all.safetensors"))
	require.NoError(t, err)
	assert.Len(t, withHalf, 13)
	all, err := Load(filepath.Join(fixtureDir, "nohalf.safetensors"))
	require.NoError(t, err)
	assert.Len(t, all, 11)
}

// TestMapZeroCopy: aligned tensors of a mapped file are views of the
// file's bytes; misaligned ones are copies.
func TestMapZeroCopy(t *testing.T) {
	m, err := Map(filepath.Join(fixtureDir, "nohalf.safetensors"))
	require.NoError(t, err)
	defer m.Close()
	a, err := m.Tensor("weight")
	require.NoError(t, err)
	raw, _ := m.Raw("weight")
	data := a.(*ndfloat32.NdArray).Data()
	assert.Equal(t, unsafe.Pointer(unsafe.SliceData(raw)), unsafe.Pointer(unsafe.SliceData(data)))
	assert.Len(t, data, 6, "the view holds exactly the tensor's items")

	u, err := Map(filepath.Join(fixtureDir, "unaligned.safetensors"))
	require.NoError(t, err)
	defer u.Close()
	b, err := u.Tensor("u64")
	require.NoError(t, err)
	assert.True(t, b.ReadOnly())
}

// TestWriteMatchesSpec: the Go writer lays a file out byte for byte as
// the reference writer does.
func TestWriteMatchesSpec(t *testing.T) {
	path := filepath.Join(fixtureDir, "nohalf.safetensors")
	in, err := Load(path)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, Write(&buf, in, map[string]string{"format": "pt"}))
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), buf.String())
}

// TestSaveRoundTrip: strided views are written in C order and read back;
// what cannot be stored is refused.
func TestSaveRoundTrip(t *testing.T) {
	x := ndint64.Wrap(nd.ShapeOf(3, 4), []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
	in := map[string]nd.AnyArray{"t": x.Transpose(), "s": x.Slice(nd.Step(2), nd.Flip()), "x": x}
	path := filepath.Join(t.TempDir(), "a.safetensors")
	require.NoError(t, Save(path, in, nil))
	out, err := Load(path)
	require.NoError(t, err)
	for name, a := range in {
		assert.Equal(t, a.Shape(), out[name].Shape(), name)
		assert.Equal(t, cOrderBytes(a), cOrderBytes(out[name]), name)
	}
	for name, bad := range map[string]map[string]nd.AnyArray{
		"complex":   {"c": ndcomplex64.Vector(1)},
		"string":    {"s": ndstring.Vector("a")},
		"nil":       {"n": nil},
		"typed nil": {"n": (*ndint64.NdArray)(nil)},
		"metadata":  {"__metadata__": x},
	} {
		err := Write(&bytes.Buffer{}, bad, nil)
		assert.Error(t, err, name)
		assert.True(t, strings.HasPrefix(err.Error(), "safetensors: "), err.Error())
	}
}

// file returns a safetensors file with the given header text (unpadded)
// and data.
func file(header string, data []byte) []byte {
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	return append(append(out, header...), data...)
}

// TestHostileHeaders: every malformed header is refused with ErrFormat
// (or ErrHeaderSize), as the reference implementation refuses it.
func TestHostileHeaders(t *testing.T) {
	f32 := func(name, shape, offsets string) string {
		return `"` + name + `":{"dtype":"F32","shape":` + shape + `,"data_offsets":` + offsets + `}`
	}
	eight := make([]byte, 8)
	cases := map[string][]byte{
		"empty":            nil,
		"short":            {1, 2, 3},
		"length past file": binary.LittleEndian.AppendUint64(nil, 100),
		"not utf-8":        file("{\xff}", nil),
		"not an object":    file(`[1]`, nil),
		"no brace":         file(` {}`, nil),
		"trailing text":    file(`{} x`, nil),
		"bad json":         file(`{"a":`, nil),
		"unknown dtype":    file(`{"a":{"dtype":"F128","shape":[1],"data_offsets":[0,16]}}`, eight),
		"missing shape":    file(`{"a":{"dtype":"F32","data_offsets":[0,8]}}`, eight),
		"null offsets":     file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":null}}`, eight),
		"three offsets":    file("{"+f32("a", "[2]", "[0,8,8]")+"}", eight),
		"negative dim":     file("{"+f32("a", "[-2]", "[0,8]")+"}", eight),
		"float dim":        file("{"+f32("a", "[2.0]", "[0,8]")+"}", eight),
		"size mismatch":    file("{"+f32("a", "[3]", "[0,8]")+"}", eight),
		"hole":             file("{"+f32("a", "[1]", "[4,8]")+"}", eight),
		"overlap":          file("{"+f32("a", "[2]", "[0,8]")+","+f32("b", "[1]", "[4,8]")+"}", eight),
		"reversed":         file("{"+f32("a", "[0]", "[8,0]")+"}", eight),
		"past the data":    file("{"+f32("a", "[4]", "[0,16]")+"}", eight),
		"short of data":    file("{"+f32("a", "[1]", "[0,4]")+"}", eight),
		"duplicate":        file("{"+f32("a", "[1]", "[0,4]")+","+f32("a", "[1]", "[4,8]")+"}", eight),
		"overflow":         file("{"+f32("a", "[4294967296,4294967296]", "[0,8]")+"}", eight),
		"huge offsets":     file("{"+f32("a", "[2]", "[0,18446744073709551615]")+"}", eight),
		"metadata numbers": file(`{"__metadata__":{"a":1}}`, nil),
		"entry not object": file(`{"a":[1]}`, nil),
	}
	for name, raw := range cases {
		_, err := NewReader(bytes.NewReader(raw), int64(len(raw)))
		assert.ErrorIs(t, err, ErrFormat, name)
	}
	huge := binary.LittleEndian.AppendUint64(nil, MaxHeaderSize+1)
	_, err := NewReader(bytes.NewReader(huge), 1<<40)
	assert.ErrorIs(t, err, ErrHeaderSize)
	// Accepted: any order of entries, unknown keys ignored, scalars.
	ok := file("{"+f32("b", "[1]", "[4,8]")+`,"a":{"data_offsets":[0,4],"x":1,"dtype":"I32",`+
		`"shape":[]},"__metadata__":null}`, eight)
	f, err := NewReader(bytes.NewReader(ok), int64(len(ok)))
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b"}, f.Names())
	_, err = f.Tensor("missing")
	assert.ErrorIs(t, err, ErrNotFound)
}
