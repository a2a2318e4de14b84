package nd

import "errors"

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
//
// The readers npy, safetensors and ndzarr return *Error values too, made
// through their own ErrorPrefix: their messages start with their package's
// prefix ("npy: ", "safetensors: ", "ndzarr: ") in place of "nd: ", and
// they wrap that package's sentinels. They are returned, never panicked.
type Error struct {
	// Msg is the full message, its package's prefix included.
	Msg string
	// Err is the sentinel the error wraps: its kind (nil only where the
	// cause carries one).
	Err error
	// Cause is nil, or the error behind this one (an I/O error, one
	// wrapping ErrMemory) whose sentinels errors.Is and As find too.
	Cause error
}

// Error returns the message.
func (e *Error) Error() string { return e.Msg }

// Unwrap returns the sentinel and the cause, those that are not nil, so
// that errors.Is(e, ErrShape) works and so does errors.Is(e, fs.ErrNotExist)
// for a reader's failed open. (errors.Unwrap, which follows only
// single-error chains, returns nil for an *Error: read Err instead.)
func (e *Error) Unwrap() []error {
	switch {
	case e.Cause == nil:
		return []error{e.Err}
	case e.Err == nil:
		return []error{e.Cause}
	}
	return []error{e.Err, e.Cause}
}

// Errorf returns an *Error of the given kind (one of the sentinels above)
// whose message is "nd: " followed by the formatted text. The dtype packages
// use it so that every panic looks the same.
func Errorf(kind error, format string, args ...any) *Error {
	return ErrorPrefix("nd: ").Errorf(kind, format, args...)
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
