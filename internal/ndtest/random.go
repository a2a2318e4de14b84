package ndtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/nd"
)

// viewGen builds a view of a chosen shape from a root array of shape root.
type viewGen[A any] struct {
	root  []int64
	apply func(A) A
	desc  string
}

// reporter limits the failures a randomized test prints.
type reporter struct {
	t *testing.T
	n int
}

func (r *reporter) errorf(format string, args ...any) {
	r.t.Helper()
	r.n++
	if r.n <= 15 {
		r.t.Errorf(format, args...)
	}
}

func (r *reporter) done() {
	if r.n > 15 {
		r.t.Errorf("... %d failures in all", r.n)
	}
}

// randShape returns a random shape of rank 0-4 with dimensions 0-5 (0
// rarely, so that most cases have elements).
func randShape(rng *rand.Rand) []int64 {
	out := make([]int64, rng.IntN(5))
	for i := range out {
		if rng.IntN(12) == 0 {
			continue
		}
		out[i] = 1 + rng.Int64N(5)
	}
	return out
}

// genIndex returns an index that selects d elements from a dimension of
// size n, whether it consumes a dimension (NewAxis does not), and whether
// it is All().
func genIndex(rng *rand.Rand, d int64) (ix nd.Index, n int64, consumes, all bool) {
	switch rng.IntN(10) {
	case 0:
		return nd.Flip(), d, true, false
	case 1: // Step(±2..3)
		s := 2 + rng.Int64N(2)
		if d > 0 {
			n = (d-1)*s + 1 + rng.Int64N(s)
		}
		if rng.IntN(2) == 0 {
			s = -s
		}
		return nd.Step(s), n, true, false
	case 2: // a forward range, with positive or negative bounds
		extra := rng.Int64N(3)
		n = d + extra
		b := rng.Int64N(extra + 1)
		switch {
		case d == 0 || rng.IntN(2) == 0:
			return nd.Range(b, b+d), n, true, false
		case b+d == n:
			return nd.SliceFrom(b - n), n, true, false
		}
		return nd.Slice(b-n, b+d-n, 1), n, true, false
	case 3: // a backward range
		extra := rng.Int64N(3)
		n = d + extra
		b := rng.Int64N(extra + 1)
		switch {
		case d == 0:
			return nd.Slice(b, b, -1), n, true, false
		case b == 0:
			return nd.SliceFromStep(d-1, -1), n, true, false
		}
		return nd.Slice(b+d-1, b-1, -1), n, true, false
	case 4: // Seq, duplicates and negative coordinates allowed
		if d == 0 {
			return nd.Seq(), rng.Int64N(3), true, false
		}
		n = 1 + rng.Int64N(5)
		c := make([]int64, d)
		for i := range c {
			c[i] = rng.Int64N(2*n) - n
		}
		return nd.Seq(c...), n, true, false
	case 5: // Hyperslab
		if d == 0 {
			return nd.Hyperslab(rng.Int64N(3), 1+rng.Int64N(3), 0, 1+rng.Int64N(2)), rng.Int64N(4), true, false
		}
		var divs []int64
		for b := int64(1); b <= d; b++ {
			if d%b == 0 {
				divs = append(divs, b)
			}
		}
		block := divs[rng.IntN(len(divs))]
		count := d / block
		stride, start := 1+rng.Int64N(3), rng.Int64N(3)
		n = start + stride*(count-1) + block + rng.Int64N(2)
		return nd.Hyperslab(start, stride, count, block), n, true, false
	case 6: // a size-1 dimension from NewAxis or AtKeep
		if d == 1 {
			if rng.IntN(2) == 0 {
				return nd.NewAxis(), 0, false, false
			}
			n = 1 + rng.Int64N(4)
			return nd.AtKeep(rng.Int64N(2*n) - n), n, true, false
		}
	case 7:
		if rng.IntN(2) == 0 {
			if d > 0 {
				n = 2*d - 1 + rng.Int64N(2)
			}
			return nd.Even(), n, true, false
		}
		return nd.Odd(), 2*d + rng.Int64N(2), true, false
	}
	return nd.All(), d, true, true
}

// genSlice returns a Get/Slice/Transpose stage giving shape out.
func (x h[T, A]) genSlice(rng *rand.Rand, out []int64) viewGen[A] {
	r := len(out)
	pre := slices.Clone(out) // the shape before the transpose
	var perm []int
	if r > 1 && rng.IntN(3) == 0 {
		perm = rng.Perm(r)
		for i, p := range perm {
			pre[p] = out[i]
		}
	}
	type item struct {
		ix  nd.Index
		all bool
	}
	var items []item
	var dims []int64
	at := func() {
		for rng.IntN(6) == 0 {
			n := 1 + rng.Int64N(4)
			items = append(items, item{ix: nd.At(rng.Int64N(2*n) - n)})
			dims = append(dims, n)
		}
	}
	for _, d := range pre {
		at()
		ix, n, consumes, all := genIndex(rng, d)
		items = append(items, item{ix, all})
		if consumes {
			dims = append(dims, n)
		}
	}
	at()
	switch rng.IntN(3) {
	case 0: // a run of All() (maybe none) becomes an Ellipsis
		i := rng.IntN(len(items) + 1)
		j := i
		for j < len(items) && items[j].all && rng.IntN(3) != 0 {
			j++
		}
		items = slices.Replace(items, i, j, item{ix: nd.Ellipsis()})
	case 1: // trailing All() are implied
		for len(items) > 0 && items[len(items)-1].all && rng.IntN(3) != 0 {
			items = items[:len(items)-1]
		}
	}
	var getc, getd []int64
	if rng.IntN(5) == 0 {
		for range 1 + rng.IntN(2) {
			n := 1 + rng.Int64N(3)
			getd = append(getd, n)
			getc = append(getc, rng.Int64N(2*n)-n)
		}
	}
	idx := make([]nd.Index, len(items))
	for i, it := range items {
		idx[i] = it.ix
	}
	return viewGen[A]{
		root: append(getd, dims...),
		apply: func(a A) A {
			if len(getc) > 0 {
				a = a.Get(getc...)
			}
			a = a.Slice(idx...)
			if perm != nil {
				a = a.Transpose(perm...)
			}
			return a
		},
		desc: fmt.Sprintf("Get%v Slice%v Transpose%v", getc, idx, perm),
	}
}

// genReshape returns a Reshape stage giving shape out.
func (x h[T, A]) genReshape(rng *rand.Rand, out []int64) viewGen[A] {
	var root []int64
	switch r := len(out); {
	case rng.IntN(3) == 0:
		root = []int64{sizeOf(out)}
	case rng.IntN(2) == 0 || r < 2:
		i := rng.IntN(r + 1)
		root = slices.Insert(slices.Clone(out), i, 1)
	default:
		i := rng.IntN(r - 1)
		root = slices.Replace(slices.Clone(out), i, i+2, out[i]*out[i+1])
	}
	s := shape(out...)
	return viewGen[A]{root: root, apply: func(a A) A { return a.Reshape(s) }, desc: fmt.Sprintf("Reshape%v", out)}
}

// genView returns up to depth+1 stages that build a view of shape out.
func (x h[T, A]) genView(rng *rand.Rand, out []int64, depth int) viewGen[A] {
	var g viewGen[A]
	if rng.IntN(5) == 0 {
		g = x.genReshape(rng, out)
	} else {
		g = x.genSlice(rng, out)
	}
	if depth > 0 && rng.IntN(2) == 0 {
		inner := x.genView(rng, g.root, depth-1)
		outer := g.apply
		return viewGen[A]{
			root:  inner.root,
			apply: func(a A) A { return outer(inner.apply(a)) },
			desc:  inner.desc + " | " + g.desc,
		}
	}
	return g
}

func (x h[T, A]) randVals(rng *rand.Rand, n int64) []T {
	v := make([]T, n)
	for i := range v {
		v[i] = x.Val(rng.IntN(1 << 20))
	}
	return v
}

// testRandom is the differential test of the bulk paths: random views
// (Flip, ±strides, ranges, At, AtKeep, Seq, Hyperslab, NewAxis, Ellipsis,
// Get, Transpose, Reshape, stacked) on both sides, checked against an
// element-by-element reference with GetValue/SetValue.
func (x h[T, A]) testRandom(t *testing.T) {
	run(t, "TwoArrays", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(20240611, 1))
		rep := &reporter{t: t}
		const cases = 400
		for i := range cases {
			func() {
				defer func() {
					if r := recover(); r != nil {
						rep.errorf("case %d panicked: %v\n%s", i, r, debug.Stack())
					}
				}()
				x.randomCase(rng, rep, i)
			}()
		}
		rep.done()
		t.Logf("checked %d random copy cases", cases)
	})
	run(t, "Overlapping", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(20240611, 2))
		rep := &reporter{t: t}
		const cases = 300
		for i := range cases {
			func() {
				defer func() {
					if r := recover(); r != nil {
						rep.errorf("case %d panicked: %v\n%s", i, r, debug.Stack())
					}
				}()
				x.overlapCase(rng, rep, i)
			}()
		}
		rep.done()
		t.Logf("checked %d random overlapping copy cases", cases)
	})
}

func (x h[T, A]) genSmall(rng *rand.Rand, out []int64) viewGen[A] {
	for {
		if g := x.genView(rng, out, 2); sizeOf(g.root) <= 4000 {
			return g
		}
	}
}

func (x h[T, A]) randomCase(rng *rand.Rand, rep *reporter, i int) {
	out := randShape(rng)
	sg, dg := x.genSmall(rng, out), x.genSmall(rng, out)
	desc := fmt.Sprintf("case %d: shape %v\n  src: root %v: %s\n  dst: root %v: %s", i, out, sg.root, sg.desc, dg.root, dg.desc)
	n := sizeOf(out)
	coords := slices.Collect(func(yield func([]int64) bool) {
		for c := range nd.Coords(out...) {
			if !yield(slices.Clone(c)) {
				return
			}
		}
	})

	srcData := x.randVals(rng, sizeOf(sg.root))
	src := x.Wrap(shape(sg.root...), slices.Clone(srcData))
	sv := sg.apply(src)
	if got := sv.Shape().Dims(); !slices.Equal(got, out) {
		rep.errorf("%s\nsource view has shape %v", desc, got)
		return
	}
	want := x.ref(sv)
	dstData := x.randVals(rng, sizeOf(dg.root))
	mk := func() (A, A) {
		r := x.Wrap(shape(dg.root...), slices.Clone(dstData))
		return r, dg.apply(r)
	}
	same := func(what string, d1, v1, d2, v2 A) {
		if !slices.EqualFunc(d1.Data(), d2.Data(), eq) {
			rep.errorf("%s\n%s: destination storage\n  got  %v\n  want %v", desc, what, d1.Data(), d2.Data())
		} else if a, b := x.ref(v1), x.ref(v2); !slices.EqualFunc(a, b, eq) {
			rep.errorf("%s\n%s: destination view\n  got  %v\n  want %v", desc, what, a, b)
		}
	}
	if _, v := mk(); !slices.Equal(v.Shape().Dims(), out) {
		rep.errorf("%s\ndestination view has shape %v", desc, v.Shape().Dims())
		return
	} else if v.ReadOnly() { // a Seq repeats a coordinate: writes would depend on order
		if err := nd.Try(func() { sv.CopyTo(v) }); !errors.Is(err, nd.ErrReadOnly) {
			rep.errorf("%s\nCopyTo into a view that repeats a position: %v", desc, err)
		}
		return
	}

	// CopyTo and Set.
	d1, v1 := mk()
	d2, v2 := mk()
	sv.CopyTo(v1)
	for k, c := range coords {
		v2.SetValue(want[k], c...)
	}
	same("CopyTo", d1, v1, d2, v2)
	if !slices.EqualFunc(src.Data(), srcData, eq) {
		rep.errorf("%s\nCopyTo changed its source", desc)
	}
	d1, v1 = mk()
	v1.Set(sv)
	same("Set", d1, v1, d2, v2)
	big := x.New(shape(out...).Prepend(2))
	big.Set(sv, 1)
	if got := x.ref(big.Get(1)); !slices.EqualFunc(got, want, eq) {
		rep.errorf("%s\nSet(src, 1): got %v, want %v", desc, got, want)
	}
	if got := big.Get(0).ToSlice(); !slices.EqualFunc(got, make([]T, n), eq) {
		rep.errorf("%s\nSet(src, 1) wrote outside Get(1): %v", desc, got)
	}

	// Read, ToSlice, Values, Copy.
	guard := x.vals(7, 8)
	buf := append(make([]T, n), guard...)
	sv.Read(buf[:n])
	if !slices.EqualFunc(buf[:n], want, eq) || !slices.EqualFunc(buf[n:], guard, eq) {
		rep.errorf("%s\nRead: got %v, want %v then guards %v", desc, buf, want, guard)
	}
	if got := sv.ToSlice(); !slices.EqualFunc(got, want, eq) {
		rep.errorf("%s\nToSlice: got %v, want %v", desc, got, want)
	}
	if got := slices.Collect(sv.Values()); !slices.EqualFunc(got, want, eq) && len(got)+len(want) > 0 {
		rep.errorf("%s\nValues: got %v, want %v", desc, got, want)
	}
	if c := sv.Copy(); !slices.EqualFunc(x.ref(c), want, eq) || !c.Layout().IsContiguous() {
		rep.errorf("%s\nCopy: got %v (layout %v), want %v", desc, x.ref(c), c.Layout(), want)
	}

	// Write and Fill.
	w := x.randVals(rng, n)
	d1, v1 = mk()
	d2, v2 = mk()
	v1.Write(w)
	for k, c := range coords {
		v2.SetValue(w[k], c...)
	}
	same("Write", d1, v1, d2, v2)
	fv := x.Val(rng.IntN(1 << 20))
	d1, v1 = mk()
	d2, v2 = mk()
	v1.Fill(fv)
	for _, c := range coords {
		v2.SetValue(fv, c...)
	}
	same("Fill", d1, v1, d2, v2)

	// Equal, against the element-by-element comparison.
	d1, v1 = mk()
	_ = d1
	checkEqual := func(what string) {
		wantEq := slices.EqualFunc(x.ref(v1), want, eq)
		if sv.Equal(v1) != wantEq || v1.Equal(sv) != wantEq {
			rep.errorf("%s\nEqual (%s): got %v and %v, want %v", desc, what, sv.Equal(v1), v1.Equal(sv), wantEq)
		}
	}
	checkEqual("unrelated data")
	sv.CopyTo(v1)
	checkEqual("after CopyTo")
	if n > 0 {
		c := coords[rng.IntN(len(coords))]
		v1.SetValue(x.diff(v1.GetValue(c...)), c...)
		checkEqual("one element changed")
	}
	if !sv.Equal(sv) || !sv.Equal(sv.Copy()) {
		rep.errorf("%s\nEqual: a view does not equal itself or its copy", desc)
	}
}

// overlapCase copies between two views of overlapping storage (the same
// root, or two roots wrapping shifted parts of one slice) and checks the
// result is as if the source were read first.
func (x h[T, A]) overlapCase(rng *rand.Rand, rep *reporter, i int) {
	root := make([]int64, 1+rng.IntN(3))
	for d := range root {
		root[d] = 1 + rng.Int64N(6)
	}
	size := sizeOf(root)
	o1, o2 := rng.IntN(4), rng.IntN(4)
	if rng.IntN(2) == 0 {
		o2 = o1 // the same array
	}
	mkIx := func(n, start, l int64, back bool) nd.Index {
		switch {
		case !back || l == 0:
			return nd.Range(start, start+l)
		case start == 0:
			return nd.SliceFromStep(l-1, -1)
		}
		return nd.Slice(start+l-1, start-1, -1)
	}
	var si, di []nd.Index
	for _, n := range root {
		l := rng.Int64N(n + 1)
		if rng.IntN(6) == 0 { // a Seq on one side
			c := make([]int64, l)
			for k := range c {
				c[k] = rng.Int64N(n)
			}
			si = append(si, nd.Seq(c...))
		} else {
			si = append(si, mkIx(n, rng.Int64N(n-l+1), l, rng.IntN(2) == 0))
		}
		di = append(di, mkIx(n, rng.Int64N(n-l+1), l, rng.IntN(2) == 0))
	}
	var perm []int
	if len(root) > 1 && rng.IntN(3) == 0 {
		perm = rng.Perm(len(root))
	}
	op := rng.IntN(4)
	desc := fmt.Sprintf("case %d: root %v offsets %d %d src %v dst %v transpose %v op %d", i, root, o1, o2, si, di, perm, op)

	build := func(data []T) (s, d A) {
		s = x.Wrap(shape(root...), data[o1:]).Slice(si...)
		d = x.Wrap(shape(root...), data[o2:]).Slice(di...)
		if perm != nil {
			s, d = s.Transpose(perm...), d.Transpose(perm...)
		}
		return s, d
	}
	data := x.randVals(rng, size+3)

	got := slices.Clone(data)
	s1, d1 := build(got)
	switch op {
	case 0:
		s1.CopyTo(d1)
	case 1:
		d1.Set(s1)
	case 2: // Read from a view into the storage it views
		s1.Read(got[o2 : o2+int(s1.Size())])
	case 3: // Write into a view from the storage it views
		d1.Write(got[o1 : o1+int(d1.Size())])
	}

	want := slices.Clone(data)
	s2, d2 := build(want)
	switch op {
	case 0, 1:
		vals := x.ref(s2)
		k := 0
		for c := range nd.Coords(d2.Shape().Dims()...) {
			d2.SetValue(vals[k], c...)
			k++
		}
	case 2:
		copy(want[o2:], x.ref(s2))
	case 3:
		vals := slices.Clone(want[o1 : o1+int(d2.Size())])
		k := 0
		for c := range nd.Coords(d2.Shape().Dims()...) {
			d2.SetValue(vals[k], c...)
			k++
		}
	}
	if !slices.EqualFunc(got, want, eq) {
		rep.errorf("%s\n  got  %v\n  want %v", desc, got, want)
	}
}
