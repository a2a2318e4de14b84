package nd

import "strconv"

// FormatDims formats dims as Shape.String formats a shape, "[2, 3, 4]"
// with UnknownSize as "?", without checking them: for messages about
// dimensions that may be invalid (negative, or too large for a Shape),
// which ShapeOf would refuse. Every message of this library that shows
// dimensions shows them so.
func FormatDims(dims []int64) string {
	return formatInts(dims, true)
}

// formatInts formats v as "[1, -2, 3]"; with unknown, UnknownSize as "?"
// (dimensions; strides, offsets and coordinates have no unknown value). It
// reads v only, so v does not escape: callers on hot paths pass their
// variadic slices without a copy.
func formatInts[T int | int64](v []T, unknown bool) string {
	b := make([]byte, 0, 2+4*len(v))
	b = append(b, '[')
	for i, d := range v {
		if i > 0 {
			b = append(b, ", "...)
		}
		if unknown && int64(d) == UnknownSize {
			b = append(b, '?')
		} else {
			b = strconv.AppendInt(b, int64(d), 10)
		}
	}
	return string(append(b, ']'))
}
