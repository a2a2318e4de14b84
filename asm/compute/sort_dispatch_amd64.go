//go:build !purego

package compute

// sortBlockAsm runs the network of len(keys) keys (checked).
func sortBlockAsm(keys []uint32) {
	p := &keys[0]
	switch len(keys) {
	case 16:
		sortNetUint32x16AVX512(p)
	case 32:
		sortNetUint32x32AVX512(p)
	case 64:
		sortNetUint32x64AVX512(p)
	case 128:
		sortNetUint32x128AVX512(p)
	default:
		sortNetUint32x256AVX512(p)
	}
}

// partitionAsm runs the partition (dst and src checked, not empty).
func partitionAsm(dst, src []uint32, pivot uint32) int {
	return partitionUint32AVX512(&dst[0], &src[0], len(src), pivot)
}
