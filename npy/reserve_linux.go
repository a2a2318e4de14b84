package npy

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// reserve allocates the file's blocks for n bytes from off before they
// are written, as numpy's tofile does: on ext4 the truncated file then has
// no delayed allocation left for Close to flush (its auto_da_alloc
// heuristic starts writeback of every dirty page in the closing thread),
// and a full disk is reported before any data is written. The file's size
// is unchanged (FALLOC_FL_KEEP_SIZE); file systems without fallocate are
// fine, only ENOSPC is an error.
func reserve(f *os.File, off, n int64) error {
	if n < reserveMin {
		return nil
	}
	err := unix.Fallocate(int(f.Fd()), unix.FALLOC_FL_KEEP_SIZE, off, n)
	if errors.Is(err, unix.ENOSPC) {
		return &os.PathError{Op: "fallocate", Path: f.Name(), Err: err}
	}
	return nil
}
