package ndkit

import "github.com/ndgo/ndarray/internal/bulk"

// Flatten1 returns a copy of v and its dimensions.
func Flatten1[T any](v []T) ([]T, []int64) { return bulk.Flatten1(v) }

// Flatten2 returns v's elements in row-major order and its dimensions, or
// an error if v is ragged; Flatten3 and Flatten4 likewise.
func Flatten2[T any](v [][]T) ([]T, []int64, error) { return bulk.Flatten2(v) }

// Flatten3 is Flatten2 for rank 3.
func Flatten3[T any](v [][][]T) ([]T, []int64, error) { return bulk.Flatten3(v) }

// Flatten4 is Flatten2 for rank 4.
func Flatten4[T any](v [][][][]T) ([]T, []int64, error) { return bulk.Flatten4(v) }

// Nest2 returns row-major flat as nested slices of dims, sharing flat;
// Nest3 and Nest4 likewise.
func Nest2[T any](flat []T, dims []int64) [][]T { return bulk.Nest2(flat, dims) }

// Nest3 is Nest2 for rank 3.
func Nest3[T any](flat []T, dims []int64) [][][]T { return bulk.Nest3(flat, dims) }

// Nest4 is Nest2 for rank 4.
func Nest4[T any](flat []T, dims []int64) [][][][]T { return bulk.Nest4(flat, dims) }
