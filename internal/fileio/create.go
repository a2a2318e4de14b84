// Package fileio writes the file formats' new files (npy's .npz,
// safetensors) the one way they share.
package fileio

import (
	"bufio"
	"io"
	"os"
)

// Create creates (or truncates) the file at path and writes it with write
// through a 64 KiB buffer. It returns the first error of the create,
// write, the flush and the close: a file whose close fails (a full disk
// on some file systems) is not reported as written.
func Create(path string, write func(w io.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	bw := bufio.NewWriterSize(f, 1<<16)
	if err := write(bw); err != nil {
		return err
	}
	return bw.Flush()
}
