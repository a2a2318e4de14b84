package ndany

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// bytesOf returns the memory of s as bytes, shared.
func bytesOf[T Fixed](s []T) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	n := len(s) * int(unsafe.Sizeof(s[0]))
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), n)
}

// itemsOf returns raw as items of T, shared, leaving out a partial
// trailing item. raw must be aligned for T (View checks it; this panics
// rather than make a misaligned slice).
func itemsOf[T Fixed](raw []byte) []T {
	size := int(unsafe.Sizeof(*new(T)))
	if len(raw) < size {
		return []T{}
	}
	if !aligned(raw, unsafe.Alignof(*new(T))) {
		panic("ndany: misaligned item view")
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(raw))), len(raw)/size)
}

// aligned reports whether raw starts at a multiple of align bytes.
func aligned(raw []byte, align uintptr) bool {
	return len(raw) == 0 || uintptr(unsafe.Pointer(unsafe.SliceData(raw)))%align == 0
}

// Aligned reports whether raw starts where an item of dtype dt may (a
// multiple of its Go alignment), so that View can view it; false for a dt
// of no fixed-size items. An empty raw is aligned.
func Aligned(dt nd.DType, raw []byte) bool {
	e := lookupFixed(dt)
	return e != nil && aligned(raw, e.align())
}

// AlignedCopy returns a copy of raw that starts at a multiple of 8 bytes,
// aligned for every dtype: for bytes View refuses where they are (a
// buffer at an odd offset of a file or message).
func AlignedCopy(raw []byte) []byte {
	words := make([]uint64, (len(raw)+7)/8)
	out := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(words))), len(words)*8)[:len(raw)]
	copy(out, raw)
	return out
}

// ValidBools reports whether every byte of raw is 0 or 1, so that raw may
// be viewed as bools (a Go bool must be exactly 0 or 1).
func ValidBools(raw []byte) bool {
	for _, b := range raw {
		if b > 1 {
			return false
		}
	}
	return true
}

// NormalizeBools makes every non-zero byte of raw 1, as NumPy and PyTorch
// read any non-zero byte as true, so that raw may be viewed as bools.
func NormalizeBools(raw []byte) {
	for i, b := range raw {
		if b > 1 {
			raw[i] = 1
		}
	}
}

// nativeLittle is whether this host is little-endian.
var nativeLittle = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// NativeLittleEndian reports whether this host stores numbers
// little-endian, as the items View and Load take and Bytes returns are:
// formats that store little-endian bytes (safetensors, npy's "<" dtypes)
// swap them elsewhere (SwapBytes).
func NativeLittleEndian() bool { return nativeLittle }

// SwapBytes reverses the bytes of each width-byte unit of raw in place,
// converting between byte orders: width is the item size, or half of it
// for a complex item (each part is swapped on its own). Widths other than
// 2, 4 and 8 leave raw alone, as do the bytes of a partial trailing unit.
func SwapBytes(raw []byte, width int) {
	le := binary.LittleEndian
	switch width {
	case 2:
		for i := 0; i+2 <= len(raw); i += 2 {
			le.PutUint16(raw[i:], bits.ReverseBytes16(le.Uint16(raw[i:])))
		}
	case 4:
		for i := 0; i+4 <= len(raw); i += 4 {
			le.PutUint32(raw[i:], bits.ReverseBytes32(le.Uint32(raw[i:])))
		}
	case 8:
		for i := 0; i+8 <= len(raw); i += 8 {
			le.PutUint64(raw[i:], bits.ReverseBytes64(le.Uint64(raw[i:])))
		}
	}
}
