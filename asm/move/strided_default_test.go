//go:build !amd64 || purego

package move

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Without kernels HasStridedRows holds for no type, so that callers keep
// their own loops.
func TestHasStridedRows(t *testing.T) {
	require.False(t, HasStridedRows[float32]())
	require.False(t, HasStridedRows[int64]())
}
