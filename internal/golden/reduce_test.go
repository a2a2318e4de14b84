package golden

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reduceDTypes are the dtypes with reduction golden files.
var reduceDTypes = append(append([]string{}, computeDTypes...), "string")

// TestReduceCasesRead: every dtype's file reads; each case has an input
// whose values fill its shape and either an error or a want (with a
// keep-dims shape for the reductions, indices for TopK); references are
// finite where they have a tolerance; there are errors, random and exact
// cases.
func TestReduceCasesRead(t *testing.T) {
	for _, dt := range reduceDTypes {
		cases, err := ReduceCases(dt)
		require.NoError(t, err, dt)
		counts := map[string]int{}
		for _, c := range cases {
			require.NotEmpty(t, c.Op, "%s line %d", dt, c.Line)
			assert.Equal(t, dt, c.Input.DType, "%s %s", dt, c.Name)
			checkReduceArray(t, c.Input, dt+" "+c.Name)
			if c.Random {
				counts["random"]++
			}
			if c.Error != "" {
				assert.Contains(t, []string{"axis", "argument"}, c.Error, "%s %s", dt, c.Name)
				counts["error"]++
				if c.Name == "Sort/0d" {
					assert.Equal(t, []int64{}, c.DstShape, "%s %s: a 0-d dst", dt, c.Name)
				}
				continue
			}
			checkReduceArray(t, c.Want, dt+" "+c.Name)
			switch c.Op {
			case "TopK":
				assert.Equal(t, c.Want.Shape, c.WantIndex.Shape, "%s %s", dt, c.Name)
			case "CumSum", "CumProd", "Softmax", "LogSoftmax", "Sort", "ArgSort":
				assert.Nil(t, c.KeepShape, "%s %s", dt, c.Name)
			default:
				require.NotNil(t, c.KeepShape, "%s %s", dt, c.Name)
				assert.GreaterOrEqual(t, len(c.KeepShape), len(c.Want.Shape), "%s %s", dt, c.Name)
			}
			if c.Exact {
				counts["exact"]++
				assert.Nil(t, c.Ref, "%s %s", dt, c.Name)
			}
			if c.Ref != nil {
				counts["ref"]++
				require.Len(t, c.Ref, len(c.Want.Bits), "%s %s", dt, c.Name)
				checkFiniteRefs(t, c, dt)
			}
		}
		assert.Positive(t, counts["error"], dt)
		assert.Positive(t, counts["random"], dt)
		if dt == "float32" || dt == "float64" {
			assert.Positive(t, counts["exact"], dt)
		}
		if dt != "string" && dt != "bool" && dt[0] != 'i' && dt[0] != 'u' {
			assert.Positive(t, counts["ref"], dt)
		}
		t.Logf("%s: %d cases %v", dt, len(cases), counts)
	}
}

func checkReduceArray(t *testing.T, a ReduceArray, name string) {
	if a.DType == "string" {
		assert.Len(t, a.Strings, a.Size(), name)
		assert.Nil(t, a.Bits, name)
		return
	}
	assert.Len(t, a.Bits, a.Size()*wordsOf(a.DType), name)
}

// checkFiniteRefs: where an element has a tolerance, its reference is a
// finite value of the result's type.
func checkFiniteRefs(t *testing.T, c ReduceCase, dt string) {
	w := wordsOf(c.Want.DType)
	width := floatWidth(partType(c.Want.DType))
	exp := map[int]uint64{16: 0x7c00, 32: 0x7f800000, 64: 0x7ff0000000000000}[width]
	if c.Want.DType == "bfloat16" {
		exp = 0x7f80
	}
	for i, tol := range c.Tol {
		if tol == 0 {
			continue
		}
		for k := range w {
			b := c.Ref[i*w+k]
			assert.NotEqual(t, exp, b&exp, "%s %s element %d: ref %#x", dt, c.Name, i, b)
		}
	}
}

// TestOrderKey: the ulp offsets of the references count representable
// values, across zero and up to infinity.
func TestOrderKey(t *testing.T) {
	for _, c := range []struct {
		a, b  float32
		steps int64
	}{
		{1, math.Nextafter32(1, 2), 1},
		{-1, math.Nextafter32(-1, -2), -1},
		{float32(math.Copysign(0, -1)), 0, 0},
		{-math.SmallestNonzeroFloat32, math.SmallestNonzeroFloat32, 2},
		{math.MaxFloat32, float32(math.Inf(1)), 1},
	} {
		ka := orderKey(uint64(math.Float32bits(c.a)), 32)
		kb := orderKey(uint64(math.Float32bits(c.b)), 32)
		assert.Equal(t, c.steps, kb-ka, "%g -> %g", c.a, c.b)
		assert.Equal(t, math.Float32bits(c.b), uint32(fromOrderKey(kb, 32)), "%g", c.b)
	}
}

// TestDecodeRef: offsets per part for complex, tolerances as powers of
// two, null as none.
func TestDecodeRef(t *testing.T) {
	want := ComputeArray{DType: "complex64", Shape: []int64{2},
		Bits: []uint64{0x3f800000, 0x80000000, 0xbf800000, 0}}
	two := 1
	ref, tol, err := decodeRef(want, []json.RawMessage{[]byte(`[1,-1]`), []byte(`[0,0]`)}, []*int{&two, nil})
	require.NoError(t, err)
	assert.Equal(t, []uint64{0x3f800001, 0x80000001, 0xbf800000, 0}, ref)
	assert.Equal(t, []float64{2, 0}, tol)
	_, _, err = decodeRef(want, []json.RawMessage{[]byte(`1`), []byte(`[0,0]`)}, []*int{nil, nil})
	assert.Error(t, err)
	_, _, err = decodeRef(want, []json.RawMessage{[]byte(`[0,0]`)}, []*int{nil})
	assert.Error(t, err)
}
