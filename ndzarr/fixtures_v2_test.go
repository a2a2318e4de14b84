package ndzarr

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// expectedArray is one array of testdata/zarr2/expected.json.
type expectedArray struct {
	DType  string
	Shape  []int64
	Chunks []int64
	Data   string
}

func loadExpected(t *testing.T, dir string) map[string]expectedArray {
	raw, err := os.ReadFile(filepath.Join("testdata", dir, "expected.json"))
	require.NoError(t, err)
	var doc struct {
		Source string
		Arrays map[string]expectedArray
	}
	require.NoError(t, json.Unmarshal(raw, &doc))
	t.Log(doc.Source)
	require.NotEmpty(t, doc.Arrays)
	return doc.Arrays
}

// positions returns, for a region of an array of the shape, the row-major
// position of each selected element: the library's own view of an
// arange, so the expected values follow NumPy's indexing.
func positions(t *testing.T, shape []int64, indices []nd.Index) []int64 {
	n := nd.ShapeOf(shape...).Size()
	pos := ndint64.Wrap(nd.ShapeOf(shape...), make([]int64, n))
	for i := range n {
		pos.Data()[i] = i
	}
	return pos.Slice(indices...).ToSlice()
}

// randomIndices draws a selection for an array of the shape: integers,
// ranges with any step (negative too), Seq lists, an occasional new axis.
func randomIndices(r *rand.Rand, shape []int64) []nd.Index {
	var out []nd.Index
	for _, d := range shape {
		if r.IntN(10) == 0 {
			out = append(out, nd.NewAxis())
		}
		switch k := r.IntN(6); {
		case d == 0 || k == 0:
			out = append(out, nd.All())
		case k == 1:
			out = append(out, nd.At(r.Int64N(d)-r.Int64N(2)*d))
		case k == 2:
			out = append(out, nd.Seq(r.Int64N(d), r.Int64N(d), r.Int64N(d)))
		default:
			lo, hi := r.Int64N(d+1), r.Int64N(d+1)
			step := r.Int64N(4) + 1
			if r.IntN(3) == 0 {
				lo, hi, step = hi, lo-1, -step
			}
			out = append(out, nd.Slice(lo, hi, step))
		}
	}
	return out
}

func TestReadZarrPythonV2Fixtures(t *testing.T) {
	ctx := context.Background()
	b := NewFileStore("testdata/zarr2/store.zarr")
	arrays := loadExpected(t, "zarr2")
	names := make([]string, 0, len(arrays))
	for name := range arrays {
		names = append(names, name)
	}
	sort.Strings(names)
	r := rand.New(rand.NewPCG(15, 2))
	for _, name := range names {
		want := arrays[name]
		t.Run(name, func(t *testing.T) {
			a, err := OpenIn(ctx, b, name)
			require.NoError(t, err)
			assert.Equal(t, 2, a.Format())
			assert.Equal(t, want.Shape, a.Shape().Dims())
			assert.Equal(t, want.Chunks, a.Chunks())
			data, err := base64.StdEncoding.DecodeString(want.Data)
			require.NoError(t, err)
			size := a.DType().Size()
			checkRegion := func(indices []nd.Index) {
				got, err := a.Read(ctx, indices...)
				require.NoError(t, err, "%v", indices)
				raw := rowMajorBytes(t, got)
				pos := positions(t, want.Shape, indices)
				require.Len(t, raw, len(pos)*size, "%v", indices)
				for i, p := range pos {
					require.Equal(t, data[p*int64(size):(p+1)*int64(size)],
						raw[i*size:(i+1)*size], "%v element %d", indices, i)
				}
			}
			checkRegion(nil)
			for range 25 {
				checkRegion(randomIndices(r, want.Shape))
			}
		})
	}
}
