package nd

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every panic of nd's own functions wraps its documented sentinel.
func TestPanicSentinels(t *testing.T) {
	s, l := ShapeOf(2, 3), RowMajor(2, 3)
	cases := []struct {
		name string
		want error
		f    func()
	}{
		{"ShapeOf negative", ErrArgument, func() { ShapeOf(-2) }},
		{"ShapeOf too large", ErrArgument, func() { ShapeOf(math.MaxInt64, 2) }},
		{"ShapeOf too large with a zero", ErrArgument, func() { ShapeOf(0x5555555555555556, 3, 0) }},
		{"Dim", ErrIndexOutOfRange, func() { s.Dim(2) }},
		{"Head of a scalar", ErrIndexOutOfRange, func() { ScalarShape().Head() }},
		{"Tail of unknown", ErrShape, func() { UnknownShape().Tail() }},
		{"Take", ErrIndexOutOfRange, func() { s.Take(3) }},
		{"TakeLast", ErrIndexOutOfRange, func() { s.TakeLast(-1) }},
		{"SubShape", ErrIndexOutOfRange, func() { s.SubShape(2, 1) }},
		{"Prepend", ErrArgument, func() { s.Prepend(-2) }},
		{"Append too large", ErrArgument, func() { s.Append(math.MaxInt64 / 4) }},
		{"AppendShape unknown", ErrShape, func() { s.AppendShape(UnknownShape()) }},
		{"PrependShape too large", ErrArgument, func() { s.PrependShape(ShapeOf(math.MaxInt64 / 5)) }},
		{"Slice stride 0", ErrArgument, func() { Slice(0, 1, 0) }},
		{"Step 0", ErrArgument, func() { Step(0) }},
		{"SliceFromStep 0", ErrArgument, func() { SliceFromStep(1, 0) }},
		{"SliceToStep 0", ErrArgument, func() { SliceToStep(1, 0) }},
		{"Hyperslab arguments", ErrArgument, func() { Hyperslab(0, 0, 1, 1) }},
		{"RowMajor negative", ErrArgument, func() { RowMajor(2, -1) }},
		{"RowMajor too large", ErrArgument, func() { RowMajor(1<<32, 1<<32) }},
		{"Pos", ErrIndexOutOfRange, func() { l.Pos([]int64{0, 3}) }},
		{"Pos rank", ErrIndexOutOfRange, func() { l.Pos([]int64{0}) }},
		{"Get", ErrIndexOutOfRange, func() { l.Get(0, 0, 0) }},
		{"Slice At", ErrIndexOutOfRange, func() { l.Slice(At(-3)) }},
		{"Slice Hyperslab overflow", ErrIndexOutOfRange, func() { l.Slice(All(), Hyperslab(math.MaxInt64-2, 1, 1, 10)) }},
		{"Slice two ellipses", ErrArgument, func() { l.Slice(Ellipsis(), Ellipsis()) }},
		{"Transpose", ErrArgument, func() { l.Transpose(1, 1) }},
		{"Reshape size", ErrShape, func() { l.Reshape(7) }},
		{"Reshape too large", ErrArgument, func() { RowMajor(0).Reshape(1<<40, 1<<40, 0) }},
	}
	for _, c := range cases {
		err := Try(c.f)
		require.Error(t, err, c.name)
		assert.ErrorIs(t, err, c.want, "%s: %v", c.name, err)
		var e *Error
		assert.ErrorAs(t, err, &e, c.name)
	}
}
