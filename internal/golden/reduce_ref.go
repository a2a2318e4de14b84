package golden

import (
	"encoding/json"
	"fmt"
	"math"
)

// decodeRef turns the file's "ref" and "tol" into bits and tolerances.
// The file holds, per element of want, the accurate result's distance from
// want in units in the last place (an int, a pair for complex: the
// difference of the two values' positions in the ordered sequence of the
// type's values, +0 and -0 both at 0) and the tolerance as a power of two
// (2^tol; null: none, and then 0 here).
func decodeRef(want ComputeArray, offs []json.RawMessage, tols []*int) ([]uint64, []float64, error) {
	width := floatWidth(partType(want.DType))
	words := 1
	if want.DType == "complex64" || want.DType == "complex128" {
		words = 2
	}
	n := want.Size()
	if len(offs) != n || len(tols) != n {
		return nil, nil, fmt.Errorf("ref has %d and tol %d elements, want %d", len(offs), len(tols), n)
	}
	ref := make([]uint64, len(want.Bits))
	tol := make([]float64, n)
	for i, raw := range offs {
		d := make([]int64, words)
		var err error
		if words == 1 {
			err = json.Unmarshal(raw, &d[0])
		} else {
			err = json.Unmarshal(raw, &d)
		}
		if err != nil || len(d) != words {
			return nil, nil, fmt.Errorf("ref element %d: %s is not %d ulp offset(s)", i, raw, words)
		}
		for k := range words {
			ref[i*words+k] = fromOrderKey(orderKey(want.Bits[i*words+k], width)+d[k], width)
		}
		if tols[i] != nil {
			tol[i] = math.Ldexp(1, *tols[i])
		}
	}
	return ref, tol, nil
}

// partType is the float type of a float or complex dtype's values.
func partType(dtype string) string {
	switch dtype {
	case "complex64":
		return "float32"
	case "complex128":
		return "float64"
	}
	return dtype
}

// orderKey is the position of float bits b of the given width among the
// format's values: increasing with the value, +0 and -0 both 0.
func orderKey(b uint64, width int) int64 {
	sign := uint64(1) << (width - 1)
	if b&sign != 0 {
		return -int64(b &^ sign)
	}
	return int64(b)
}

// fromOrderKey inverts orderKey (0 gives +0).
func fromOrderKey(k int64, width int) uint64 {
	if k < 0 {
		return uint64(1)<<(width-1) | uint64(-k)
	}
	return uint64(k)
}
