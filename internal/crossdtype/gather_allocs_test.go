package crossdtype_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndstring"
)

// GatherNdInto into a contiguous destination allocates nothing, for scalar
// and slice gathers alike, with int64 and int32 indices.
func TestGatherNdIntoDoesNotAllocate(t *testing.T) {
	p := ndfloat32.New(nd.ShapeOf(64, 64))
	pairs := ndint64.Wrap(nd.ShapeOf(100, 2), make([]int64, 200))
	rows := ndint64.Wrap(nd.ShapeOf(100, 1), make([]int64, 100))
	scalars, slices := ndfloat32.New(nd.ShapeOf(100)), ndfloat32.New(nd.ShapeOf(100, 64))
	assert.Zero(t, testing.AllocsPerRun(50, func() { assert.NoError(t, ndfloat32.GatherNdInto(scalars, p, pairs)) }))
	assert.Zero(t, testing.AllocsPerRun(50, func() { assert.NoError(t, ndfloat32.GatherNdInto(slices, p, rows)) }))
	pairs32 := ndint32.Wrap(nd.ShapeOf(100, 2), make([]int32, 200))
	vector, rows32 := ndfloat32.New(nd.ShapeOf(4096)), ndint32.Wrap(nd.ShapeOf(100, 1), make([]int32, 100))
	assert.Zero(t, testing.AllocsPerRun(50, func() { assert.NoError(t, ndfloat32.GatherNdInto(scalars, p, pairs32)) }))
	assert.Zero(t, testing.AllocsPerRun(50, func() { assert.NoError(t, ndfloat32.GatherNdInto(scalars, vector, rows32)) }))
	s, sdst := ndstring.New(nd.ShapeOf(64, 64)), ndstring.New(nd.ShapeOf(100))
	assert.Zero(t, testing.AllocsPerRun(50, func() { assert.NoError(t, ndstring.GatherNdInto(sdst, s, pairs)) }))
}
