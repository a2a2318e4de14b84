package npy

import (
	"encoding/binary"
	"errors"
	"io"
	"unicode/utf8"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// magic starts every .npy file; the major and minor version bytes follow.
const magic = "\x93NUMPY"

// DefaultMaxHeaderSize is NumPy's cap on the header text (in characters):
// longer headers are refused unless the caller raises the cap.
const DefaultMaxHeaderSize = 10000

// Header is what a .npy file says about its array.
type Header struct {
	// Version is the format's major version: 1, 2 or 3.
	Version int
	// Descr is the stored item type.
	Descr Descr
	// FortranOrder is true when the items are stored in column-major order.
	FortranOrder bool
	// Shape is the array's shape; empty for a 0-d array.
	Shape []int64
	// DataOffset is where the items start, in bytes from the file's start.
	DataOffset int64
}

// Size returns the number of items.
func (h Header) Size() int64 {
	n, _ := safe.Size(h.Shape)
	return n
}

// DataBytes returns the size of the stored items in bytes.
func (h Header) DataBytes() int64 {
	return h.Size() * int64(h.Descr.ItemSize)
}

// Option adjusts how files are read.
type Option func(*config)

type config struct {
	maxHeader int
	// committed is what the arrays LoadNpz already read hold, counted with
	// the next one against nd.MemoryLimit.
	committed int64
}

// MaxHeaderSize raises (or lowers) the cap on the header text, in
// characters, from DefaultMaxHeaderSize: only for files you trust, as
// NumPy's max_header_size.
func MaxHeaderSize(n int) Option {
	return func(c *config) { c.maxHeader = n }
}

func newConfig(opts []Option) config {
	c := config{maxHeader: DefaultMaxHeaderSize}
	for _, o := range opts {
		o(&c)
	}
	return c
}

// ReadHeader reads the magic string, version and header of a .npy stream,
// leaving r at the first data byte. Errors wrap ErrFormat, ErrUnsupported
// or ErrHeaderSize.
func ReadHeader(r io.Reader, opts ...Option) (Header, error) {
	return readHeader(r, newConfig(opts))
}

func readHeader(r io.Reader, cfg config) (Header, error) {
	var pre [12]byte
	if _, err := io.ReadFull(r, pre[:8]); err != nil {
		return Header{}, truncated("magic string", err)
	}
	if string(pre[:6]) != magic {
		return Header{}, errorf(ErrFormat, "not a .npy file: the magic string is %q", pre[:6])
	}
	h := Header{Version: int(pre[6])}
	if h.Version < 1 || h.Version > 3 || pre[7] != 0 {
		return Header{}, errorf(ErrFormat, "unknown .npy format version %d.%d", pre[6], pre[7])
	}
	lenBytes := 4
	if h.Version == 1 {
		lenBytes = 2
	}
	if _, err := io.ReadFull(r, pre[8:8+lenBytes]); err != nil {
		return Header{}, truncated("header length", err)
	}
	n := int64(binary.LittleEndian.Uint32(pre[8:12]))
	if h.Version == 1 {
		n = int64(binary.LittleEndian.Uint16(pre[8:10]))
	}
	text, err := readHeaderText(r, n, h.Version, cfg.maxHeader)
	if err != nil {
		return Header{}, err
	}
	h.DataOffset = 8 + int64(lenBytes) + n
	if err := h.parse(text); err != nil {
		return Header{}, err
	}
	return h, nil
}

// truncated describes a short read: io errors other than EOF wrap ErrIO.
func truncated(what string, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errorf(ErrFormat, "truncated file: no complete %s", what)
	}
	return ioError(err)
}

// readHeaderText reads and decodes n header bytes (latin-1 before version
// 3, UTF-8 from it), refusing more than max characters.
func readHeaderText(r io.Reader, n int64, version, max int) (string, error) {
	limit := int64(max)
	if version == 3 {
		limit *= utf8.UTFMax
	}
	if n > limit {
		return "", errorf(ErrHeaderSize,
			"header of %d bytes is more than the %d characters allowed (see MaxHeaderSize)", n, max)
	}
	// Read through a limit so a lying length allocates no more than arrives.
	raw, err := io.ReadAll(io.LimitReader(r, n))
	if err != nil {
		return "", ioError(err)
	}
	if int64(len(raw)) != n {
		return "", errorf(ErrFormat, "truncated file: header of %d bytes has %d", n, len(raw))
	}
	if version < 3 {
		return latin1(raw), nil
	}
	if !utf8.Valid(raw) {
		return "", errorf(ErrFormat, "version 3 header is not valid UTF-8")
	}
	if chars := utf8.RuneCount(raw); chars > max {
		return "", errorf(ErrHeaderSize,
			"header of %d characters is more than the %d allowed (see MaxHeaderSize)", chars, max)
	}
	return string(raw), nil
}

// latin1 decodes ISO-8859-1 bytes: each byte is the code point. ASCII
// text, every header NumPy writes, is its own UTF-8: one copy, without
// the rune slice (four bytes a byte) that each Map and Load allocated.
func latin1(raw []byte) string {
	if ascii(raw) {
		return string(raw)
	}
	runes := make([]rune, len(raw))
	for i, b := range raw {
		runes[i] = rune(b)
	}
	return string(runes)
}

// ascii reports whether every byte of b is below 0x80.
func ascii(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// parse checks the header dict as NumPy's _read_array_header does and
// fills h.
func (h *Header) parse(text string) error {
	v, err := parseLiteral(text, h.Version < 3)
	if err != nil {
		return err
	}
	d, ok := v.(pyDict)
	if !ok {
		return errorf(ErrFormat, "header is not a dict")
	}
	fields := map[string]any{}
	for i, k := range d.keys {
		fields[k.(string)] = d.values[i]
	}
	_, hasDescr := fields["descr"]
	_, hasOrder := fields["fortran_order"]
	_, hasShape := fields["shape"]
	if len(fields) != 3 || !hasDescr || !hasOrder || !hasShape {
		return errorf(ErrFormat,
			"header keys must be exactly 'descr', 'fortran_order' and 'shape'")
	}
	if h.FortranOrder, ok = fields["fortran_order"].(bool); !ok {
		return errorf(ErrFormat, "fortran_order is not a bool")
	}
	if err := h.parseShape(fields["shape"]); err != nil {
		return err
	}
	return h.parseDescr(fields["descr"])
}

func (h *Header) parseShape(v any) error {
	t, ok := v.(pyTuple)
	if !ok {
		return errorf(ErrFormat, "shape is not a tuple")
	}
	h.Shape = make([]int64, len(t))
	for i, d := range t {
		n, ok := d.(int64)
		if !ok || n < 0 {
			return errorf(ErrFormat, "shape: dimension %d is %#v, want a non-negative int", i, d)
		}
		h.Shape[i] = n
	}
	if _, ok := safe.Size(h.Shape); !ok {
		return errorf(ErrFormat, "shape %s: its size overflows int64", nd.FormatDims(h.Shape))
	}
	return nil
}

func (h *Header) parseDescr(v any) error {
	s, ok := v.(string)
	if !ok {
		if _, list := v.(pyList); list {
			return errorf(ErrUnsupported, "structured dtypes are not supported")
		}
		return errorf(ErrFormat, "descr is not a dtype string")
	}
	d, err := ParseDescr(s)
	if err != nil {
		return err
	}
	h.Descr = d
	if _, ok := safe.Mul(h.Size(), int64(d.ItemSize)); !ok {
		return errorf(ErrFormat, "shape %s of %s items: the data size overflows int64", nd.FormatDims(h.Shape), s)
	}
	return nil
}
