package ndzarr

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat16"
)

// zarrPythonF16 has zarr-python write float16 arrays in both byte orders,
// fill value NaN, a chunk left missing, and print each one's dtype and
// little-endian bytes (missing elements are NaN, 0x7e00).
const zarrPythonF16 = `
import base64, json, sys
import numpy as np, zarr
out = {}
for order in "<>":
    a = zarr.open_array(sys.argv[1] + "/f2" + {"<": "le", ">": "be"}[order], mode="w",
                        shape=(9, 7), chunks=(4, 3), dtype=order + "f2", fill_value=np.nan)
    v = (np.arange(63, dtype="f4").reshape(9, 7) / 3 - 10).astype("f2")
    v[[0, 8], [1, 6]] = [np.inf, -0.0]
    a[:4, :] = v[:4]
    a[4:, 3:] = v[4:, 3:]  # chunks (1, 0) and (2, 0) stay missing
    got = a[...].astype("<f2")
    out[order] = dict(dtype=a.dtype.str, data=base64.b64encode(got.tobytes()).decode())
print(json.dumps(out))
`

func TestReadZarrPythonFloat16(t *testing.T) {
	needZarrPython(t)
	ctx := context.Background()
	dir := t.TempDir()
	raw, err := exec.Command(python, "-c", zarrPythonF16, dir).Output()
	require.NoError(t, err)
	var want map[string]struct{ DType, Data string }
	require.NoError(t, json.Unmarshal(raw, &want))
	b := NewFileStore(dir)
	for order, path := range map[string]string{"<": "f2le", ">": "f2be"} {
		a, err := OpenIn(ctx, b, path)
		require.NoError(t, err)
		assert.Equal(t, order+"f2", want[order].DType)
		assert.Equal(t, order+"f2", a.m.elem.descr())
		assert.Equal(t, nd.Float16, a.DType())
		got, err := a.Read(ctx)
		require.NoError(t, err)
		data, err := base64.StdEncoding.DecodeString(want[order].Data)
		require.NoError(t, err)
		assert.Equal(t, data, rowMajorBytes(t, got), order)
		assert.Equal(t, uint16(0x7e00), got.(*ndfloat16.NdArray).GetFloat16(5, 0).Bits(),
			"a missing chunk reads as the NaN fill value")
	}
}

func TestFloat16V3RoundTrip(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	a, err := CreateIn(ctx, b, "h", Options{Format: 3, DType: nd.Float16, Shape: []int64{5, 6},
		Chunks: []int64{2, 4}, BigEndian: true, FillValue: float16.Fromfloat32(-2.5)})
	require.NoError(t, err)
	src := sampleArray(t, nd.Float16, []int64{3, 6}).(*ndfloat16.NdArray)
	require.NoError(t, a.Write(ctx, src, nd.Range(0, 3)))
	raw, err := readObject(ctx, b, "h/zarr.json")
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"data_type": "float16"`)
	reopened, err := OpenIn(ctx, b, "h")
	require.NoError(t, err)
	got, err := reopened.Read(ctx)
	require.NoError(t, err)
	g := got.(*ndfloat16.NdArray)
	assert.Equal(t, src.ToSlice(), g.Slice(nd.Range(0, 3)).ToSlice())
	assert.Equal(t, float32(-2.5), g.GetFloat16(4, 5).Float32(), "the fill value")

	fill, err := parseFill(json.RawMessage(`"0x7c00"`), nd.Float16)
	require.NoError(t, err)
	assert.Equal(t, float16.Inf(1), fill, "v3's hex bits are float16 bits")
}
