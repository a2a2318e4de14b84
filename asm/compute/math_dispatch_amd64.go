//go:build !purego

package compute

// The dispatch of the transcendental kernels to the level's variant.

func expFloat32(dst, a []float32) {
	switch level {
	case AVX512:
		expFloat32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		expFloat32AVX2(&dst[0], &a[0], len(dst))
	default:
		expFloat32Go(dst, a)
	}
}

func expFloat64(dst, a []float64) {
	switch level {
	case AVX512:
		expFloat64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		expFloat64AVX2(&dst[0], &a[0], len(dst))
	default:
		expFloat64Go(dst, a)
	}
}

func expm1Float32(dst, a []float32) {
	switch level {
	case AVX512:
		expm1Float32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		expm1Float32AVX2(&dst[0], &a[0], len(dst))
	default:
		expm1Float32Go(dst, a)
	}
}

func expm1Float64(dst, a []float64) {
	switch level {
	case AVX512:
		expm1Float64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		expm1Float64AVX2(&dst[0], &a[0], len(dst))
	default:
		expm1Float64Go(dst, a)
	}
}

func logFloat32(dst, a []float32) {
	switch level {
	case AVX512:
		logFloat32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		logFloat32AVX2(&dst[0], &a[0], len(dst))
	default:
		logFloat32Go(dst, a)
	}
}

func logFloat64(dst, a []float64) {
	switch level {
	case AVX512:
		logFloat64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		logFloat64AVX2(&dst[0], &a[0], len(dst))
	default:
		logFloat64Go(dst, a)
	}
}

func log1pFloat32(dst, a []float32) {
	switch level {
	case AVX512:
		log1pFloat32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		log1pFloat32AVX2(&dst[0], &a[0], len(dst))
	default:
		log1pFloat32Go(dst, a)
	}
}

func log1pFloat64(dst, a []float64) {
	switch level {
	case AVX512:
		log1pFloat64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		log1pFloat64AVX2(&dst[0], &a[0], len(dst))
	default:
		log1pFloat64Go(dst, a)
	}
}

func tanhFloat32(dst, a []float32) {
	switch level {
	case AVX512:
		tanhFloat32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		tanhFloat32AVX2(&dst[0], &a[0], len(dst))
	default:
		tanhFloat32Go(dst, a)
	}
}

func tanhFloat64(dst, a []float64) {
	switch level {
	case AVX512:
		tanhFloat64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		tanhFloat64AVX2(&dst[0], &a[0], len(dst))
	default:
		tanhFloat64Go(dst, a)
	}
}

func sigmoidFloat32(dst, a []float32) {
	switch level {
	case AVX512:
		sigmoidFloat32AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		sigmoidFloat32AVX2(&dst[0], &a[0], len(dst))
	default:
		sigmoidFloat32Go(dst, a)
	}
}

func sigmoidFloat64(dst, a []float64) {
	switch level {
	case AVX512:
		sigmoidFloat64AVX512(&dst[0], &a[0], len(dst))
	case AVX2:
		sigmoidFloat64AVX2(&dst[0], &a[0], len(dst))
	default:
		sigmoidFloat64Go(dst, a)
	}
}
