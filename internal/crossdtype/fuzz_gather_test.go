package crossdtype_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// fuzzGather decodes params and indices shapes and index values from fuzz
// input. Index values are mostly small (in range or just out of it), with
// negatives, int64 extremes and arbitrary 64-bit values mixed in.
func fuzzGather(data []byte) (params, indices []int64, values []int64) {
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	shape := func(maxRank, maxDim byte) []int64 {
		dims := make([]int64, next()%(maxRank+1))
		for i := range dims {
			dims[i] = int64(next() % (maxDim + 1))
		}
		return dims
	}
	params = shape(4, 5)
	indices = shape(3, 5)
	n := int64(1)
	for _, d := range indices {
		n *= d
	}
	for range n {
		b := next()
		switch {
		case b == 250:
			values = append(values, math.MinInt64)
		case b == 251:
			values = append(values, math.MaxInt64)
		case b == 252 && len(data) >= 8:
			values = append(values, int64(binary.LittleEndian.Uint64(data)))
			data = data[8:]
		default:
			values = append(values, int64(b%8)-1)
		}
	}
	return params, indices, values
}

// FuzzGatherNd checks GatherNd against a slow reference built from Get on
// every index row: the same result, or an error exactly when some row is
// out of range or a shape rule fails; never a panic.
// narrow returns v as int32s, and false if one does not fit.
func narrow(v []int64) ([]int32, bool) {
	out := make([]int32, len(v))
	for i, k := range v {
		if k != int64(int32(k)) {
			return nil, false
		}
		out[i] = int32(k)
	}
	return out, true
}

func FuzzGatherNd(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 3, 4, 2, 2, 2, 0, 1, 2, 3},
		{2, 4, 4, 1, 2, 250, 1, 251, 2},
		{1, 0, 2, 0, 1},
		{3, 2, 2, 2, 2, 3, 0, 1, 1, 1, 0, 1},
		{0, 1, 0},
		{2, 3, 3, 2, 1, 2, 252, 1, 0, 0, 0, 0, 0, 0, 128, 3},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		pdims, idims, values := fuzzGather(data)
		params := ndfloat32.New(nd.ShapeOf(pdims...))
		for i := range params.Data() {
			params.Data()[i] = float32(i)
		}
		indices := ndint64.Wrap(nd.ShapeOf(idims...), values)
		got, err := ndfloat32.GatherNd(params, indices)
		// int32 indices, where they fit, give the same result or error.
		if i32, ok := narrow(values); ok {
			got32, err32 := ndfloat32.GatherNd(params, ndint32.Wrap(nd.ShapeOf(idims...), i32))
			if fmt.Sprint(err32) != fmt.Sprint(err) || (err == nil && !got32.Equal(got)) {
				t.Fatalf("params %v indices %v %v: int32 indices gave %v, %v; int64 ones %v, %v", pdims, idims, values, got32, err32, got, err)
			}
		}

		outDims, _, depth, shapeErr := check.GatherNdShape(pdims, nd.ShapeOf(idims...))
		if shapeErr != nil {
			if err == nil || !errors.Is(err, errors.Unwrap(shapeErr)) {
				t.Fatalf("params %v indices %v: shape error %v, GatherNd gave %v", pdims, idims, shapeErr, err)
			}
			return
		}
		// The reference: each index row checked, then its slice appended.
		rows := nd.ShapeOf(idims[:len(idims)-1]...).Size()
		var want []float32
		for r := range rows {
			row := values[r*depth : (r+1)*depth]
			for k, v := range row {
				if v < 0 || v >= pdims[k] {
					if !errors.Is(err, nd.ErrIndexOutOfRange) {
						t.Fatalf("params %v indices %v %v: row %d is bad, got %v", pdims, idims, values, r, err)
					}
					return
				}
			}
			want = append(want, params.Get(row...).ToSlice()...)
		}
		if err != nil {
			t.Fatalf("params %v indices %v %v: unexpected error %v", pdims, idims, values, err)
		}
		if !slices.Equal(got.Shape().Dims(), outDims) || !slices.Equal(got.ToSlice(), append([]float32{}, want...)) {
			t.Fatalf("params %v indices %v %v: got %v, want %v", pdims, idims, values, got, want)
		}
	})
}
