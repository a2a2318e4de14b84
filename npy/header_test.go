package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
)

// npyFile returns a .npy file of the given version with header text as
// is (no padding) followed by data.
func npyFile(version int, header string, data []byte) []byte {
	out := append([]byte(magic), byte(version), 0)
	if version == 1 {
		out = binary.LittleEndian.AppendUint16(out, uint16(len(header)))
	} else {
		out = binary.LittleEndian.AppendUint32(out, uint32(len(header)))
	}
	return append(append(out, header...), data...)
}

var twoInts = []byte{1, 0, 0, 0, 2, 0, 0, 0}

// TestHeaderAccepted: headers NumPy reads are read, whatever their key
// order, spacing, quotes, trailing commas or Python 2 long suffixes.
func TestHeaderAccepted(t *testing.T) {
	cases := map[string]string{
		"numpy":          "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }",
		"any order":      "{'shape': (2,), 'fortran_order': False, 'descr': '<i4'}",
		"whitespace":     "{\n\t'descr' :'<i4' ,\r\n'fortran_order':False,'shape':( 2 , ) }  \n",
		"double quotes":  `{"descr": "<i4", "fortran_order": False, "shape": (2,)}`,
		"long suffix":    "{'descr': '<i4', 'fortran_order': False, 'shape': (2L,)}",
		"unicode str":    "{'descr': u'<i4', 'fortran_order': False, 'shape': (2,)}",
		"native order":   "{'descr': '=i4', 'fortran_order': False, 'shape': (2,)}",
		"repeated key":   "{'descr': '<f8', 'descr': '<i4', 'fortran_order': False, 'shape': (2,)}",
		"trailing comma": "{'descr': '<i4', 'fortran_order': False, 'shape': (2,),}",
		"continuation":   "{'descr': '<i4', \\\n'fortran_order': False, 'shape': (2,)}",
	}
	for name, header := range cases {
		a, err := Read(bytes.NewReader(npyFile(1, header, twoInts)))
		require.NoError(t, err, name)
		assert.Equal(t, []int32{1, 2}, a.(*ndint32.NdArray).ToSlice(), name)
	}
}

// TestHeaderRefused: every malformed or unsupported header is an error of
// the documented kind, never a panic.
func TestHeaderRefused(t *testing.T) {
	h := func(descr, order, shape string) string {
		return "{'descr': " + descr + ", 'fortran_order': " + order + ", 'shape': " + shape + "}"
	}
	cases := []struct {
		name, header string
		version      int
		kind         error
	}{
		{"not a dict", "[1, 2]", 1, ErrFormat},
		{"extra key", "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), 'x': 1}", 1, ErrFormat},
		{"missing key", "{'descr': '<i4', 'shape': (2,)}", 1, ErrFormat},
		{"shape list", h("'<i4'", "False", "[2]"), 1, ErrFormat},
		{"shape int", h("'<i4'", "False", "(2)"), 1, ErrFormat},
		{"negative dim", h("'<i4'", "False", "(-2,)"), 1, ErrFormat},
		{"string dim", h("'<i4'", "False", "('2',)"), 1, ErrFormat},
		{"huge dim", h("'<i4'", "False", "(99999999999999999999,)"), 1, ErrFormat},
		{"size overflow", h("'<i4'", "False", "(4294967296, 4294967296)"), 1, ErrFormat},
		{"bytes overflow", h("'<i8'", "False", "(2305843009213693952,)"), 1, ErrFormat},
		{"order int", h("'<i4'", "1", "(2,)"), 1, ErrFormat},
		{"order None", h("'<i4'", "None", "(2,)"), 1, ErrFormat},
		{"descr int", h("4", "False", "(2,)"), 1, ErrFormat},
		{"structured", h("[('x', '<i4')]", "False", "(2,)"), 1, ErrUnsupported},
		{"pickle", h("'|O'", "False", "(2,)"), 1, ErrUnsupported},
		{"void", h("'|V8'", "False", "(2,)"), 1, ErrUnsupported},
		{"long double", h("'<f16'", "False", "(2,)"), 1, ErrUnsupported},
		{"complex256", h("'<c32'", "False", "(2,)"), 1, ErrUnsupported},
		{"datetime", h("'<M8[ns]'", "False", "(2,)"), 1, ErrUnsupported},
		{"bad descr", h("'<x4'", "False", "(2,)"), 1, ErrUnsupported},
		{"no kind", h("'<'", "False", "(2,)"), 1, ErrFormat},
		{"long in v3", h("'<i4'", "False", "(2L,)"), 3, ErrFormat},
		{"unterminated", "{'descr': '<i4", 1, ErrFormat},
		{"no comma", "{'descr': '<i4' 'fortran_order': False, 'shape': (2,)}", 1, ErrFormat},
		{"trailing text", h("'<i4'", "False", "(2,)") + " x", 1, ErrFormat},
		{"leading zero", h("'<i4'", "False", "(02,)"), 1, ErrFormat},
		{"deep", strings.Repeat("(", 100), 1, ErrFormat},
		{"empty", "", 1, ErrFormat},
		{"bad utf-8", "{'descr': '\xff'}", 3, ErrFormat},
		{"latin-1", h("'<i\xe9'", "False", "(2,)"), 1, ErrFormat},
	}
	for _, c := range cases {
		_, err := Read(bytes.NewReader(npyFile(c.version, c.header, twoInts)))
		require.Error(t, err, c.name)
		assert.ErrorIs(t, err, c.kind, "%s: %v", c.name, err)
		assert.True(t, strings.HasPrefix(err.Error(), "npy: "), err.Error())
	}
}

// TestFileRefused: bad magic, versions and truncations.
func TestFileRefused(t *testing.T) {
	good := npyFile(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (2,)}", twoInts)
	cases := map[string][]byte{
		"empty":          nil,
		"bad magic":      append([]byte("\x93NUMPZ"), good[6:]...),
		"version 4":      append(append([]byte(magic), 4, 0), good[8:]...),
		"minor 1":        append(append([]byte(magic), 1, 1), good[8:]...),
		"no length":      good[:9],
		"short header":   good[:20],
		"truncated data": good[:len(good)-1],
		"no data":        good[:len(good)-8],
	}
	for name, file := range cases {
		_, err := Read(bytes.NewReader(file))
		assert.ErrorIs(t, err, ErrFormat, name)
	}
}

// TestHeaderSizeCap: NumPy's 10000-character cap, and the opt-in.
func TestHeaderSizeCap(t *testing.T) {
	header := "{'descr': '<i4', 'fortran_order': False, 'shape': (2,)}" + strings.Repeat(" ", 10000)
	file := npyFile(2, header, twoInts)
	_, err := Read(bytes.NewReader(file))
	assert.ErrorIs(t, err, ErrHeaderSize)
	a, err := Read(bytes.NewReader(file), MaxHeaderSize(20000))
	require.NoError(t, err)
	assert.Equal(t, int64(2), a.Size())
	// A v2 length field claiming 4 GiB is refused before anything is read.
	huge := append([]byte(magic), 2, 0, 0xff, 0xff, 0xff, 0xff)
	_, err = Read(bytes.NewReader(huge))
	assert.ErrorIs(t, err, ErrHeaderSize)
}

// TestHugeClaimNoAllocation: a header claiming 2^60 items fails without
// allocating them, from a stream and from a file.
func TestHugeClaimNoAllocation(t *testing.T) {
	file := npyFile(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1152921504606846976,)}",
		twoInts)
	_, err := Read(bytes.NewReader(file))
	assert.ErrorIs(t, err, ErrFormat)
	// Fewer items than claimed, but a plausible claim: streams allocate as
	// data arrives.
	file = npyFile(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (100000000,)}", twoInts)
	allocs := testing.AllocsPerRun(1, func() {
		_, err = Read(bytes.NewReader(file))
	})
	assert.ErrorIs(t, err, ErrFormat)
	assert.Less(t, allocs, 100.0)
	path := t.TempDir() + "/huge.npy"
	require.NoError(t, writeFile(path, file))
	_, err = Load(path)
	assert.ErrorIs(t, err, ErrFormat)
}

// TestParseDescr: type strings and what they mean.
func TestParseDescr(t *testing.T) {
	cases := map[string]Descr{
		"<f8":  {DType: nd.Float64, Kind: 'f', Order: '<', ItemSize: 8},
		">i2":  {DType: nd.Int16, Kind: 'i', Order: '>', ItemSize: 2},
		"|b1":  {DType: nd.Bool, Kind: 'b', Order: '|', ItemSize: 1},
		"<u1":  {DType: nd.Uint8, Kind: 'u', Order: '|', ItemSize: 1},
		"=c8":  {DType: nd.Complex64, Kind: 'c', Order: '<', ItemSize: 8},
		"!u4":  {DType: nd.Uint32, Kind: 'u', Order: '>', ItemSize: 4},
		"f4":   {DType: nd.Float32, Kind: 'f', Order: '<', ItemSize: 4},
		"<U10": {DType: nd.String, Kind: 'U', Order: '<', ItemSize: 40},
		"|S3":  {DType: nd.String, Kind: 'S', Order: '|', ItemSize: 3},
		"a5":   {DType: nd.String, Kind: 'S', Order: '|', ItemSize: 5},
	}
	for s, want := range cases {
		got, err := ParseDescr(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "<", "<f", "<f-4", "<f+4", "<U0", "|S0", "<U99999999999",
		"float64", "<f 8", "<f8 "} {
		_, err := ParseDescr(s)
		assert.Error(t, err, s)
	}
	d, err := DescrOf(nd.Complex128)
	require.NoError(t, err)
	assert.Equal(t, "<c16", d.String())
	_, err = DescrOf(nd.String)
	assert.ErrorIs(t, err, ErrArgument)
	assert.Equal(t, "<U7", StringDescr(7).String())
}

func TestErrorsAreSentinels(t *testing.T) {
	err := errorf(ErrFormat, "x %d", 1)
	assert.True(t, errors.Is(err, ErrFormat))
	assert.Equal(t, "npy: x 1", err.Error())
}

// TestLiteral: the Python literal subset, including what headers never
// hold but literal_eval accepts.
func TestLiteral(t *testing.T) {
	ok := map[string]any{
		"(1_000, 0, -3, +4)": pyTuple{int64(1000), int64(0), int64(-3), int64(4)},
		"()":                 pyTuple(nil),
		"(7,)":               pyTuple{int64(7)},
		"(7)":                int64(7),
		"[1, (2,)]":          pyList{int64(1), pyTuple{int64(2)}},
		`'a\'b\x41\u00e9\n'`: "a'bA\u00e9\n",
		"None":               nil,
	}
	for s, want := range ok {
		got, err := parseLiteral(s, false)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"(1__0,)", "(1_,)", "(_1,)", "(00 1)", "(1,,)", "(,)",
		"{1: 2}", "Truex", "1L", "'\\q'", "'\\x4'", "'a\nb'", "{'a' 1}", "-", "(1 2)"} {
		_, err := parseLiteral(s, false)
		assert.ErrorIs(t, err, ErrFormat, s)
	}
	v, err := parseLiteral("(3L, 4)", true)
	require.NoError(t, err)
	assert.Equal(t, pyTuple{int64(3), int64(4)}, v)
}
