package mathops

// Constructors of the comparisons' kernels, writing bools.

func Equal[T comparable]() compare[T] {
	return pick(asmCompare[T]("Equal"), fromVV(equalVV[T], equalVS[T], equalSV[T]))
}

func NotEqual[T comparable]() compare[T] {
	return pick(asmCompare[T]("NotEqual"), fromVV(notEqualVV[T], notEqualVS[T], notEqualSV[T]))
}

func Less[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("Less"), fromVV(lessVV[T], lessVS[T], lessSV[T]))
}

func LessEqual[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("LessEqual"), fromVV(lessEqualVV[T], lessEqualVS[T], lessEqualSV[T]))
}

func Greater[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("Greater"), fromVV(greaterVV[T], greaterVS[T], greaterSV[T]))
}

func GreaterEqual[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("GreaterEqual"), fromVV(greaterEqualVV[T], greaterEqualVS[T], greaterEqualSV[T]))
}

// The ordering comparisons of bools (false < true).

func LessBool() compare[bool]      { return fromVV(lessBoolVV, lessBoolVS, lessBoolSV) }
func LessEqualBool() compare[bool] { return fromVV(lessEqualBoolVV, lessEqualBoolVS, lessEqualBoolSV) }
func GreaterBool() compare[bool]   { return fromVV(greaterBoolVV, greaterBoolVS, greaterBoolSV) }
func GreaterEqualBool() compare[bool] {
	return fromVV(greaterEqualBoolVV, greaterEqualBoolVS, greaterEqualBoolSV)
}
