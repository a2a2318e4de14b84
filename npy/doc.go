// Package npy reads and writes NumPy's .npy and .npz files, and maps .npy
// files into memory.
//
//   - Load, Read: a .npy file or stream (format versions 1.0, 2.0 and 3.0)
//     as the *NdArray of its dtype: every dtype the library has, both byte
//     orders (big-endian items are converted), Fortran order as a view with
//     reversed strides (no copy), 0-d and empty shapes. "|b1" bytes other
//     than 0 and 1 are read as true; "<U" strings are UTF-32 with trailing
//     NULs stripped; "|S" bytes become strings.
//   - Save, Write: as numpy.save writes, byte for byte.
//   - OpenNpz, LoadNpz, SaveNpz, WriteNpz: .npz archives, stored or
//     deflated, zip64 included, member by member.
//   - Map: a zero-copy memory map of a .npy file (or of a stored .npz
//     member, Npz.Map), read-only or writable, closed explicitly.
//   - ParseDescr, ReadHeader: the pieces, for other formats that reuse
//     NumPy's type strings (Zarr v2).
//
// Files are data: every reader returns an error, never panics, for any
// input. Errors wrap ErrFormat (malformed), ErrUnsupported (pickled
// objects, structured and void dtypes, long doubles, dates), ErrHeaderSize (a header over NumPy's 10000
// characters, unless raised with MaxHeaderSize), ErrClosed or ErrArgument.
// A header claiming more items than the file holds is refused before the
// items are allocated; a stream of unknown length is read in pieces, so it
// costs only the bytes that arrive.
package npy
