package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkReport checks a report of a side×side run: a row per codec,
// selection and worker count, in order, with positive figures.
func checkReport(t *testing.T, rep *Report, side int64, numpy bool) {
	t.Helper()
	require.Len(t, rep.Stores, len(codecs))
	for _, s := range rep.Stores {
		assert.Positive(t, s.StoredBytes, s.Key)
		assert.Less(t, s.StoredBytes, 4*side*side, "%s compresses", s.Key)
	}
	sels := selectionsOf(side)
	require.Len(t, rep.Rows, len(codecs)*len(sels)*len(workerCounts))
	i := 0
	for _, c := range codecs {
		for _, s := range sels {
			for _, w := range workerCounts {
				r := rep.Rows[i]
				i++
				assert.Equal(t, "zarr-"+c.key+"-"+s.key, r.Key)
				assert.Equal(t, w, r.Workers)
				assert.Positive(t, r.GBps, r.Key)
				assert.Equal(t, numpy, r.ZarrPythonGBps != nil, "%s zarr-python figure", r.Key)
				require.Len(t, r.Rounds, rep.Rounds, "counted rounds, without the warm-up")
				for _, rd := range r.Rounds {
					assert.Positive(t, rd.Go.CPU)
					assert.Equal(t, numpy, rd.ZarrPython != nil)
				}
				if numpy {
					assert.InDelta(t, r.GBps / *r.ZarrPythonGBps, *r.VsZarrPython, 1e-12,
						"the ratio is the printed GB/s divided")
				}
			}
		}
	}
	assert.Equal(t, 4*side*side, rep.Rows[0].Bytes, "the full array")
	k := sels[1].region
	assert.Equal(t, 4*(k[0][1]-k[0][0])*(k[1][1]-k[1][0]), rep.Rows[2].Bytes, "the region")
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	var stderr bytes.Buffer
	rep, err := run(context.Background(), config{side: 512, reps: 1, dir: dir}, &stderr)
	require.NoError(t, err, stderr.String())
	checkReport(t, rep, 512, false)
	assert.Empty(t, rep.ZarrPython)
	left, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, left, "stores removed without -keep")
}

func TestRunKeepReuses(t *testing.T) {
	dir := t.TempDir()
	cfg := config{side: 256, reps: 1, dir: dir, keep: true}
	_, err := run(context.Background(), cfg, &bytes.Buffer{})
	require.NoError(t, err)
	mark := filepath.Join(dir, "zarrbench-256-lz4.zarr", "0.0")
	before, err := os.Stat(mark)
	require.NoError(t, err)
	_, err = run(context.Background(), cfg, &bytes.Buffer{})
	require.NoError(t, err)
	after, err := os.Stat(mark)
	require.NoError(t, err)
	assert.Equal(t, before.ModTime(), after.ModTime(), "the kept store is not rewritten")
}

func TestRunZarrPython(t *testing.T) {
	if err := pythonUsable(); err != nil {
		t.Skip(err)
	}
	var stderr bytes.Buffer
	rep, err := run(context.Background(), config{side: 512, reps: 1, numpy: true, dir: t.TempDir()},
		&stderr)
	require.NoError(t, err)
	assert.NotContains(t, stderr.String(), "no zarr-python")
	checkReport(t, rep, 512, true)
	assert.Contains(t, rep.ZarrPython, "zarr 2.")
	assert.Contains(t, rep.Stores[0].Compressor, "cname='lz4'")
	assert.Contains(t, rep.Stores[1].Compressor, "cname='zstd'")
}

func TestRowOfMedians(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	var rounds []Round
	// Go's CPU times 1, 4, 2 ms (wall 9 ms each); zarr-python's 8, 1, 3 ms.
	for i, g := range []int{1, 4, 2} {
		p := sample{CPU: ms([]int{8, 1, 3}[i]), Wall: ms(9)}
		rounds = append(rounds, Round{Go: sample{CPU: ms(g), Wall: ms(9)}, ZarrPython: &p})
	}
	row := rowOf(codecs[0], selectionsOf(256)[0], 256, 1, 2e6, rounds, true)
	assert.InDelta(t, 1.0, row.GBps, 1e-9, "2 MB in the median 2 ms")
	assert.InDelta(t, 2e6/3e-3/1e9, *row.ZarrPythonGBps, 1e-9)
	assert.InDelta(t, 1.5, *row.VsZarrPython, 1e-9, "ratio of the medians, not of rounds")
	two := rowOf(codecs[0], selectionsOf(256)[0], 256, 2, 2e6, rounds, true)
	assert.InDelta(t, 2e6/9e-3/1e9, two.GBps, 1e-9, "two workers: the wall clock")
	assert.InDelta(t, 1.0, *two.VsZarrPython, 1e-9)
}
