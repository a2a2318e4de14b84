package ndzarr

import (
	"errors"
	"io"
	"io/fs"

	"golang.org/x/sys/unix"
)

// openObject opens the file at path for reading and returns its size, or
// errNoObject where there is none (or a directory), with plain system
// calls: os.Open would also register the file with the runtime's poller
// (three more calls, a noticeable part of a small chunk's read).
func openObject(path string) (objectFile, int64, error) {
	var fd int
	var err error
	for {
		fd, err = unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
		if err != unix.EINTR {
			break
		}
	}
	if err == unix.ENOENT || err == unix.ENOTDIR {
		return nil, 0, errNoObject
	}
	if err != nil {
		return nil, 0, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		unix.Close(fd)
		return nil, 0, &fs.PathError{Op: "fstat", Path: path, Err: err}
	}
	if st.Mode&unix.S_IFMT == unix.S_IFDIR {
		unix.Close(fd)
		return nil, 0, errNoObject
	}
	return fdFile(fd), st.Size, nil
}

// fdFile reads a file descriptor at offsets.
type fdFile int

func (f fdFile) ReadAt(b []byte, off int64) (int, error) {
	for {
		n, err := unix.Pread(int(f), b, off)
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return 0, err
		case n == 0 && len(b) > 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

func (f fdFile) Close() error { return unix.Close(int(f)) }

// isNotDir reports an error of a path with a file where a directory
// should be.
func isNotDir(err error) bool { return errors.Is(err, unix.ENOTDIR) }
