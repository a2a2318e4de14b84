package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"math"
	"slices"
	"unicode/utf8"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// MaxHeaderSize is the reference implementation's cap on the JSON header,
// in bytes: longer headers are refused.
const MaxHeaderSize = 100_000_000

// metadataKey is the header entry holding free-form string metadata.
const metadataKey = "__metadata__"

// TensorInfo is a header's entry for one tensor.
type TensorInfo struct {
	// Name is the tensor's key in the header.
	Name string
	// DType is the format's dtype name: "F32", "I64", "BF16", ...
	DType string
	// Shape is the tensor's shape; empty for a scalar.
	Shape []int64
	// Begin and End are the tensor's bytes in the data section (which
	// starts at Header.DataOffset in the file).
	Begin, End int64
}

// Header is a safetensors file's header, validated.
type Header struct {
	// Tensors lists the entries in the order of their data.
	Tensors []TensorInfo
	// Metadata is the "__metadata__" entry, nil if there is none.
	Metadata map[string]string
	// DataOffset is where the data section starts: 8 + the header length.
	DataOffset int64
}

// ReadHeader reads and validates the header of a safetensors file of
// fileSize bytes from r (positioned at the file's start), as the
// reference implementation does: the header length within MaxHeaderSize
// and the file, UTF-8 JSON starting with '{', each tensor's dtype, shape
// and data_offsets well-formed, offsets in order with no hole and no
// overlap, each tensor's size matching its dtype and shape, the last
// tensor ending at the end of the file, no name used twice. The header's
// buffer grows as its bytes arrive, so a reader shorter than fileSize
// costs about what it holds, not the length the file's first bytes claim.
func ReadHeader(r io.Reader, fileSize int64) (Header, error) {
	var prefix [8]byte
	if _, err := io.ReadFull(r, prefix[:]); err != nil {
		return Header{}, readError(err, "reading the 8-byte header length")
	}
	n := binary.LittleEndian.Uint64(prefix[:])
	if n > MaxHeaderSize {
		return Header{}, errorf(ErrHeaderSize, "header of %d bytes is more than the %d allowed",
			n, MaxHeaderSize)
	}
	if fileSize < 8 || n > uint64(fileSize-8) {
		return Header{}, errorf(ErrFormat, "header of %d bytes runs past the file's %d bytes",
			n, fileSize)
	}
	if err := nd.CheckMemory(int64(n), 1); err != nil {
		return Header{}, causef(ErrHeaderSize, err, "header of %d bytes", n)
	}
	text, err := readGrowing(r, int64(n))
	if err != nil {
		return Header{}, readError(err, "reading the header of %d bytes", n)
	}
	h, err := parseHeader(text, fileSize-8-int64(n))
	h.DataOffset = 8 + int64(n)
	return h, err
}

// parseHeader decodes the JSON header and validates it against a data
// section of dataSize bytes.
func parseHeader(text []byte, dataSize int64) (Header, error) {
	if !utf8.Valid(text) {
		return Header{}, errorf(ErrFormat, "header is not valid UTF-8")
	}
	if len(text) == 0 || text[0] != '{' {
		return Header{}, errorf(ErrFormat, "header does not start with '{'")
	}
	h, err := decodeEntries(json.NewDecoder(bytes.NewReader(text)))
	if err != nil {
		return Header{}, err
	}
	return h, validate(h.Tensors, dataSize)
}

// decodeEntries reads the header object entry by entry, so that a name
// used twice is caught (a map would keep the last silently).
func decodeEntries(dec *json.Decoder) (Header, error) {
	var h Header
	if _, err := dec.Token(); err != nil {
		return h, jsonError(err)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return h, jsonError(err)
		}
		name, _ := tok.(string)
		if seen[name] {
			return h, errorf(ErrFormat, "name %q is used twice", name)
		}
		seen[name] = true
		if name == metadataKey {
			if err := dec.Decode(&h.Metadata); err != nil {
				return h, errorf(ErrFormat, "__metadata__ is not a map of strings: %v", err)
			}
			continue
		}
		info, err := decodeTensor(dec, name)
		if err != nil {
			return h, err
		}
		h.Tensors = append(h.Tensors, info)
	}
	if _, err := dec.Token(); err != nil {
		return h, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return h, errorf(ErrFormat, "text after the header object")
	}
	return h, nil
}

func jsonError(err error) error {
	return errorf(ErrFormat, "header is not a JSON object: %v", err)
}

// decodeTensor reads one tensor entry; its keys are matched exactly, and
// keys other than dtype, shape and data_offsets are ignored.
func decodeTensor(dec *json.Decoder, name string) (TensorInfo, error) {
	var fields map[string]json.RawMessage
	if err := dec.Decode(&fields); err != nil || fields == nil {
		return TensorInfo{}, errorf(ErrFormat, "tensor %q: entry is not an object", name)
	}
	var (
		dtype   string
		shape   []uint64
		offsets []uint64
	)
	for key, dst := range map[string]any{"dtype": &dtype, "shape": &shape, "data_offsets": &offsets} {
		raw, ok := fields[key]
		if !ok || string(raw) == "null" || json.Unmarshal(raw, dst) != nil {
			return TensorInfo{}, errorf(ErrFormat, "tensor %q: missing or malformed %s", name, key)
		}
	}
	if _, ok := dtypes[dtype]; !ok {
		return TensorInfo{}, errorf(ErrFormat, "tensor %q: unknown dtype %q", name, dtype)
	}
	if len(offsets) != 2 || offsets[0] > math.MaxInt64 || offsets[1] > math.MaxInt64 {
		return TensorInfo{}, errorf(ErrFormat, "tensor %q: data_offsets must be two offsets", name)
	}
	info := TensorInfo{Name: name, DType: dtype, Shape: make([]int64, len(shape)),
		Begin: int64(offsets[0]), End: int64(offsets[1])}
	for i, d := range shape {
		if d > math.MaxInt64 {
			return TensorInfo{}, errorf(ErrFormat, "tensor %q: dimension %d is %d, more than an int64 holds", name, i, d)
		}
		info.Shape[i] = int64(d)
	}
	return info, nil
}

// validate checks the offsets as the reference implementation's
// Metadata::validate does, and that the data section ends with the last
// tensor.
func validate(tensors []TensorInfo, dataSize int64) error {
	slices.SortFunc(tensors, func(a, b TensorInfo) int {
		if a.Begin != b.Begin {
			return cmpInt(a.Begin, b.Begin)
		}
		return cmpInt(a.End, b.End)
	})
	var at int64
	for _, t := range tensors {
		if t.Begin != at || t.End < t.Begin {
			return errorf(ErrFormat, "tensor %q: data_offsets [%d, %d] leave a hole or overlap "+
				"(the previous tensor ends at %d)", t.Name, t.Begin, t.End, at)
		}
		nbytes, err := t.byteSize()
		if err != nil {
			return err
		}
		if t.End-t.Begin != nbytes {
			return errorf(ErrFormat, "tensor %q: %d bytes for %s of shape %s (%d bytes)",
				t.Name, t.End-t.Begin, t.DType, nd.FormatDims(t.Shape), nbytes)
		}
		at = t.End
	}
	if at != dataSize {
		return errorf(ErrFormat, "the tensors cover %d bytes of a %d-byte data section", at, dataSize)
	}
	return nil
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// byteSize returns the bytes t's dtype and shape take.
func (t TensorInfo) byteSize() (int64, error) {
	n, ok := safe.Size(t.Shape)
	if ok {
		n, ok = safe.Mul(n, int64(dtypes[t.DType].size))
	}
	if !ok {
		return 0, errorf(ErrFormat, "tensor %q: shape %s of %s overflows", t.Name, nd.FormatDims(t.Shape), t.DType)
	}
	return n, nil
}
