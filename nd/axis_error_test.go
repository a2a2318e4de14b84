package nd_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// ErrAxisOutOfRange is a case of ErrArgument, as the combining ops' axis
// errors are.
func TestAxisOutOfRangeIsArgument(t *testing.T) {
	assert.ErrorIs(t, nd.ErrAxisOutOfRange, nd.ErrArgument)
	err := fmt.Errorf("%w: axis 3 for params of shape [2]", nd.ErrAxisOutOfRange)
	assert.ErrorIs(t, err, nd.ErrAxisOutOfRange)
	assert.ErrorIs(t, err, nd.ErrArgument)
	assert.NotErrorIs(t, err, nd.ErrShape)
	assert.NotErrorIs(t, nd.ErrArgument, nd.ErrAxisOutOfRange)
	assert.Equal(t, "nd: axis out of range", nd.ErrAxisOutOfRange.Error())
}
