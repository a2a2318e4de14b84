package ndzarr

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGroupsAndAttributes(t *testing.T) {
	ctx := context.Background()
	b := NewFileStore("testdata/zarr2/store.zarr")
	attrs, err := Attributes(ctx, b, "")
	require.NoError(t, err)
	assert.Equal(t, "ndzarr fixtures", attrs["title"])
	attrs, err = Attributes(ctx, b, "group/nested")
	require.NoError(t, err)
	assert.Equal(t, 42.0, attrs["answer"])

	stores(t, func(t *testing.T, b Store) {
		for _, format := range []int{2, 3} {
			path := []string{"", "", "g2", "g3"}[format]
			require.NoError(t, CreateGroup(ctx, b, path, format, map[string]any{"k": "v"}))
			got, err := Attributes(ctx, b, path)
			require.NoError(t, err)
			assert.Equal(t, map[string]any{"k": "v"}, got)
		}
	})
}
