package npy

import (
	"archive/zip"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"slices"

	"github.com/ndgo/ndarray/internal/fileio"
	"github.com/ndgo/ndarray/nd"
)

// SaveNpz writes arrays to a new .npz file at path, as numpy.savez (or,
// with compressed, numpy.savez_compressed) does: one member "<name>.npy"
// per array, in name order. Name positional arrays "arr_0", "arr_1", ...
// as savez does. Stored members are padded so their items start at a
// multiple of 64 bytes in the file, which lets MapNpz map them.
func SaveNpz(path string, arrays map[string]nd.AnyArray, compressed bool) error {
	return ioError(fileio.Create(path, func(w io.Writer) error { return WriteNpz(w, arrays, compressed) }))
}

// WriteNpz writes arrays to w as SaveNpz does.
func WriteNpz(w io.Writer, arrays map[string]nd.AnyArray, compressed bool) error {
	names := make([]string, 0, len(arrays))
	for name := range arrays {
		names = append(names, name)
	}
	slices.Sort(names)
	cw := &countingWriter{w: w}
	zw := zip.NewWriter(cw)
	for _, name := range names {
		p, err := payloadOf(arrays[name])
		if err != nil {
			return within(fmt.Sprintf("array %q", name), err)
		}
		if compressed {
			err = writeDeflated(zw, name+".npy", p)
		} else {
			err = writeStored(zw, cw, name+".npy", p)
		}
		if err != nil {
			return ioError(err)
		}
	}
	return ioError(zw.Close())
}

func writeDeflated(zw *zip.Writer, name string, p payload) error {
	mw, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
	if err != nil {
		return err
	}
	return p.write(mw)
}

// writeStored writes an uncompressed member whose local header's extra
// field pads the member's start, so the array's items are 64-byte aligned
// in the archive.
func writeStored(zw *zip.Writer, cw *countingWriter, name string, p payload) error {
	header := p.header()
	crc := crc32.Update(crc32.ChecksumIEEE(header), crc32.IEEETable, p.data)
	size := uint64(len(header) + len(p.data))
	if err := zw.Flush(); err != nil {
		return err
	}
	const localHeader = 30
	pad := (arrayAlign - int((cw.n+localHeader+int64(len(name)))%arrayAlign)) % arrayAlign
	if pad > 0 && pad < 4 {
		pad += arrayAlign
	}
	fh := &zip.FileHeader{
		Name:               name,
		Method:             zip.Store,
		CRC32:              crc,
		CompressedSize64:   size,
		UncompressedSize64: size,
		Extra:              alignExtra(pad),
	}
	mw, err := zw.CreateRaw(fh)
	if err != nil {
		return err
	}
	return p.write(mw)
}

// alignExtra returns a zip extra field of n bytes (0 or at least 4) that
// only pads: the ID zipalign uses, 0xD935.
func alignExtra(n int) []byte {
	if n == 0 {
		return nil
	}
	out := binary.LittleEndian.AppendUint16(nil, 0xD935)
	out = binary.LittleEndian.AppendUint16(out, uint16(n-4))
	return append(out, make([]byte, n-4)...)
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}
