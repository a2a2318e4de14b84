package npy

import (
	"errors"
	"fmt"
)

// The sentinels every error of this package wraps, so that callers can
// branch with errors.Is whatever the message says.
var (
	// ErrFormat: the input is not a well-formed .npy or .npz file: a bad
	// magic string or version, a header that does not parse or lacks a key,
	// a shape that is not a tuple of non-negative ints, truncated data.
	ErrFormat = errors.New("npy: malformed file")
	// ErrUnsupported: a well-formed file this package does not read or
	// write: pickled objects (|O), structured and void (V) dtypes,
	// long double (<f16, <c32) and dates. (float16, <f2, loads as an
	// *ndfloat16.NdArray.)
	ErrUnsupported = errors.New("npy: unsupported dtype or feature")
	// ErrHeaderSize: the header is longer than the cap (NumPy's 10000
	// characters unless raised with MaxHeaderSize).
	ErrHeaderSize = errors.New("npy: header too large")
	// ErrClosed: a memory map or archive used after Close.
	ErrClosed = errors.New("npy: use of a closed file")
	// ErrArgument: an invalid argument from the caller, such as a nil array
	// or a member name used twice.
	ErrArgument = errors.New("npy: invalid argument")
)

// errorf returns an error wrapping kind, with the message prefixed "npy: ".
func errorf(kind error, format string, args ...any) error {
	return &wrapped{msg: "npy: " + fmt.Sprintf(format, args...), kind: kind}
}

// errorWith returns an error wrapping kind and cause, whose message is
// errorf's followed by ": " and cause's, so that callers can match both
// this package's sentinel and those cause wraps (nd.ErrMemory, an I/O
// error).
func errorWith(kind, cause error, format string, args ...any) error {
	return &wrapped{msg: "npy: " + fmt.Sprintf(format, args...) + ": " + cause.Error(),
		kind: kind, cause: cause}
}

// wrapped is an error with its own message that still matches its
// sentinel, and its cause's sentinels when it has one.
type wrapped struct {
	msg   string
	kind  error
	cause error // nil, or an error whose sentinels errors.Is also finds
}

func (e *wrapped) Error() string { return e.msg }

func (e *wrapped) Unwrap() []error {
	if e.cause == nil {
		return []error{e.kind}
	}
	return []error{e.kind, e.cause}
}
