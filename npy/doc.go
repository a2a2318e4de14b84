// Package npy reads and writes NumPy's .npy and .npz files, and maps .npy
// files into memory.
//
//   - Load, Read: a .npy file or stream (format versions 1.0, 2.0 and 3.0)
//     as the *NdArray of its dtype, an nd.AnyArray (the dtype package's From
//     returns it typed, Cast converts it): every dtype the library has, both byte
//     orders (big-endian items are converted), Fortran order as a view with
//     reversed strides (no copy), 0-d and empty shapes. "|b1" bytes other
//     than 0 and 1 are read as true; "<U" strings are UTF-32 with trailing
//     NULs stripped; "|S" bytes become strings. An array's strings share
//     one allocation, so any one kept alive keeps them all.
//   - Save, Write: as numpy.save writes, byte for byte.
//   - OpenNpz, LoadNpz, SaveNpz, WriteNpz: .npz archives, stored or
//     deflated, zip64 included, member by member.
//   - Map: a zero-copy memory map of a .npy file (or of a stored .npz
//     member, Npz.Map), read-only or writable, closed explicitly. If
//     another process truncates a mapped file, touching its lost pages
//     raises SIGBUS, which kills the process: Mapped.Array and
//     Mapped.Check return an error wrapping ErrFormat instead, and Load
//     copies where that risk exists.
//   - ParseDescr, ReadHeader: the pieces, for other formats that reuse
//     NumPy's type strings (Zarr v2).
//
// Files are data: every reader returns an error, never panics, for any
// input. Every error is an *nd.Error whose message starts "npy: ", and
// every error wraps one of ErrFormat (malformed), ErrUnsupported (pickled
// objects, structured and void dtypes, long doubles, dates), ErrHeaderSize
// (a header over NumPy's 10000 characters, unless raised with
// MaxHeaderSize), ErrClosed, ErrArgument or ErrIO (the file system or the
// caller's reader or writer failed; the error wraps that failure too).
//
// Memory: an array larger than nd.MemoryLimit (see nd.SetMemoryLimit) is
// refused before anything is allocated for it, with an error wrapping
// ErrFormat and nd.ErrMemory. Strings are sized as the Go strings they
// become: a 16-byte string header per item plus its stored bytes, so a
// "|S1" item counts 17 bytes. LoadNpz counts its arrays together, since
// zip members may share their compressed bytes. Under the limit, a read
// allocates at most twice the data bytes that vouch for the array (plus
// 16 bytes per item for strings), 256 KiB of buffers and 64 bytes per
// header character (each per member for LoadNpz); the bytes that vouch
// are:
//
//   - Load, Map and a stored .npz member: the data the file holds, checked
//     against the header before the array is allocated;
//   - Read, and an .npz member whose declared size its archive cannot
//     justify: the bytes that arrived, read in pieces, so that a header's
//     claim costs only what arrives before the error;
//   - a deflated .npz member: its declared size where that is at most 1032
//     times its compressed bytes (deflate's largest expansion), else what
//     arrived: either way at most 1032 times its compressed bytes.
//
// Twice, because strings are decoded from the stored bytes into one
// buffer they all share, and a stream's pieces are copied into the array.
package npy
