// Package mmapfile maps part of a file into memory for the file formats
// (npy, safetensors). On Linux and macOS the pages are the file's; read-
// only maps are private copy-on-write pages (a stray write changes
// neither the file nor faults), and Detach swaps the file's pages for
// anonymous zero pages so arrays that outlive the map never fault. Maps
// are placed in chunks of address space reserved here and their ranges
// are never reused, so an array that outlives its map never sees another
// file, and closed ranges merge into one kernel mapping (see arena).
// Elsewhere a read-only map is a copy and a writable one an error.
package mmapfile

import "errors"

// ErrWritableUnsupported: writable maps are not implemented on this
// platform.
var ErrWritableUnsupported = errors.New("writable memory maps are not implemented here")
