package npy

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/ndstring"
)

// stringItems returns n items of descr, and the strings they decode to:
// ASCII, multi-byte code points, interior NULs kept, trailing NULs
// trimmed, empty strings.
func stringItems(descr string, n int) ([]byte, []string) {
	d, _ := ParseDescr(descr)
	words := []string{"", "a", "é\x00x", "日本", "z\U0001F600", "abc"}
	data := make([]byte, n*d.ItemSize)
	want := make([]string, n)
	for i := range n {
		item := data[i*d.ItemSize : (i+1)*d.ItemSize]
		w := words[i%len(words)]
		if d.Kind == 'S' {
			copy(item, w)
			want[i] = string(bytes.TrimRight([]byte(w), "\x00"))
			if len(w) > len(item) {
				want[i] = w[:len(item)]
			}
			continue
		}
		runes := []rune(w)
		for j, r := range runes {
			d.ByteOrder().PutUint32(item[4*j:], uint32(r))
		}
		want[i] = w
	}
	return data, want
}

// TestStringsAcrossPieces: items split between the pieces a stream is read
// in decode as items read whole do, both byte orders, and every string
// shares one allocation.
func TestStringsAcrossPieces(t *testing.T) {
	for _, descr := range []string{"|S7", "<U3", ">U3"} {
		n := 50_000 // 350 to 600 KB: several pieces, items straddling them
		data, want := stringItems(descr, n)
		file := npyOf(descr, []int64{int64(n)}, data)
		streamed, err := Read(bytes.NewReader(file))
		require.NoError(t, err, descr)
		assert.Equal(t, want, streamed.(*ndstring.NdArray).ToSlice(), descr)
		path := tempFile(t, "s.npy", file)
		loaded, err := Load(path)
		require.NoError(t, err, descr)
		assert.Equal(t, want, loaded.(*ndstring.NdArray).ToSlice(), descr)
	}
}

// TestStringsOneAllocation: decoding costs a few allocations, not one per
// item.
func TestStringsOneAllocation(t *testing.T) {
	data, _ := stringItems("<U3", 10_000)
	path := tempFile(t, "s.npy", npyOf("<U3", []int64{10_000}, data))
	allocs := testing.AllocsPerRun(3, func() {
		_, err := Load(path)
		require.NoError(t, err)
	})
	assert.Less(t, allocs, 50.0)
}

// TestStringsInvalidCodePoint: a surrogate or a value above U+10FFFF is an
// error naming the item, read whole or split between pieces.
func TestStringsInvalidCodePoint(t *testing.T) {
	for _, at := range []int{2, 5461} { // the first piece ends 4 bytes into item 5461
		data, _ := stringItems("<U3", 6000)
		binary.LittleEndian.PutUint32(data[at*12+4:], 0xD800)
		_, err := Read(bytes.NewReader(npyOf("<U3", []int64{int64(len(data) / 12)}, data)))
		assert.ErrorIs(t, err, ErrFormat)
		assert.EqualError(t, err, "npy: item "+strconv.Itoa(at)+" of <U3: invalid code point 0xd800")
	}
	data := make([]byte, 4)
	binary.LittleEndian.PutUint32(data, 0x110000)
	_, err := Read(bytes.NewReader(npyOf("<U1", nil, data)))
	assert.EqualError(t, err, "npy: item 0 of <U1: invalid code point 0x110000")
}
