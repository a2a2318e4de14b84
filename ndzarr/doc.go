// Package ndzarr reads and writes Zarr v2 and v3 arrays (sharding
// included) as arrays of the ndarray library's dtype packages: Open and
// Create give an Array, whose Read and Write move a region (nd index
// selectors, or NumPy index text with ReadExpr) through only the chunks
// it touches, several at once.
//
// Arrays live in a Store, a small interface of keyed objects (get whole
// or a byte range, set, list, delete). FileStore, a local directory laid
// out as zarr-python's LocalStore, and MemoryStore are built in; Open and
// Create take a directory. Cloud object stores (S3, GCS, Azure) come
// through the gocloud.dev adapter in its own module,
// github.com/ndgo/ndarray/ndzarr/gocloud, so that a program reading local
// arrays depends on ndzarr's codecs alone.
//
// Stores are data: metadata and chunks from a store are checked, and a
// bad one is an error, never a panic. What a Read allocates is bounded by
// its input (nd.MemoryLimit is the rule; see the library's README):
//
//   - The result, and per coordinate the region selects along each
//     dimension a few dozen bytes of lists, both refused with an error
//     wrapping nd.ErrMemory beyond nd.MemoryLimit before anything is
//     allocated; chunks are visited one at a time, never listed. The
//     result is a new array of its dtype package, allocated as every
//     array is (zeroed, with huge pages as nd.SetHugePages says).
//   - Nothing for a chunk the store lacks: its part of the result is the
//     fill value.
//   - For each stored chunk, up to SetWorkers at once (fewer where their
//     buffers would not fit beside the result in nd.MemoryLimit): its
//     stored bytes, refused from the size the store states when larger
//     than any encoding of the chunk (a quarter more than the chunk,
//     plus 64 KiB, per codec), and each codec's output,
//     at most what its format can decode the input to (deflate 1032 to
//     1, zstd and Blosc 32768 to 1, lz4 256 to 1) and what the next
//     codec's input can be, the chunk's bytes for the last.
//   - For a sharded chunk, its entry of the shard's index (the whole
//     index where a checksum covers it, read and checked once per read),
//     which must point at the shard's data and not into its index.
//
// Errors: every error's message starts "ndzarr: ", and every error wraps
// a sentinel to test with errors.Is: this package's ErrNotFound,
// ErrMetadata, ErrUnsupported, ErrCorruptChunk, ErrChunkSize,
// ErrChecksum, ErrStore or ErrByteRange; the library's nd.ErrMemory (a
// result or buffer over nd.MemoryLimit), nd.ErrArgument (invalid options
// or keys, a source of the wrong dtype), nd.ErrShape (a source of the
// wrong shape) or nd.ErrIndexOutOfRange (indices that do not fit); or the
// context's context.Canceled or context.DeadlineExceeded. An error of a
// store also wraps the store's own error (a *fs.PathError, say). Shapes
// print as nd.Shape does: [2, 3, 4].
package ndzarr
