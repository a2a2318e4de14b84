package golden

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// ComputeBits decodes one VALUE of the compute golden files for dtype (a
// dtype name, "float32") into its bits: floats from their hex bits
// ("0x3f800000"), ints from decimal strings (two's complement), bools from
// true/false (1/0), complex from [re_bits, im_bits] (two words).
func ComputeBits(dtype string, v json.RawMessage) ([]uint64, error) {
	switch dtype {
	case "float16", "bfloat16", "float32", "float64":
		b, err := hexBits(v, floatWidth(dtype))
		return []uint64{b}, err
	case "complex64", "complex128":
		var parts []json.RawMessage
		if err := json.Unmarshal(v, &parts); err != nil || len(parts) != 2 {
			return nil, fmt.Errorf("complex value %s is not [re, im]", v)
		}
		w := floatWidth(map[string]string{"complex64": "float32", "complex128": "float64"}[dtype])
		re, err := hexBits(parts[0], w)
		if err != nil {
			return nil, err
		}
		im, err := hexBits(parts[1], w)
		return []uint64{re, im}, err
	case "bool":
		var b bool
		if err := json.Unmarshal(v, &b); err != nil {
			return nil, fmt.Errorf("bool value %s: %w", v, err)
		}
		if b {
			return []uint64{1}, nil
		}
		return []uint64{0}, nil
	case "int8", "int16", "int32", "int64":
		s, err := str(v)
		if err != nil {
			return nil, err
		}
		n, err := strconv.ParseInt(s, 10, intWidth(dtype))
		return []uint64{uint64(n)}, err
	case "uint8", "uint16", "uint32", "uint64":
		s, err := str(v)
		if err != nil {
			return nil, err
		}
		n, err := strconv.ParseUint(s, 10, intWidth(dtype))
		return []uint64{n}, err
	}
	return nil, fmt.Errorf("unknown dtype %q", dtype)
}

// floatWidth is the bits of a float dtype (float16 and bfloat16: 16).
func floatWidth(dtype string) int {
	switch dtype {
	case "float32":
		return 32
	case "float64":
		return 64
	}
	return 16
}

// intWidth is the bits of an int dtype ("uint16": 16).
func intWidth(dtype string) int {
	n, _ := strconv.Atoi(strings.TrimLeft(dtype, "uint"))
	return n
}

func str(v json.RawMessage) (string, error) {
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", fmt.Errorf("value %s is not a string: %w", v, err)
	}
	return s, nil
}

// hexBits reads "0x..." of at most width bits.
func hexBits(v json.RawMessage, width int) (uint64, error) {
	s, err := str(v)
	if err != nil {
		return 0, err
	}
	if !strings.HasPrefix(s, "0x") {
		return 0, fmt.Errorf("float value %q lacks 0x", s)
	}
	return strconv.ParseUint(s[2:], 16, width)
}
