//go:build !amd64 || purego

package move

func gatherPairs[I Index](dst, src []byte, v PairView, idx []I, width int) int {
	return gatherPairsGo(dst, src, v, idx, width)
}
