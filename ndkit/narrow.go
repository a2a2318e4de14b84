package ndkit

import "github.com/ndgo/ndarray/internal/bulk"

// Narrow is the scatter arithmetic of a 16-bit float type computed in
// float32, rounded back after each operation (Eigen's half and bfloat16):
// its methods StoreAdd, StoreSub, StoreMin and StoreMax are the Stores of
// the arithmetic scatter ops of ndfloat16 and ndbfloat16.
type Narrow[T any] = bulk.Narrow[T]
