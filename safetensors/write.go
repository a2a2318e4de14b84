package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/ndgo/ndarray/internal/fileio"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// Save writes tensors (and optional metadata strings) to a new
// safetensors file at path, as the reference implementation does:
// tensors ordered by descending dtype alignment, then name, so each
// starts aligned; the JSON header padded with spaces to a multiple of 8
// bytes. Arrays are written in C order whatever their strides. Complex
// and string arrays cannot be stored (ErrUnsupported); a nil array or a
// tensor named "__metadata__", or a name or metadata string that is not
// valid UTF-8, is an error wrapping ErrArgument.
func Save(path string, tensors map[string]nd.AnyArray, metadata map[string]string) error {
	entries, err := prepare(tensors)
	if err != nil {
		return err
	}
	return ioError(fileio.Create(path, func(w io.Writer) error { return write(w, entries, metadata) }))
}

// Write writes tensors and metadata to w as Save does.
func Write(w io.Writer, tensors map[string]nd.AnyArray, metadata map[string]string) error {
	entries, err := prepare(tensors)
	if err != nil {
		return err
	}
	return ioError(write(w, entries, metadata))
}

// entry is one tensor ready to be written.
type entry struct {
	info TensorInfo
	data []byte
}

// prepare checks the tensors and orders them as the reference writer
// does, computing their offsets.
func prepare(tensors map[string]nd.AnyArray) ([]entry, error) {
	entries := make([]entry, 0, len(tensors))
	for name, a := range tensors {
		if name == metadataKey || !utf8.ValidString(name) {
			return nil, errorf(ErrArgument, "a tensor cannot be named %q", name)
		}
		e, err := entryOf(name, a)
		if err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	slices.SortFunc(entries, func(a, b entry) int {
		ra, rb := dtypes[a.info.DType].rank, dtypes[b.info.DType].rank
		if ra != rb {
			return rb - ra
		}
		return cmpString(a.info.Name, b.info.Name)
	})
	var at int64
	for i := range entries {
		entries[i].info.Begin, entries[i].info.End = at, at+int64(len(entries[i].data))
		at = entries[i].info.End
	}
	return entries, nil
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func entryOf(name string, a nd.AnyArray) (entry, error) {
	if a == nil {
		return entry{}, errorf(ErrArgument, "tensor %q: nil array", name)
	}
	raw, err := ndany.Bytes(a)
	switch {
	case err == nil:
	case a.DType() == nd.String:
		return entry{}, errorf(ErrUnsupported, "tensor %q: safetensors cannot store strings", name)
	default: // a nil pointer, or an array of no library package
		return entry{}, causef(ErrArgument, err, "tensor %q", name)
	}
	dtype := nameOf(a.DType())
	if dtype == "" {
		return entry{}, errorf(ErrUnsupported, "tensor %q: safetensors cannot store %v", name,
			a.DType())
	}
	if !ndany.NativeLittleEndian() {
		raw = append([]byte(nil), raw...)
		ndany.SwapBytes(raw, dtypes[dtype].size)
	}
	return entry{info: TensorInfo{Name: name, DType: dtype, Shape: a.Shape().Dims()}, data: raw}, nil
}

func write(w io.Writer, entries []entry, metadata map[string]string) error {
	for k, v := range metadata {
		if !utf8.ValidString(k) || !utf8.ValidString(v) {
			return errorf(ErrArgument, "metadata %q: %q is not valid UTF-8", k, v)
		}
	}
	header := headerJSON(entries, metadata)
	var prefix [8]byte
	binary.LittleEndian.PutUint64(prefix[:], uint64(len(header)))
	if _, err := w.Write(prefix[:]); err != nil {
		return err
	}
	if _, err := w.Write(header); err != nil {
		return err
	}
	for _, e := range entries {
		if _, err := w.Write(e.data); err != nil {
			return err
		}
	}
	return nil
}

// headerJSON returns the header as serde_json writes it, no spaces,
// "__metadata__" first (keys sorted), padded with spaces to a multiple
// of 8 bytes.
func headerJSON(entries []entry, metadata map[string]string) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	if metadata != nil {
		b.WriteString(quote(metadataKey) + ":{")
		keys := make([]string, 0, len(metadata))
		for k := range metadata {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(quote(k) + ":" + quote(metadata[k]))
		}
		b.WriteByte('}')
	}
	for i, e := range entries {
		if i > 0 || metadata != nil {
			b.WriteByte(',')
		}
		b.WriteString(quote(e.info.Name) + `:{"dtype":` + quote(e.info.DType) + `,"shape":[`)
		for j, d := range e.info.Shape {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteString(`],"data_offsets":[` + strconv.FormatInt(e.info.Begin, 10) + "," +
			strconv.FormatInt(e.info.End, 10) + "]}")
	}
	b.WriteByte('}')
	for b.Len()%8 != 0 {
		b.WriteByte(' ')
	}
	return b.Bytes()
}

// quote returns s as a JSON string, without HTML escaping.
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}
