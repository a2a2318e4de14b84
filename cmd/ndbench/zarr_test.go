package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestZarrSelected(t *testing.T) {
	assert.True(t, zarrSelected(config{}, true))
	assert.False(t, zarrSelected(config{}, false), "-zarr=false")
	assert.False(t, zarrSelected(config{quick: true}, true), "-quick")
	assert.True(t, zarrSelected(config{only: "zarr"}, true))
	assert.True(t, zarrSelected(config{only: "copy|zarr"}, true))
	assert.False(t, zarrSelected(config{only: "copy"}, true))
	assert.False(t, zarrSelected(config{only: "("}, true), "a bad regexp selects nothing")
}

func TestSelectWorkloadsNone(t *testing.T) {
	_, err := selectWorkloads(allWorkloads(sizesFor(64, false)), "^zarr$")
	assert.ErrorIs(t, err, errNoWorkload)
}

// zarrSample is zarrbench's JSON for three rows: one slower than
// zarr-python in every round (its CPU times, one worker), one slower by the
// median of its wall times (two workers) but faster in two rounds of three,
// within the noise, and one without a zarr-python figure.
const zarrSample = `{"side": 16384, "chunk": 256, "dir": "/dev/shm", "fs": "tmpfs", "rounds": 5,
 "zarr_python": "zarr 2.13.6, numcodecs 0.11.0, numpy 1.24.2", "clocks": "CLOCKS",
 "stores": [{"key": "lz4", "label": "Blosc lz4+shuffle", "stored_bytes": 641728512,
   "zarr_python_compressor": "Blosc(cname='lz4')"}],
 "rows": [
  {"key": "zarr-lz4-full", "name": "Zarr lz4 full", "workers": 1, "bytes": 1073741824,
   "gbps": 0.5, "zarr_python_gbps": 1.0, "vs_zarr_python": 0.5,
   "rounds": [{"go": {"cpu_ns": 200, "wall_ns": 1}, "zarr_python": {"cpu_ns": 100, "wall_ns": 1000}},
              {"go": {"cpu_ns": 220, "wall_ns": 1}, "zarr_python": {"cpu_ns": 100, "wall_ns": 1000}}]},
  {"key": "zarr-lz4-full", "name": "Zarr lz4 full", "workers": 2, "bytes": 1073741824,
   "gbps": 0.9, "zarr_python_gbps": 1.0, "vs_zarr_python": 0.9,
   "rounds": [{"go": {"cpu_ns": 1, "wall_ns": 100}, "zarr_python": {"cpu_ns": 9, "wall_ns": 90}},
              {"go": {"cpu_ns": 1, "wall_ns": 100}, "zarr_python": {"cpu_ns": 9, "wall_ns": 101}},
              {"go": {"cpu_ns": 1, "wall_ns": 100}, "zarr_python": {"cpu_ns": 9, "wall_ns": 102}}]},
  {"key": "zarr-lz4-full", "name": "Zarr lz4 full", "workers": 4, "bytes": 1073741824,
   "gbps": 2.25}]}`

func TestWriteZarr(t *testing.T) {
	var z zarrBench
	require.NoError(t, json.Unmarshal([]byte(zarrSample), &z))
	var out bytes.Buffer
	var v verdict
	writeZarr(&out, z, &v)
	text := out.String()
	t.Log("\n" + text)
	for _, want := range []string{"16384×16384 float32 array (1 GiB) chunked 256×256",
		"on tmpfs (/dev/shm)", "median of 5 rounds", "timed by CLOCKS", "÷ zarr-python's GB/s", "zarr 2.13.6",
		"Blosc lz4+shuffle: 612.0 MiB stored", "zarr-python sees Blosc(cname='lz4')"} {
		assert.Contains(t, text, want)
	}
	rows := markdownRows(text) // the head, then the rows
	require.Len(t, rows, 4)
	assert.Equal(t, []string{"workload", "workers", "GB/s", "zarr-python GB/s", "× zarr-python",
		"behind"}, rows[0])
	assert.Equal(t, []string{"Zarr lz4 full", "1", "0.50", "1.00", "0.50",
		"zarr-python 0.48×"}, rows[1], "the median of the per-round ratios 0.5 and 0.45")
	assert.Equal(t, []string{"Zarr lz4 full", "2", "0.90", "1.00", "0.90", ""}, rows[2])
	assert.Equal(t, []string{"Zarr lz4 full", "4", "2.25", "–", "–", ""}, rows[3])
	assert.Equal(t, verdict{judged: 2, behind: []string{"Zarr lz4 full, 1 worker(s) (zarr-python 0.48×)"}}, v,
		"the rows with a zarr-python figure are judged")

	z.ZarrPython = "" // without -numpy: no zarr-python columns, nothing judged
	out.Reset()
	v = verdict{}
	writeZarr(&out, z, &v)
	assert.NotContains(t, out.String(), "zarr-python GB/s")
	assert.Equal(t, []string{"Zarr lz4 full", "4", "2.25", ""}, markdownRows(out.String())[3])
	assert.False(t, strings.Contains(out.String(), "zarr-python 0"))
	assert.Zero(t, v.judged)
}
