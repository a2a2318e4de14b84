package npy

import (
	"bytes"
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
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndstring"
)

// fixtureDir holds the files testdata/gen_npy_fixtures.py writes with NumPy.
var fixtureDir = filepath.Join("..", "testdata", "npy")

// fixture is one manifest entry: what NumPy says a file holds.
type fixture struct {
	Descr        string   `json:"descr"`
	Shape        []int64  `json:"shape"`
	FortranOrder bool     `json:"fortran_order"`
	Version      int      `json:"version"`
	Hex          *string  `json:"hex"`
	Strings      []string `json:"strings"`
	HexStrings   []string `json:"hexstrings"`
	Truthy       []bool   `json:"truthy"`
}

// loadManifest reads the .npy entries of the manifest.
func loadManifest(t *testing.T) map[string]fixture {
	raw, err := os.ReadFile(filepath.Join(fixtureDir, "manifest.json"))
	require.NoError(t, err)
	var all map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &all))
	out := map[string]fixture{}
	for name, msg := range all {
		if strings.HasSuffix(name, ".npy") {
			var f fixture
			require.NoError(t, json.Unmarshal(msg, &f), name)
			out[name] = f
		}
	}
	require.Greater(t, len(out), 200)
	return out
}

// cOrderBytes returns a's items in C order as bytes (fixed-size dtypes).
func cOrderBytes(a nd.AnyArray) []byte {
	v := reflect.ValueOf(a).MethodByName("ToSlice").Call(nil)[0]
	n := v.Len() * int(v.Type().Elem().Size())
	if n == 0 {
		return []byte{}
	}
	return bytes.Clone(unsafe.Slice((*byte)(v.UnsafePointer()), n))
}

// checkFixture asserts that a holds what the manifest says.
func checkFixture(t *testing.T, name string, want fixture, a nd.AnyArray) {
	t.Helper()
	d, err := ParseDescr(want.Descr)
	require.NoError(t, err, name)
	assert.Equal(t, d.DType, a.DType(), name)
	assert.Equal(t, want.Shape, nonNil(a.Shape().Dims()), name)
	switch {
	case want.Hex != nil:
		assert.Equal(t, *want.Hex, hex.EncodeToString(cOrderBytes(a)), name)
	case want.Truthy != nil:
		assert.Equal(t, want.Truthy, a.(*ndbool.NdArray).ToSlice(), name)
	case want.Strings != nil:
		assert.Equal(t, want.Strings, a.(*ndstring.NdArray).ToSlice(), name)
	default:
		got := a.(*ndstring.NdArray).ToSlice()
		hexed := make([]string, len(got))
		for i, s := range got {
			hexed[i] = hex.EncodeToString([]byte(s))
		}
		assert.Equal(t, nonNilStrings(want.HexStrings), hexed, name)
	}
}

func nonNil(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return s
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// TestNumPyFixtures: every file NumPy wrote loads, from a path and from a
// stream, to exactly NumPy's items (bit for bit, NaN payloads included),
// with NumPy's dtype and shape; Fortran-order files load as views with
// column-major strides.
func TestNumPyFixtures(t *testing.T) {
	for name, want := range loadManifest(t) {
		path := filepath.Join(fixtureDir, name)
		a, err := Load(path)
		require.NoError(t, err, name)
		checkFixture(t, name, want, a)
		f, err := os.Open(path)
		require.NoError(t, err)
		b, err := Read(f)
		f.Close()
		require.NoError(t, err, name)
		checkFixture(t, name, want, b)
		if want.FortranOrder {
			l := a.Layout()
			assert.Equal(t, nd.ColumnMajor(want.Shape...).Strides, l.Strides, name)
		}
	}
}

// TestWriteMatchesNumPy: Go writes, byte for byte, the file np.save wrote
// for the same array (little-endian, version 1): header text, padding,
// growth spaces, Fortran order. Big-endian and version 2/3 files written
// back by Go equal NumPy's little-endian version 1 file.
func TestWriteMatchesNumPy(t *testing.T) {
	checked := 0
	for name, want := range loadManifest(t) {
		if want.Strings != nil || want.HexStrings != nil || want.Truthy != nil {
			continue
		}
		a, err := Load(filepath.Join(fixtureDir, name))
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, Write(&buf, a))
		leName := strings.Replace(name, "_be_", "_le_", 1)
		leName = strings.NewReplacer("_v2", "_v1", "_v3", "_v1").Replace(leName)
		numpy, err := os.ReadFile(filepath.Join(fixtureDir, leName))
		require.NoError(t, err)
		assert.Equal(t, numpy, buf.Bytes(), "%s (NumPy's %s)", name, leName)
		checked++
	}
	assert.Greater(t, checked, 150)
}
