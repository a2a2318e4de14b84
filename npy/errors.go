package npy

import (
	"errors"

	"github.com/ndgo/ndarray/nd"
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
	// ErrIO: the file system, or the caller's reader or writer, failed: a
	// file that cannot be opened, created, mapped, written or closed, a read
	// that fails other than by ending early (that is ErrFormat). The error
	// wraps the cause too, so errors.Is(err, fs.ErrNotExist) still holds.
	ErrIO = errors.New("npy: I/O error")
)

// errs makes this package's errors: *nd.Error values prefixed "npy: ".
const errs = nd.ErrorPrefix("npy: ")

// errorf returns an error wrapping kind, with the message prefixed "npy: ".
func errorf(kind error, format string, args ...any) error { return errs.Errorf(kind, format, args...) }

// errorWith is errorf for an error with a cause callers may branch on too
// (nd.ErrMemory, an I/O error): it wraps both, and its message ends with
// ": " and cause's.
func errorWith(kind, cause error, format string, args ...any) error {
	return errs.Wrapf(kind, cause, format, args...)
}

// ioError returns err, an error from the file system or the caller's
// reader or writer, as an error wrapping ErrIO and err; nil, and this
// package's own errors, are returned as they are.
func ioError(err error) error { return errs.Wrap(ErrIO, err) }

// within returns err, an error of this package, with context (a member's or
// array's name) after its prefix: one prefix, err's sentinel, and err
// itself for errors.Is and As.
func within(context string, err error) error { return errs.Wrapf(errKind(err), err, "%s", context) }

// errKind returns the sentinel err wraps, or ErrFormat for other errors
// (a zip reader's, such as a bad checksum).
func errKind(err error) error {
	for _, k := range []error{ErrFormat, ErrUnsupported, ErrHeaderSize, ErrClosed, ErrArgument, ErrIO} {
		if errors.Is(err, k) {
			return k
		}
	}
	return ErrFormat
}
