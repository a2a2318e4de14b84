package nd

import (
	"errors"

	"github.com/ndgo/ndarray/internal/safe"
)

// ErrMemory is wrapped by every error that refuses a request for more
// memory than MemoryLimit allows: a file (npy, safetensors, Zarr) whose
// header or metadata describes more data than that, an op whose result
// would be larger. Such errors also wrap their package's own sentinel.
var ErrMemory = errors.New("nd: more than memory allows")

// SetMemoryLimit sets the most bytes that one array, buffer or list sized
// by data may take: readers refuse files, and ops refuse results, that
// would need more, with an error wrapping ErrMemory (the panic value, an
// *Error wrapping ErrArgument too, of ops that panic), rather than dying
// in make or being killed by the operating system. bytes <= 0 restores the
// default, the machine's RAM plus swap (as the kernel reports it; on
// other systems Go's own limit). No limit exceeds 2^47 bytes, the most Go
// allocates. Raise it where memory is overcommitted on purpose; lower it
// in a server that reads files it does not trust. It returns the previous
// setting (0: the default).
func SetMemoryLimit(bytes int64) (previous int64) { return safe.SetAllocLimit(bytes) }

// MemoryLimit returns the limit SetMemoryLimit sets, in bytes.
func MemoryLimit() int64 { return safe.AllocLimit() }

// CheckMemory returns nil if count items of itemSize bytes each fit in
// MemoryLimit, else an error wrapping ErrMemory that states the bytes and
// the limit. Its message has no prefix, so that it reads well after a
// caller's own ("npy: shape [1099511627776] of |u1: ...").
func CheckMemory(count, itemSize int64) error {
	return safe.CheckAlloc(count, itemSize, ErrMemory)
}
