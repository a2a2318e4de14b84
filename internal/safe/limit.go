package safe

import (
	"fmt"
	"sync/atomic"
)

// memoryLimit is the SetAllocLimit setting; 0 means the default.
var memoryLimit atomic.Int64

// SetAllocLimit sets AllocLimit to n bytes (at most MaxBytes); n <= 0
// restores the default. It returns the previous setting (0: the default).
func SetAllocLimit(n int64) (previous int64) {
	return memoryLimit.Swap(max(n, 0))
}

// AllocLimit returns the largest allocation in bytes that the library
// makes for a request computed from data or from huge arguments: the
// SetAllocLimit setting, by default the machine's memory (RAM and swap:
// beyond it the process would be killed, not given an error), and never
// more than MaxBytes.
func AllocLimit() int64 {
	if n := memoryLimit.Load(); n > 0 {
		return min(n, MaxBytes)
	}
	return min(MemoryBytes(), MaxBytes)
}

// TooLarge is the error of CheckAlloc: a request of Bytes bytes (-1 when
// the count overflows int64) against the Limit in force.
type TooLarge struct {
	Bytes, Limit int64
	Sentinel     error // what Unwrap returns
}

func (e *TooLarge) Error() string {
	if e.Bytes < 0 {
		return fmt.Sprintf("more bytes than int64 counts is more than memory allows (the limit is %d bytes)", e.Limit)
	}
	return fmt.Sprintf("%d bytes is more than memory allows (the limit is %d bytes)", e.Bytes, e.Limit)
}

func (e *TooLarge) Unwrap() error { return e.Sentinel }

// CheckAlloc returns nil if count items of itemSize bytes fit in
// AllocLimit, else a *TooLarge wrapping sentinel. Negative counts and
// sizes are the caller's bug and count as zero.
func CheckAlloc(count, itemSize int64, sentinel error) error {
	limit := AllocLimit()
	bytes, ok := Mul(max(count, 0), max(itemSize, 0))
	if !ok {
		return &TooLarge{Bytes: -1, Limit: limit, Sentinel: sentinel}
	}
	if bytes > limit {
		return &TooLarge{Bytes: bytes, Limit: limit, Sentinel: sentinel}
	}
	return nil
}
