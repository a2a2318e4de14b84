package ndzarr

import (
	"context"
	"errors"
	"reflect"
	"slices"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// Options describe a new array for Create.
type Options struct {
	// Format is the Zarr format version: 2 (the default) or 3.
	Format int
	// DType is the element type; BigEndian stores elements big-endian.
	DType     nd.DType
	BigEndian bool
	// Shape and Chunks are the array and chunk shapes (same rank; Chunks
	// defaults to Shape, one chunk). In v3 with ShardChunks set, Chunks
	// is the shard shape and ShardChunks the inner chunk shape.
	Shape, Chunks []int64
	ShardChunks   []int64
	// FortranOrder stores each chunk's elements in column-major order.
	FortranOrder bool
	// Compressor is the chunk compressor; the zero value is zarr-python's
	// default, Blosc lz4 level 5 with byte shuffle. Use Compression{Name:
	// "none"} for none.
	Compressor Compression
	// Checksum appends a crc32c checksum to each chunk (v3 only).
	Checksum bool
	// FillValue is the value of elements no chunk holds: a value of the
	// dtype's Go type, or nil for zero.
	FillValue any
	// DimensionSeparator separates chunk coordinates in keys: "." or "/"
	// (v2 default "."; v3 uses "/" with its default "c/" key prefix).
	DimensionSeparator string
	// DimensionNames names the dimensions (v3 only).
	DimensionNames []string
}

// Compression names a compressor: "blosc" (CName lz4, lz4hc, zlib or
// zstd; Shuffle codec.NoShuffle/ByteShuffle/BitShuffle = 0/1/2), "zstd",
// "zlib", "gzip", "lz4" (v2 only) or "none".
type Compression struct {
	Name    string
	CName   string
	Level   int
	Shuffle int
}

// Shuffle modes of Blosc.
const (
	NoShuffle   = codec.NoShuffle
	ByteShuffle = codec.ByteShuffle
	BitShuffle  = codec.BitShuffle
)

// Create writes a new array's metadata in the local directory dir (a
// FileStore's root, created if missing) and returns its handle.
func Create(ctx context.Context, dir string, o Options) (*Array, error) {
	return CreateIn(ctx, NewFileStore(dir), "", o)
}

// CreateIn writes a new array's metadata at path in a store. Existing
// chunks under path are not removed.
func CreateIn(ctx context.Context, s Store, path string, o Options) (*Array, error) {
	m, err := o.meta()
	if errors.Is(err, ErrMetadata) {
		return nil, withKind(err, nd.ErrArgument) // metadata the options would make
	}
	if err != nil {
		return nil, err
	}
	a := &Array{store: s, path: dirPrefix(path), m: m, workers: defaultWorkers()}
	var doc []byte
	key := ".zarray"
	if m.format == 2 {
		doc, err = zarrayOf(m, o.Compressor.v2Config())
	} else {
		key = "zarr.json"
		doc, err = zarrJSONOf(m, o)
	}
	if err != nil {
		return nil, err
	}
	return a, a.put(ctx, key, doc)
}

// meta checks the options and builds the array's metadata.
func (o Options) meta() (*meta, error) {
	m := &meta{format: o.Format, shape: slices.Clone(o.Shape),
		chunks: slices.Clone(o.Chunks), elem: elemType{o.DType, o.BigEndian}, fill: o.FillValue}
	if m.format == 0 {
		m.format = 2
	}
	if m.format != 2 && m.format != 3 {
		return nil, errorf(nd.ErrArgument, "format %d, want 2 or 3", m.format)
	}
	if kindLetter(o.DType) == "" {
		return nil, errorf(ErrUnsupported, "dtype %v is not supported", o.DType)
	}
	if m.chunks == nil {
		m.chunks = slices.Clone(m.shape)
		for i, d := range m.chunks {
			m.chunks[i] = max(d, 1)
		}
	}
	if o.FortranOrder {
		m.perm = reversed(len(m.shape))
	}
	if err := o.checkFill(); err != nil {
		return nil, err
	}
	m.sep = o.DimensionSeparator
	if m.format == 3 {
		return m, o.v3(m)
	}
	if m.sep == "" {
		m.sep = "."
	}
	if m.sep != "." && m.sep != "/" {
		return nil, errorf(nd.ErrArgument, "dimension separator %q, want \".\" or \"/\"", m.sep)
	}
	if o.Checksum || o.ShardChunks != nil || o.DimensionNames != nil {
		return nil, errorf(nd.ErrArgument, "checksums, sharding and dimension names need format 3")
	}
	cfg := o.Compressor.v2Config()
	if cfg != nil {
		c, err := cfg.codec(m.elem.itemSize())
		if err != nil {
			return nil, err
		}
		m.codecs = []codec.Codec{c}
	}
	return m, m.validate()
}

// checkFill checks that the fill value has the dtype's Go type.
func (o Options) checkFill() error {
	if o.FillValue == nil || reflect.TypeOf(o.FillValue) == ndany.GoType(o.DType) {
		return nil
	}
	return errorf(nd.ErrArgument, "fill value %v (%T) for a %v array", o.FillValue, o.FillValue, o.DType)
}

// v2Config returns the numcodecs configuration of c (nil: none).
func (c Compression) v2Config() *compressorConfig {
	level := func(l int) *int { return &l }
	switch c.Name {
	case "", "blosc":
		cname := c.CName
		if cname == "" {
			cname = "lz4"
		}
		lv, sh := c.Level, c.Shuffle
		if c.Name == "" {
			lv, sh = 5, ByteShuffle
		}
		return &compressorConfig{ID: "blosc", CName: cname, CLevel: level(lv),
			Shuffle: level(sh), BlockSize: level(0)}
	case "none":
		return nil
	case "lz4":
		return &compressorConfig{ID: "lz4", Acceleration: level(max(c.Level, 1))}
	}
	return &compressorConfig{ID: c.Name, Level: level(c.Level)}
}
