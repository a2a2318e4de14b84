package elementwise

// inlineRank is the number of outer dimensions up to which runs keeps its
// numbers in arrays (a call allocates nothing); beyond it, in slices.
const inlineRank = 8

// runs is the joint normal form of up to maxOperands layouts walked
// together over the same dimensions, cut into runs along its last kept
// dimension: run r starts, for operand k, at offs[k] plus the position of
// r's outer coordinates, and its elements are steps[k] apart. It is what
// each op's loop iterates over.
type runs struct {
	ops   int   // operands
	rank  int   // outer dimensions
	n     int64 // elements in a run
	count int64 // runs
	offs  [maxOperands]int64
	steps [maxOperands]int64

	// The outer dimensions, outermost first, and each operand's strides
	// along them (one more slot for the run's dimension while building);
	// spill holds them instead past inlineRank.
	outer  [inlineRank + 1]int64
	stride [maxOperands][inlineRank + 1]int64
	spill  *spill
}

type spill struct {
	outer  []int64
	stride [maxOperands][]int64
}

// dims returns the storage of the outer dimensions and operand k's
// strides, at full capacity.
func (r *runs) dims(k int) (outer, stride []int64) {
	if r.spill != nil {
		return r.spill.outer, r.spill.stride[k]
	}
	return r.outer[:], r.stride[k][:]
}

// init builds the joint normal form of the operands' strides s[k] (each
// len(dims), broadcast dimensions at stride 0) and offsets over dims:
// size-1 dimensions dropped, a dimension merged into the one before it
// where every operand allows it. No elements gives no runs; rank 0 one run
// of one element.
func (r *runs) init(dims []int64, s [][]int64, offs []int64) {
	r.ops = len(s)
	copy(r.offs[:], offs)
	r.count, r.n, r.rank = 1, 1, 0
	keep := 0
	for _, d := range dims {
		if d == 0 {
			r.count = 0
			return
		}
		if d > 1 {
			keep++
		}
	}
	if keep > inlineRank+1 {
		r.spill = &spill{outer: make([]int64, keep)}
		for k := range r.ops {
			r.spill.stride[k] = make([]int64, keep)
		}
	}
	outer, _ := r.dims(0)
	kept := 0
	for i, d := range dims {
		if d == 1 {
			continue
		}
		if kept > 0 && r.mergeable(kept-1, s, i, d) {
			outer[kept-1] *= d
			for k := range r.ops {
				_, st := r.dims(k)
				st[kept-1] = s[k][i]
			}
			continue
		}
		outer[kept] = d
		for k := range r.ops {
			_, st := r.dims(k)
			st[kept] = s[k][i]
		}
		kept++
	}
	if kept > 0 { // the last kept dimension is the run's
		r.n = outer[kept-1]
		for k := range r.ops {
			_, st := r.dims(k)
			r.steps[k] = st[kept-1]
		}
		r.rank = kept - 1
	}
	for _, d := range outer[:r.rank] {
		r.count *= d
	}
}

// mergeable reports whether dimension i (of size d) continues kept
// dimension last without a gap in every operand.
func (r *runs) mergeable(last int, s [][]int64, i int, d int64) bool {
	for k := range r.ops {
		_, st := r.dims(k)
		if st[last] != s[k][i]*d {
			return false
		}
	}
	return true
}

// each calls f for runs lo to hi-1 in order, with each operand's offset of
// the run's first element.
func (r *runs) each(lo, hi int64, f func(off [maxOperands]int64)) {
	if lo >= hi {
		return
	}
	outer, _ := r.dims(0)
	outer = outer[:r.rank]
	var coordBuf [inlineRank + 1]int64
	coord := coordBuf[:]
	if r.rank > len(coord) {
		coord = make([]int64, r.rank)
	}
	off := r.offs
	rest := lo
	for d := r.rank - 1; d >= 0; d-- {
		c := rest % outer[d]
		rest /= outer[d]
		coord[d] = c
		for k := range r.ops {
			_, st := r.dims(k)
			off[k] += c * st[d]
		}
	}
	for i := lo; ; {
		f(off)
		if i++; i == hi {
			return
		}
		for d := r.rank - 1; d >= 0; d-- {
			if coord[d]++; coord[d] < outer[d] {
				for k := range r.ops {
					_, st := r.dims(k)
					off[k] += st[d]
				}
				break
			}
			coord[d] = 0
			for k := range r.ops {
				_, st := r.dims(k)
				off[k] -= (outer[d] - 1) * st[d]
			}
		}
	}
}

// chunk returns the runs of elements lo to hi-1 of r's one run.
func (r *runs) chunk(lo, hi int64) runs {
	c := *r
	c.n = hi - lo
	for k := range c.ops {
		c.offs[k] += lo * c.steps[k]
	}
	return c
}
