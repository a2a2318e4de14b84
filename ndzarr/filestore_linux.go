package ndzarr

import (
	"io"

	"golang.org/x/sys/unix"
)

// readFile reads the file at path into a buffer from room of the size
// fstat states (readSized), with plain system calls: os.Open would also
// try to register the file with the runtime's poller (three more calls).
func readFile(path string, limit objectLimit, room func(int) []byte) ([]byte, error) {
	var fd int
	var err error
	for {
		fd, err = unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	defer unix.Close(fd)
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return nil, err
	}
	if st.Mode&unix.S_IFMT == unix.S_IFDIR {
		return nil, errIsDir
	}
	return readSized(fdReader(fd), st.Size, limit, room)
}

// fdReader reads a file descriptor, io.EOF at its end.
type fdReader int

func (r fdReader) Read(b []byte) (int, error) {
	for {
		n, err := unix.Read(int(r), b)
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
