package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoaderRows: the loader rows are loaderKeys, in order, on a dataset
// of MNIST's size at the default n and of one batch at small ones; both
// sides of the allocating row run (TestTwinsAgree compares the Into
// row's).
func TestLoaderRows(t *testing.T) {
	s := sizesFor(64, true)
	var keys []string
	for _, w := range loaderWorkloads(s) {
		keys = append(keys, w.key)
		p := w.setup()
		require.Positive(t, p.bytes, w.key)
		p.lib()
		p.naive()
	}
	require.Equal(t, loaderKeys, keys)
	assert.EqualValues(t, loaderBatch, s.loaderImages())
	assert.EqualValues(t, 60000, sizesFor(4096, false).loaderImages())
}

// TestAllocRows: the allocation rows are allocKeys, in order, and both
// sides of each run.
func TestAllocRows(t *testing.T) {
	var keys []string
	for _, w := range allocWorkloads(sizesFor(64, true)) {
		keys = append(keys, w.key)
		p := w.setup()
		require.Positive(t, p.bytes, w.key)
		p.lib()
		p.naive()
		p.memcpy()
	}
	require.Equal(t, allocKeys, keys)
}
