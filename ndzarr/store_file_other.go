//go:build !linux

package ndzarr

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// openObject opens the file at path for reading and returns its size, or
// errNoObject where there is none (or a directory).
func openObject(path string) (objectFile, int64, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) || isNotDir(err) {
		return nil, 0, errNoObject
	}
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	if st.IsDir() {
		f.Close()
		return nil, 0, errNoObject
	}
	return f, st.Size(), nil
}

// isNotDir reports an error of a path with a file where a directory
// should be.
func isNotDir(err error) bool { return errors.Is(err, syscall.ENOTDIR) }
