package ndtest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// testFrom checks From and Storage: an array seen as an nd.AnyArray comes
// back as itself (no copy; views and read-only views too), and Storage is
// the slice Data returns; nil arrays, arrays of another dtype and other
// implementations of nd.AnyArray are errors wrapping nd.ErrArgument, not
// panics.
func (x h[T, A]) testFrom(t *testing.T) {
	a := x.Wrap(nd.ShapeOf(2, 3), x.iota(6))
	views := map[string]A{
		"array":     a,
		"view":      a.Slice(nd.All(), nd.Step(2)).Transpose(),
		"read-only": a.AsReadOnly(),
	}
	for name, v := range views {
		var erased nd.AnyArray = v
		got, err := x.From(erased)
		require.NoError(t, err, name)
		assert.True(t, any(got) == any(v), "%s: From returns the array itself", name)
		assert.Equal(t, v.ReadOnly(), got.ReadOnly(), name)
		storage, ok := erased.Storage().([]T)
		require.True(t, ok, "%s: Storage holds a []T, not a %T", name, erased.Storage())
		assert.True(t, sameStorage(v.Data(), storage), "%s: Storage is Data, shared", name)
	}

	var typedNil A
	other := nd.Int8
	if x.DType == nd.Int8 {
		other = nd.Float32
	}
	for name, arg := range map[string]nd.AnyArray{
		"nil":             nil,
		"typed nil":       typedNil,
		"another dtype":   Foreign{Of: other},
		"same dtype, not": Foreign{Of: x.DType},
	} {
		var got A
		err, panicked := try(func() { got, _ = x.From(arg) })
		require.Nil(t, panicked, "%s: From must not panic", name)
		require.NoError(t, err, name)
		got, err = x.From(arg)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		assert.True(t, any(got) == any(typedNil), "%s: no array with the error", name)
		if name == "another dtype" {
			assert.ErrorContains(t, err, other.String(), "the error names a's dtype")
		}
	}
}

// Foreign is an nd.AnyArray of no dtype package, of dtype Of: what code
// that takes apart arrays of a run-time dtype must refuse without panicking.
type Foreign struct{ Of nd.DType }

func (f Foreign) Shape() nd.Shape   { return nd.ShapeOf(1) }
func (f Foreign) Rank() int         { return 1 }
func (f Foreign) Size() int64       { return 1 }
func (f Foreign) DType() nd.DType   { return f.Of }
func (f Foreign) Layout() nd.Layout { return nd.RowMajor(1) }
func (f Foreign) ReadOnly() bool    { return false }
func (f Foreign) Storage() any      { return []byte{0} }
