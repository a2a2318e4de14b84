package npy

import (
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// stringHeader is what each decoded string item costs besides its bytes.
const stringHeader = int64(unsafe.Sizeof(""))

// itemMemory returns the bytes one of d's items takes once loaded: its
// stored size, or for strings a Go string header plus at most the stored
// bytes (NULs are trimmed, and UTF-8 never takes more bytes than UTF-32).
// Sizing strings by their stored bytes alone would let a 1-byte "|S1" item
// cost 17.
func itemMemory(d Descr) int64 {
	if d.DType == nd.String {
		return stringHeader + int64(d.ItemSize)
	}
	return int64(d.ItemSize)
}

// memoryOf returns the bytes h's array takes once loaded, at most; valid
// once checkMemory accepted h (it cannot overflow then).
func memoryOf(h Header) int64 {
	return h.Size() * itemMemory(h.Descr)
}

// checkMemory refuses, before anything is allocated, an array that would
// take more than nd.MemoryLimit, alone or with the committed bytes of the
// arrays already read in the same call (LoadNpz). The error wraps
// ErrFormat, for callers that match it, and nd.ErrMemory.
func checkMemory(h Header, committed int64) error {
	if err := nd.CheckMemory(h.Size(), itemMemory(h.Descr)); err != nil {
		return errorWith(ErrFormat, err, "shape %s of %s", nd.FormatDims(h.Shape), h.Descr)
	}
	if committed <= 0 {
		return nil
	}
	// Both terms are at most the limit (2^47), so the sum cannot overflow.
	if err := nd.CheckMemory(1, memoryOf(h)+committed); err != nil {
		return errorWith(ErrFormat, err, "shape %s of %s with the %d bytes of the arrays read before it",
			nd.FormatDims(h.Shape), h.Descr, committed)
	}
	return nil
}
