package main

import (
	"fmt"

	"golang.org/x/sys/unix"
)

// fsType names the file system under dir: tmpfs (memory) or disk.
func fsType(dir string) string {
	var st unix.Statfs_t
	if unix.Statfs(dir, &st) != nil {
		return "unknown"
	}
	if st.Type == unix.TMPFS_MAGIC {
		return "tmpfs"
	}
	return fmt.Sprintf("disk (file system type %#x, page cache)", st.Type)
}
