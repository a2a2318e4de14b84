package ndtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// ScatterSuite is what a dtype package hands the scatter tests: how to
// make its values from the integers of the case files, and its scatter
// ops, nil where TensorFlow registers none for the dtype.
type ScatterSuite[T any, A nd.Array[T, A]] struct {
	DType nd.DType
	Kind  string // the dtype table's kind: float, int, uint, complex, bool, string or custom
	Wrap  func(nd.Shape, []T) A
	// FromInt converts a case value: T(v) for numbers (wrapping), v != 0
	// for bool, the decimal text for strings.
	FromInt func(int64) T
	// Exact, if not 0, is the magnitude up to which T holds every integer
	// (2048 for float16): cases whose sums may pass it are skipped, as
	// the 16-bit floats round after each update where the cases' sums
	// are exact.
	Exact int64

	ScatterNd           func(nd.Indices, A, nd.Shape) (A, error)
	TensorScatterUpdate func(A, nd.Indices, A) (A, error)
	TensorScatterAdd    func(A, nd.Indices, A) (A, error)
	TensorScatterSub    func(A, nd.Indices, A) (A, error)
	TensorScatterMin    func(A, nd.Indices, A) (A, error)
	TensorScatterMax    func(A, nd.Indices, A) (A, error)
	ScatterNdUpdate     func(A, nd.Indices, A) error
	ScatterNdAdd        func(A, nd.Indices, A) error
}

// scatterFn is every scatter op called alike: ScatterNd ignores tensor;
// the in-place ops update tensor and return it.
type scatterFn[A any] func(tensor A, indices nd.Indices, updates A, shape nd.Shape) (A, error)

// op returns the op named name, nil if the package has none, and whether
// it updates its tensor in place.
func (s ScatterSuite[T, A]) op(name string) (scatterFn[A], bool) {
	fresh := map[string]func(A, nd.Indices, A) (A, error){
		"TensorScatterUpdate": s.TensorScatterUpdate, "TensorScatterAdd": s.TensorScatterAdd,
		"TensorScatterSub": s.TensorScatterSub, "TensorScatterMin": s.TensorScatterMin,
		"TensorScatterMax": s.TensorScatterMax,
	}
	ref := map[string]func(A, nd.Indices, A) error{
		"ScatterNdUpdate": s.ScatterNdUpdate, "ScatterNdAdd": s.ScatterNdAdd,
	}
	switch {
	case name == "ScatterNd" && s.ScatterNd != nil:
		return func(_ A, i nd.Indices, u A, shape nd.Shape) (A, error) {
			return s.ScatterNd(i, u, shape)
		}, false
	case fresh[name] != nil:
		f := fresh[name]
		return func(t A, i nd.Indices, u A, _ nd.Shape) (A, error) { return f(t, i, u) }, false
	case ref[name] != nil:
		f := ref[name]
		return func(t A, i nd.Indices, u A, _ nd.Shape) (A, error) { return t, f(t, i, u) }, true
	}
	return nil, false
}

// scatterOps are the op names of the case files, in TensorFlow's order.
var scatterOps = []string{"ScatterNd", "TensorScatterUpdate", "TensorScatterAdd",
	"TensorScatterSub", "TensorScatterMin", "TensorScatterMax", "ScatterNdUpdate", "ScatterNdAdd"}

// RunScatter runs the scatter tests of one dtype package:
//
//   - TF: the cases of TensorFlow's own tests (testdata/tf/scatter_nd_cases.json).
//   - Golden: the NumPy golden cases (testdata/scatter_golden.json), all
//     of them in float32, int64 and string, every 7th elsewhere; each also
//     with strided views for tensor, updates and an in-place ref.
//   - Registered: the package has exactly the ops its kind should.
//   - Nil, BadIndices, ReadOnly, Aliasing, Blocks, Overflow: see their
//     functions.
func RunScatter[T any, A nd.Array[T, A]](t *testing.T, s ScatterSuite[T, A]) {
	step := 7
	switch s.DType {
	case nd.Float32, nd.Int64, nd.String:
		step = 1
	}
	run(t, "TF", func(t *testing.T) { s.runCases(t, tfScatterFile, 1) })
	run(t, "Golden", func(t *testing.T) { s.runCases(t, goldenScatterFile, step) })
	run(t, "Registered", s.testRegistered)
	run(t, "Nil", s.testNil)
	run(t, "BadIndices", s.testBadIndices)
	run(t, "ReadOnly", s.testReadOnly)
	run(t, "Aliasing", s.testAliasing)
	run(t, "Blocks", s.testBlocks)
	run(t, "Overflow", s.testOverflow)
}

const (
	tfScatterFile     = "../testdata/tf/scatter_nd_cases.json"
	goldenScatterFile = "../testdata/scatter_golden.json"
)

// scatterCase is one case of the scatter case files (see
// testdata/gen_scatter_golden.py and testdata/tf/README.md).
type scatterCase struct {
	Name, Source, Op string
	IndexType        string   `json:"index_type"`
	Shape            []int64  `json:"shape"`
	TensorVals       []int64  `json:"tensor"`
	IndicesShape     []int64  `json:"indices_shape"`
	Indices          []int64  `json:"indices"`
	UpdatesShape     []int64  `json:"updates_shape"`
	Updates          []int64  `json:"updates"`
	Values           []int64  `json:"values"`
	Strings          []string `json:"strings"`
	StringTensor     []string `json:"string_tensor"`
	StringUpdates    []string `json:"string_updates"`
	StringValues     []string `json:"string_values"`
	Error, Message   string
	Match            string
}

func (c scatterCase) String() string {
	return fmt.Sprintf("%s %s(shape %v, indices %v %v, updates %v)", label(c.Name, c.Source),
		c.Op, c.Shape, c.IndicesShape, c.Indices, c.UpdatesShape)
}

var scatterKinds = map[string]error{
	"shape": nd.ErrShape, "index": nd.ErrIndexOutOfRange, "argument": nd.ErrArgument,
}

func (s ScatterSuite[T, A]) runCases(t *testing.T, file string, step int) {
	cases := loadCases[scatterCase](t, file)
	r := caseReporter{t: t, file: file}
	for i, c := range cases {
		if i%step != 0 {
			continue
		}
		for _, views := range []bool{false, true} {
			msg, ok := s.scatterCase(c, views)
			if !ok {
				r.skipped++
				break
			}
			if msg != "" {
				msg = fmt.Sprintf("views %v: %s", views, msg)
			}
			r.report(i, c, msg)
		}
	}
	r.done(len(cases), "")
	assert.Positive(t, r.checked, "no case ran") // report counts the cases that ran
}

// values converts a case's integers (or, for strings, its texts when
// given) to T.
func (s ScatterSuite[T, A]) values(ints []int64, texts []string) []T {
	out := make([]T, 0, len(ints))
	if texts != nil && s.Kind == "string" {
		for _, v := range texts {
			out = append(out, any(v).(T))
		}
		return out
	}
	for _, v := range ints {
		out = append(out, s.FromInt(v))
	}
	return out
}

// applies reports whether case c means the same in this dtype: bool +
// is ||, which a sum equals only without negative terms; unsigned
// minimum and maximum differ from the integers' once values wrap; a
// 16-bit float's sums round once they pass Exact.
func (s ScatterSuite[T, A]) applies(c scatterCase) bool {
	negative := slices.ContainsFunc(slices.Concat(c.TensorVals, c.Updates),
		func(v int64) bool { return v < 0 })
	update := c.Op == "TensorScatterUpdate" || c.Op == "ScatterNdUpdate"
	switch {
	case s.Exact > 0 && !update:
		return bound(c) <= s.Exact
	case s.Kind == "bool" && !update:
		return !negative
	case s.Kind == "uint" && (c.Op == "TensorScatterMin" || c.Op == "TensorScatterMax"):
		return !negative
	}
	return true
}

// bound is a bound on the magnitude of every partial result of case c:
// the largest tensor element plus all the updates.
func bound(c scatterCase) int64 {
	abs := func(v int64) int64 { return max(v, -v) }
	var most, sum int64
	for _, v := range c.TensorVals {
		most = max(most, abs(v))
	}
	for _, v := range c.Updates {
		sum += abs(v)
	}
	return most + sum
}

// scatterCase runs c (through strided views when views is set) and
// returns what went wrong, and false if the case does not apply.
func (s ScatterSuite[T, A]) scatterCase(c scatterCase, views bool) (string, bool) {
	f, inPlace := s.op(c.Op)
	if f == nil || !s.applies(c) {
		return "", false
	}
	i64, err := indicesOf(c.IndicesShape, c.Indices)
	if err != nil {
		return err.Error(), true
	}
	var indices nd.Indices = i64
	if c.IndexType == "int32" {
		if indices, _ = int32Indices(i64); indices == nil {
			return "int32 indices out of range", true
		}
	}
	var tensor A
	var before []T
	if c.Op != "ScatterNd" {
		tensor = s.Wrap(shape(c.Shape...), s.values(c.TensorVals, c.StringTensor))
		before = tensor.ToSlice()
	}
	updates := s.Wrap(shape(c.UpdatesShape...), s.values(c.Updates, c.StringUpdates))
	if views {
		updates = stridedCopy(updates, updates.New)
		if c.Op != "ScatterNd" {
			tensor = stridedCopy(tensor, tensor.New)
		}
	}
	var got A
	perr := call(func() { got, err = f(tensor, indices, updates, shape(c.Shape...)) })
	if perr != nil {
		return fmt.Sprintf("panic: %v", perr), true
	}
	var p problems
	kept := c.Op == "ScatterNd" || slices.EqualFunc(tensor.ToSlice(), before, eq)
	if (!inPlace || c.Error != "") && !kept {
		p.add("the tensor changed")
	}
	if c.Error != "" {
		s.checkError(&p, c, err)
		return p.String(), true
	}
	if err != nil {
		p.add("error %v", err)
		return p.String(), true
	}
	want := s.values(c.Values, c.StringValues)
	if c.Op == "ScatterNd" && s.Kind == "string" && c.StringValues == nil {
		want = s.values(nil, c.Strings)
	}
	if !slices.Equal(got.Shape().Dims(), c.Shape) || !slices.EqualFunc(got.ToSlice(), want, eq) {
		p.add("got %v %v, want %v %v", got.Shape(), got.ToSlice(), c.Shape, want)
	}
	return p.String(), true
}

// checkError checks err against case c's kind and message (exact, after
// "<op>: ") or pattern.
func (s ScatterSuite[T, A]) checkError(p *problems, c scatterCase, err error) {
	switch {
	case err == nil:
		p.add("no error, want %s", c.Error)
	case !errors.Is(err, scatterKinds[c.Error]):
		p.add("error %v, want kind %s", err, c.Error)
	case c.Message != "" && !strings.HasSuffix(err.Error(), ": "+c.Op+": "+c.Message):
		p.add("error %q, want message %q", err, c.Message)
	case c.Match != "" && !strings.Contains(err.Error(), c.Match):
		p.add("error %q does not contain %q", err, c.Match)
	}
}

// testRegistered checks that the package has the ops TensorFlow
// registers on the CPU for its kind, and no others.
func (s ScatterSuite[T, A]) testRegistered(t *testing.T) {
	number := s.Kind == "float" || s.Kind == "int" || s.Kind == "uint" || s.Kind == "complex"
	want := map[string]bool{
		"ScatterNd": number || s.Kind == "bool" || s.Kind == "string", "TensorScatterUpdate": true,
		"TensorScatterAdd": number, "TensorScatterSub": number,
		"TensorScatterMin": number && s.Kind != "complex",
		"TensorScatterMax": number && s.Kind != "complex",
		"ScatterNdUpdate":  true, "ScatterNdAdd": number || s.Kind == "bool",
	}
	for _, name := range scatterOps {
		f, _ := s.op(name)
		assert.Equal(t, want[name], f != nil, "%s for %s", name, s.Kind)
	}
}

// present returns the ops the package has, by name.
func (s ScatterSuite[T, A]) present() map[string]scatterFn[A] {
	m := map[string]scatterFn[A]{}
	for _, name := range scatterOps {
		if f, _ := s.op(name); f != nil {
			m[name] = f
		}
	}
	return m
}

// testNil gives every op nil and typed-nil arrays: errors wrapping
// nd.ErrArgument, never a panic.
func (s ScatterSuite[T, A]) testNil(t *testing.T) {
	var none A
	ok := s.Wrap(shape(4), s.values([]int64{1, 2, 3, 4}, nil))
	upd := s.Wrap(shape(1), s.values([]int64{5}, nil))
	idx := ndint64.Wrap(shape(1, 1), []int64{2})
	for name, f := range s.present() {
		for i, args := range []struct {
			tensor, updates A
			indices         nd.Indices
		}{
			{ok, upd, nil},
			{ok, upd, (*ndint64.NdArray)(nil)},
			{ok, none, idx},
			{none, upd, idx},
		} {
			if name == "ScatterNd" && i == 3 {
				continue // no tensor
			}
			var err error
			require.NotPanics(t, func() {
				_, err = f(args.tensor, args.indices, args.updates, shape(4))
			}, name)
			assert.ErrorIs(t, err, nd.ErrArgument, "%s case %d", name, i)
		}
	}
}

// testReadOnly: the in-place ops refuse a read-only ref, leaving it alone;
// the others read read-only arrays fine.
func (s ScatterSuite[T, A]) testReadOnly(t *testing.T) {
	idx := ndint64.Wrap(shape(1, 1), []int64{2})
	for name, f := range s.present() {
		_, inPlace := s.op(name)
		tensor := s.Wrap(shape(4), s.values([]int64{1, 2, 3, 4}, nil))
		upd := s.Wrap(shape(1), s.values([]int64{5}, nil)).AsReadOnly()
		before := tensor.ToSlice()
		got, err := f(tensor.AsReadOnly(), idx, upd, shape(4))
		if inPlace {
			assert.ErrorIs(t, err, nd.ErrReadOnly, name)
			assert.Equal(t, before, tensor.ToSlice(), name)
			continue
		}
		require.NoError(t, err, name)
		assert.False(t, got.ReadOnly(), "%s: the result is writable", name)
		assert.Equal(t, before, tensor.ToSlice(), name)
	}
}

// testAliasing: the in-place ops read updates (and, for int64 arrays,
// indices) that are views of ref as they were before the call.
func (s ScatterSuite[T, A]) testAliasing(t *testing.T) {
	for name, f := range s.present() {
		if _, inPlace := s.op(name); !inPlace {
			continue
		}
		ref := s.Wrap(shape(8), s.values([]int64{1, 2, 3, 4, 5, 6, 7, 0}, nil))
		want := ref.ToSlice()
		idx := ndint64.Wrap(shape(4, 1), []int64{1, 2, 3, 4})
		upd := ref.Slice(nd.Range(0, 4)) // overlaps the rows it writes
		for i, p := range idx.ToSlice() {
			want[p] = s.combine(name, want[p], upd.ToSlice()[i])
		}
		_, err := f(ref, idx, upd, noShape)
		require.NoError(t, err, name)
		assert.Equal(t, want, ref.ToSlice(), "%s: updates read before the writes", name)
		if r, ok := any(ref).(*ndint64.NdArray); ok { // indices that are ref itself
			r.Write([]int64{3, 1, 0, 2, 0, 0, 0, 0})
			want := []int64{3, 1, 0, 2, 0, 0, 0, 0}
			ix := r.Slice(nd.Range(0, 4)).Reshape(shape(4, 1))
			vals := []int64{7, 7, 7, 7}
			for _, p := range []int64{3, 1, 0, 2} {
				want[p] = any(s.combine(name, any(want[p]).(T), any(int64(7)).(T))).(int64)
			}
			_, err := f(ref, ix, s.Wrap(shape(4), any(vals).([]T)), noShape)
			require.NoError(t, err, name)
			assert.Equal(t, want, r.ToSlice(), "%s: indices read before the writes", name)
		}
	}
}

// noShape is the shape argument of the ops other than ScatterNd.
var noShape = nd.ShapeOf()

// combine is what op (an Update or Add op) makes of element d with update
// u: u, or op itself applied to one element (the golden cases check that).
func (s ScatterSuite[T, A]) combine(op string, d, u T) T {
	if strings.HasSuffix(op, "Update") {
		return u
	}
	f, _ := s.op(op)
	one := s.Wrap(shape(1), []T{d})
	got, err := f(one, ndint64.Wrap(shape(1, 1), []int64{0}), s.Wrap(shape(1), []T{u}), noShape)
	if err != nil {
		panic(err)
	}
	return got.ToSlice()[0]
}

// testBlocks scatters more rows than one position block (4096), with
// duplicates, scalars and rows, and checks the result equals scattering
// them in chunks of fewer rows than a block, one after the other.
func (s ScatterSuite[T, A]) testBlocks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for name, f := range s.present() {
		if name == "ScatterNd" {
			continue // no tensor to chain the chunks through
		}
		for _, row := range []int64{1, 3} {
			const n, chunk = 10000, 1000
			dims := []int64{97, row}[:1+min(row-1, 1)]
			ix, u := make([]int64, n), make([]int64, n*row)
			for i := range ix {
				ix[i] = rng.Int64N(97)
			}
			for i := range u {
				u[i] = rng.Int64N(3)
			}
			start := s.values(make([]int64, 97*row), nil)
			udims := slices.Concat([]int64{n}, dims[1:])
			got, err := f(s.Wrap(shape(dims...), slices.Clone(start)),
				ndint64.Wrap(shape(n, 1), ix),
				s.Wrap(shape(udims...), s.values(u, nil)), noShape)
			require.NoError(t, err, name)
			want := s.Wrap(shape(dims...), start)
			for lo := int64(0); lo < n; lo += chunk {
				udims[0] = chunk
				want, err = f(want, ndint64.Wrap(shape(chunk, 1), ix[lo:lo+chunk]),
					s.Wrap(shape(udims...), s.values(u[lo*row:(lo+chunk)*row], nil)), noShape)
				require.NoError(t, err, name)
			}
			assert.True(t, want.Equal(got), "%s, rows of %d", name, row)
		}
	}
}

// testOverflow: a ScatterNd result too large for memory is an error
// wrapping nd.ErrArgument, not a panic.
func (s ScatterSuite[T, A]) testOverflow(t *testing.T) {
	if s.ScatterNd == nil {
		return
	}
	var err error
	require.NotPanics(t, func() {
		_, err = s.ScatterNd(ndint64.Wrap(shape(0, 2), nil), s.Wrap(shape(0), nil),
			shape(1<<40, 1<<20))
	})
	assert.ErrorIs(t, err, nd.ErrArgument)
}
