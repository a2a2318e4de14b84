package npy

import (
	"bufio"
	"io"
	"os"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndstring"
)

// Load reads the .npy file at path into memory and returns its array: the
// *NdArray of the file's dtype (*ndfloat64.NdArray for "<f8",
// *ndstring.NdArray for "<U" and "|S"). Big-endian items are converted;
// a Fortran-order file gives a view with reversed strides (no copy). Errors
// wrap ErrFormat, ErrUnsupported or ErrHeaderSize, or ErrIO and the file's
// I/O error; a file shorter than its header says, or an array larger than
// nd.MemoryLimit (the error also wraps nd.ErrMemory), is refused before
// the data is allocated.
func Load(path string, opts ...Option) (nd.AnyArray, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, ioError(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, ioError(err)
	}
	a, _, err := readArray(bufio.NewReaderSize(f, 1<<16), info.Size(), newConfig(opts))
	return a, err
}

// Read reads one .npy array from r (a file's content, an .npz member, a
// network stream), leaving r after its last item. It needs no size: the
// data is read in pieces, so a header claiming more items than arrive
// allocates only about what arrived before the error. Errors are Load's.
func Read(r io.Reader, opts ...Option) (nd.AnyArray, error) {
	a, _, err := readArray(r, -1, newConfig(opts))
	return a, err
}

// readArray reads header and items; size is the stream's length, or -1.
// It returns the header too, for callers that count what arrays hold.
func readArray(r io.Reader, size int64, cfg config) (nd.AnyArray, Header, error) {
	h, err := readHeader(r, cfg)
	if err != nil {
		return nil, h, err
	}
	if size >= 0 && size-h.DataOffset < h.DataBytes() {
		return nil, h, errorf(ErrFormat, "truncated file: %d data bytes for shape %s of %s",
			max(size-h.DataOffset, 0), nd.FormatDims(h.Shape), h.Descr)
	}
	a, err := readData(r, h, size >= 0, cfg)
	return a, h, err
}

// readData reads the items h describes from r; sized says the stream was
// checked to hold them all. Only then is memory allocated before the
// bytes arrive; otherwise they are read first, in pieces.
func readData(r io.Reader, h Header, sized bool, cfg config) (nd.AnyArray, error) {
	if err := checkMemory(h, cfg.committed); err != nil {
		return nil, err
	}
	if sized && h.Descr.DType != nd.String {
		return loadFixed(h, func(dst []byte) error {
			_, err := io.ReadFull(r, dst)
			return truncatedData(err, h)
		})
	}
	read := readPieces
	if sized {
		read = readWhole
	}
	raw, err := read(r, h)
	if err != nil {
		return nil, err
	}
	return fromPieces(h, raw)
}

// fromPieces builds h's array from its stored bytes.
func fromPieces(h Header, raw pieces) (nd.AnyArray, error) {
	if h.Descr.DType != nd.String {
		return loadFixed(h, raw.copyTo)
	}
	data, err := decodeStrings(raw, h.Descr, h.Size())
	if err != nil {
		return nil, err
	}
	return ndstring.WrapLayout(data, layoutOf(h)), nil
}

func truncatedData(err error, h Header) error {
	if err == nil {
		return nil
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return errorf(ErrFormat, "truncated file: not all %d data bytes of shape %s of %s",
			h.DataBytes(), nd.FormatDims(h.Shape), h.Descr)
	}
	return ioError(err)
}
