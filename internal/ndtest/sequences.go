package ndtest

import (
	"encoding/json"
	"fmt"
	"github.com/ndgo/ndarray/internal/narrow"
	"github.com/x448/float16"
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// testSequences checks Full, and Arange and Linspace where the package has
// them, against NumPy (testdata/sequences_golden.json): the same length
// and the same values bit for bit; and their panics.
func (x h[T, A]) testSequences(t *testing.T) {
	f := x.Full(shape(2, 3), x.Val(4))
	assertVals(t, x.vals(4, 4, 4, 4, 4, 4), f.ToSlice())
	assert.False(t, f.ReadOnly())
	assert.Empty(t, x.Full(shape(0, 3), x.Val(1)).ToSlice())
	err, _ := try(func() { x.Full(shape(2, -1), x.Val(1)) })
	assert.ErrorIs(t, err, nd.ErrShape)

	seqs, loadErr := golden.LoadSequences()
	require.NoError(t, loadErr)
	n := 0
	if x.Arange != nil {
		n += x.arangeGolden(t, seqs.Arange)
		var zero T
		err, _ := try(func() { x.Arange(x.Val(1), x.Val(5), zero) })
		assert.ErrorIs(t, err, nd.ErrArgument, "Arange with step 0")
	}
	if x.Linspace != nil {
		n += x.linspaceGolden(t, seqs.Linspace)
		err, _ := try(func() { x.Linspace(x.Val(1), x.Val(5), -1) })
		assert.ErrorIs(t, err, nd.ErrArgument, "Linspace of -1 values")
	}
	if (x.Arange != nil || x.Linspace != nil) && !x.NoNumPy {
		assert.Positive(t, n, "no golden sequence case for %v", x.DType)
	}
}

// arangeGolden checks this dtype's golden Arange cases and returns how
// many there were.
func (x h[T, A]) arangeGolden(t *testing.T, cases []golden.SeqCase) int {
	n := 0
	for i, c := range cases {
		if c.DType != x.DType.String() {
			continue
		}
		n++
		start, stop, step := number[T](t, c.Start), number[T](t, c.Stop), number[T](t, c.Step)
		x.sameSeq(t, c, x.Arange(start, stop, step), fmt.Sprintf("arange case %d", i+1))
	}
	return n
}

// linspaceGolden checks this dtype's golden Linspace cases and returns how
// many there were.
func (x h[T, A]) linspaceGolden(t *testing.T, cases []golden.SeqCase) int {
	n := 0
	for i, c := range cases {
		if c.DType != x.DType.String() {
			continue
		}
		n++
		start, stop := number[T](t, c.Start), number[T](t, c.Stop)
		x.sameSeq(t, c, x.Linspace(start, stop, c.N), fmt.Sprintf("linspace case %d", i+1))
	}
	return n
}

// sameSeq asserts that a is the vector of c's values, bit for bit.
func (x h[T, A]) sameSeq(t *testing.T, c golden.SeqCase, a A, name string) {
	t.Helper()
	if !assertDims(t, []int64{int64(len(c.Values))}, a, name) {
		return
	}
	for i, v := range a.ToSlice() {
		if want := number[T](t, c.Values[i]); bitsOf(v) != bitsOf(want) {
			t.Errorf("%s (start %s stop %s step %s n %d): element %d is %v, NumPy's %v",
				name, c.Start, c.Stop, c.Step, c.N, i, v, want)
			return
		}
	}
}

// number decodes a golden number into T: a JSON integer, a hex float
// string, or a [re, im] pair of those.
func number[T any](t *testing.T, raw json.RawMessage) T {
	t.Helper()
	var out T
	var err error
	hex := func(r json.RawMessage) float64 {
		var s string
		if err == nil {
			err = json.Unmarshal(r, &s)
		}
		f, perr := strconv.ParseFloat(s, 64)
		if err == nil {
			err = perr
		}
		return f
	}
	pair := func() complex128 {
		var p [2]json.RawMessage
		err = json.Unmarshal(raw, &p)
		return complex(hex(p[0]), hex(p[1]))
	}
	s := string(raw)
	switch p := any(&out).(type) {
	case *float32:
		*p = float32(hex(raw))
	case *float64:
		*p = hex(raw)
	case *float16.Float16:
		*p = narrow.Float16(hex(raw)) // exact: the golden value is a float16
	case *complex64:
		*p = complex64(pair())
	case *complex128:
		*p = pair()
	case *int8, *int16, *int32, *int64:
		var v int64
		v, err = strconv.ParseInt(s, 10, 64)
		setInt(p, v)
	case *uint8, *uint16, *uint32, *uint64:
		var v uint64
		v, err = strconv.ParseUint(s, 10, 64)
		setUint(p, v)
	default:
		t.Fatalf("no golden numbers for %T", out)
	}
	require.NoError(t, err, s)
	return out
}

func setInt(p any, v int64) {
	switch p := p.(type) {
	case *int8:
		*p = int8(v)
	case *int16:
		*p = int16(v)
	case *int32:
		*p = int32(v)
	case *int64:
		*p = v
	}
}

func setUint(p any, v uint64) {
	switch p := p.(type) {
	case *uint8:
		*p = uint8(v)
	case *uint16:
		*p = uint16(v)
	case *uint32:
		*p = uint32(v)
	case *uint64:
		*p = v
	}
}

// bitsOf returns v's bits for floating-point types (so that -0 and 0
// differ), else v itself.
func bitsOf[T any](v T) any {
	switch v := any(v).(type) {
	case float32:
		return math.Float32bits(v)
	case float64:
		return math.Float64bits(v)
	case complex64:
		return [2]uint32{math.Float32bits(real(v)), math.Float32bits(imag(v))}
	case complex128:
		return [2]uint64{math.Float64bits(real(v)), math.Float64bits(imag(v))}
	}
	return v
}
