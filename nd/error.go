package nd

import (
	"errors"
	"fmt"
)

// The sentinels every *Error wraps: programmer errors are sorted into these
// kinds so that callers can branch with errors.Is, whatever the message says.
var (
	// ErrShape: shapes that should match do not (CopyTo, Set, Reshape to a
	// different size, an operation given arrays of the wrong shapes), or a
	// shape is unknown where a known one is needed.
	ErrShape = errors.New("nd: shape mismatch")
	// ErrIndexOutOfRange: a coordinate or index outside its dimension, or
	// the wrong number of coordinates. GatherNd and Gather return it too,
	// for index data out of range.
	ErrIndexOutOfRange = errors.New("nd: index out of range")
	// ErrReadOnly: a write through a read-only array (see AsReadOnly).
	ErrReadOnly = errors.New("nd: write to a read-only array")
	// ErrArgument: any other invalid argument, such as a negative
	// dimension, a shape whose size overflows int64, a zero slice stride or
	// axes that are not a permutation.
	ErrArgument = errors.New("nd: invalid argument")
)

// Error is the panic value of every programmer error in this library and its
// dtype packages: a wrong rank, an index out of range, mismatched shapes.
// Its message always starts with "nd: ", and it wraps one of ErrShape,
// ErrIndexOutOfRange, ErrReadOnly or ErrArgument (test with errors.Is).
// Use Try to turn such a panic into an ordinary error.
type Error struct {
	// Msg is the full message, "nd: " prefix included.
	Msg string
	// Err is the sentinel the error wraps.
	Err error
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// Unwrap returns the sentinel, so that errors.Is(e, ErrShape) works.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error of the given kind (one of the sentinels above)
// whose message is "nd: " followed by the formatted text. The dtype packages
// use it so that every panic looks the same.
func Errorf(kind error, format string, args ...any) *Error {
	return &Error{Msg: "nd: " + fmt.Sprintf(format, args...), Err: kind}
}

// errorf is the package-local spelling of Errorf.
func errorf(kind error, format string, args ...any) *Error {
	return Errorf(kind, format, args...)
}

// Try calls f and returns the *Error it panicked with, or nil if it returned
// normally. Panics with any other value are not recovered: they are bugs, not
// misuse, and keep propagating.
func Try(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	f()
	return nil
}
