package npy

import (
	"encoding/binary"
	"fmt"
	"unicode/utf8"
	"unsafe"
)

// decodeStrings decodes n "<U"/">U" (UTF-32) or "|S" (bytes) items, each
// with its trailing NULs stripped as NumPy does. All strings share one
// allocation: a first pass measures (and validates) them, a second writes
// them into a buffer of that size, each string made over its bytes once
// they are written (unsafe.String: they are never written again, and the
// buffer never grows), so the cost is the bytes the strings hold, not an
// allocation per item.
func decodeStrings(p pieces, d Descr, n int64) ([]string, error) {
	order := d.ByteOrder()
	total := 0
	err := p.eachItem(d.ItemSize, func(i int, item []byte) error {
		if d.Kind == 'S' {
			total += len(trimNULs(item, 1))
			return nil
		}
		k, err := utf8Len(trimNULs(item, 4), order)
		if err != nil {
			return errorf(ErrFormat, "item %d of %s: %v", i, d, err)
		}
		total += k
		return nil
	})
	if err != nil {
		return nil, err
	}
	buf := make([]byte, 0, total)
	out := make([]string, n)
	_ = p.eachItem(d.ItemSize, func(i int, item []byte) error {
		start := len(buf)
		if d.Kind == 'S' {
			buf = append(buf, trimNULs(item, 1)...)
		} else {
			buf = appendUTF32(buf, trimNULs(item, 4), order)
		}
		if len(buf) > start {
			out[i] = unsafe.String(&buf[start], len(buf)-start)
		}
		return nil
	})
	return out, nil
}

// trimNULs drops trailing zero units of width bytes (1 or 4).
func trimNULs(b []byte, width int) []byte {
	if width == 1 {
		for len(b) > 0 && b[len(b)-1] == 0 {
			b = b[:len(b)-1]
		}
		return b
	}
	for len(b) >= 4 && binary.LittleEndian.Uint32(b[len(b)-4:]) == 0 {
		b = b[:len(b)-4]
	}
	return b
}

// utf8Len returns the UTF-8 length of UTF-32 code units of order;
// surrogates and values above U+10FFFF are errors, as NumPy refuses them.
func utf8Len(b []byte, order binary.ByteOrder) (int, error) {
	big := order == binary.BigEndian
	n := 0
	for i := 0; i+4 <= len(b); i += 4 {
		c := unit(b[i:], big)
		if c > utf8.MaxRune || (c >= 0xD800 && c <= 0xDFFF) {
			return 0, fmt.Errorf("invalid code point %#x", c)
		}
		n += utf8.RuneLen(rune(c))
	}
	return n, nil
}

// appendUTF32 appends code units that utf8Len accepted, as UTF-8.
func appendUTF32(b []byte, units []byte, order binary.ByteOrder) []byte {
	big := order == binary.BigEndian
	for i := 0; i+4 <= len(units); i += 4 {
		if c := unit(units[i:], big); c < utf8.RuneSelf {
			b = append(b, byte(c))
		} else {
			b = utf8.AppendRune(b, rune(c))
		}
	}
	return b
}

// unit reads one UTF-32 code unit without the ByteOrder interface's
// dynamic call, which the per-character loops above would pay.
func unit(b []byte, big bool) uint32 {
	if big {
		return binary.BigEndian.Uint32(b)
	}
	return binary.LittleEndian.Uint32(b)
}
