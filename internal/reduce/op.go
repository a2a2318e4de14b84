package reduce

// An Op is a reduction to partial results P of elements of type C, the
// type its kernels compute in, finished into results of type D.
//
// Leaves partition each output element's sequence of elements; Leaf
// returns one leaf's partial, Combine two neighbours' (l before r), and
// Finish the result from the partial of all n elements (n may be 0, with
// the partial Empty) and the parameter m. start is the position of the leaf's (or row's)
// first element in the sequence, for ops that report positions (ArgMax).
// m is the output element's parameter (a mean, a maximum) in the second
// pass of a two-pass op, and the zero value otherwise.
//
// The Row kernels, if set, reduce rows: acc[j] is output element j's
// partial, row[j] its next element (RowFirst starts a leaf from a row).
// Without them the op always reduces element by element. RowLeaf, if
// set, starts a leaf from its rows (up to Rows of them, each in place in
// the input) at once, with the bits of RowFirst on the first and RowAdd
// on each other in order, reading acc's elements once.
type Op[C, P, D any] struct {
	Leaf    func(x []C, start int64, m C) P
	Combine func(l, r P) P
	Empty   P
	Finish  func(p P, n int64, m C) D

	RowFirst   func(acc []P, row []C, start int64, m []C)
	RowAdd     func(acc []P, row []C, start int64, m []C)
	RowCombine func(l, r []P)
	RowLeaf    func(acc []P, rows [][]C, start int64, m []C)
}

// Block is the number of elements of a leaf: NumPy's buffer size, so that
// a contiguous sum of up to Block elements is NumPy's pairwise sum.
const Block = 8192

// Rows is the number of rows of a leaf when reducing by rows.
const Rows = 8

// A Kernel is an op with how its input's elements load: Load converts
// them to the type the op computes in (nil when that is their own), and
// InMemoryOrder lets the reduced elements be taken in memory order (for
// every op but those that report positions).
type Kernel[S, C, P, D any] struct {
	Op            *Op[C, P, D]
	Load          func(d []C, s []S)
	InMemoryOrder bool
	NeedsElements bool // no result for an empty reduction: see NonEmpty
}

// Plain returns the kernel of op on its own element type.
func Plain[C, P, D any](op *Op[C, P, D]) Kernel[C, C, P, D] {
	return Kernel[C, C, P, D]{Op: op, InMemoryOrder: true}
}

// Loaded returns the kernel of op on elements that load converted.
func Loaded[S, C, P, D any](op *Op[C, P, D], load func(d []C, s []S)) Kernel[S, C, P, D] {
	return Kernel[S, C, P, D]{Op: op, Load: load, InMemoryOrder: true}
}

// Positional returns k taking the reduced elements in the array's order
// and refusing empty reductions: ArgMin's and ArgMax's.
func (k Kernel[S, C, P, D]) Positional() Kernel[S, C, P, D] {
	k.InMemoryOrder, k.NeedsElements = false, true
	return k
}

// Nonempty returns k refusing empty reductions: Min's and Max's.
func (k Kernel[S, C, P, D]) Nonempty() Kernel[S, C, P, D] {
	k.NeedsElements = true
	return k
}

// Convert is the Load of elements converting to another real type.
func Convert[S, C Real](d []C, s []S) {
	for i, v := range s {
		d[i] = C(v)
	}
}

// BoolsAsBytes is the Load of bools as the bytes 0 and 1.
func BoolsAsBytes(d []uint8, s []bool) {
	for i, v := range s {
		d[i] = 0
		if v {
			d[i] = 1
		}
	}
}

// Rounded returns op with its float32 results rounded by round (to a
// 16-bit float).
func Rounded[C, P, H any](op *Op[C, P, float32], round func(float32) H) *Op[C, P, H] {
	return Then(op, round)
}

// IsTrue is the result of Max and Min of bools, which reduce their bytes.
func IsTrue(x uint8) bool { return x != 0 }
