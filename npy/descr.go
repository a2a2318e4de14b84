package npy

import (
	"encoding/binary"
	"math"
	"strconv"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// Descr is a parsed NumPy array-protocol type string, the "descr" of a .npy
// header (and of a Zarr v2 .zarray): "<f8", "|b1", ">i2", "<U10", "|S3".
type Descr struct {
	// DType is the library dtype the items load as: <U and |S both load as
	// nd.String.
	DType nd.DType
	// Kind is NumPy's kind letter: 'b', 'i', 'u', 'f', 'c', 'U' or 'S'.
	Kind byte
	// Order is '<' (little-endian), '>' (big-endian) or '|' (bytes, where
	// order does not apply). '=' and '!' are resolved when parsed.
	Order byte
	// ItemSize is the bytes one stored item takes ("<U10" is 40).
	ItemSize int
}

// maxItemSize is NumPy's limit on a dtype's itemsize (a C int).
const maxItemSize = math.MaxInt32

// ParseDescr parses a NumPy type string as .npy headers and Zarr v2
// metadata write them: an optional byte order ('<', '>', '|', '=' native,
// '!' big-endian), a kind letter and a size in bytes (in characters for
// U). Every dtype the library has is accepted: b1, i1-i8, u1-u8, f2 (as
// nd.Float16), f4, f8, c8, c16, U<n>, S<n> (and its old alias a<n>).
// Object (O), void and structured (V), dates (M, m), long double (f16, c32) and
// unknown strings return errors wrapping ErrUnsupported or ErrFormat.
func ParseDescr(s string) (Descr, error) {
	if s == "" {
		return Descr{}, errorf(ErrFormat, "empty dtype descriptor")
	}
	order, rest := byte('='), s
	switch s[0] {
	case '<', '>', '|', '=', '!':
		order, rest = s[0], s[1:]
	}
	if rest == "" {
		return Descr{}, errorf(ErrFormat, "dtype descriptor %q has no kind", s)
	}
	kind, digits := rest[0], rest[1:]
	switch kind {
	case 'O':
		return Descr{}, errorf(ErrUnsupported,
			"dtype %q holds pickled Python objects, which this package never loads", s)
	case 'V':
		return Descr{}, errorf(ErrUnsupported, "void dtype %q is not supported", s)
	case 'M', 'm':
		return Descr{}, errorf(ErrUnsupported, "datetime dtype %q is not supported", s)
	}
	n, err := strconv.ParseUint(digits, 10, 31)
	if err != nil {
		return Descr{}, errorf(ErrFormat, "dtype descriptor %q is not a NumPy type string", s)
	}
	d := Descr{Kind: kind, Order: resolveOrder(order)}
	if err := d.setType(s, int(n)); err != nil {
		return Descr{}, err
	}
	if d.ItemSize == 1 || d.Kind == 'S' {
		d.Order = '|'
	}
	return d, nil
}

// resolveOrder turns '=' (native) and '!' (network) into '<' or '>'.
func resolveOrder(order byte) byte {
	switch order {
	case '=', '|':
		if !ndany.NativeLittleEndian() {
			return '>'
		}
		return '<'
	case '!':
		return '>'
	}
	return order
}

// setType fills DType and ItemSize from the kind letter and the size n.
func (d *Descr) setType(s string, n int) error {
	switch d.Kind {
	case 'U':
		if n == 0 || n > maxItemSize/4 {
			return errorf(ErrUnsupported, "string dtype %q: length must be 1 to %d",
				s, maxItemSize/4)
		}
		d.DType, d.ItemSize = nd.String, 4*n
		return nil
	case 'S', 'a':
		if n == 0 {
			return errorf(ErrUnsupported, "bytes dtype %q: length must be at least 1", s)
		}
		d.Kind, d.DType, d.ItemSize = 'S', nd.String, n
		return nil
	}
	dt, ok := fixedDTypes[[2]int{int(d.Kind), n}]
	switch {
	case ok:
		d.DType, d.ItemSize = dt, n
		return nil
	case d.Kind == 'f' && (n == 12 || n == 16), d.Kind == 'c' && (n == 24 || n == 32):
		return errorf(ErrUnsupported, "long double dtype %q is not supported", s)
	}
	return errorf(ErrUnsupported, "dtype %q is not one the library has", s)
}

// fixedDTypes maps (kind letter, size in bytes) to the library dtype.
var fixedDTypes = map[[2]int]nd.DType{
	{'b', 1}: nd.Bool,
	{'i', 1}: nd.Int8, {'i', 2}: nd.Int16, {'i', 4}: nd.Int32, {'i', 8}: nd.Int64,
	{'u', 1}: nd.Uint8, {'u', 2}: nd.Uint16, {'u', 4}: nd.Uint32, {'u', 8}: nd.Uint64,
	{'f', 2}: nd.Float16, {'f', 4}: nd.Float32, {'f', 8}: nd.Float64,
	{'c', 8}: nd.Complex64, {'c', 16}: nd.Complex128,
}

// DescrOf returns the little-endian descriptor NumPy writes for a
// fixed-size dtype ("<f4", "|b1", "<c16"). nd.String has no fixed size:
// it returns an error wrapping ErrArgument (use StringDescr).
func DescrOf(dt nd.DType) (Descr, error) {
	for key, v := range fixedDTypes {
		if v == dt {
			order := byte('<')
			if key[1] == 1 {
				order = '|'
			}
			return Descr{DType: dt, Kind: byte(key[0]), Order: order, ItemSize: key[1]}, nil
		}
	}
	return Descr{}, errorf(ErrArgument, "dtype %v has no fixed-size NumPy descriptor", dt)
}

// StringDescr returns the descriptor of NumPy unicode strings of up to n
// code points ("<U<n>"), as NumPy stores Python str.
func StringDescr(n int) Descr {
	return Descr{DType: nd.String, Kind: 'U', Order: '<', ItemSize: 4 * n}
}

// String returns the type string NumPy writes for d: "<f8", "|u1", "<U5".
func (d Descr) String() string {
	n := d.ItemSize
	if d.Kind == 'U' {
		n /= 4
	}
	return string([]byte{d.Order, d.Kind}) + strconv.Itoa(n)
}

// ByteOrder returns the order of the stored items' bytes.
func (d Descr) ByteOrder() binary.ByteOrder {
	if d.Order == '>' {
		return binary.BigEndian
	}
	return binary.LittleEndian
}

// swap reports whether items must be byte-swapped to be read on this host.
func (d Descr) swap() bool {
	return d.Order != '|' && (d.Order == '>') == ndany.NativeLittleEndian()
}
