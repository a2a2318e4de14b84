package nd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// Other, the DType of the packages cmd/ndgen writes, is none of the
// table's and has a name but no size.
func TestDTypeOther(t *testing.T) {
	assert.Equal(t, "other", nd.Other.String())
	assert.Zero(t, nd.Other.Size())
	for d := nd.Float32; d < nd.Other && d.Size() != 0; d++ {
		assert.NotEqual(t, "other", d.String(), "table dtype %d", d)
	}
	assert.Equal(t, "DType(254)", nd.DType(254).String())
}
