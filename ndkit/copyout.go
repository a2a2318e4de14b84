package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// MakeCopy returns a new row-major slice of the view's elements and true
// where it could copy them as it allocated (a contiguous view: each byte
// written once), else a slice that is not zeroed first (MakeUninit) and
// false, for the caller to copy the view into in full (Copy, ToSlice).
func MakeCopy[T any](data []T, l nd.Layout) ([]T, bool) { return bulk.MakeCopy(data, l) }
