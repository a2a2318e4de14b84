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
// Dtypes: BOOL, U8, I8, I16, U16, I32, U32, I64, U64, F16, BF16, F32 and
// F64 load as the matching dtype package's *NdArray (ndfloat16,
// ndbfloat16 for the 16-bit floats). F8_E5M2 and F8_E4M3 tensors are
// listed and their bytes available through File.Raw, but File.Tensor
// refuses them (ErrUnsupported) until the library has those dtypes;
// complex and string arrays cannot be saved.
package safetensors
