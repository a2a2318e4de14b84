//go:build purego || !amd64

package compute

// Without assembly every transcendental kernel runs its twin.

func expFloat32(dst, a []float32) { expFloat32Go(dst, a) }

func expFloat64(dst, a []float64) { expFloat64Go(dst, a) }

func expm1Float32(dst, a []float32) { expm1Float32Go(dst, a) }

func expm1Float64(dst, a []float64) { expm1Float64Go(dst, a) }

func logFloat32(dst, a []float32) { logFloat32Go(dst, a) }

func logFloat64(dst, a []float64) { logFloat64Go(dst, a) }

func log1pFloat32(dst, a []float32) { log1pFloat32Go(dst, a) }

func log1pFloat64(dst, a []float64) { log1pFloat64Go(dst, a) }

func tanhFloat32(dst, a []float32) { tanhFloat32Go(dst, a) }

func tanhFloat64(dst, a []float64) { tanhFloat64Go(dst, a) }

func sigmoidFloat32(dst, a []float32) { sigmoidFloat32Go(dst, a) }

func sigmoidFloat64(dst, a []float64) { sigmoidFloat64Go(dst, a) }
