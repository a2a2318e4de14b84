package safetensors

import (
	"io"

	"github.com/ndgo/ndarray/nd"
)

// readChunk is the most a read allocates before the source has shown it
// holds the bytes: the header's first piece, and the largest tensor read
// without probing its last byte first.
const readChunk = 1 << 20

// readGrowing reads n bytes from r into a buffer that starts at readChunk
// and doubles as bytes arrive, so that a stream shorter than n costs at
// most readChunk or four times what it held (2n when whole), never n
// up front.
func readGrowing(r io.Reader, n int64) ([]byte, error) {
	buf := make([]byte, min(n, readChunk))
	got := 0
	for {
		m, err := io.ReadFull(r, buf[got:])
		got += m
		if err != nil {
			return nil, err
		}
		if int64(got) == n {
			return buf, nil
		}
		next := make([]byte, min(n, 2*int64(len(buf))))
		copy(next, buf)
		buf = next
	}
}

// checkMemory refuses a tensor whose bytes would not fit in
// nd.MemoryLimit, before they are allocated.
func checkMemory(t TensorInfo) error {
	size := int64(dtypes[t.DType].size)
	if err := nd.CheckMemory((t.End-t.Begin)/size, size); err != nil {
		return causef(ErrFormat, err, "tensor %q (%s of shape %s)", t.Name, t.DType, nd.FormatDims(t.Shape))
	}
	return nil
}

// claim checks, before t's bytes are allocated to be read from f.r, that
// they fit in memory and, for a tensor over readChunk bytes, that the
// source holds its last byte: a reader whose claimed size lies (a stream
// cut short) then costs nothing, where reading it in pieces would cost
// twice the tensor and a copy for every honest file.
func (f *File) claim(t TensorInfo) error {
	if err := checkMemory(t); err != nil {
		return err
	}
	if t.End-t.Begin <= readChunk {
		return nil
	}
	var last [1]byte
	n, err := f.r.ReadAt(last[:], f.header.DataOffset+t.End-1)
	if n == 1 {
		return nil // io.EOF with the last byte read is allowed
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return readError(err, "tensor %q: the source ends before its byte %d",
		t.Name, f.header.DataOffset+t.End-1)
}

// readAt reads t's bytes into buf.
func (f *File) readAt(buf []byte, t TensorInfo) error {
	n, err := f.r.ReadAt(buf, f.header.DataOffset+t.Begin)
	if err == io.EOF && n == len(buf) {
		err = nil
	}
	if err != nil {
		return readError(err, "tensor %q", t.Name)
	}
	return nil
}
