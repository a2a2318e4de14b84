// Package mmapfile maps part of a file into memory for the file formats
// (npy, safetensors). On Linux and macOS the pages are the file's; read-
// only maps are private copy-on-write pages (a stray write changes
// neither the file nor faults), and Detach swaps the file's pages for
// anonymous zero pages so arrays that outlive the map never fault. Maps
// are placed in chunks of address space reserved here and their ranges
// are never reused, so an array that outlives its map never sees another
// file, and closed ranges merge into one kernel mapping (see arena).
// Elsewhere a read-only map is a copy and a writable one an error.
//
// A file truncated by another process while mapped loses its pages past
// the new end, and reading them raises SIGBUS, which kills a Go process.
// Check (one fstat) tells whether the file still holds the map, and Read
// runs the formats' own reads of mapped bytes so that such a fault
// becomes an error.
package mmapfile

import (
	"errors"
	"fmt"
)

// ErrWritableUnsupported: writable maps are not implemented on this
// platform.
var ErrWritableUnsupported = errors.New("writable memory maps are not implemented here")

// ErrTruncated: the file is shorter than the mapped range, so reading the
// lost pages faults (SIGBUS).
var ErrTruncated = errors.New("the file was truncated while mapped")

// truncated is the error for a file of path now size bytes long whose
// map reaches byte end.
func truncated(path string, size, end int64) error {
	return fmt.Errorf("%w: %s is %d bytes, the map needs %d", ErrTruncated, path, size, end)
}
