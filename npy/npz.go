package npy

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ndgo/ndarray/nd"
)

// Npz is an open .npz archive (numpy.savez's zip of .npy members) whose
// arrays are read one at a time, on demand: opening it reads only the
// zip's directory.
type Npz struct {
	zr      *zip.Reader
	file    *os.File // nil when opened over a caller's io.ReaderAt
	size    int64
	members map[string]*zip.File
	names   []string
	cfg     config
	closed  bool
}

// OpenNpz opens the .npz file at path. Close it when done.
func OpenNpz(path string, opts ...Option) (*Npz, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, ioError(err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, ioError(err)
	}
	z, err := NewNpz(f, info.Size(), opts...)
	if err != nil {
		f.Close()
		return nil, err
	}
	z.file = f
	return z, nil
}

// NewNpz reads the .npz archive of size bytes in r (an *os.File, a
// bytes.Reader, a remote object).
func NewNpz(r io.ReaderAt, size int64, opts ...Option) (*Npz, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, errorf(ErrFormat, "not a .npz archive: %v", err)
	}
	z := &Npz{zr: zr, size: size, members: map[string]*zip.File{}, cfg: newConfig(opts)}
	for _, f := range zr.File {
		z.members[f.Name] = f
		z.names = append(z.names, strings.TrimSuffix(f.Name, ".npy"))
	}
	return z, nil
}

// Names returns the members' names as NumPy's NpzFile.files lists them:
// in archive order, ".npy" removed ("arr_0", "weights").
func (z *Npz) Names() []string {
	return append([]string(nil), z.names...)
}

// member finds a member by its name as Names gives it or as stored, as
// NumPy's NpzFile does.
func (z *Npz) member(name string) (*zip.File, error) {
	if z.closed {
		return nil, errorf(ErrClosed, "Npz used after Close")
	}
	if f, ok := z.members[name]; ok {
		return f, nil
	}
	if f, ok := z.members[name+".npy"]; ok {
		return f, nil
	}
	return nil, errorf(ErrArgument, "no member %q in the archive", name)
}

// Read reads the array of one member, decompressing only that member.
// A member that is not a .npy file is an error wrapping ErrFormat; one
// larger than nd.MemoryLimit also wraps nd.ErrMemory.
func (z *Npz) Read(name string) (nd.AnyArray, error) {
	a, _, err := z.read(name)
	return a, err
}

// read is Read, returning the member's header too.
func (z *Npz) read(name string) (nd.AnyArray, Header, error) {
	f, err := z.member(name)
	if err != nil {
		return nil, Header{}, err
	}
	rc, err := f.Open()
	if err != nil {
		return nil, Header{}, errorf(ErrFormat, "member %q: %v", name, err)
	}
	defer rc.Close()
	br := bufio.NewReaderSize(rc, 1<<16)
	a, h, err := readArray(br, z.plausibleSize(f), z.cfg)
	if err == nil {
		// Read to the end, where the zip reader checks the CRC.
		_, err = io.Copy(io.Discard, br)
	}
	if err != nil {
		return nil, h, memberError(name, err)
	}
	return a, h, nil
}

// memberError names the member in err's message, keeping err's sentinel
// (ErrFormat for zip errors) and err itself for errors.Is and As.
func memberError(name string, err error) error {
	return within(fmt.Sprintf("member %q", name), err)
}

// deflateRatio bounds how much deflate can expand (1032:1, plus slack),
// so a member's declared size is trusted only as far as its compressed
// bytes could justify.
const deflateRatio = 1032

// plausibleSize returns the member's declared size if the archive could
// hold it, else -1 (read as a stream of unknown length).
func (z *Npz) plausibleSize(f *zip.File) int64 {
	c, u := f.CompressedSize64, f.UncompressedSize64
	switch {
	case c > uint64(z.size):
		return -1
	case f.Method == zip.Store && u == c:
		return int64(u)
	case f.Method == zip.Deflate && u/deflateRatio <= c:
		return int64(u)
	}
	return -1
}

// isArray reports whether a member starts with the .npy magic string.
func (z *Npz) isArray(f *zip.File) bool {
	rc, err := f.Open()
	if err != nil {
		return false
	}
	defer rc.Close()
	var head [len(magic)]byte
	_, err = io.ReadFull(rc, head[:])
	return err == nil && string(head[:]) == magic
}

// Close releases the file OpenNpz opened; arrays already read stay valid.
func (z *Npz) Close() error {
	if z.closed {
		return errorf(ErrClosed, "Npz closed twice")
	}
	z.closed = true
	if z.file != nil {
		return ioError(z.file.Close())
	}
	return nil
}

// LoadNpz reads every array of the .npz file at path, keyed as Names
// gives them. Members that are not .npy files are skipped unless their
// name ends in ".npy" (then they are an error); a name that two members
// share is an error. The arrays together, not only each one, must fit in
// nd.MemoryLimit: zip members may share their compressed bytes, so an
// archive's members can claim far more than it holds.
func LoadNpz(path string, opts ...Option) (map[string]nd.AnyArray, error) {
	z, err := OpenNpz(path, opts...)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	out := map[string]nd.AnyArray{}
	for i, f := range z.zr.File {
		name := z.names[i]
		if !strings.HasSuffix(f.Name, ".npy") && !z.isArray(f) {
			continue
		}
		if _, dup := out[name]; dup {
			return nil, errorf(ErrFormat, "two members are named %q", name)
		}
		a, h, err := z.read(f.Name)
		if err != nil {
			return nil, err
		}
		out[name] = a
		z.cfg.committed += memoryOf(h)
	}
	return out, nil
}

// Map maps a stored (uncompressed) member of an archive opened with
// OpenNpz, read-only, as Map maps a .npy file: zero copy when the items
// are aligned in the archive (SaveNpz aligns them; NumPy's savez does
// not, so its members are usually copied). The member's CRC is not
// checked. Compressed members are refused with ErrUnsupported: use Read.
// The Mapped has its own file handle and outlives the Npz. As with Map,
// if another process truncates the archive while the member is mapped,
// touching the lost pages raises SIGBUS; Mapped.Array and Mapped.Check
// report it as an error wrapping ErrFormat, and Read copies where that
// risk exists.
func (z *Npz) Map(name string) (*Mapped, error) {
	f, err := z.member(name)
	if err != nil {
		return nil, err
	}
	if z.file == nil {
		return nil, errorf(ErrArgument, "Map needs an archive opened with OpenNpz")
	}
	if f.Method != zip.Store || f.CompressedSize64 != f.UncompressedSize64 {
		return nil, errorf(ErrUnsupported, "member %q is compressed: use Read", name)
	}
	off, err := f.DataOffset()
	if err != nil || off < 0 || f.CompressedSize64 > uint64(z.size-off) {
		return nil, errorf(ErrFormat, "member %q lies outside the archive", name)
	}
	file, err := os.Open(z.file.Name())
	if err != nil {
		return nil, ioError(err)
	}
	m, err := mapNpy(file, off, int64(f.CompressedSize64), ReadOnly, z.cfg)
	if err != nil {
		file.Close()
		return nil, memberError(name, err)
	}
	return m, nil
}
