package ndzarr

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// parseFill decodes a fill_value for dtype d: JSON numbers, true/false,
// "NaN", "Infinity", "-Infinity", hex float strings ("0x7fc00000"), [re,
// im] pairs for complex, or null (zero).
func parseFill(raw json.RawMessage, d nd.DType) (any, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	bad := func() (any, error) {
		return nil, errorf(ErrMetadata, "fill_value %s is not a %v", raw, d)
	}
	switch d {
	case nd.Bool:
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			var n float64
			if json.Unmarshal(raw, &n) != nil {
				return bad()
			}
			b = n != 0
		}
		return b, nil
	case nd.Complex64, nd.Complex128:
		var pair [2]json.RawMessage
		if json.Unmarshal(raw, &pair) != nil {
			return bad()
		}
		re, err1 := parseFloat(pair[0], d)
		im, err2 := parseFloat(pair[1], d)
		if err1 != nil || err2 != nil {
			return bad()
		}
		if d == nd.Complex64 {
			return complex64(complex(re, im)), nil
		}
		return complex(re, im), nil
	case nd.Float16, nd.Float32, nd.Float64:
		f, err := parseFloat(raw, d)
		if err != nil {
			return bad()
		}
		if d == nd.Float16 {
			return float16.Fromfloat32(float32(f)), nil
		}
		if d == nd.Float32 {
			return float32(f), nil
		}
		return f, nil
	}
	return parseIntFill(raw, d)
}

func parseFloat(raw json.RawMessage, d nd.DType) (float64, error) {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		var f float64
		err := json.Unmarshal(raw, &f)
		return f, err
	}
	switch s {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	if len(s) > 2 && s[:2] == "0x" { // Zarr v3: the bits in hex
		bits, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, err
		}
		if d == nd.Float16 {
			return float64(float16.Frombits(uint16(bits)).Float32()), nil
		}
		if d == nd.Float32 || d == nd.Complex64 {
			return float64(math.Float32frombits(uint32(bits))), nil
		}
		return math.Float64frombits(bits), nil
	}
	return 0, fmt.Errorf("not a float: %q", s)
}

func parseIntFill(raw json.RawMessage, d nd.DType) (any, error) {
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil {
		return nil, errorf(ErrMetadata, "fill_value %s is not a %v", raw, d)
	}
	i, errI := strconv.ParseInt(n.String(), 10, 64)
	u, errU := strconv.ParseUint(n.String(), 10, 64)
	if errI != nil && errU != nil {
		f, err := n.Float64()
		if err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
			return nil, errorf(ErrMetadata, "fill_value %s is not a %v", raw, d)
		}
		i, errI = int64(f), nil
		if f >= 0 {
			u, errU = uint64(f), nil
		}
	}
	// A value of d's Go type (ndany's table), set where it fits.
	t := ndany.GoType(d)
	if t == nil {
		return nil, errorf(ErrMetadata, "fill_value %s is not a %v", raw, d)
	}
	v := reflect.New(t).Elem()
	switch {
	case v.CanInt() && errI == nil && !v.OverflowInt(i):
		v.SetInt(i)
		return v.Interface(), nil
	case v.CanUint() && errI == nil && i >= 0 && !v.OverflowUint(uint64(i)):
		v.SetUint(uint64(i))
		return v.Interface(), nil
	case v.CanUint() && errU == nil && !v.OverflowUint(u):
		v.SetUint(u)
		return v.Interface(), nil
	}
	return nil, errorf(ErrMetadata, "fill_value %s does not fit %v", raw, d)
}

// fillJSON encodes a fill value as zarr-python 2 does.
func fillJSON(v any, d nd.DType) (json.RawMessage, error) {
	float := func(f float64) any {
		switch {
		case math.IsNaN(f):
			return "NaN"
		case math.IsInf(f, 1):
			return "Infinity"
		case math.IsInf(f, -1):
			return "-Infinity"
		}
		return f
	}
	var out any
	switch x := v.(type) {
	case nil:
		out = nil
	case float16.Float16:
		out = float(float64(x.Float32()))
	case float32:
		out = float(float64(x))
	case float64:
		out = float(x)
	case complex64:
		out = []any{float(float64(real(x))), float(float64(imag(x)))}
	case complex128:
		out = []any{float(real(x)), float(imag(x))}
	default:
		out = x
	}
	return json.Marshal(out)
}
