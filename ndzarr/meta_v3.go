package ndzarr

import (
	"encoding/json"
	"slices"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// zarrJSON is the zarr.json document of a Zarr v3 node.
type zarrJSON struct {
	ZarrFormat       int              `json:"zarr_format"`
	NodeType         string           `json:"node_type"`
	Shape            []int64          `json:"shape,omitempty"`
	DataType         string           `json:"data_type,omitempty"`
	ChunkGrid        *namedConfig     `json:"chunk_grid,omitempty"`
	ChunkKeyEncoding *namedConfig     `json:"chunk_key_encoding,omitempty"`
	FillValue        json.RawMessage  `json:"fill_value,omitempty"`
	Codecs           []namedConfig    `json:"codecs,omitempty"`
	Attributes       map[string]any   `json:"attributes,omitempty"`
	DimensionNames   []*string        `json:"dimension_names,omitempty"`
	StorageTrans     []map[string]any `json:"storage_transformers,omitempty"`
}

// namedConfig is v3's {"name": ..., "configuration": {...}} extension point.
type namedConfig struct {
	Name          string         `json:"name"`
	Configuration map[string]any `json:"configuration,omitempty"`
}

func (n namedConfig) ints(key string) ([]int64, bool) {
	raw, ok := n.Configuration[key].([]any)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(raw))
	for i, v := range raw {
		f, ok := v.(float64)
		if !ok || f != float64(int64(f)) {
			return nil, false
		}
		out[i] = int64(f)
	}
	return out, true
}

func (n namedConfig) str(key, def string) string {
	if s, ok := n.Configuration[key].(string); ok {
		return s
	}
	return def
}

func (n namedConfig) num(key string, def int) int {
	if f, ok := n.Configuration[key].(float64); ok && f == float64(int(f)) {
		return int(f)
	}
	return def
}

// parseZarrJSON validates an array's zarr.json into its metadata.
func parseZarrJSON(raw []byte) (*meta, error) {
	var z zarrJSON
	if err := json.Unmarshal(raw, &z); err != nil {
		return nil, wrapf(ErrMetadata, err, "zarr.json")
	}
	if z.ZarrFormat != 3 || z.NodeType != "array" {
		return nil, errorf(ErrMetadata, "zarr.json is format %d %q, not a v3 array", z.ZarrFormat, z.NodeType)
	}
	if len(z.StorageTrans) > 0 {
		return nil, errorf(ErrUnsupported, "storage transformers are not supported")
	}
	d, ok := v3Names[z.DataType]
	if !ok {
		return nil, errorf(ErrUnsupported, "data_type %q is not supported", z.DataType)
	}
	m := &meta{format: 3, shape: z.Shape, elem: elemType{dtype: d}, dimNames: z.DimensionNames}
	if z.ChunkGrid == nil || z.ChunkGrid.Name != "regular" {
		return nil, errorf(ErrUnsupported, "only the regular chunk_grid is supported")
	}
	if m.chunks, ok = z.ChunkGrid.ints("chunk_shape"); !ok {
		return nil, errorf(ErrMetadata, "chunk_grid without a chunk_shape")
	}
	if err := m.setKeyEncoding(z.ChunkKeyEncoding); err != nil {
		return nil, err
	}
	var err error
	if m.fill, err = parseFill(z.FillValue, d); err != nil {
		return nil, err
	}
	if err := m.setCodecs(z.Codecs); err != nil {
		return nil, err
	}
	return m, m.validate()
}

func (m *meta) setKeyEncoding(enc *namedConfig) error {
	switch {
	case enc == nil || enc.Name == "default":
		m.prefix, m.sep = "c", "/"
		if enc != nil {
			m.sep = enc.str("separator", "/")
		}
	case enc.Name == "v2":
		m.sep = enc.str("separator", ".")
	default:
		return errorf(ErrUnsupported, "chunk_key_encoding %q is not supported", enc.Name)
	}
	if m.sep != "/" && m.sep != "." {
		return errorf(ErrMetadata, "chunk key separator %q, want \".\" or \"/\"", m.sep)
	}
	return nil
}

// setCodecs reads a codec chain: array-to-array transposes, one
// array-to-bytes codec (bytes, or sharding_indexed whose inner chain
// then describes the chunks), then bytes-to-bytes codecs.
func (m *meta) setCodecs(codecs []namedConfig) error {
	i := 0
	for ; i < len(codecs) && codecs[i].Name == "transpose"; i++ {
		perm, err := transposeOrder(codecs[i], len(m.shape))
		if err != nil {
			return err
		}
		m.perm = composePerm(m.perm, perm)
	}
	if i == len(codecs) {
		return errorf(ErrMetadata, "codecs have no bytes codec")
	}
	switch c := codecs[i]; c.Name {
	case "bytes", "endian":
		m.elem.bigEndian = c.str("endian", "little") == "big" && m.elem.itemSize() > 1
	case "sharding_indexed":
		if i != len(codecs)-1 || m.perm != nil {
			return errorf(ErrUnsupported, "codecs around sharding_indexed are not supported")
		}
		return m.setSharding(c)
	default:
		return errorf(ErrUnsupported, "array-to-bytes codec %q is not supported", c.Name)
	}
	for _, c := range codecs[i+1:] {
		bc, err := bytesCodec(c, m.elem.itemSize())
		if err != nil {
			return err
		}
		m.codecs = append(m.codecs, bc)
	}
	return nil
}

func transposeOrder(c namedConfig, rank int) ([]int, error) {
	switch c.str("order", "") {
	case "C":
		return nil, nil
	case "F":
		return reversed(rank), nil
	}
	order, ok := c.ints("order")
	if !ok || len(order) != rank {
		return nil, errorf(ErrMetadata, "transpose order %v for rank %d", c.Configuration["order"], rank)
	}
	perm := make([]int, rank)
	seen := make([]bool, rank)
	for i, p := range order {
		if p < 0 || p >= int64(rank) || seen[p] {
			return nil, errorf(ErrMetadata, "transpose order %s is not a permutation", dimsText(order))
		}
		seen[p], perm[i] = true, int(p)
	}
	return perm, nil
}

// composePerm returns the permutation of applying a, then b (nil: none).
func composePerm(a, b []int) []int {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	out := make([]int, len(b))
	for i, p := range b {
		out[i] = a[p]
	}
	return out
}

// bytesCodec returns a v3 bytes-to-bytes codec.
func bytesCodec(c namedConfig, itemsize int) (codec.Codec, error) {
	switch c.Name {
	case "gzip":
		return codec.Gzip{Level: c.num("level", 5)}, nil
	case "zstd":
		return codec.Zstd{Level: c.num("level", 0)}, nil
	case "crc32c":
		return codec.CRC32C{}, nil
	case "blosc":
		shuffle := map[string]int{"noshuffle": codec.NoShuffle, "shuffle": codec.ByteShuffle,
			"bitshuffle": codec.BitShuffle}[c.str("shuffle", "noshuffle")]
		return codec.Blosc{CName: c.str("cname", "lz4"), CLevel: c.num("clevel", 5),
			Shuffle: shuffle, TypeSize: c.num("typesize", itemsize),
			BlockSize: c.num("blocksize", 0)}, nil
	}
	return nil, errorf(ErrUnsupported, "codec %q is not supported", c.Name)
}

// zarrJSONOf returns the zarr.json document of a new v3 array.
func zarrJSONOf(m *meta, o Options) ([]byte, error) {
	fill, err := fillJSON(m.fill, m.elem.dtype)
	if err != nil {
		return nil, err
	}
	if string(fill) == "null" {
		fill = json.RawMessage(`0`)
		if m.elem.dtype.String() == "bool" {
			fill = json.RawMessage(`false`)
		} else if kindLetter(m.elem.dtype)[0] == 'c' {
			fill = json.RawMessage(`[0, 0]`)
		}
	}
	outer := m.chunks
	keyEnc := &namedConfig{Name: "default", Configuration: map[string]any{"separator": m.sep}}
	if m.prefix == "" {
		keyEnc.Name = "v2"
	}
	codecs := chainConfigs(m, o)
	if m.shard != nil {
		outer = m.shard.shape
		codecs = []namedConfig{m.shard.config(m.chunks, codecs)}
	}
	z := zarrJSON{ZarrFormat: 3, NodeType: "array", Shape: m.shape, DataType: m.elem.dtype.String(),
		ChunkGrid:        &namedConfig{Name: "regular", Configuration: map[string]any{"chunk_shape": outer}},
		ChunkKeyEncoding: keyEnc, FillValue: fill, Codecs: codecs, Attributes: map[string]any{},
		DimensionNames: m.dimNames}
	return json.MarshalIndent(z, "", "    ")
}

// chainConfigs returns the codec configurations of m's (inner) chain.
func chainConfigs(m *meta, o Options) []namedConfig {
	var out []namedConfig
	if m.perm != nil {
		out = append(out, namedConfig{Name: "transpose", Configuration: map[string]any{"order": m.perm}})
	}
	endian := "little"
	if m.elem.bigEndian {
		endian = "big"
	}
	out = append(out, namedConfig{Name: "bytes", Configuration: map[string]any{"endian": endian}})
	c := o.Compressor
	switch c.Name {
	case "", "blosc":
		cname, level, shuffle := c.CName, c.Level, c.Shuffle
		if c.Name == "" {
			cname, level, shuffle = "lz4", 5, ByteShuffle
		}
		out = append(out, namedConfig{Name: "blosc", Configuration: map[string]any{
			"cname": cname, "clevel": level, "typesize": m.elem.itemSize(), "blocksize": 0,
			"shuffle": []string{"noshuffle", "shuffle", "bitshuffle"}[shuffle]}})
	case "gzip", "zstd":
		out = append(out, namedConfig{Name: c.Name, Configuration: map[string]any{"level": c.Level}})
	}
	if o.Checksum {
		out = append(out, namedConfig{Name: "crc32c"})
	}
	return out
}

// v3 completes the metadata of a new v3 array from the options.
func (o Options) v3(m *meta) error {
	m.prefix = "c"
	if m.sep == "" {
		m.sep = "/"
	}
	for _, n := range o.DimensionNames {
		m.dimNames = append(m.dimNames, &n)
	}
	if len(m.dimNames) != 0 && len(m.dimNames) != len(m.shape) {
		return errorf(nd.ErrArgument, "%d dimension names for rank %d", len(m.dimNames), len(m.shape))
	}
	switch o.Compressor.Name {
	case "", "blosc", "gzip", "zstd", "none":
	default:
		return errorf(ErrUnsupported, "compressor %q is not a Zarr v3 codec", o.Compressor.Name)
	}
	var chain []namedConfig // as JSON decodes it, so setCodecs reads it as a file's
	if err := reparse(chainConfigs(m, o), &chain); err != nil {
		return err
	}
	m.perm = nil // setCodecs reads it back from the chain
	if err := m.setCodecs(chain); err != nil {
		return err
	}
	if o.ShardChunks != nil {
		m.shard = &sharding{shape: slices.Clone(m.chunks), checksum: true}
		m.chunks = slices.Clone(o.ShardChunks)
		if err := m.shard.check(m.chunks); err != nil {
			return err
		}
	}
	return m.validate()
}
