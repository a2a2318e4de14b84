package fileio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCreateWritesThroughTheBuffer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(path, []byte("an older and longer content"), 0o666))
	big := strings.Repeat("x", 1<<17) // more than the buffer: flushed twice
	require.NoError(t, Create(path, func(w io.Writer) error {
		_, err := io.WriteString(w, big)
		return err
	}))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, big, string(got), "truncated, then written whole")
}

func TestCreateReportsErrors(t *testing.T) {
	dir := t.TempDir()
	wantErr := errors.New("write failed")
	err := Create(filepath.Join(dir, "f"), func(w io.Writer) error { return wantErr })
	require.ErrorIs(t, err, wantErr)
	err = Create(filepath.Join(dir, "missing", "f"), func(io.Writer) error {
		t.Fatal("write called without a file")
		return nil
	})
	require.ErrorIs(t, err, os.ErrNotExist)
}
