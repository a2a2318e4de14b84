package nd

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireNdPanic requires f to panic with an *Error whose message starts
// with "nd: " and contains the substring contains.
func requireNdPanic(t *testing.T, contains string, f func()) {
	t.Helper()
	var r any
	func() {
		defer func() { r = recover() }()
		f()
	}()
	require.NotNil(t, r, "expected a panic")
	e, ok := r.(*Error)
	require.Truef(t, ok, "panic value %#v (%T) is not *Error", r, r)
	require.Truef(t, strings.HasPrefix(e.Msg, "nd: "), "message %q lacks the \"nd: \" prefix", e.Msg)
	require.Contains(t, e.Msg, contains)
}

func TestShapeScalar(t *testing.T) {
	for name, s := range map[string]Shape{
		"ShapeOf()":     ShapeOf(),
		"ScalarShape()": ScalarShape(),
		"Shape{}":       {},
	} {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, 0, s.NumDimensions())
			assert.Equal(t, int64(1), s.Size())
			assert.True(t, s.IsScalar())
			assert.False(t, s.IsVector())
			assert.False(t, s.IsMatrix())
			assert.False(t, s.IsUnknown())
			assert.False(t, s.HasUnknownDimension())
			d := s.Dims()
			assert.NotNil(t, d)
			assert.Empty(t, d)
			assert.Equal(t, "[]", s.String())
			assert.True(t, s.Equal(Shape{}))
			assert.True(t, s.Equal(ScalarShape()))
		})
	}
}

func TestShapeUnknown(t *testing.T) {
	s := UnknownShape()
	assert.Equal(t, -1, s.NumDimensions())
	assert.Equal(t, UnknownSize, s.Size())
	assert.Equal(t, UnknownSize, s.Dim(0))
	assert.Equal(t, UnknownSize, s.Dim(5))
	assert.Equal(t, UnknownSize, s.Dim(-3))
	assert.Nil(t, s.Dims())
	assert.True(t, s.IsUnknown())
	assert.True(t, s.HasUnknownDimension())
	assert.False(t, s.IsScalar())
	assert.False(t, s.IsVector())
	assert.False(t, s.IsMatrix())
	assert.Equal(t, "<unknown>", s.String())

	for name, f := range map[string]func(){
		"Head":         func() { s.Head() },
		"Tail":         func() { s.Tail() },
		"Take":         func() { s.Take(0) },
		"TakeLast":     func() { s.TakeLast(0) },
		"SubShape":     func() { s.SubShape(0, 0) },
		"Prepend":      func() { s.Prepend(1) },
		"Append":       func() { s.Append(1) },
		"PrependShape": func() { s.PrependShape(ShapeOf(1)) },
		"AppendShape":  func() { s.AppendShape(ShapeOf(1)) },
	} {
		t.Run(name, func(t *testing.T) { requireNdPanic(t, "<unknown>", f) })
	}
	requireNdPanic(t, "<unknown>", func() { ShapeOf(1).PrependShape(s) })
	requireNdPanic(t, "<unknown>", func() { ShapeOf(1).AppendShape(s) })
}

func TestShapeOf(t *testing.T) {
	s := ShapeOf(2, 3, 4)
	assert.Equal(t, 3, s.NumDimensions())
	assert.Equal(t, []int64{2, 3, 4}, s.Dims())
	assert.False(t, s.IsUnknown())
	assert.False(t, s.HasUnknownDimension())
	assert.True(t, ShapeOf(5).IsVector())
	assert.True(t, ShapeOf(5, 6).IsMatrix())
	assert.False(t, s.IsVector() || s.IsMatrix() || s.IsScalar())

	u := ShapeOf(-1, 4)
	assert.True(t, u.HasUnknownDimension())
	assert.False(t, u.IsUnknown())
	assert.Equal(t, 2, u.NumDimensions())
	assert.Equal(t, []int64{-1, 4}, u.Dims())

	requireNdPanic(t, "-2", func() { ShapeOf(-2) })
	requireNdPanic(t, "-5", func() { ShapeOf(3, -5) })
}

func TestShapeSize(t *testing.T) {
	assert.Equal(t, int64(24), ShapeOf(2, 3, 4).Size())
	assert.Equal(t, int64(7), ShapeOf(7).Size())
	assert.Equal(t, int64(0), ShapeOf(2, 0, 3).Size())
	assert.Equal(t, UnknownSize, ShapeOf(-1, 4).Size())
	assert.Equal(t, UnknownSize, ShapeOf(0, -1).Size())
	assert.Equal(t, int64(1), ScalarShape().Size())
	assert.Equal(t, UnknownSize, UnknownShape().Size())
}

func TestShapeDim(t *testing.T) {
	s := ShapeOf(2, 3, 4)
	assert.Equal(t, int64(2), s.Dim(0))
	assert.Equal(t, int64(3), s.Dim(1))
	assert.Equal(t, int64(4), s.Dim(2))
	assert.Equal(t, int64(4), s.Dim(-1))
	assert.Equal(t, int64(3), s.Dim(-2))
	assert.Equal(t, int64(2), s.Dim(-3))
	assert.Equal(t, UnknownSize, ShapeOf(-1, 4).Dim(0))
	requireNdPanic(t, "Dim(3)", func() { s.Dim(3) })
	requireNdPanic(t, "Dim(-4)", func() { s.Dim(-4) })
	requireNdPanic(t, "[2, 3, 4]", func() { s.Dim(3) })
	requireNdPanic(t, "Dim(0)", func() { ScalarShape().Dim(0) })
}

func TestShapeDoesNotAlias(t *testing.T) {
	dims := []int64{2, 3}
	s := ShapeOf(dims...)
	dims[0] = 9
	assert.Equal(t, int64(2), s.Dim(0), "ShapeOf must copy its argument")

	got := s.Dims()
	got[1] = 9
	assert.Equal(t, int64(3), s.Dim(1), "Dims must return a copy")

	// Derived shapes must not write into the storage of their source.
	base := ShapeOf(1, 2, 3, 4)
	a := base.Take(2).Append(7)
	b := base.SubShape(1, 2).Append(8)
	base.Tail().Prepend(0)
	base.TakeLast(2).AppendShape(ShapeOf(5))
	assert.Equal(t, []int64{1, 2, 3, 4}, base.Dims())
	assert.Equal(t, []int64{1, 2, 7}, a.Dims())
	assert.Equal(t, []int64{2, 8}, b.Dims())

	// Two appends to one shape must not share storage, whatever the
	// spare capacity of the shape's backing array.
	for n := range 9 {
		s := ShapeOf(make([]int64, n)...)
		x, y := s.Append(1), s.Append(2)
		assert.Equal(t, int64(1), x.Dim(-1), "rank %d", n)
		assert.Equal(t, int64(2), y.Dim(-1), "rank %d", n)
	}
}

func TestShapeHeadTailTake(t *testing.T) {
	s := ShapeOf(2, 4, 6, 8)
	assert.Equal(t, []int64{2}, s.Head().Dims())
	assert.Equal(t, []int64{4, 6, 8}, s.Tail().Dims())
	assert.Equal(t, []int64{2, 4}, s.Take(2).Dims())
	assert.Equal(t, []int64{2, 4, 6, 8}, s.Take(4).Dims())
	assert.True(t, s.Take(0).IsScalar())
	assert.Equal(t, []int64{6, 8}, s.TakeLast(2).Dims())
	assert.Equal(t, []int64{2, 4, 6, 8}, s.TakeLast(4).Dims())
	assert.True(t, s.TakeLast(0).IsScalar())
	assert.Equal(t, []int64{4, 6}, s.SubShape(1, 3).Dims())
	assert.Equal(t, []int64{2, 4, 6, 8}, s.SubShape(0, 4).Dims())
	assert.True(t, s.SubShape(2, 2).IsScalar())

	assert.Equal(t, "[]", ShapeOf(5).Tail().String())
	assert.Equal(t, "[]", ScalarShape().Tail().String())
	assert.Equal(t, []int64{5}, ShapeOf(5).Head().Dims())

	requireNdPanic(t, "Take(5)", func() { s.Take(5) })
	requireNdPanic(t, "Take(-1)", func() { s.Take(-1) })
	requireNdPanic(t, "TakeLast(5)", func() { s.TakeLast(5) })
	requireNdPanic(t, "TakeLast(-1)", func() { s.TakeLast(-1) })
	requireNdPanic(t, "[]", func() { ScalarShape().Head() })
	requireNdPanic(t, "SubShape(-1, 2)", func() { s.SubShape(-1, 2) })
	requireNdPanic(t, "SubShape(3, 2)", func() { s.SubShape(3, 2) })
	requireNdPanic(t, "SubShape(0, 5)", func() { s.SubShape(0, 5) })
	requireNdPanic(t, "[2, 4, 6, 8]", func() { s.SubShape(0, 5) })
}

func TestShapePrependAppend(t *testing.T) {
	s := ShapeOf(2, 4, 6)
	assert.Equal(t, []int64{5, 2, 4, 6}, s.Prepend(5).Dims())
	assert.Equal(t, []int64{2, 4, 6, 5}, s.Append(5).Dims())
	assert.Equal(t, []int64{-1, 2, 4, 6}, s.Prepend(UnknownSize).Dims())
	assert.Equal(t, []int64{2, 4, 6, -1}, s.Append(UnknownSize).Dims())
	assert.Equal(t, []int64{3}, ScalarShape().Append(3).Dims())
	assert.Equal(t, []int64{3}, ScalarShape().Prepend(3).Dims())

	b := ShapeOf(1, 3)
	assert.Equal(t, []int64{1, 3, 2, 4, 6}, s.PrependShape(b).Dims())
	assert.Equal(t, []int64{2, 4, 6, 1, 3}, s.AppendShape(b).Dims())
	assert.Equal(t, s.Dims(), s.AppendShape(ScalarShape()).Dims())
	assert.Equal(t, s.Dims(), ScalarShape().AppendShape(s).Dims())
	assert.Equal(t, s.Dims(), s.PrependShape(ScalarShape()).Dims())
	assert.Equal(t, []int64{2, 4, 6}, s.Dims(), "receiver unchanged")

	requireNdPanic(t, "Prepend: dimension 0 is -2", func() { s.Prepend(-2) })
	requireNdPanic(t, "Append: dimension 3 is -3", func() { s.Append(-3) })
	requireNdPanic(t, "[2, 4, 6, -3]", func() { s.Append(-3) })
}

func TestShapeCompatibility(t *testing.T) {
	s := ShapeOf(2, 2)
	for _, o := range []Shape{UnknownShape(), ShapeOf(2, -1), ShapeOf(-1, 2), ShapeOf(-1, -1), ShapeOf(2, 2)} {
		assert.Truef(t, s.IsCompatibleWith(o), "%v ~ %v", s, o)
		assert.Truef(t, o.IsCompatibleWith(s), "%v ~ %v", o, s)
	}
	for _, o := range []Shape{ShapeOf(1, 2), ShapeOf(1, 2, 3), ShapeOf(2), ScalarShape(), ShapeOf(-1, -1, -1)} {
		assert.Falsef(t, s.IsCompatibleWith(o), "%v !~ %v", s, o)
		assert.Falsef(t, o.IsCompatibleWith(s), "%v !~ %v", o, s)
	}
	assert.True(t, UnknownShape().IsCompatibleWith(UnknownShape()))
	assert.True(t, UnknownShape().IsCompatibleWith(ScalarShape()))
	assert.True(t, ScalarShape().IsCompatibleWith(ScalarShape()))
	assert.True(t, ShapeOf(2, -1).IsCompatibleWith(ShapeOf(-1, 3)))

	// Not transitive: a ~ b and b ~ c, yet a !~ c.
	a, b, c := ShapeOf(2, -1), ShapeOf(-1, -1), ShapeOf(3, 3)
	assert.True(t, a.IsCompatibleWith(b))
	assert.True(t, b.IsCompatibleWith(c))
	assert.False(t, a.IsCompatibleWith(c))

	assert.True(t, IsCompatible(3, 3))
	assert.True(t, IsCompatible(3, UnknownSize))
	assert.True(t, IsCompatible(UnknownSize, 3))
	assert.True(t, IsCompatible(UnknownSize, UnknownSize))
	assert.False(t, IsCompatible(3, 4))
	assert.False(t, IsCompatible(0, 1))
}

func TestShapeEqual(t *testing.T) {
	assert.True(t, ShapeOf(2, 3).Equal(ShapeOf(2, 3)))
	assert.True(t, ScalarShape().Equal(ShapeOf()))
	assert.False(t, ShapeOf(2, 3).Equal(ShapeOf(3, 2)))
	assert.False(t, ShapeOf(2, 3).Equal(ShapeOf(2, 3, 1)))
	assert.False(t, ShapeOf(2).Equal(ScalarShape()))
	assert.False(t, ScalarShape().Equal(ShapeOf(1)))
	assert.False(t, ShapeOf(-1, 4).Equal(ShapeOf(-1, 4)))
	assert.False(t, ShapeOf(2, 4).Equal(ShapeOf(-1, 4)))
	assert.False(t, ShapeOf(-1, 4).Equal(ShapeOf(2, 4)))
	assert.False(t, UnknownShape().Equal(UnknownShape()))
	assert.False(t, UnknownShape().Equal(ScalarShape()))
	assert.False(t, ScalarShape().Equal(UnknownShape()))
}

func TestShapeString(t *testing.T) {
	for want, s := range map[string]Shape{
		"[2, 3]":    ShapeOf(2, 3),
		"[7]":       ShapeOf(7),
		"[0]":       ShapeOf(0),
		"[]":        ScalarShape(),
		"<unknown>": UnknownShape(),
		"[?, 4]":    ShapeOf(-1, 4),
		"[?]":       ShapeOf(UnknownSize),
	} {
		assert.Equal(t, want, s.String())
	}
}
