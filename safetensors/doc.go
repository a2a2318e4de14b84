// Package safetensors reads, writes and memory-maps safetensors files, the
// weight format of Hugging Face models: an 8-byte little-endian header
// length, a JSON header naming each tensor's dtype, shape and
// data_offsets (and optional "__metadata__" strings), then the tensors'
// bytes, little-endian, in C order.
//
//   - Open reads the header only; File.Tensor reads one tensor when asked.
//   - Map maps the file: each tensor is a read-only view of the file's
//     bytes, with no copy.
//   - Load reads every tensor; Save and Write write as the reference
//     implementation does, byte for byte.
//
// Headers are validated as the reference implementation validates them:
// a header of at most MaxHeaderSize bytes, UTF-8 JSON starting with '{',
// known dtypes, offsets in order with no hole or overlap and the last one
// ending the file, sizes matching dtype and shape (overflow checked), and
// no name used twice. Every reader returns an error, never panics.
//
// Errors: every error is an *nd.Error whose message starts
// "safetensors: ", and every error wraps one of ErrFormat (malformed, or
// shorter than it says), ErrHeaderSize, ErrUnsupported, ErrNotFound,
// ErrClosed, ErrArgument or ErrIO (the file system or the caller's reader
// or writer failed; the error wraps that failure too), so that callers
// branch with errors.Is.
//
// Dtypes: BOOL, U8, I8, I16, U16, I32, U32, I64, U64, F16, BF16, F32 and
// F64 load as the matching dtype package's *NdArray (ndfloat16,
// ndbfloat16 for the 16-bit floats), an nd.AnyArray: that package's From
// returns it typed, any package's Cast converts it. F8_E5M2 and F8_E4M3 tensors are
// listed and their bytes available through File.Raw, but File.Tensor
// refuses them (ErrUnsupported) until the library has those dtypes;
// complex and string arrays cannot be saved.
//
// Memory: a reader allocates what the file's bytes justify, never what
// its header merely claims.
//
//   - Open, NewReader, Map and ReadHeader: the header, at most
//     MaxHeaderSize bytes and refused beyond nd.MemoryLimit (ErrHeaderSize
//     and nd.ErrMemory), read in pieces that double from 1 MiB as bytes
//     arrive, so a source shorter than it claims costs about what it
//     holds; parsing adds garbage in proportion (at most about 40 times
//     the header's length, for many tiny entries).
//   - File.Tensor and File.Raw of an opened file: the tensor's bytes,
//     refused beyond nd.MemoryLimit before anything is allocated (an error
//     wrapping ErrFormat and nd.ErrMemory). A tensor over 1 MiB is
//     allocated only once the source has returned its last byte, so an
//     io.ReaderAt that claims more than it holds costs at most 1 MiB.
//   - Load: every tensor, refused as a whole beyond nd.MemoryLimit before
//     any is read.
//   - Map: address space only; a tensor that must be copied (misaligned,
//     or BOOL bytes other than 0 and 1) is checked as Tensor checks it.
//
// Truncation: a mapped file's arrays read the file's pages, and if
// another process truncates the file, reading the lost pages raises
// SIGBUS, which kills the process. The package's own calls never fault:
// Tensor and Raw of a mapped file check its size first (one fstat, about
// a microsecond) and return an error wrapping ErrFormat, the reads they
// make of the map turn such a fault into that error, and File.Check
// makes the test on demand. Nothing guards reads of arrays already
// handed out: where the file may be truncated, use Open, which copies,
// or read them with runtime/debug.SetPanicOnFault set, which makes the
// fault a panic that can be recovered.
package safetensors
