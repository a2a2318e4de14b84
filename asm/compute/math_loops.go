package compute

// The twins' loops: the Go reference of each kernel, one element at a time.

func expFloat32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = expFloat32One(x)
	}
}

func expFloat64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = expFloat64One(x)
	}
}

func expm1Float32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = expm1Float32One(x)
	}
}

func expm1Float64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = expm1Float64One(x)
	}
}

func logFloat32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = logFloat32One(x)
	}
}

func logFloat64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = logFloat64One(x)
	}
}

func log1pFloat32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = log1pFloat32One(x)
	}
}

func log1pFloat64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = log1pFloat64One(x)
	}
}

func tanhFloat32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = tanhFloat32One(x)
	}
}

func tanhFloat64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = tanhFloat64One(x)
	}
}

func sigmoidFloat32Go(dst, a []float32) {
	for i, x := range a {
		dst[i] = sigmoidFloat32One(x)
	}
}

func sigmoidFloat64Go(dst, a []float64) {
	for i, x := range a {
		dst[i] = sigmoidFloat64One(x)
	}
}
