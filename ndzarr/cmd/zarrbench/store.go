package main

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndzarr"
)

// chunk is the side of the square chunks.
const chunk = 256

// codec is one store's compressor.
type codec struct {
	key, label string
	comp       ndzarr.Compression
}

// codecs are the stores measured: zarr-python's default compressor and
// its zstd variant, both at Blosc's default level 5 with byte shuffle.
var codecs = []codec{
	{"lz4", "Blosc lz4+shuffle", ndzarr.Compression{Name: "blosc", CName: "lz4", Level: 5,
		Shuffle: ndzarr.ByteShuffle}},
	{"zstd", "Blosc zstd+shuffle", ndzarr.Compression{Name: "blosc", CName: "zstd", Level: 5,
		Shuffle: ndzarr.ByteShuffle}},
}

// value is element (i, j): a smooth field, as measured data often is,
// plus a little noise in the low mantissa bits, so that it compresses
// like data rather than like a test pattern.
func value(sinI float64, cosJ float64, i, j int64) float32 {
	h := uint64(i)*0x9E3779B97F4A7C15 ^ uint64(j)*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	noise := float64(h%1024) / 4096
	return float32(280 + 15*sinI*cosJ + noise)
}

// completeMark is written last, so that -keep reuses only whole stores.
const completeMark = "zarrbench-complete"

// writeStore writes the side×side array with c to path (or keeps the
// store there if keep and a whole one of the same side exists) and
// returns the bytes it takes.
func writeStore(ctx context.Context, path string, side int64, c codec, keep bool) (int64, error) {
	if keep {
		if a, err := ndzarr.Open(ctx, path); err == nil {
			_, err := os.Stat(filepath.Join(path, completeMark))
			if err == nil && a.Shape().Equal(nd.ShapeOf(side, side)) {
				return dirBytes(path)
			}
		}
	}
	if err := os.RemoveAll(path); err != nil {
		return 0, err
	}
	if err := os.MkdirAll(path, 0o755); err != nil {
		return 0, err
	}
	a, err := ndzarr.Create(ctx, path, ndzarr.Options{DType: nd.Float32,
		Shape: []int64{side, side}, Chunks: []int64{chunk, chunk}, Compressor: c.comp})
	if err != nil {
		return 0, err
	}
	a.SetWorkers(2 * runtime.GOMAXPROCS(0))
	cosJ := make([]float64, side)
	for j := range cosJ {
		cosJ[j] = math.Cos(float64(j) * 2 * math.Pi / 3000)
	}
	for r0 := int64(0); r0 < side; r0 += chunk {
		h := min(chunk, side-r0)
		band := ndfloat32.New(nd.ShapeOf(h, side))
		data := band.Data()
		for r := range h {
			sinI := math.Sin(float64(r0+r) * 2 * math.Pi / 4096)
			for j := range side {
				data[r*side+j] = value(sinI, cosJ[j], r0+r, j)
			}
		}
		if err := a.Write(ctx, band, nd.Range(r0, r0+h), nd.All()); err != nil {
			return 0, err
		}
	}
	if err := os.WriteFile(filepath.Join(path, completeMark), nil, 0o644); err != nil {
		return 0, err
	}
	return dirBytes(path)
}

// dirBytes is the size of the files under dir.
func dirBytes(dir string) (int64, error) {
	var n int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		n += info.Size()
		return err
	})
	return n, err
}
