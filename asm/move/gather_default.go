//go:build !amd64 || purego

package move

func gather[I Index](dst, src []byte, idx []I, width int) int { return gatherGo(dst, src, idx, width) }

func gatherRows(dst, src []byte, pos []int64, size int) int { return gatherRowsGo(dst, src, pos, size) }
