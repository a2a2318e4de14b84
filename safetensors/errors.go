package safetensors

import (
	"errors"
	"io"

	"github.com/ndgo/ndarray/nd"
)

// The sentinels every error of this package wraps.
var (
	// ErrFormat: not a well-formed safetensors file: a header length past
	// the file's end, a header that is not UTF-8 or not a JSON object, a
	// tensor entry with a missing or malformed field, an unknown dtype,
	// offsets that leave holes, overlap or run past the data, a size that
	// does not match dtype and shape, a name used twice; or a file that
	// cannot be read as it stands: shorter than its size said (a source
	// that ends early, a mapped file truncated), tensors larger than
	// nd.MemoryLimit (those errors wrap nd.ErrMemory too).
	ErrFormat = errors.New("safetensors: malformed file")
	// ErrHeaderSize: a header longer than MaxHeaderSize, or than
	// nd.MemoryLimit (then the error wraps nd.ErrMemory too).
	ErrHeaderSize = errors.New("safetensors: header too large")
	// ErrUnsupported: a tensor whose dtype the library has no array for
	// (F8_E5M2, F8_E4M3: read its bytes with Raw), or an array
	// whose dtype safetensors cannot store (complex, string).
	ErrUnsupported = errors.New("safetensors: unsupported dtype")
	// ErrNotFound: no tensor of that name.
	ErrNotFound = errors.New("safetensors: no such tensor")
	// ErrClosed: a File used after Close.
	ErrClosed = errors.New("safetensors: use of a closed file")
	// ErrArgument: an invalid argument, such as a nil array or a tensor
	// named "__metadata__".
	ErrArgument = errors.New("safetensors: invalid argument")
	// ErrIO: the file system, or the caller's reader or writer, failed: a
	// file that cannot be opened, created, mapped, written or closed, a read
	// that fails other than by ending early (that is ErrFormat). The error
	// wraps the cause too, so errors.Is(err, fs.ErrNotExist) still holds.
	ErrIO = errors.New("safetensors: I/O error")
)

// errs makes this package's errors: *nd.Error values prefixed
// "safetensors: ".
const errs = nd.ErrorPrefix("safetensors: ")

// errorf returns an error wrapping kind, its message prefixed
// "safetensors: ".
func errorf(kind error, format string, args ...any) error { return errs.Errorf(kind, format, args...) }

// causef is errorf for an error that has a cause callers may branch on
// too (nd.ErrMemory, an I/O error): it wraps both, and its message ends
// with the cause's.
func causef(kind, cause error, format string, args ...any) error {
	return errs.Wrapf(kind, cause, format, args...)
}

// ioError returns err, an error from the file system or the caller's
// reader or writer, as an error wrapping ErrIO and err; nil, and this
// package's own errors, are returned as they are.
func ioError(err error) error { return errs.Wrap(ErrIO, err) }

// readError is causef for a failed read: ErrFormat if the source ended
// early (it holds less than the file's size or header says), else ErrIO.
func readError(err error, format string, args ...any) error {
	kind := ErrIO
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		kind = ErrFormat
	}
	return causef(kind, err, format, args...)
}
