package crossdtype_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/view"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/ndgo/ndarray/nduint8"
)

// TestTablesFields guards the unsafe tables method of the dtype packages:
// it views the NdArray fields d0, d1, s0 and s1 as one view.Small, which is
// only inside the header if they are consecutive 8-byte words, in this
// order.
func TestTablesFields(t *testing.T) {
	small := reflect.TypeFor[view.Small]()
	for _, typ := range []reflect.Type{
		reflect.TypeFor[ndfloat32.NdArray](), reflect.TypeFor[ndint64.NdArray](),
		reflect.TypeFor[ndstring.NdArray](), reflect.TypeFor[ndbool.NdArray](),
		reflect.TypeFor[ndcomplex128.NdArray](), reflect.TypeFor[ndfloat16.NdArray](),
		reflect.TypeFor[nduint8.NdArray](),
	} {
		first, ok := typ.FieldByName("d0")
		require.True(t, ok, typ.String())
		for i, name := range []string{"d0", "d1", "s0", "s1"} {
			f, ok := typ.FieldByName(name)
			require.True(t, ok, "%s.%s", typ, name)
			assert.Equal(t, first.Offset+uintptr(8*i), f.Offset, "%s.%s", typ, name)
			assert.Equal(t, uintptr(8), f.Type.Size(), "%s.%s", typ, name)
		}
		assert.LessOrEqual(t, first.Offset+small.Size(), typ.Size(), typ.String())
	}
}
