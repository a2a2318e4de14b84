package reduce

// The kernel sets of the dtype packages' reductions, one per family of
// element types: each package makes its set once.

// FloatKernels are the reductions of float32 and float64.
type FloatKernels[T Float] struct {
	Sum, Prod, Mean, Min, Max Kernel[T, T, T, T]
	ArgMin, ArgMax            Kernel[T, T, arg[T], int64]
	Any, All                  Kernel[T, T, bool, bool]
	CountNonzero              Kernel[T, T, int64, int64]
	Var, Std, LogSumExp       TwoPass[T, T, T, T]
	CumSum, CumProd           ScanKernel[T, T, T, T]
	Softmax, LogSoftmax       SoftmaxKernel[T, T, T]
}

// NewFloatKernels returns the reductions of T.
func NewFloatKernels[T Float]() FloatKernels[T] {
	mean := Plain(Mean[T]())
	return FloatKernels[T]{
		Sum: Plain(Sum[T, T]()), Prod: Plain(Prod[T, T]()), Mean: mean,
		Min: Plain(Min[T]()).Nonempty(), Max: Plain(Max[T]()).Nonempty(),
		ArgMin: Plain(ArgMin[T]()).Positional(), ArgMax: Plain(ArgMax[T]()).Positional(),
		Any: Plain(Any[T]()), All: Plain(All[T]()), CountNonzero: Plain(CountNonzero[T]()),
		Var:       Twice(mean, nil, Var[T]),
		Std:       Twice(mean, nil, Sqrt(Var[T])),
		LogSumExp: Twice(Plain(Max[T]()), FiniteOrZero[T], LogSumExp[T]),
		CumSum:    CumSum[T, T](), CumProd: CumProd[T, T](),
		Softmax: Softmax[T](false), LogSoftmax: Softmax[T](true),
	}
}

// HalfKernels are the reductions of a 16-bit float type H, which compute
// in float32 (widen converts runs of H to it, narrow back) and round
// their float results once (round: one value).
type HalfKernels[H any] struct {
	Sum, Prod, Mean, Min, Max Kernel[H, float32, float32, H]
	ArgMin, ArgMax            Kernel[H, float32, arg[float32], int64]
	Any, All                  Kernel[H, float32, bool, bool]
	CountNonzero              Kernel[H, float32, int64, int64]
	Var, Std, LogSumExp       TwoPass[H, float32, float32, H]
	CumSum, CumProd           ScanKernel[H, float32, float32, H]
	Softmax, LogSoftmax       SoftmaxKernel[H, float32, H]
}

// NewHalfKernels returns the reductions of H.
func NewHalfKernels[H any](widen func(d []float32, s []H), narrow func(d []H, s []float32),
	round func(float32) H) HalfKernels[H] {
	k := NewFloatKernels[float32]()
	halve := func(k Kernel[float32, float32, float32, float32]) Kernel[H, float32, float32, H] {
		return Kernel[H, float32, float32, H]{Then(k.Op, round), widen, k.InMemoryOrder, k.NeedsElements}
	}
	mean := Loaded(Mean[float32](), widen)
	return HalfKernels[H]{
		Sum: halve(k.Sum), Prod: halve(k.Prod), Mean: halve(k.Mean), Min: halve(k.Min), Max: halve(k.Max),
		ArgMin: Loaded(ArgMin[float32](), widen).Positional(), ArgMax: Loaded(ArgMax[float32](), widen).Positional(),
		Any: Loaded(Any[float32](), widen), All: Loaded(All[float32](), widen),
		CountNonzero: Loaded(CountNonzero[float32](), widen),
		Var:          Twice(mean, nil, Round16(Var[float32], round)),
		Std:          Twice(mean, nil, Round16(Sqrt(Var[float32]), round)),
		LogSumExp:    Twice(Loaded(Max[float32](), widen), FiniteOrZero[float32], Round16(LogSumExp[float32], round)),
		CumSum:       LoadedScan(CumSum[float32, float32](), widen, round),
		CumProd:      LoadedScan(CumProd[float32, float32](), widen, round),
		Softmax:      HalfSoftmax(false, widen, narrow), LogSoftmax: HalfSoftmax(true, widen, narrow),
	}
}

// IntKernels are the reductions of an integer type T whose sums and
// products widen to W (int64 or uint64); means and variances compute in
// float64, as NumPy's.
type IntKernels[T Integer, W Integer] struct {
	Sum, Prod      Kernel[T, T, W, W]
	Mean           Kernel[T, float64, float64, float64]
	Min, Max       Kernel[T, T, T, T]
	ArgMin, ArgMax Kernel[T, T, arg[T], int64]
	Any, All       Kernel[T, T, bool, bool]
	CountNonzero   Kernel[T, T, int64, int64]
	Var, Std       TwoPass[T, float64, float64, float64]
	CumSum         ScanKernel[T, T, W, W]
	CumProd        ScanKernel[T, T, W, W]
}

// NewIntKernels returns the reductions of T.
func NewIntKernels[T Integer, W Integer]() IntKernels[T, W] {
	mean := Loaded(Mean[float64](), Convert[T, float64])
	return IntKernels[T, W]{
		Sum: Plain(Sum[T, W]()), Prod: Plain(Prod[T, W]()), Mean: mean,
		Min: Plain(Min[T]()).Nonempty(), Max: Plain(Max[T]()).Nonempty(),
		ArgMin: Plain(ArgMin[T]()).Positional(), ArgMax: Plain(ArgMax[T]()).Positional(),
		Any: Plain(Any[T]()), All: Plain(All[T]()), CountNonzero: Plain(CountNonzero[T]()),
		Var:    Twice(mean, nil, Var[float64]),
		Std:    Twice(mean, nil, Sqrt(Var[float64])),
		CumSum: CumSum[T, W](), CumProd: CumProd[T, W](),
	}
}

// ComplexKernels are the reductions of a complex type T with parts F.
type ComplexKernels[T Complex, F Float] struct {
	Sum, Prod, Mean Kernel[T, T, T, T]
	Any, All        Kernel[T, T, bool, bool]
	CountNonzero    Kernel[T, T, int64, int64]
	Var, Std        TwoPass[T, T, F, F]
	CumSum, CumProd ScanKernel[T, T, T, T]
}

// NewComplexKernels returns the reductions of T.
func NewComplexKernels[T Complex, F Float]() ComplexKernels[T, F] {
	mean := Plain(MeanComplex[T]())
	return ComplexKernels[T, F]{
		Sum: Plain(SumComplex[T]()), Prod: Plain(ProdComplex[T]()), Mean: mean,
		Any: Plain(Any[T]()), All: Plain(All[T]()), CountNonzero: Plain(CountNonzero[T]()),
		Var:    Twice(mean, nil, VarComplex[T, F]),
		Std:    Twice(mean, nil, Sqrt(VarComplex[T, F])),
		CumSum: CumSumComplex[T](), CumProd: CumProdComplex[T](),
	}
}

// BoolKernels are the reductions of bools, which reduce their bytes
// (0 and 1) where they count or compare.
type BoolKernels struct {
	Sum, Prod      Kernel[bool, uint8, int64, int64]
	Min, Max       Kernel[bool, uint8, uint8, bool]
	ArgMin, ArgMax Kernel[bool, uint8, arg[uint8], int64]
	Mean           Kernel[bool, float64, float64, float64]
	Var, Std       TwoPass[bool, float64, float64, float64]
	Any, All       Kernel[bool, bool, bool, bool]
	CountNonzero   Kernel[bool, bool, int64, int64]
	CumSum         ScanKernel[bool, uint8, int64, int64]
	CumProd        ScanKernel[bool, uint8, int64, int64]
}

// NewBoolKernels returns the reductions of bools.
func NewBoolKernels() BoolKernels {
	mean := Loaded(Mean[float64](), boolsAsFloats)
	return BoolKernels{
		Mean: mean, Var: Twice(mean, nil, Var[float64]), Std: Twice(mean, nil, Sqrt(Var[float64])),
		Sum: Loaded(Sum[uint8, int64](), BoolsAsBytes), Prod: Loaded(Prod[uint8, int64](), BoolsAsBytes),
		Min:    Loaded(Then(Min[uint8](), IsTrue), BoolsAsBytes).Nonempty(),
		Max:    Loaded(Then(Max[uint8](), IsTrue), BoolsAsBytes).Nonempty(),
		ArgMin: Loaded(ArgMin[uint8](), BoolsAsBytes).Positional(),
		ArgMax: Loaded(ArgMax[uint8](), BoolsAsBytes).Positional(),
		Any:    Plain(Any[bool]()), All: Plain(All[bool]()), CountNonzero: Plain(CountNonzero[bool]()),
		CumSum:  LoadedScan(CumSum[uint8, int64](), BoolsAsBytes, Same[int64]),
		CumProd: LoadedScan(CumProd[uint8, int64](), BoolsAsBytes, Same[int64]),
	}
}

// boolsAsFloats is the Load of bools as the float64s 0 and 1 (Mean, Var).
func boolsAsFloats(d []float64, s []bool) {
	for i, v := range s {
		d[i] = 0
		if v {
			d[i] = 1
		}
	}
}

// Same returns x: the result conversion of a scan that has none.
func Same[T any](x T) T { return x }
