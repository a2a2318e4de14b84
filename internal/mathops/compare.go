package mathops

// Constructors of the comparisons' kernels, writing bools.

func Equal[T comparable]() compare[T] {
	return pick(asmCompare[T]("Equal"), bin(equalVV[T], equalVS[T], equalSV[T]))
}

func NotEqual[T comparable]() compare[T] {
	return pick(asmCompare[T]("NotEqual"), bin(notEqualVV[T], notEqualVS[T], notEqualSV[T]))
}

func Less[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("Less"), bin(lessVV[T], lessVS[T], lessSV[T]))
}

func LessEqual[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("LessEqual"), bin(lessEqualVV[T], lessEqualVS[T], lessEqualSV[T]))
}

func Greater[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("Greater"), bin(greaterVV[T], greaterVS[T], greaterSV[T]))
}

func GreaterEqual[T RealNumber]() compare[T] {
	return pick(asmCompare[T]("GreaterEqual"), bin(greaterEqualVV[T], greaterEqualVS[T], greaterEqualSV[T]))
}

// The ordering comparisons of bools (false < true).

func LessBool() compare[bool]      { return bin(lessBoolVV, lessBoolVS, lessBoolSV) }
func LessEqualBool() compare[bool] { return bin(lessEqualBoolVV, lessEqualBoolVS, lessEqualBoolSV) }
func GreaterBool() compare[bool]   { return bin(greaterBoolVV, greaterBoolVS, greaterBoolSV) }
func GreaterEqualBool() compare[bool] {
	return bin(greaterEqualBoolVV, greaterEqualBoolVS, greaterEqualBoolSV)
}
