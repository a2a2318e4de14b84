package crossdtype_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
)

// TestSmallArrayAllocations pins the allocations of the per-call paths on
// small arrays: none for scalar access and copies into an existing array,
// and for views and copies nothing besides the result: a view's header,
// which holds the dimension and stride tables up to rank 4 (a copy's data
// too); from rank 5 on, the tables are a second allocation.
func TestSmallArrayAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented builds allocate differently")
	}
	a, b, c, d := filled(8, 8), filled(16, 16), filled(4, 8, 8), filled(2, 3, 8, 8)
	at, dst := a.Transpose(), ndfloat32.New(nd.ShapeOf(8, 8))
	even := b.Slice(nd.Step(2), nd.Step(2))
	i64 := ndint64.New(nd.ShapeOf(8, 8))
	flat, s88, s4 := filled(64), nd.ShapeOf(8, 8), nd.ShapeOf(2, 2, 4, 4)
	var v float32
	var w int64
	cases := []struct {
		name   string
		allocs float64
		f      func()
	}{
		{"GetFloat32 rank 1", 0, func() { v = filledVec.GetFloat32(3) }},
		{"GetFloat32 rank 2", 0, func() { v = a.GetFloat32(3, 5) }},
		{"GetFloat32 rank 3", 0, func() { v = c.GetFloat32(1, 3, 5) }},
		{"GetFloat32 negative", 0, func() { v = a.GetFloat32(-1, -2) }},
		{"SetFloat32 rank 2", 0, func() { a.SetFloat32(v, 3, 5) }},
		{"SetFloat32 rank 3", 0, func() { c.SetFloat32(v, 1, 3, 5) }},
		{"GetInt64/SetInt64", 0, func() { i64.SetInt64(w+1, 2, 2); w = i64.GetInt64(2, 2) }},
		{"CopyTo 8×8 strided", 0, func() { at.CopyTo(dst) }},
		{"CopyTo 8×8 even", 0, func() { even.CopyTo(dst) }},
		{"Set 8×8", 0, func() { dst.Set(at) }},
		{"Get", 1, func() { sinkArray = c.Get(1) }},
		{"Slice", 1, func() { sinkArray = b.Slice(nd.Range(2, 10), nd.Range(1, 9)) }},
		{"Slice to rank 1", 1, func() { sinkArray = c.Slice(nd.At(1), nd.Step(2), nd.At(3)) }},
		{"Slice rank 3", 1, func() { sinkArray = c.Slice(nd.NewAxis(), nd.At(1), nd.Step(2)) }},
		{"Slice rank 4", 1, func() { sinkArray = c.Slice(nd.NewAxis(), nd.Step(2)) }},
		{"Slice rank 5", 2, func() { sinkArray = d.Slice(nd.NewAxis(), nd.Step(2)) }},
		{"Transpose", 1, func() { sinkArray = a.Transpose() }},
		{"Reshape", 1, func() { sinkArray = flat.Reshape(s88) }},
		{"Reshape rank 4", 1, func() { sinkArray = a.Reshape(s4) }},
		{"Transpose rank 3", 1, func() { sinkArray = c.Transpose(2, 0, 1) }},
		{"Transpose rank 4", 1, func() { sinkArray = d.Transpose() }},
		{"Copy", 2, func() { sinkArray = even.Copy() }},
		{"Copy rank 4", 2, func() { sinkArray = d.Copy() }},
		{"AsReadOnly", 1, func() { sinkArray = c.AsReadOnly() }},
		{"GetFloat32 rank 4", 0, func() { v = d.GetFloat32(1, 0, 3, 5) }},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.allocs, testing.AllocsPerRun(100, tc.f), tc.name)
	}
	sinkF32 = v
}

var filledVec = filled(8)
