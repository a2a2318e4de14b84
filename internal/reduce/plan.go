package reduce

import (
	"slices"

	"github.com/ndgo/ndarray/nd"
)

// A dim is one dimension of a plan: its size, the input's stride along it
// and the output's (0 along a reduced dimension).
type dim struct {
	n, in, out int64
	reduced    bool
}

// A plan is the normal form of a reduction of one input into a row-major
// output: its dimensions, outermost first, without size-1 ones, and merged
// where both the input and the output allow.
type plan struct {
	dims   []dim
	inOff  int64
	lanes  int64 // output elements
	count  int64 // elements each reduces
	byRows bool  // the innermost dimension is kept: reduce rows as vectors
}

// minRowWidth is the shortest kept inner run reduced as rows; shorter
// ones reduce element by element along their strided sequences.
const minRowWidth = 8

// newPlan returns the plan of reducing the dimensions red of in (a layout
// without tables) into a row-major output of the kept dimensions. With
// inMemoryOrder the dimensions are first ordered by the input's strides,
// largest first (stable), as memory order is fastest; ops whose result
// depends on the order of the reduced elements (ArgMax's first index)
// keep the array's order.
//
// The plan's dimensions are carved from c (planWords words): a
// reduction into a preallocated result allocates nothing.
func newPlan(in nd.Layout, red []bool, inMemoryOrder bool, c *carver) plan {
	p := plan{inOff: in.Offset, lanes: 1, count: 1}
	all := carve[dim](c, len(in.Dims))
	p.dims = carve[dim](c, len(in.Dims))[:0]
	stride := int64(1)
	for i := len(in.Dims) - 1; i >= 0; i-- {
		d := dim{n: in.Dims[i], in: in.Strides[i], reduced: red[i]}
		if !red[i] {
			d.out = stride
			stride *= d.n
			p.lanes *= d.n
		} else {
			p.count *= d.n
		}
		all[i] = d
	}
	if p.lanes == 0 || p.count == 0 {
		return p
	}
	kept := all[:0]
	for _, d := range all {
		if d.n > 1 {
			kept = append(kept, d)
		}
	}
	if inMemoryOrder {
		slices.SortStableFunc(kept, func(a, b dim) int {
			switch x, y := abs(a.in), abs(b.in); {
			case x > y:
				return -1
			case x < y:
				return 1
			}
			return 0
		})
	}
	for _, d := range kept {
		if k := len(p.dims) - 1; k >= 0 && p.dims[k].reduced == d.reduced &&
			p.dims[k].in == d.in*d.n && p.dims[k].out == d.out*d.n {
			p.dims[k].n *= d.n
			p.dims[k].in, p.dims[k].out = d.in, d.out
			continue
		}
		p.dims = append(p.dims, d)
	}
	if k := len(p.dims) - 1; k >= 0 && !p.dims[k].reduced && p.dims[k].n >= minRowWidth && p.count > 1 {
		p.byRows = true
	}
	return p
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// planWords is the words of scratch newPlan and split carve for a layout
// of the given rank.
func planWords(rank int) int { return 4 * wordsOf[dim](rank) }

// split returns the plan's kept and reduced dimensions, each in order,
// carved from c.
func (p *plan) split(c *carver) (kept, reduced []dim) {
	kept, reduced = carve[dim](c, len(p.dims))[:0], carve[dim](c, len(p.dims))[:0]
	for _, d := range p.dims {
		if d.reduced {
			reduced = append(reduced, d)
		} else {
			kept = append(kept, d)
		}
	}
	return kept, reduced
}
