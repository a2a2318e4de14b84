package mathops

// The asm/compute kernels, by op and element type (nil: none).

func asmAdd[T any]() *binary[T]               { return nil }
func asmSub[T any]() *binary[T]               { return nil }
func asmMul[T any]() *binary[T]               { return nil }
func asmDiv[T any]() *binary[T]               { return nil }
func asmMaximum[T any]() *binary[T]           { return nil }
func asmMinimum[T any]() *binary[T]           { return nil }
func asmCompare[T any](op string) *compare[T] { return nil }
func asmUnary[T any](op string) unary[T]      { return nil }
