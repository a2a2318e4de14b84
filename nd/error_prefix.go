package nd

import (
	"errors"
	"fmt"
	"strings"
)

// ErrorPrefix makes the errors of one package, each an *Error whose message
// starts with the prefix, once: "nd: " for nd's, "npy: ", "safetensors: "
// and "ndzarr: " for the readers'. A reader declares its own, so that its
// errors differ from the others' only in the prefix and its sentinels.
type ErrorPrefix string

// Errorf returns an *Error wrapping kind whose message is p followed by the
// formatted text.
func (p ErrorPrefix) Errorf(kind error, format string, args ...any) *Error {
	return &Error{Msg: string(p) + fmt.Sprintf(format, args...), Err: kind}
}

// Wrapf is Errorf for an error with a cause that callers may branch on too
// (one wrapping ErrMemory, an I/O error): it wraps kind and cause, and its
// message ends with ": " and cause's message, less a leading p so that the
// message has one prefix.
func (p ErrorPrefix) Wrapf(kind, cause error, format string, args ...any) *Error {
	return &Error{Msg: string(p) + fmt.Sprintf(format, args...) + ": " +
		strings.TrimPrefix(cause.Error(), string(p)), Err: kind, Cause: cause}
}

// Wrap returns err, an error from the file system or from a caller's
// reader, writer or store, as an *Error wrapping kind and err whose
// message is p followed by err's. It returns nil, and errors p made (which
// already wrap a sentinel), as they are.
func (p ErrorPrefix) Wrap(kind, err error) error {
	var own *Error
	if err == nil || errors.As(err, &own) && strings.HasPrefix(own.Msg, string(p)) {
		return err
	}
	return &Error{Msg: string(p) + err.Error(), Err: kind, Cause: err}
}
