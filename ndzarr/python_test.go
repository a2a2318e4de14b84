package ndzarr

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

const python = "/usr/bin/python3"

// needZarrPython skips the test unless Debian's python3-zarr is installed
// (make test's deps target installs it; go test alone needs no Python).
func needZarrPython(t *testing.T) {
	if err := exec.Command(python, "-c", "import zarr").Run(); err != nil {
		t.Skip("python3-zarr is not installed")
	}
}

// TestZarrPythonReadsGoWrites writes every dtype with every compressor
// ndzarr can write, then has zarr-python read them back bit-exactly.
func TestZarrPythonReadsGoWrites(t *testing.T) {
	needZarrPython(t)
	ctx := context.Background()
	dir := t.TempDir()
	b := NewFileStore(dir)
	manifest := map[string]map[string]any{}
	add := func(path string, o Options) {
		a, err := CreateIn(ctx, b, path, o)
		require.NoError(t, err)
		src := sampleArray(t, o.DType, o.Shape)
		require.NoError(t, a.Write(ctx, src))
		manifest[path] = map[string]any{"dtype": a.m.elem.descr(), "shape": o.Shape,
			"data": base64.StdEncoding.EncodeToString(rowMajorBytes(t, src))}
	}
	dtypes := []nd.DType{nd.Bool, nd.Int8, nd.Int16, nd.Int32, nd.Int64, nd.Uint8, nd.Uint16,
		nd.Uint32, nd.Uint64, nd.Float16, nd.Float32, nd.Float64, nd.Complex64, nd.Complex128}
	for _, d := range dtypes {
		add("dtype/"+d.String(), Options{DType: d, Shape: []int64{13, 7}, Chunks: []int64{5, 3}})
		add("dtype_be_f/"+d.String(), Options{DType: d, Shape: []int64{13, 7},
			Chunks: []int64{5, 3}, BigEndian: true, FortranOrder: true})
	}
	for i, c := range []Compression{{Name: "none"}, {Name: "zstd", Level: 3},
		{Name: "zlib", Level: 5}, {Name: "gzip", Level: 5}, {Name: "lz4"},
		{Name: "blosc", CName: "lz4", Level: 5, Shuffle: BitShuffle},
		{Name: "blosc", CName: "lz4hc", Level: 9, Shuffle: ByteShuffle},
		{Name: "blosc", CName: "zstd", Level: 3, Shuffle: NoShuffle},
		{Name: "blosc", CName: "zlib", Level: 5, Shuffle: ByteShuffle}} {
		add("compressor/"+string(rune('a'+i)), Options{DType: nd.Float64,
			Shape: []int64{300, 70}, Chunks: []int64{128, 32}, Compressor: c,
			DimensionSeparator: []string{".", "/"}[i%2]})
	}
	raw, err := json.Marshal(manifest)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "manifest.json"), raw, 0o644))
	out, err := exec.Command(python, "testdata/check_go_written.py", dir).CombinedOutput()
	require.NoError(t, err, "%s", out)
	t.Logf("%s", out)
}
