package crossdtype_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndstring"
)

// TestResultsBeyondMemoryPanic checks that calls whose result would not
// fit in nd.MemoryLimit, made by panicking ops from small arguments,
// panic with an *nd.Error wrapping nd.ErrArgument and nd.ErrMemory rather
// than let the runtime die in make (a fatal error no recover catches).
func TestResultsBeyondMemoryPanic(t *testing.T) {
	column := ndfloat32.New(nd.ShapeOf(1<<20, 1))
	row := ndfloat32.New(nd.ShapeOf(1, 1<<20))
	empty := ndfloat32.New(nd.ShapeOf(1<<40, 0))
	for name, f := range map[string]func(){
		"New":                  func() { ndfloat32.New(nd.ShapeOf(1 << 40)) },
		"Full":                 func() { ndint64.Full(nd.ShapeOf(1<<20, 1<<20), 7) },
		"New string":           func() { ndstring.New(nd.ShapeOf(1 << 40)) },
		"Add broadcast":        func() { ndfloat32.Add(column, row) },
		"Copy of broadcast":    func() { column.BroadcastTo(nd.ShapeOf(1<<20, 1<<20)).Copy() },
		"ToSlice of broadcast": func() { column.BroadcastTo(nd.ShapeOf(1<<20, 1<<20)).ToSlice() },
		"ToSlice2 of empty":    func() { empty.ToSlice2() },
		"ToSlice3 of empty":    func() { empty.Reshape(nd.ShapeOf(1<<20, 1<<20, 0)).ToSlice3() },
	} {
		err := nd.Try(f)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		assert.ErrorIs(t, err, nd.ErrMemory, name)
	}
}

// TestBroadcastMaskBeyondMemoryIsAnError checks that BooleanMask returns
// an error wrapping nd.ErrArgument and nd.ErrMemory, as for a result too
// large, when the row-major copy of a broadcast mask would not fit in
// memory (it read the mask through such a copy, which died in make).
func TestBroadcastMaskBeyondMemoryIsAnError(t *testing.T) {
	huge := nd.ShapeOf(1<<20, 1<<20)
	a := ndfloat32.New(nd.ShapeOf(1, 1)).BroadcastTo(huge)
	mask := ndbool.Full(nd.ShapeOf(1, 1), true).BroadcastTo(huge)
	_, err := ndfloat32.BooleanMask(a, mask, 0)
	assert.ErrorIs(t, err, nd.ErrArgument)
	assert.ErrorIs(t, err, nd.ErrMemory)
}
