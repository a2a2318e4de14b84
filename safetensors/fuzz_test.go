package safetensors

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// FuzzHeader: the header parser never panics; what it accepts is
// consistent (tensors in order, inside the file), every tensor reads
// without panic, and what reads writes back and parses again.
func FuzzHeader(f *testing.F) {
	for _, name := range []string{"all.safetensors", "nohalf.safetensors", "unaligned.safetensors"} {
		b, err := os.ReadFile(filepath.Join(fixtureDir, name))
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add(file(`{"a":{"dtype":"BOOL","shape":[3],"data_offsets":[0,3]}}`, []byte{0, 2, 1}))
	f.Fuzz(func(t *testing.T, raw []byte) {
		st, err := NewReader(bytes.NewReader(raw), int64(len(raw)))
		if err != nil {
			return
		}
		var at int64
		tensors := map[string]nd.AnyArray{}
		for _, info := range st.Header().Tensors {
			assert.Equal(t, at, info.Begin)
			at = info.End
			a, err := st.Tensor(info.Name)
			if err != nil {
				assert.ErrorIs(t, err, ErrUnsupported)
				continue
			}
			tensors[info.Name] = a
		}
		assert.Equal(t, int64(len(raw)), st.Header().DataOffset+at)
		var buf bytes.Buffer
		if err := Write(&buf, tensors, st.Metadata()); err != nil {
			assert.ErrorIs(t, err, ErrArgument) // names that are not UTF-8-clean JSON
			return
		}
		_, err = NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		assert.NoError(t, err)
	})
}

// FuzzReaderAllocation: whatever the bytes, and whatever size the reader
// claims past them (it answers io.EOF there, as a stream cut short
// would), NewReader allocates no more than the doc's bound on its header
// (the first readChunk piece, and the parse's garbage in proportion to
// the bytes), and Tensor and Raw no more than each tensor's bytes where
// the source holds them, readChunk where it does not. A tensor the
// source holds reads, unless it is F8 (Tensor refuses those).
func FuzzReaderAllocation(f *testing.F) {
	for _, name := range []string{"all.safetensors", "unaligned.safetensors"} {
		b, err := os.ReadFile(filepath.Join(fixtureDir, name))
		require.NoError(f, err)
		f.Add(b, uint64(0))
		f.Add(b, uint64(5<<20))
	}
	huge := file("{"+tensorEntry("a", "U8", []int64{tebibyte}, 0, tebibyte)+"}", nil)
	f.Add(huge, uint64(tebibyte))
	f.Add(huge, uint64(tebibyte-1))
	mid := file("{"+tensorEntry("a", "F32", []int64{1 << 20}, 0, 4<<20)+"}", make([]byte, 100))
	f.Add(mid, uint64(4<<20-100))
	f.Add(binaryLength(MaxHeaderSize), uint64(MaxHeaderSize))
	f.Add(file(`{"a":{"dtype":"BOOL","shape":[3],"data_offsets":[0,3]}}`, []byte{0, 2, 1}), uint64(0))
	// The limit keeps a regression from allocating more than a GiB.
	previous := nd.SetMemoryLimit(1 << 30)
	defer nd.SetMemoryLimit(previous)
	f.Fuzz(func(t *testing.T, raw []byte, extra uint64) {
		claimed := int64(len(raw)) + int64(extra%(1<<42))
		var st *File
		var err error
		n := allocated(func() { st, err = NewReader(bytes.NewReader(raw), claimed) })
		require.LessOrEqual(t, n, readChunk+headerBound(len(raw)), "NewReader")
		if err != nil {
			return
		}
		var bound int64
		var failed []string
		n = allocated(func() {
			for _, info := range st.Header().Tensors {
				size := info.End - info.Begin
				held := st.Header().DataOffset+info.End <= int64(len(raw))
				if !held {
					size = min(size, readChunk)
				}
				bound += 2*size + 1<<10
				for name, call := range reads(st, info.Name) {
					if err := call(); held && err != nil &&
						!(name == "Tensor" && errors.Is(err, ErrUnsupported)) {
						failed = append(failed, err.Error())
					}
				}
			}
		})
		assert.Empty(t, failed, "tensors the source holds")
		assert.LessOrEqual(t, n, bound+headerBound(len(raw)), "Tensor and Raw")
	})
}
