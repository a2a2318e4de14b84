package elementwise_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"
)

// The fuzz input is a fixed header followed by a stream of choices; every
// byte past the end reads as 0, so any input is a valid case.
const (
	hOp      = iota // which op (fuzzOps)
	hWorkers        // the forced second run's nd.SetBulkWorkers: 1 + b%3
	hSeed           // seed of the element values
	hMode           // how dst is made (the mode constants)
	hRank           // rank of the shape the operands derive from
	hDims           // 5 dimensions
	hFlags   = hDims + 5
	hEnd     = hFlags + 1
)

// Ways of making dst (header byte hMode, modulo numModes).
const (
	modeAlloc   = iota // the allocating form
	modeFresh          // a fresh view of the broadcast shape
	modeBigger         // a fresh view of a shape the inputs broadcast to
	modeInPlace        // alias modes: dst shares storage with inputs
	modeFlip
	modeRow
	modeShift
	modeSeqDst
	numModes
)

// FuzzElementwise runs a few ops of several dtypes on broadcast shapes,
// random views (steps, flips, transposes, Seq tables, broadcast and
// read-only views, 0-d arrays) and Into destinations that are fresh, an
// input exactly, or a view overlapping the inputs otherwise, and checks
// each against a per-element reference computed from copies of the inputs'
// storage taken before the call. Each case runs twice, serially and split
// across 1 to 3 forced workers, which must give the same bits.
func FuzzElementwise(f *testing.F) {
	for _, seed := range fuzzSeeds() {
		f.Add(seed)
	}
	// Let three workers really run side by side on a two-core machine.
	if prev := runtime.GOMAXPROCS(0); prev < 4 {
		runtime.GOMAXPROCS(4)
		f.Cleanup(func() { runtime.GOMAXPROCS(prev) })
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzOps[int(at(data, hOp))%len(fuzzOps)](t, data)
	})
}

// fuzzSeeds returns inputs that reach each op with each dst mode, ranks 0
// to 5, empty dimensions and incompatible inputs and destinations.
func fuzzSeeds() [][]byte {
	rng := rand.New(rand.NewPCG(28, 1))
	var seeds [][]byte
	add := func(op, mode, rank, flags byte, dims ...byte) {
		b := make([]byte, hEnd+48)
		b[hOp], b[hWorkers], b[hSeed], b[hMode], b[hRank], b[hFlags] = op, byte(rng.IntN(3)), byte(rng.IntN(256)), mode, rank, flags
		for i := range 5 {
			b[hDims+i] = byte(4 + rng.IntN(12)) // sizes 2 to 6
		}
		copy(b[hDims:], dims)
		for i := hEnd; i < len(b); i++ {
			b[i] = byte(rng.IntN(256))
		}
		seeds = append(seeds, b)
	}
	for op := range len(fuzzOps) {
		for mode := range numModes {
			add(byte(op), byte(mode), byte(1+(op+mode)%5), 0)
		}
		add(byte(op), modeAlloc, 0, 0)                  // 0-d
		add(byte(op), modeFresh, 2, 0, 0, 5)            // an empty dimension
		add(byte(op), modeAlloc, 3, 7, 6, 5, 4)         // inputs that do not broadcast
		add(byte(op), modeFresh, 3, 7<<3, 6, 5, 4)      // a dst of another shape
		add(byte(op), modeInPlace, 5, 0, 6, 6, 6, 6, 6) // large enough to split a run
		add(byte(op), modeShift, 4, 0, 6, 1, 6, 6)      // a size-1 dimension
		add(byte(op), modeBigger, 2, 0, 1, 4)           // dst larger than the inputs
		add(byte(op), modeRow, 3, 0, 2, 3, 4)           // a row of dst broadcast over it
		add(byte(op), modeSeqDst, 2, 0, 5, 6)           // dst through a Seq table
		add(byte(op), modeFlip, 1, 0, 6)                // a flipped vector
		add(byte(op), modeFresh, 4, 7, 3, 1, 0, 2)      // incompatible with an empty dimension
		add(byte(op), modeFlip, 0, 0)                   // 0-d in place
		add(byte(op), modeInPlace, 3, 7<<3, 2, 2, 2)    // in place, dst shape wrong
		add(byte(op), modeFresh, 5, 0, 1, 1, 1, 1, 1)   // all size 1
		add(byte(op), modeAlloc, 5, 0, 6, 6, 6, 6, 6)   // many runs
		add(byte(op), modeRow, 5, 0, 3, 6, 2, 6, 5)     // rows of a rank-5 dst
		add(byte(op), modeSeqDst, 4, 0, 4, 6, 6, 6)     // Seq dst, parallel runs
		add(byte(op), modeShift, 2, 0, 4, 6)            // shifted dst
		add(byte(op), modeInPlace, 2, 0, 6, 6)          // plain in place
		add(byte(op), modeBigger, 3, 7<<3, 6, 1, 6)     // bigger, but wrong
		add(byte(op), modeFresh, 3, 0, 6, 6, 6)         // strided views
		add(byte(op), modeAlloc, 4, 0, 2, 6, 6, 2)      // transposed views
		add(byte(op), modeInPlace, 1, 0, 0)             // in place, empty
		add(byte(op), modeShift, 1, 0, 6)               // shifted vector
		add(byte(op), modeRow, 1, 0, 6)                 // a scalar broadcast from dst
		add(byte(op), modeFlip, 3, 0, 5, 5, 5)          // a cube flipped
		add(byte(op), modeFresh, 0, 0)                  // 0-d into 0-d
		add(byte(op), modeBigger, 0, 0)                 // 0-d into a larger dst
		add(byte(op), modeAlloc, 1, 7, 6)               // incompatible vectors
		add(byte(op), modeSeqDst, 1, 0, 6)              // a permuted vector dst
		add(byte(op), modeInPlace, 4, 0, 6, 6, 6, 6)    // larger in place
		add(byte(op), modeFlip, 5, 0, 2, 3, 2, 3, 6)    // flips of rank 5
		add(byte(op), modeShift, 5, 0, 2, 3, 2, 3, 6)   // shifts of rank 5
		add(byte(op), modeFresh, 2, 7<<3, 0, 0)         // empty dst of the wrong shape
		add(byte(op), modeAlloc, 2, 0, 1, 6)            // broadcast column
		add(byte(op), modeSeqDst, 3, 0, 6, 6, 6)        // Seq dst, strided inputs
		add(byte(op), modeRow, 2, 0, 6, 6)              // a row over a matrix
		add(byte(op), modeFresh, 1, 0, 6)               // a vector
		add(byte(op), modeBigger, 4, 0, 2, 1, 3, 1)     // bigger over size-1 dims
		add(byte(op), modeAlloc, 3, 0, 1, 6, 1)         // size-1 dims
		add(byte(op), modeInPlace, 0, 0)                // in place 0-d
		add(byte(op), modeShift, 3, 0, 3, 3, 3)         // shifted cube
		add(byte(op), modeFlip, 2, 0, 6, 6)             // flipped matrix
		add(byte(op), modeSeqDst, 5, 0, 2, 2, 2, 2, 6)  // Seq dst of rank 5
		add(byte(op), modeFresh, 5, 7, 2, 2, 2, 2, 6)   // incompatible rank 5
		add(byte(op), modeBigger, 1, 0, 6)              // a vector into a matrix
		add(byte(op), modeRow, 4, 0, 2, 6, 6, 2)        // rows, rank 4
		add(byte(op), modeAlloc, 0, 7, 0)               // 0-d (no dimension to break)
		add(byte(op), modeAlloc, 1, 64)                 // a long vector
		add(byte(op), modeInPlace, 2, 64, 2)            // long rows in place
		add(byte(op), modeFlip, 1, 64)                  // a long vector flipped
		add(byte(op), modeFresh, 2, 64, 1)              // into a long strided dst
		add(byte(op), modeShift, 1, 64)                 // a long vector shifted
	}
	return seeds
}

// fuzzOps are the ops FuzzElementwise checks, by header byte hOp.
var fuzzOps = []func(t *testing.T, data []byte){
	opDef[float32, *ndfloat32.NdArray, float32, *ndfloat32.NdArray]{
		name: "Sub", arity: 2, alias: true,
		alloc: func(in []*ndfloat32.NdArray) *ndfloat32.NdArray { return ndfloat32.Sub(in[0], in[1]) },
		into:  func(d *ndfloat32.NdArray, in []*ndfloat32.NdArray) { ndfloat32.SubInto(d, in[0], in[1]) },
		ref:   func(x []float32) float32 { return x[0] - x[1] },
		val:   value32, dval: value32, match: same32, bits: bits32,
	}.check,
	opDef[float32, *ndfloat32.NdArray, float32, *ndfloat32.NdArray]{
		name: "Maximum", arity: 2, alias: true,
		alloc: func(in []*ndfloat32.NdArray) *ndfloat32.NdArray { return ndfloat32.Maximum(in[0], in[1]) },
		into:  func(d *ndfloat32.NdArray, in []*ndfloat32.NdArray) { ndfloat32.MaximumInto(d, in[0], in[1]) },
		ref:   func(x []float32) float32 { return max32(x[0], x[1]) },
		val:   value32, dval: value32, match: same32, bits: bits32,
	}.check,
	opDef[float32, *ndfloat32.NdArray, float32, *ndfloat32.NdArray]{
		name: "Exp", arity: 1, alias: true,
		alloc: func(in []*ndfloat32.NdArray) *ndfloat32.NdArray { return ndfloat32.Exp(in[0]) },
		into:  func(d *ndfloat32.NdArray, in []*ndfloat32.NdArray) { ndfloat32.ExpInto(d, in[0]) },
		ref:   func(x []float32) float32 { return float32(math.Exp(float64(x[0]))) },
		val:   value32, dval: value32, bits: bits32,
		match: func(got, want float32) bool { return same32(got, want) || ulps32(got, want) <= 1 },
	}.check,
	opDef[float32, *ndfloat32.NdArray, bool, *ndbool.NdArray]{
		name: "Less", arity: 2,
		alloc: func(in []*ndfloat32.NdArray) *ndbool.NdArray { return ndfloat32.Less(in[0], in[1]) },
		into:  func(d *ndbool.NdArray, in []*ndfloat32.NdArray) { ndfloat32.LessInto(d, in[0], in[1]) },
		ref:   func(x []float32) bool { return x[0] < x[1] },
		val:   value32, dval: func(r *rand.Rand) bool { return r.IntN(2) == 0 },
		match: func(got, want bool) bool { return got == want },
		bits: func(x bool) uint64 {
			if x {
				return 1
			}
			return 0
		},
	}.check,
	opDef[int8, *ndint8.NdArray, int8, *ndint8.NdArray]{
		name: "FloorDiv", arity: 2, alias: true,
		alloc: func(in []*ndint8.NdArray) *ndint8.NdArray { return ndint8.FloorDiv(in[0], in[1]) },
		into:  func(d *ndint8.NdArray, in []*ndint8.NdArray) { ndint8.FloorDivInto(d, in[0], in[1]) },
		ref:   func(x []int8) int8 { return floorDiv8(x[0], x[1]) },
		val:   value8, dval: value8,
		match: func(got, want int8) bool { return got == want },
		bits:  func(x int8) uint64 { return uint64(uint8(x)) },
	}.check,
	opDef[float16.Float16, *ndfloat16.NdArray, float16.Float16, *ndfloat16.NdArray]{
		name: "float16 Add", arity: 2, alias: true,
		alloc: func(in []*ndfloat16.NdArray) *ndfloat16.NdArray { return ndfloat16.Add(in[0], in[1]) },
		into:  func(d *ndfloat16.NdArray, in []*ndfloat16.NdArray) { ndfloat16.AddInto(d, in[0], in[1]) },
		ref: func(x []float16.Float16) float16.Float16 {
			return float16.Fromfloat32(x[0].Float32() + x[1].Float32())
		},
		val: value16, dval: value16,
		match: func(got, want float16.Float16) bool {
			return got == want || got.IsNaN() && want.IsNaN()
		},
		bits: func(x float16.Float16) uint64 { return uint64(x) },
	}.check,
	opDef[complex64, *ndcomplex64.NdArray, complex64, *ndcomplex64.NdArray]{
		name: "complex64 Mul", arity: 2, alias: true,
		alloc: func(in []*ndcomplex64.NdArray) *ndcomplex64.NdArray { return ndcomplex64.Mul(in[0], in[1]) },
		into:  func(d *ndcomplex64.NdArray, in []*ndcomplex64.NdArray) { ndcomplex64.MulInto(d, in[0], in[1]) },
		ref:   func(x []complex64) complex64 { return mulC64(x[0], x[1]) },
		val:   valueC64, dval: valueC64,
		match: func(got, want complex64) bool {
			return same32(real(got), real(want)) && same32(imag(got), imag(want))
		},
		bits: func(x complex64) uint64 { return bits32(real(x))<<32 | bits32(imag(x)) },
	}.check,
	clipOp,
	opDef[float32, *ndfloat32.NdArray, float32, *ndfloat32.NdArray]{
		name: "Map", arity: 1, alias: true,
		alloc: func(in []*ndfloat32.NdArray) *ndfloat32.NdArray { return ndfloat32.Map(in[0], mapped) },
		into:  func(d *ndfloat32.NdArray, in []*ndfloat32.NdArray) { ndfloat32.MapInto(d, in[0], mapped) },
		ref:   func(x []float32) float32 { return float32(x[0]*3) - 1 },
		val:   value32, dval: value32, match: same32, bits: bits32,
	}.check,
}

// mapped is Map's function in the fuzz target.
func mapped(x float32) float32 { return float32(x*3) - 1 }

// clipOp checks Clip with bounds drawn from the values (lo > hi included:
// NumPy gives hi).
func clipOp(t *testing.T, data []byte) {
	r := rand.New(rand.NewPCG(uint64(at(data, hSeed)), 99))
	lo, hi := value32(r), value32(r)
	for lo != lo || hi != hi { // NaN bounds are not Clip's contract
		lo, hi = value32(r), value32(r)
	}
	opDef[float32, *ndfloat32.NdArray, float32, *ndfloat32.NdArray]{
		name: fmt.Sprintf("Clip(%v, %v)", lo, hi), arity: 1, alias: true,
		alloc: func(in []*ndfloat32.NdArray) *ndfloat32.NdArray { return ndfloat32.Clip(in[0], lo, hi) },
		into:  func(d *ndfloat32.NdArray, in []*ndfloat32.NdArray) { ndfloat32.ClipInto(d, in[0], lo, hi) },
		ref:   func(x []float32) float32 { return min32(max32(x[0], lo), hi) },
		val:   value32, dval: value32, match: same32, bits: bits32,
	}.check(t, data)
}

// opDef describes one op: inputs of element T in arrays A, results of
// element U in arrays B.
type opDef[T any, A nd.Array[T, A], U any, B nd.Array[U, B]] struct {
	name  string
	arity int
	alias bool // U, B are T, A: dst may share the inputs' storage
	alloc func(in []A) B
	into  func(dst B, in []A)
	ref   func(x []T) U
	val   func(r *rand.Rand) T // an input element
	dval  func(r *rand.Rand) U // an element of dst before the call
	match func(got, want U) bool
	bits  func(U) uint64
}

// outcome is what one run of a case leaves: the error it panicked with,
// and dst's storage (the allocating form: the result, row-major).
type outcome[U any] struct {
	err error
	out []U
}

// check runs the case data serially and on forced workers, each against
// the reference, and compares the two runs' bits.
func (d opDef[T, A, U, B]) check(t *testing.T, data []byte) {
	serial := d.run(t, data)
	restore := bulk.SetParallelBytes(1)
	prev := nd.SetBulkWorkers(1 + int(at(data, hWorkers))%3)
	forced := d.run(t, data)
	nd.SetBulkWorkers(prev)
	restore()
	require.Equal(t, kindOf(serial.err), kindOf(forced.err), "%s: errors serially and on workers", d.name)
	require.Equal(t, len(serial.out), len(forced.out), d.name)
	for i := range serial.out {
		if d.bits(serial.out[i]) != d.bits(forced.out[i]) {
			t.Fatalf("%s: element %d is %v serially and %v on %d workers", d.name, i, serial.out[i], forced.out[i],
				1+int(at(data, hWorkers))%3)
		}
	}
}

// kindOf names the sentinel err wraps.
func kindOf(err error) string {
	switch {
	case err == nil:
		return "none"
	case errors.Is(err, nd.ErrShape):
		return "shape"
	case errors.Is(err, nd.ErrReadOnly):
		return "read-only"
	}
	return err.Error()
}

// run builds the case data describes (the same arrays each time), runs the
// op and checks its effect on every storage involved.
func (d opDef[T, A, U, B]) run(t *testing.T, data []byte) outcome[U] {
	s := &src{b: data, i: hEnd}
	r := rand.New(rand.NewPCG(uint64(at(data, hSeed)), 28))
	rank := int(at(data, hRank)) % 6
	dims := make([]int64, rank)
	for i := range dims {
		dims[i] = dimOf(at(data, hDims+i))
	}
	flags := at(data, hFlags)
	if flags&64 != 0 && (rank == 1 || rank == 2) {
		// One long run, long enough to be split across workers.
		dims[rank-1] = 2*4096 + int64(at(data, hDims+4)%64)
	}
	mode := int(at(data, hMode)) % numModes
	if !d.alias && mode >= modeInPlace {
		mode = modeFresh
	}

	// The inputs' own shapes: dims with leading dimensions dropped and
	// some dimensions 1; with flags, one dimension changed.
	ins := make([]operand[T, A], d.arity)
	inDims := make([][]int64, d.arity)
	for k := range ins {
		own := slices.Clone(dims[s.intn(2)*s.intn(rank+1):])
		for i := range own {
			if s.intn(4) == 0 {
				own[i] = 1
			}
		}
		if flags%8 == 7 && k == d.arity-1 {
			own = perturb(s, own)
		}
		inDims[k] = own
	}

	var dst B
	var dstDims []int64
	dstShares := make([]bool, d.arity) // input k shares dst's storage
	made := make([]bool, d.arity)      // input k is made already
	switch mode {
	case modeAlloc:
	case modeFresh, modeBigger:
		want, ok := broadcastShapes(inDims...)
		if !ok {
			want = dims
		}
		dstDims = slices.Clone(want)
		if mode == modeBigger {
			for i, n := range dstDims {
				if n == 1 && s.intn(2) == 0 {
					dstDims[i] = int64(2 + s.intn(3))
				}
			}
			lead := make([]int64, s.intn(3))
			for i := range lead {
				lead[i] = int64(s.intn(4))
			}
			dstDims = append(lead, dstDims...)
		}
		if flags/8%8 == 7 {
			dstDims = perturb(s, dstDims)
		}
		dst = makeView[U, B](s, r, dstDims, true, d.dval).a
	default: // dst and some inputs view the storage of one array p
		p, shifted := aliasBase[T, A](s, r, dims, mode == modeShift, d.val)
		dstA := p
		if j := s.intn(rank); mode == modeSeqDst && rank > 0 && dims[j] > 0 {
			coords := make([]int64, dims[j])
			for c, p := range r.Perm(len(coords)) {
				coords[c] = int64(p)
			}
			dstA = p.Slice(axisIndex(j, nd.Seq(coords...))...)
		}
		elsewhere := flags/8%8 == 7
		if elsewhere {
			// A dst of another shape: a fresh one (the inputs still view p).
			dstA = makeView[T, A](s, r, perturb(s, dims), true, d.val).a
		}
		dst = any(dstA).(B)
		dstDims = dstA.Shape().Dims()
		first := s.intn(d.arity) // this input aliases for sure
		for k := range ins {
			c := s.intn(8)
			if k == first {
				c = modeAliasOf(mode, c)
			}
			if c == 0 {
				continue // an independent view made below
			}
			v := aliasView(s, r, p, dstA, shifted, c)
			ins[k] = operand[T, A]{a: v}
			inDims[k] = v.Shape().Dims()
			made[k], dstShares[k] = true, !elsewhere || any(v) == any(dstA)
		}
	}
	for k := range ins {
		if !made[k] {
			ins[k] = makeView[T, A](s, r, inDims[k], false, d.val)
			require.Equal(t, inDims[k], ins[k].a.Shape().Dims())
		}
	}

	// Copies of everything before the call, and the expected outcome.
	inSnap := make([][]T, len(ins))
	arrays := make([]A, len(ins))
	for k, in := range ins {
		inSnap[k] = slices.Clone(in.a.Data())
		arrays[k] = in.a
	}
	outDims, ok := broadcastShapes(inDims...)
	var wantErr error
	isInto := mode != modeAlloc
	switch {
	case !ok:
		wantErr = nd.ErrShape
	case isInto && !intoFits(outDims, dstDims):
		wantErr = nd.ErrShape
	case isInto && dst.ReadOnly():
		wantErr = nd.ErrReadOnly
	}
	var dstSnap []U
	if isInto {
		dstSnap = slices.Clone(dst.Data())
	}

	var got B
	err := nd.Try(func() {
		if isInto {
			d.into(dst, arrays)
		} else {
			got = d.alloc(arrays)
		}
	})
	where := func() string {
		s := fmt.Sprintf("%s mode %d: inputs", d.name, mode)
		for _, in := range ins {
			s += fmt.Sprintf(" %v%v", in.a.Shape(), in.a.Layout())
		}
		if isInto {
			s += fmt.Sprintf(", dst %v%v (read-only %v)", dst.Shape(), dst.Layout(), dst.ReadOnly())
		}
		return s
	}
	if wantErr != nil {
		require.Error(t, err, "%s: want %v", where(), wantErr)
		var ndErr *nd.Error
		require.True(t, errors.As(err, &ndErr), "%s: %T", where(), err)
		if !errors.Is(err, wantErr) {
			// Several errors at once may report either.
			both := isInto && dst.ReadOnly() && errors.Is(err, nd.ErrReadOnly)
			require.True(t, both, "%s: got %v, want %v", where(), err, wantErr)
		}
	} else {
		require.NoError(t, err, where())
	}

	// Inputs apart from dst are never written.
	for k, in := range ins {
		if !dstShares[k] {
			requireSameBits(t, inSnap[k], in.a.Data(), where()+fmt.Sprintf(": input %d changed", k))
		}
	}
	if err != nil {
		if isInto {
			requireSameBits(t, dstSnap, dst.Data(), where()+": dst changed by a failed call")
		}
		return outcome[U]{err: err}
	}

	// The reference, element by element from the copies.
	var wantOut []U
	if isInto {
		wantOut = slices.Clone(dstSnap)
	}
	lay := make([]nd.Layout, len(ins))
	for k, in := range ins {
		lay[k] = in.a.Layout()
	}
	var dl nd.Layout
	if isInto {
		dl = dst.Layout()
		outDims = dstDims
	} else {
		require.Equal(t, outDims, got.Shape().Dims(), where())
		require.False(t, got.ReadOnly(), where())
	}
	x := make([]T, len(ins))
	var gotOut []U
	for c := range nd.Coords(outDims...) {
		for k := range ins {
			x[k] = inSnap[k][lay[k].Pos(inCoords(c, inDims[k]))]
		}
		want := d.ref(x)
		if isInto {
			wantOut[dl.Pos(c)] = want
			continue
		}
		v := got.GetValue(c...)
		if !d.match(v, want) {
			t.Fatalf("%s: at %v got %v, want %v from %v", where(), c, v, want, x)
		}
		gotOut = append(gotOut, v)
	}
	if !isInto {
		return outcome[U]{out: gotOut}
	}
	out := dst.Data()
	require.Equal(t, len(wantOut), len(out))
	for i := range out {
		if !d.match(out[i], wantOut[i]) {
			t.Fatalf("%s: storage[%d] is %v, want %v (was %v)", where(), i, out[i], wantOut[i], dstSnap[i])
		}
	}
	return outcome[U]{out: slices.Clone(out)}
}

// modeAliasOf returns the aliasView choice of the input that mode says
// must alias dst (c, a byte, picks among several where mode allows).
func modeAliasOf(mode, c int) int {
	switch mode {
	case modeInPlace:
		return aliasDst
	case modeFlip:
		return aliasFlip
	case modeRow:
		return aliasRow
	case modeShift:
		return aliasShifted
	}
	return 1 + c%(numAlias-1) // modeSeqDst: any
}

// aliasView choices: how an input views dst's storage (0: it does not).
const (
	aliasDst     = 1 + iota // dst exactly
	aliasP                  // the array p dst is made from (dst itself, unless dst has a Seq table)
	aliasFlip               // p flipped along some axes
	aliasRow                // one row of p, broadcast by the op or by BroadcastTo
	aliasShifted            // p moved by one along an axis (p's storage extends past it)
	aliasSwap               // p with two axes of one size swapped
	aliasSeq                // p through a Seq table with repeats
	numAlias
)

// aliasBase returns a writable view p of dims, made as makeView does, and
// with shift, the view of the same storage one further along one axis.
func aliasBase[T any, A nd.Array[T, A]](s *src, r *rand.Rand, dims []int64, shift bool, val func(*rand.Rand) T) (p, shifted A) {
	if !shift || len(dims) == 0 {
		p = makeView[T, A](s, r, dims, true, val).a
		return p, p
	}
	j := s.intn(len(dims))
	longer := slices.Clone(dims)
	longer[j]++
	q := makeView[T, A](s, r, longer, true, val).a
	lo, hi := q.Slice(axisIndex(j, nd.Range(0, dims[j]))...), q.Slice(axisIndex(j, nd.Range(1, dims[j]+1))...)
	if s.intn(2) == 0 {
		return lo, hi
	}
	return hi, lo
}

// aliasView returns an input viewing the storage of p (dst is p or made
// from it) as choice c says.
func aliasView[T any, A nd.Array[T, A]](s *src, r *rand.Rand, p, dst, shifted A, c int) A {
	dims := p.Shape().Dims()
	rank := len(dims)
	switch c {
	case aliasDst:
		return dst
	case aliasFlip:
		var axes []int
		for i := range rank {
			if s.intn(2) == 0 {
				axes = append(axes, i)
			}
		}
		if len(axes) == 0 {
			return p.Flip()
		}
		return p.Flip(axes...)
	case aliasRow:
		j := s.intn(rank + 1)
		if rank == 0 || dims[j%rank] == 0 {
			return p
		}
		if j == rank { // drop the leading dimension
			return p.Get(int64(s.intn(int(dims[0]))))
		}
		row := p.Slice(axisIndex(j, nd.AtKeep(int64(s.intn(int(dims[j])))))...)
		if s.intn(2) == 0 {
			return row.BroadcastTo(p.Shape())
		}
		return row
	case aliasShifted:
		return shifted
	case aliasSwap:
		for i := range rank {
			for j := i + 1; j < rank; j++ {
				if dims[i] == dims[j] && s.intn(2) == 0 {
					return p.SwapAxes(i, j)
				}
			}
		}
		return p.Flip()
	case aliasSeq:
		if rank == 0 {
			return p
		}
		j := s.intn(rank)
		coords := make([]int64, dims[j])
		for i := range coords {
			coords[i] = int64(r.IntN(int(dims[j])))
		}
		if len(coords) == 0 {
			return p
		}
		return p.Slice(axisIndex(j, nd.Seq(coords...))...)
	}
	return p
}

// operand is an input and how it was made.
type operand[T any, A nd.Array[T, A]] struct {
	a A
}

// makeView returns a view of dims over a new array filled from val:
// dimensions sliced with steps, flipped, permuted, through Seq tables
// (distinct coordinates unless repeats are allowed: a dst needs distinct),
// broadcast from size 1 by BroadcastTo, a column-major copy, read-only;
// rank 0: a 0-d array or a 0-d view into a larger one.
func makeView[T any, A nd.Array[T, A]](s *src, r *rand.Rand, dims []int64, distinct bool, val func(*rand.Rand) T) operand[T, A] {
	var zero A
	fill := func(a A) A {
		data := a.Data()
		for i := range data {
			data[i] = val(r)
		}
		return a
	}
	var v A
	if len(dims) == 0 {
		switch s.intn(3) {
		case 0:
			v = fill(zero.New(nd.ScalarShape()))
		case 1:
			n := 1 + s.intn(4)
			v = fill(zero.New(nd.ShapeOf(int64(n)))).Get(int64(s.intn(n)))
		default:
			v = fill(zero.New(nd.ShapeOf(2, 3))).Slice(nd.At(int64(s.intn(2))), nd.At(int64(s.intn(3))))
		}
	} else {
		// Dimensions made by broadcasting: 1 in the array, and leading
		// ones missing.
		own := slices.Clone(dims)
		broadcast := false
		odds := 6
		if distinct { // rarer for a dst, which is then read-only
			odds = 16
		}
		if s.intn(odds) == 0 {
			for i, n := range own {
				if n > 1 && s.intn(2) == 0 {
					own[i], broadcast = 1, true
				}
			}
			if lead := s.intn(len(own) + 1); lead > 0 && s.intn(2) == 0 {
				own, broadcast = own[lead:], true
			}
		}
		v = slicedView[T, A](s, r, own, distinct && !broadcast, fill)
		if broadcast {
			v = v.BroadcastTo(nd.ShapeOf(dims...))
		}
	}
	switch s.intn(12) {
	case 0:
		if !distinct || s.intn(2) == 0 { // rarer for a dst
			v = v.AsReadOnly()
		}
	case 1:
		if len(dims) >= 2 { // column-major
			v = v.Transpose().Copy().Transpose()
		}
	}
	return operand[T, A]{a: v}
}

// slicedView returns a view of dims over a larger array: each dimension
// sliced with a step of 1 to 3 from an offset, or through a Seq table;
// some flipped; the array's dimensions in another order.
func slicedView[T any, A nd.Array[T, A]](s *src, r *rand.Rand, dims []int64, distinct bool, fill func(A) A) A {
	rank := len(dims)
	perm := make([]int, rank) // array dimension j is the view's perm[j]
	for i := range perm {
		perm[i] = i
	}
	if rank >= 2 && s.intn(3) == 0 {
		perm = r.Perm(rank)
	}
	base := make([]int64, rank)
	idx := make([]nd.Index, rank)
	var flips []int
	for j, i := range perm {
		n := dims[i]
		step, pad := int64(1+s.intn(3)), int64(s.intn(3))
		if s.intn(3) == 0 {
			flips = append(flips, i)
		}
		if n > 0 && s.intn(5) == 0 {
			base[j] = n + pad
			coords := make([]int64, n)
			if distinct {
				for c, p := range r.Perm(int(base[j]))[:n] {
					coords[c] = int64(p)
				}
			} else {
				for c := range coords {
					coords[c] = r.Int64N(base[j])
				}
			}
			idx[j] = nd.Seq(coords...)
			continue
		}
		base[j] = n*step + pad
		off := int64(s.intn(int(pad) + 1))
		idx[j] = nd.Slice(off, off+n*step, step)
		if n == 0 {
			idx[j] = nd.Slice(off, off, 1)
		}
	}
	var zero A
	v := fill(zero.New(nd.ShapeOf(base...))).Slice(idx...)
	inv := make([]int, rank)
	for j, i := range perm {
		inv[i] = j
	}
	if rank >= 2 {
		v = v.Transpose(inv...)
	}
	if len(flips) > 0 {
		v = v.Flip(flips...)
	}
	return v
}

// axisIndex returns indices selecting x along dimension j and everything
// along the ones before it.
func axisIndex(j int, x nd.Index) []nd.Index {
	idx := make([]nd.Index, j+1)
	for i := range j {
		idx[i] = nd.All()
	}
	idx[j] = x
	return idx
}

// perturb returns dims changed so that it will likely not broadcast: one
// dimension changed, or one dimension added or removed.
func perturb(s *src, dims []int64) []int64 {
	out := slices.Clone(dims)
	switch c := s.intn(4); {
	case c == 0 || len(out) == 0:
		out = append(out, int64(2+s.intn(5)))
	case c == 1:
		out = out[1:]
	default:
		i := s.intn(len(out))
		out[i] = (out[i] + 1 + int64(s.intn(5))) % 7
	}
	return out
}

// broadcastShapes is NumPy's broadcasting of shapes, written out once more.
func broadcastShapes(shapes ...[]int64) ([]int64, bool) {
	rank := 0
	for _, sh := range shapes {
		rank = max(rank, len(sh))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	for _, sh := range shapes {
		for i, n := range sh {
			o := &out[rank-len(sh)+i]
			switch {
			case n == *o || n == 1:
			case *o == 1:
				*o = n
			default:
				return nil, false
			}
		}
	}
	return out, true
}

// intoFits reports whether the broadcast shape of the inputs, out, may be
// written into a dst of dims (NumPy's out=: they broadcast to dims).
func intoFits(out, dims []int64) bool {
	b, ok := broadcastShapes(out, dims)
	return ok && slices.Equal(b, dims)
}

// inCoords returns the coordinates in an input of dims of the element
// broadcast to c.
func inCoords(c []int64, dims []int64) []int64 {
	lead := len(c) - len(dims)
	out := make([]int64, len(dims))
	for i, n := range dims {
		if n != 1 {
			out[i] = c[lead+i]
		}
	}
	return out
}

// requireSameBits fails unless a and b hold the same bits.
func requireSameBits[T any](t *testing.T, a, b []T, msg string) {
	t.Helper()
	require.Equal(t, len(a), len(b), msg)
	for i := range a {
		if !sameBits(a[i], b[i]) {
			t.Fatalf("%s: element %d was %v, is %v", msg, i, a[i], b[i])
		}
	}
}

// sameBits compares elements bit for bit (NaNs by their bits).
func sameBits[T any](a, b T) bool {
	switch x := any(a).(type) {
	case float32:
		return math.Float32bits(x) == math.Float32bits(any(b).(float32))
	case complex64:
		y := any(b).(complex64)
		return math.Float32bits(real(x)) == math.Float32bits(real(y)) && math.Float32bits(imag(x)) == math.Float32bits(imag(y))
	}
	return any(a) == any(b)
}

// src reads the fuzz input's choices; past its end every byte is 0.
type src struct {
	b []byte
	i int
}

func (s *src) intn(n int) int {
	if n <= 1 {
		return 0
	}
	v := at(s.b, s.i)
	s.i++
	return int(v) % n
}

// at returns b[i], or 0 past the end.
func at(b []byte, i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

// dimOf maps a byte to a dimension: 0 to 6, 1 and 0 less often than others.
func dimOf(b byte) int64 {
	switch v := b % 16; {
	case v == 0:
		return 0
	case v <= 2:
		return 1
	default:
		return int64(2 + v%5)
	}
}

// value32 draws a float32 that tests the ops' edges: ±0, NaN, infinities,
// subnormals, exp's overflow and underflow bounds, the largest values,
// integers and random values.
func value32(r *rand.Rand) float32 {
	switch r.IntN(16) {
	case 0:
		return 0
	case 1:
		return float32(math.Copysign(0, -1))
	case 2:
		return float32(math.NaN())
	case 3:
		return float32(math.Inf(1 - 2*r.IntN(2)))
	case 4:
		return math.Float32frombits(uint32(r.IntN(1<<23))) * float32(1-2*r.IntN(2)) // subnormal
	case 5:
		return []float32{88.72283, 88.72284, -87.33655, -103.97208, -104, 89}[r.IntN(6)]
	case 6:
		return math.MaxFloat32 * float32(1-2*r.IntN(2))
	case 7:
		return math.Float32frombits(r.Uint32()) // anything, NaN payloads included
	case 8, 9, 10:
		return float32(r.IntN(21) - 10)
	}
	return (r.Float32() - 0.5) * 200
}

func value8(r *rand.Rand) int8 {
	switch r.IntN(6) {
	case 0:
		return 0
	case 1:
		return []int8{-128, -1, 1, 127}[r.IntN(4)]
	}
	return int8(r.Uint32())
}

func value16(r *rand.Rand) float16.Float16 {
	if r.IntN(4) == 0 {
		return float16.Frombits(uint16(r.Uint32()))
	}
	return float16.Fromfloat32(value32(r))
}

func valueC64(r *rand.Rand) complex64 { return complex(value32(r), value32(r)) }

// same32 reports whether got is want bit for bit, or both are NaN.
func same32(got, want float32) bool {
	return math.Float32bits(got) == math.Float32bits(want) || got != got && want != want
}

func bits32(x float32) uint64 { return uint64(math.Float32bits(x)) }

// ulps32 returns how many float32 values lie between a and b, counting ±0
// as one (a huge number if one is NaN).
func ulps32(a, b float32) int64 {
	if a != a || b != b {
		return math.MaxInt64
	}
	ord := func(x float32) int64 {
		u := math.Float32bits(x)
		if u>>31 != 0 {
			return -int64(u &^ (1 << 31))
		}
		return int64(u)
	}
	d := ord(a) - ord(b)
	if d < 0 {
		d = -d
	}
	return d
}

// max32 is NumPy's maximum: a NaN either side is the result, of equal
// values (±0) the second.
func max32(x, y float32) float32 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	case x > y:
		return x
	}
	return y
}

// min32 is NumPy's minimum, as max32.
func min32(x, y float32) float32 {
	switch {
	case x != x:
		return x
	case y != y:
		return y
	case x < y:
		return x
	}
	return y
}

// floorDiv8 is NumPy's // on int8: rounded toward -∞, x // 0 = 0,
// -128 // -1 wrapping to -128.
func floorDiv8(x, y int8) int8 {
	if y == 0 {
		return 0
	}
	return int8(int(math.Floor(float64(x) / float64(y))))
}

// mulC64 is NumPy's complex64 product: each product rounded to float32
// (the conversions keep Go from fusing or widening them).
func mulC64(x, y complex64) complex64 {
	xr, xi, yr, yi := real(x), imag(x), real(y), imag(y)
	return complex(float32(xr*yr)-float32(xi*yi), float32(xr*yi)+float32(xi*yr))
}
