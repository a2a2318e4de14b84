//go:build !amd64 || purego

package move

func streamGather[T Plain](dst, src []T, start, stride int) {
	gatherStridedGo(dst, src, start, stride)
}

func stridedGather[T Plain](dst, src []T, start, stride int) {
	gatherStridedGo(dst, src, start, stride)
}

func prefetch(b []byte) {}

func hasPermuteGather[T Plain](stride int) bool { return false }
