//go:build !amd64 || purego

package scatter

func scatterAdd[T Float](dst []T, rows []int64, upd []T, size int) int {
	return scatterAddGo(dst, rows, upd, size)
}
