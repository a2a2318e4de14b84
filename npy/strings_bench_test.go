package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// stringFile returns a .npy file of n items of descr, each holding the
// decimal of its index (as bytes for |S, UTF-32 for <U).
func stringFile(descr string, n int) []byte {
	d, err := ParseDescr(descr)
	if err != nil {
		panic(err)
	}
	data := make([]byte, n*d.ItemSize)
	for i := range n {
		item := data[i*d.ItemSize : (i+1)*d.ItemSize]
		for j, c := range []byte(fmt.Sprint(i)) {
			if d.Kind == 'S' && j < len(item) {
				item[j] = c
			} else if d.Kind == 'U' && 4*j < len(item) {
				binary.LittleEndian.PutUint32(item[4*j:], uint32(c))
			}
		}
	}
	header := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }", descr, n)
	return npyFile(1, header, data)
}

// BenchmarkReadStrings: decoding a million short strings.
func BenchmarkReadStrings(b *testing.B) {
	for _, descr := range []string{"|S16", "<U8"} {
		file := stringFile(descr, 1_000_000)
		b.Run(descr, func(b *testing.B) {
			b.SetBytes(int64(len(file)))
			b.ReportAllocs()
			for b.Loop() {
				_, err := Read(bytes.NewReader(file))
				require.NoError(b, err)
			}
		})
	}
}
