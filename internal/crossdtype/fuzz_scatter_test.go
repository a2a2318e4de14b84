package crossdtype_test

import (
	"math"
	"slices"
	"testing"

	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// scatterInput is a scatter decoded from fuzz input.
type scatterInput struct {
	op                 int // index into scatterFuzzOps
	out, idx, upd      []int64
	indices            []int64
	int32Idx, strided  bool
	tensorVals, update []float32
}

var scatterFuzzOps = []string{"ScatterNd", "TensorScatterUpdate", "TensorScatterAdd",
	"TensorScatterSub", "TensorScatterMin", "TensorScatterMax", "ScatterNdUpdate", "ScatterNdAdd"}

// decodeScatter reads an op, the output and indices shapes, updates
// shaped by the rule (now and then off by one dimension), and small index
// values with negatives and int64 extremes mixed in.
func decodeScatter(data []byte) scatterInput {
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
	var in scatterInput
	flags := next()
	in.op = int(flags % 8)
	in.int32Idx, in.strided = flags&8 != 0, flags&16 != 0
	in.out, in.idx = shape(4, 4), shape(3, 4)
	if len(in.idx) > 0 {
		k := len(in.idx) - 1
		in.upd = slices.Clone(in.idx[:k])
		if d := in.idx[k]; d <= int64(len(in.out)) {
			in.upd = append(in.upd, in.out[d:]...)
		}
	}
	switch b := next(); {
	case b < 20 && len(in.upd) > 0:
		in.upd[int(b)%len(in.upd)]++
	case b < 30:
		in.upd = append(in.upd, 1)
	case b < 40:
		in.upd = shape(3, 4)
	}
	for range dimsSize(in.idx) {
		switch b := next(); b {
		case 250:
			in.indices = append(in.indices, math.MinInt64)
		case 251:
			in.indices = append(in.indices, math.MaxInt64)
		default:
			in.indices = append(in.indices, int64(b%7)-1)
		}
	}
	for range dimsSize(in.out) {
		in.tensorVals = append(in.tensorVals, float32(next()%9))
	}
	for range dimsSize(in.upd) {
		in.update = append(in.update, float32(next()%9))
	}
	return in
}

func dimsSize(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}

// scatterValid is the slow reference's rule: TensorFlow's checks as
// conditions on the shapes (see check.ScatterShapes for the messages).
func scatterValid(op string, out, idx, upd []int64) bool {
	if len(idx) < 1 || len(upd) < 1 {
		return false
	}
	empty := func(in int64) bool {
		ni, nu := dimsSize(idx), dimsSize(upd)
		return ni == 0 && nu == 0 || in != 0 && ni != 0 && nu != 0
	}
	outer, ix := len(idx)-1, idx[len(idx)-1]
	outerInner := len(upd) >= outer && slices.Equal(upd[:outer], idx[:outer]) &&
		ix <= int64(len(out)) && slices.Equal(upd[outer:], out[ix:])
	switch {
	case op == "ScatterNd" && !(empty(int64(len(out))) && outerInner):
		return false
	case op[0] == 'T' && !(empty(dimsSize(out)) && outerInner):
		return false
	case op[0] == 'S' && op != "ScatterNd" && len(idx) == 1 && !outerInner:
		return false
	}
	sd, bd := int64(1), 1
	if len(idx) > 1 {
		sd, bd = ix, len(idx)-1
	}
	return len(out) >= 1 && empty(dimsSize(out)) && upd[0] == idx[0] && sd <= int64(len(out)) &&
		len(upd) >= bd && slices.Equal(upd, slices.Concat(idx[:bd], out[sd:])) &&
		(dimsSize(out) == 0 || sd >= 1)
}

// scatterReference applies the scatter element by element; ok is false
// if a row is out of range.
func scatterReference(in scatterInput) (vals []float32, ok bool) {
	op := scatterFuzzOps[in.op]
	vals = make([]float32, dimsSize(in.out))
	if op != "ScatterNd" {
		copy(vals, in.tensorVals)
	}
	if dimsSize(in.out) == 0 {
		return vals, true
	}
	k := in.idx[len(in.idx)-1]
	strides := nd.RowMajor(in.out...).Strides
	slice := dimsSize(in.out[k:])
	for r := int64(0); r*k < int64(len(in.indices)); r++ {
		p := int64(0)
		for c, v := range in.indices[r*k : (r+1)*k] {
			if v < 0 || v >= in.out[c] {
				return nil, false
			}
			p += v * strides[c]
		}
		for j := range slice {
			d, u := &vals[p+j], in.update[r*slice+j]
			switch op {
			case "TensorScatterUpdate", "ScatterNdUpdate":
				*d = u
			case "TensorScatterSub":
				*d -= u
			case "TensorScatterMin":
				*d = min(*d, u)
			case "TensorScatterMax":
				*d = max(*d, u)
			default:
				*d += u
			}
		}
	}
	return vals, true
}

// FuzzScatterNd runs every float32 scatter op on fuzzed shapes and index
// values: it must not panic, must fail exactly when the slow reference
// says the shapes or rows are invalid, must leave its inputs (and an
// in-place ref, on error) alone, and must give the reference's values;
// the float16 op (arithmetic rounded per update) must agree.
func FuzzScatterNd(f *testing.F) {
	f.Add([]byte{0, 1, 8, 2, 4, 1, 3})
	f.Add([]byte{6, 2, 3, 3, 2, 2, 1, 100, 1, 2})
	f.Add([]byte{2 | 8 | 16, 2, 4, 2, 3, 2, 3, 1, 100, 0, 1, 2, 250, 3, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := decodeScatter(data)
		op := scatterFuzzOps[in.op]
		var indices nd.Indices = ndint64.Wrap(nd.ShapeOf(in.idx...), in.indices)
		wide := func(v int64) bool { return v != int64(int32(v)) }
		if in.int32Idx && !slices.ContainsFunc(in.indices, wide) {
			v := make([]int32, len(in.indices))
			for i, x := range in.indices {
				v[i] = int32(x)
			}
			indices = ndint32.Wrap(nd.ShapeOf(in.idx...), v)
		}
		tensor := ndfloat32.Wrap(nd.ShapeOf(in.out...), slices.Clone(in.tensorVals))
		updates := ndfloat32.Wrap(nd.ShapeOf(in.upd...), slices.Clone(in.update))
		if in.strided && len(in.out) > 0 {
			tensor = tensor.Flip().Copy().Flip() // same values, negative strides
		}
		got, err := runScatter(op, tensor, indices, updates, nd.ShapeOf(in.out...))
		half, halfErr := runScatterFloat16(in, op, indices)
		if (err == nil) != (halfErr == nil) {
			t.Fatalf("%s %+v: float32 error %v, float16 error %v", op, in, err, halfErr)
		}
		valid := scatterValid(op, in.out, in.idx, in.upd)
		var want []float32
		rowsOK := false
		if valid {
			want, rowsOK = scatterReference(in)
		}
		if op != "ScatterNdUpdate" && op != "ScatterNdAdd" || err != nil {
			if !slices.Equal(tensor.ToSlice(), in.tensorVals) {
				t.Fatalf("%s changed its tensor", op)
			}
		}
		if !valid || !rowsOK {
			if err == nil {
				t.Fatalf("%s %+v: no error, the reference has one (shapes ok %v)", op, in, valid)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s %+v: %v", op, in, err)
		}
		if !slices.Equal(got.ToSlice(), want) || !slices.Equal(got.Shape().Dims(), in.out) {
			t.Fatalf("%s %+v: got %v, want %v", op, in, got, want)
		}
		if !slices.Equal(half, want) { // small integers: float16 sums are exact
			t.Fatalf("%s %+v: float16 got %v, want %v", op, in, half, want)
		}
	})
}

// runScatterFloat16 runs in's op in float16 (inputs as in FuzzScatterNd)
// and returns the result as float32s.
func runScatterFloat16(in scatterInput, op string, indices nd.Indices) ([]float32, error) {
	wrap := func(dims []int64, v []float32) *ndfloat16.NdArray {
		h := make([]float16.Float16, len(v))
		for i, x := range v {
			h[i] = float16.Fromfloat32(x)
		}
		return ndfloat16.Wrap(nd.ShapeOf(dims...), h)
	}
	tensor := wrap(in.out, in.tensorVals)
	if in.strided && len(in.out) > 0 {
		tensor = tensor.Flip().Copy().Flip()
	}
	got, err := float16Ops[op](tensor, indices, wrap(in.upd, in.update), nd.ShapeOf(in.out...))
	if err != nil {
		return nil, err
	}
	out := make([]float32, 0, got.Size())
	for _, h := range got.ToSlice() {
		out = append(out, h.Float32())
	}
	return out, nil
}

// runScatter calls the float32 op named op.
func runScatter(op string, tensor *ndfloat32.NdArray, indices nd.Indices,
	updates *ndfloat32.NdArray, shape nd.Shape) (*ndfloat32.NdArray, error) {
	type arr = *ndfloat32.NdArray
	fresh := map[string]func(arr, nd.Indices, arr) (arr, error){
		"TensorScatterUpdate": ndfloat32.TensorScatterUpdate,
		"TensorScatterAdd":    ndfloat32.TensorScatterAdd,
		"TensorScatterSub":    ndfloat32.TensorScatterSub,
		"TensorScatterMin":    ndfloat32.TensorScatterMin,
		"TensorScatterMax":    ndfloat32.TensorScatterMax,
	}
	switch op {
	case "ScatterNd":
		return ndfloat32.ScatterNd(indices, updates, shape)
	case "ScatterNdUpdate":
		return tensor, ndfloat32.ScatterNdUpdate(tensor, indices, updates)
	case "ScatterNdAdd":
		return tensor, ndfloat32.ScatterNdAdd(tensor, indices, updates)
	}
	return fresh[op](tensor, indices, updates)
}
