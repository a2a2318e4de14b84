//go:build !linux

package ndzarr

import "os"

// readFile reads the file at path into a buffer from room of the size
// its stat states (readSized).
func readFile(path string, limit objectLimit, room func(int) []byte) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, errIsDir
	}
	return readSized(f, st.Size(), limit, room)
}
