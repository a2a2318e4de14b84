//go:build !purego

package compute

// sortBlockAsm runs the network of len(keys) keys (checked).
func sortBlockAsm[K uint32 | uint64](keys []K) {
	switch k := any(keys).(type) {
	case []uint32:
		p := &k[0]
		switch len(k) {
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
	case []uint64:
		p := &k[0]
		switch len(k) {
		case 8:
			sortNetUint64x8AVX512(p)
		case 16:
			sortNetUint64x16AVX512(p)
		case 32:
			sortNetUint64x32AVX512(p)
		case 64:
			sortNetUint64x64AVX512(p)
		default:
			sortNetUint64x128AVX512(p)
		}
	}
}

// partitionAsm runs the partition (dst and src checked, not empty).
func partitionAsm[K uint32 | uint64](dst, src []K, pivot K) int {
	switch s := any(src).(type) {
	case []uint32:
		return partitionUint32AVX512(&any(dst).([]uint32)[0], &s[0], len(s), uint32(pivot))
	case []uint64:
		return partitionUint64AVX512(&any(dst).([]uint64)[0], &s[0], len(s), uint64(pivot))
	}
	panic("compute: keys of another width")
}
