package crossdtype_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// TestAccessorsLiteralCoordinates calls the accessors as users do, with a
// constant number of coordinates written out: the slow path of such a call
// site passes them as values (slowPos1 to slowPos4), or as the slice from
// five on. Negative coordinates, refusals and the read-only check must
// come out as through a slice.
func TestAccessorsLiteralCoordinates(t *testing.T) {
	a1, a2, a3 := filled(4), filled(3, 4), filled(2, 3, 4)
	a4, a5 := filled(2, 3, 4, 5), filled(2, 1, 3, 1, 2)
	for _, c := range []struct {
		name      string
		got, want float32
	}{
		{"rank 1", a1.GetFloat32(-1), 3},
		{"rank 2", a2.GetFloat32(-1, -3), 9},
		{"rank 3", a3.GetFloat32(-1, -2, -3), 12 + 4 + 1},
		{"rank 4", a4.GetFloat32(-1, 0, -1, -5), 60 + 15},
		{"rank 5", a5.GetFloat32(-1, 0, -1, 0, -1), 6 + 4 + 1},
		{"rank 3 GetValue", a3.GetValue(1, -1, 0), 12 + 8},
		{"rank 4 GetValue", a4.GetValue(0, -3, 0, 1), 1},
	} {
		assert.Equal(t, c.want, c.got, c.name)
	}

	a1.SetFloat32(-1, -4)
	a2.SetValue(-2, 0, -4)
	a3.SetFloat32(-3, -2, 0, -4)
	a4.SetValue(-4, 1, -1, 0, -5)
	a5.SetFloat32(-5, 0, 0, -3, 0, -2)
	assert.Equal(t, []float32{-1, -2, -3, -4, -5},
		[]float32{a1.Data()[0], a2.Data()[0], a3.Data()[0], a4.Data()[60+40], a5.Data()[0]})

	for name, f := range map[string]func(){
		"rank 1 past the end":        func() { a1.GetFloat32(4) },
		"rank 1 before the start":    func() { a1.SetFloat32(0, -5) },
		"rank 2 row":                 func() { a2.GetValue(3, 0) },
		"rank 2 column":              func() { a2.SetValue(0, 0, -5) },
		"rank 3 first":               func() { a3.GetFloat32(2, 0, 0) },
		"rank 3 last":                func() { a3.SetFloat32(0, 0, 0, -5) },
		"rank 4 second":              func() { a4.GetValue(0, 3, 0, 0) },
		"rank 4 last":                func() { a4.SetValue(0, 0, 0, 0, 5) },
		"rank 5":                     func() { a5.GetFloat32(0, 1, 0, 0, 0) },
		"rank 3 given 2":             func() { a3.GetFloat32(0, 0) },
		"rank 2 given 3":             func() { a2.SetFloat32(0, 0, 0, 0) },
		"rank 4 given 5":             func() { a4.GetValue(0, 0, 0, 0, 0) },
		"rank 1 given 0":             func() { a1.GetFloat32() },
		"rank 3 huge":                func() { a3.GetFloat32(0, 1<<62, 0) },
		"rank 4 most negative first": func() { a4.SetFloat32(0, -1<<63, 0, 0, 0) },
	} {
		assert.ErrorIs(t, nd.Try(f), nd.ErrIndexOutOfRange, name)
	}

	for _, a := range []*ndfloat32.NdArray{a1, a2, a3, a4, a5} {
		r := a.AsReadOnly()
		for name, f := range map[string]func(){
			"SetFloat32": func() {
				switch a.Rank() {
				case 1:
					r.SetFloat32(0, -1)
				case 2:
					r.SetFloat32(0, -1, 0)
				case 3:
					r.SetFloat32(0, -1, 0, 0)
				case 4:
					r.SetFloat32(0, -1, 0, 0, 0)
				default:
					r.SetFloat32(0, -1, 0, 0, 0, 0)
				}
			},
			"SetValue": func() {
				switch a.Rank() {
				case 1:
					r.SetValue(0, 0)
				case 2:
					r.SetValue(0, 0, 0)
				case 3:
					r.SetValue(0, 0, 0, 0)
				case 4:
					r.SetValue(0, 0, 0, 0, 0)
				default:
					r.SetValue(0, 0, 0, 0, 0, 0)
				}
			},
		} {
			err := nd.Try(f)
			require.True(t, errors.Is(err, nd.ErrReadOnly), "rank %d %s: %v", a.Rank(), name, err)
			assert.Contains(t, err.Error(), name, fmt.Sprintf("rank %d", a.Rank()))
		}
		assert.Equal(t, a.GetValue(make([]int64, a.Rank())...), r.GetValue(make([]int64, a.Rank())...))
	}
}
