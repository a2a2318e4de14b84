package reduce

import (
	"math"
	"math/bits"
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// A Source is a reduction's input: its storage, its layout (without
// tables) and how its elements convert to the type C the op computes in
// (Load, nil when S is C).
type Source[S, C any] struct {
	Data   []S
	Layout nd.Layout
	Load   func(d []C, s []S)
}

// Run reduces the dimensions red of src with op into dst, the row-major
// elements of the kept dimensions. m, if not nil, holds each output
// element's parameter, laid out as dst. With inMemoryOrder the reduced
// elements may be taken in memory order (any op but ArgMin and ArgMax).
//
// Run allocates nothing unless it splits the work across goroutines: its
// plan is carved from a pooled scratch and, when it runs on the calling
// goroutine alone, the engine is a value on its stack (everything the
// engine points to is on the heap already, so the compiler keeps it
// there).
func Run[S, C, P, D any](dst []D, src Source[S, C], red []bool, op *Op[C, P, D], m []C, inMemoryOrder bool) {
	s, c := scratchOf(planWords(len(src.Layout.Dims)))
	defer putScratch(s)
	p := newPlan(src.Layout, red, inMemoryOrder, &c)
	if p.lanes == 0 {
		return
	}
	if p.count == 0 {
		var zero C
		empty := op.Finish(op.Empty, 0, zero)
		for i := range dst[:p.lanes] {
			dst[i] = empty
		}
		return
	}
	kept, reduced := p.split(&c)
	byRows := p.byRows && op.RowFirst != nil
	bytes := p.lanes * p.count * int64(unsafe.Sizeof(*new(S)))
	if bulk.Workers(bytes, math.MaxInt64) > 1 {
		// The workers share a heap engine: only a reduction large enough
		// to split allocates.
		e := &engine[S, C, P, D]{p: p, src: src, op: op, dst: dst, m: m, same: sameType[S, C](),
			kept: kept, reduced: reduced}
		if byRows {
			e.runRows()
		} else {
			e.runElements()
		}
		return
	}
	e := engine[S, C, P, D]{p: p, src: src, op: op, dst: dst, m: m, same: sameType[S, C](),
		kept: kept, reduced: reduced}
	if byRows {
		lanes, leaves, chunks, w := e.rowGeometry()
		e.rowLanes(0, lanes, leaves, chunks, w)
	} else {
		e.elementLanes(0, p.lanes)
	}
}

// An engine is one reduction under way.
type engine[S, C, P, D any] struct {
	p       plan
	src     Source[S, C]
	op      *Op[C, P, D]
	dst     []D
	m       []C
	same    bool // S is C
	kept    []dim
	reduced []dim
}

// workers returns the goroutines to split the reduction across, given
// its independent units.
func (e *engine[S, C, P, D]) workers(units int64) int {
	bytes := e.p.lanes * e.p.count * int64(unsafe.Sizeof(*new(S)))
	return bulk.Workers(bytes, units)
}

// asC returns s as a []C (S being C).
func asC[C, S any](s []S) []C {
	return unsafe.Slice((*C)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// load writes the n elements of src.Data from off, step apart, into d as
// C, through sbuf (n elements of S) where they need converting.
func (e *engine[S, C, P, D]) load(d []C, sbuf []S, off, step int64, n int) {
	data := e.src.Data
	if step == 1 {
		s := data[off : off+int64(n)]
		if e.same {
			copy(d[:n], asC[C](s))
		} else {
			e.src.Load(d[:n], s)
		}
		return
	}
	g := sbuf[:n]
	if e.same {
		g = asC[S](d[:n])
	}
	for i := range g {
		g[i] = data[off]
		off += step
	}
	if !e.same {
		e.src.Load(d[:n], g)
	}
}

// direct returns the n elements of src.Data from off as C without
// copying, if they are contiguous and of type C.
func (e *engine[S, C, P, D]) direct(off, step int64, n int) ([]C, bool) {
	if !e.same || step != 1 {
		return nil, false
	}
	return asC[C](e.src.Data[off : off+int64(n)]), true
}

// levelOf returns the level of a subtree of n leaves, a power of two.
func levelOf(n int64) uint8 { return uint8(bits.TrailingZeros64(uint64(n))) }

// chunkLeaves returns the number of leaves of each part when leaves
// split across k workers: a power of two, so that the parts are complete
// subtrees of the serial tree.
func chunkLeaves(leaves int64, k int) int64 {
	per := (leaves + int64(k) - 1) / int64(k)
	return int64(1) << bits.Len64(uint64(per-1))
}

// unsafeSameStart reports whether a and b start at the same address.
func unsafeSameStart[T any](a, b []T) bool {
	return unsafe.SliceData(a) == unsafe.SliceData(b)
}
