package nd

// AnyArray is an array whose dtype is known only at run time: what the
// readers (npy, safetensors, ndzarr, ndarrow) return, what Cast and the
// other cross-dtype functions of the dtype packages take, and the common
// part of every dtype package's *NdArray (nd.Array embeds it).
//
// A reader returns the *NdArray of the stored dtype (*ndfloat32.NdArray for
// float32 data) as an AnyArray. The typed array comes from the dtype
// package, with no type assertion: ndfloat32.From(a) returns it without
// copying, or an error wrapping ErrArgument if a holds another dtype;
// ndfloat32.Cast(a) converts any numeric dtype to a new float32 array.
// Package ndany makes and takes apart AnyArrays of a run-time dtype.
type AnyArray interface {
	Shaped
	// DType returns the element type.
	DType() DType
	// Layout returns where the elements sit in Storage (a copy).
	Layout() Layout
	// ReadOnly reports whether writes through the array panic.
	ReadOnly() bool
	// Storage returns the storage the array views: the slice its Data
	// method returns ([]float32 for Float32, []string for String, ...),
	// shared, not copied.
	Storage() any
}
