package reduce

// A stack combines partials in a pairwise tree as they come, left to
// right: a binary counter, where two neighbours of the same level (each
// the partial of 2^level leaves) merge into one of the next level. Its
// shape depends only on the number of leaves, and a run of leaves cut at
// multiples of 2^k pushes the same tree whether it is pushed leaf by leaf
// or as the subtrees of its parts (pushAt).
type stack[P any] struct {
	vals [64]P
	lvl  [64]uint8
	n    int
}

// push adds the partial of the next leaf.
func (s *stack[P]) push(v P, combine func(l, r P) P) { s.pushAt(v, 0, combine) }

// pushAt adds v, the partial of the next 2^level leaves.
func (s *stack[P]) pushAt(v P, level uint8, combine func(l, r P) P) {
	for s.n > 0 && s.lvl[s.n-1] == level {
		s.n--
		v = combine(s.vals[s.n], v)
		level++
	}
	s.vals[s.n], s.lvl[s.n] = v, level
	s.n++
}

// pushAll adds the entries of t, the partials of the leaves after s's.
func (s *stack[P]) pushAll(t *stack[P], combine func(l, r P) P) {
	for i := range t.n {
		s.pushAt(t.vals[i], t.lvl[i], combine)
	}
}

// finish returns the partial of all the leaves, or empty if there were
// none.
func (s *stack[P]) finish(empty P, combine func(l, r P) P) P {
	if s.n == 0 {
		return empty
	}
	v := s.vals[s.n-1]
	for i := s.n - 2; i >= 0; i-- {
		v = combine(s.vals[i], v)
	}
	return v
}

// A rowStack is a stack of partial rows, the vectors of a column
// reduction, in buffers taken from free.
type rowStack[P any] struct {
	vals [64][]P
	lvl  [64]uint8
	n    int
	free [][]P
}

// take returns a free buffer.
func (s *rowStack[P]) take() []P {
	b := s.free[len(s.free)-1]
	s.free = s.free[:len(s.free)-1]
	return b
}

// pushAt adds v, a buffer from take holding the partials of the next
// 2^level leaves.
func (s *rowStack[P]) pushAt(v []P, level uint8, combine func(l, r []P)) {
	for s.n > 0 && s.lvl[s.n-1] == level {
		s.n--
		l := s.vals[s.n]
		combine(l, v)
		s.free = append(s.free, v)
		v = l
		level++
	}
	s.vals[s.n], s.lvl[s.n] = v, level
	s.n++
}

// finish combines the entries into the bottom one and returns it (nil if
// there are none).
func (s *rowStack[P]) finish(combine func(l, r []P)) []P {
	if s.n == 0 {
		return nil
	}
	for i := s.n - 2; i >= 0; i-- {
		combine(s.vals[i], s.vals[i+1])
		s.free = append(s.free, s.vals[i+1])
	}
	s.n = 1
	return s.vals[0]
}
