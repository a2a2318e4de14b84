package npy

import (
	"encoding/binary"
	"errors"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndstring"
)

// Save writes a to a .npy file at path (replacing any file there), as
// numpy.save does: the oldest format version that holds the header, the
// header padded so the data starts at a multiple of 64 bytes,
// little-endian items in C order, or in Fortran order when a is a
// Fortran-contiguous view (such as the transpose of a C-order array).
// Strings are stored as NumPy's "<U<n>", n the longest string's code
// points, or as bytes ("|S<n>") if one is not valid UTF-8. Either way
// trailing NUL characters do not survive, as in NumPy.
//
// An existing regular file is overwritten in place rather than truncated
// first (see overwrite): the bytes are the same, the save is faster, and
// a memory map of the file never finds it shorter than the new file.
func Save(path string, a nd.AnyArray) (err error) {
	p, err := payloadOf(a)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o666)
	if err != nil {
		return ioError(err)
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = ioError(cerr)
		}
	}()
	info, err := f.Stat()
	if err != nil {
		return ioError(err)
	}
	if !info.Mode().IsRegular() { // a device or pipe: written in sequence
		return ioError(p.write(f))
	}
	return ioError(overwrite(f, info.Size(), p.header(), p.data))
}

// overwrite makes the regular file f (size bytes now) hold head and data.
// Writing over the file's cached pages costs a copy; truncating first, as
// numpy.save does, also frees every page and block and then allocates
// them again. The old magic string goes first, so a save that fails
// midway never leaves a file that reads as valid (old data under the new
// header, say); the new header goes last.
func overwrite(f *os.File, size int64, head, data []byte) error {
	if size > 0 {
		if _, err := f.WriteAt(make([]byte, min(size, int64(len(magic)))), 0); err != nil {
			return err
		}
	}
	end := int64(len(head)) + int64(len(data))
	if err := reserve(f, int64(len(head)), int64(len(data))); err != nil {
		return err
	}
	if _, err := f.WriteAt(data, int64(len(head))); err != nil {
		return err
	}
	if size > end {
		if err := f.Truncate(end); err != nil {
			return err
		}
	}
	_, err := f.WriteAt(head, 0)
	return err
}

// reserveMin is the least data Save preallocates blocks for (NumPy's
// threshold for fallocate).
const reserveMin = 16 << 20

// Write writes a to w in the .npy format, as Save does.
func Write(w io.Writer, a nd.AnyArray) error {
	p, err := payloadOf(a)
	if err != nil {
		return err
	}
	return ioError(p.write(w))
}

// payload is an array ready to be written: its header and its items'
// bytes in file order.
type payload struct {
	descr   Descr
	fortran bool
	shape   []int64
	data    []byte
}

func (p payload) write(w io.Writer) error {
	if _, err := w.Write(p.header()); err != nil {
		return err
	}
	_, err := w.Write(p.data)
	return err
}

// header returns the bytes before the items.
func (p payload) header() []byte {
	return headerBytes(p.descr, p.fortran, p.shape)
}

// payloadOf takes a apart for writing.
func payloadOf(a nd.AnyArray) (payload, error) {
	if a == nil || reflect.ValueOf(a).Kind() == reflect.Pointer && reflect.ValueOf(a).IsNil() {
		return payload{}, errorf(ErrArgument, "nil array")
	}
	if s, err := ndstring.From(a); err == nil {
		items, fortran := ndany.ItemsInOrder(s)
		return stringPayload(items, fortran, a.Shape().Dims()), nil
	}
	raw, fortran, err := ndany.BytesInOrder(a)
	if err != nil {
		return payload{}, errorf(ErrUnsupported, "arrays of type %T cannot be saved", a)
	}
	d, err := DescrOf(a.DType())
	if err != nil {
		return payload{}, err
	}
	if !ndany.NativeLittleEndian() {
		raw = append([]byte(nil), raw...)
		ndany.SwapBytes(raw, swapWidth(d))
	}
	return payload{descr: d, fortran: fortran, shape: a.Shape().Dims(), data: raw}, nil
}

func stringPayload(items []string, fortran bool, shape []int64) payload {
	d := stringDescr(items)
	data := make([]byte, len(items)*d.ItemSize)
	for i, s := range items {
		at := i * d.ItemSize
		if d.Kind == 'S' {
			copy(data[at:], s)
			continue
		}
		for _, r := range s {
			binary.LittleEndian.PutUint32(data[at:], uint32(r))
			at += 4
		}
	}
	return payload{descr: d, fortran: fortran, shape: shape, data: data}
}

// stringDescr chooses how strings are stored: NumPy's unicode "<U<n>" (n
// the most code points) when all are valid UTF-8, else bytes "|S<n>" (n
// the most bytes), which keeps any bytes.
func stringDescr(items []string) Descr {
	runes, bytes, valid := 1, 1, true
	for _, s := range items {
		valid = valid && utf8.ValidString(s)
		runes = max(runes, utf8.RuneCountInString(s))
		bytes = max(bytes, len(s))
	}
	if valid {
		return StringDescr(runes)
	}
	return Descr{DType: nd.String, Kind: 'S', Order: '|', ItemSize: bytes}
}

// arrayAlign is the multiple of bytes at which NumPy starts the data.
const arrayAlign = 64

// growthDigits is NumPy's GROWTH_AXIS_MAX_DIGITS: spare spaces after the
// dict so the growth axis's length can be rewritten in place.
const growthDigits = 21

// headerBytes returns the magic string, version, length and padded header
// NumPy 1.24 writes for the array.
func headerBytes(d Descr, fortran bool, shape []int64) []byte {
	var b strings.Builder
	b.WriteString("{'descr': '" + d.String() + "', 'fortran_order': ")
	b.WriteString(map[bool]string{false: "False", true: "True"}[fortran])
	b.WriteString(", 'shape': " + shapeRepr(shape) + ", }")
	if len(shape) > 0 {
		growth := shape[0]
		if fortran {
			growth = shape[len(shape)-1]
		}
		b.WriteString(strings.Repeat(" ", max(0, growthDigits-len(strconv.FormatInt(growth, 10)))))
	}
	text := b.String()
	if out, err := wrapHeader(text, 1); err == nil {
		return out
	}
	if out, err := wrapHeader(text, 2); err == nil {
		return out
	}
	out, _ := wrapHeader(text, 3)
	return out
}

// shapeRepr is Python's repr of the shape tuple: "()", "(5,)", "(2, 3)".
func shapeRepr(shape []int64) string {
	parts := make([]string, len(shape))
	for i, d := range shape {
		parts[i] = strconv.FormatInt(d, 10)
	}
	if len(parts) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// errHeaderFit says a header does not fit a version's length field or
// encoding.
var errHeaderFit = errors.New("header does not fit the version")

// wrapHeader is NumPy's _wrap_header: the text (latin-1 before version 3)
// padded with spaces and a newline to a multiple of arrayAlign.
func wrapHeader(text string, version int) ([]byte, error) {
	enc := []byte(text)
	if version < 3 {
		var ok bool
		if enc, ok = toLatin1(text); !ok {
			return nil, errHeaderFit
		}
	}
	lenBytes := 4
	if version == 1 {
		lenBytes = 2
	}
	hlen := len(enc) + 1
	pad := arrayAlign - (len(magic)+2+lenBytes+hlen)%arrayAlign
	total := hlen + pad
	if version == 1 && total > 0xFFFF || uint64(total) > 0xFFFFFFFF {
		return nil, errHeaderFit
	}
	out := append([]byte(magic), byte(version), 0)
	if version == 1 {
		out = binary.LittleEndian.AppendUint16(out, uint16(total))
	} else {
		out = binary.LittleEndian.AppendUint32(out, uint32(total))
	}
	out = append(out, enc...)
	out = append(out, strings.Repeat(" ", pad)...)
	return append(out, '\n'), nil
}

// toLatin1 encodes s as ISO-8859-1, or reports that it cannot.
func toLatin1(s string) ([]byte, bool) {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xFF {
			return nil, false
		}
		out = append(out, byte(r))
	}
	return out, true
}
