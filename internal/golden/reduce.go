package golden

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
)

// ReduceDir holds the golden files of the reductions, scans, softmax and
// sort ops (issue 29), <dtype>.jsonl.gz per dtype, written by
// testdata/gen_reduce_golden.py (which documents their format and
// semantics), relative to a package directory one level below the
// repository root.
const ReduceDir = "../testdata/reduce"

// regenerateReduce is what an error about a missing or bad file suggests.
const regenerateReduce = "run /usr/bin/python3 testdata/gen_reduce_golden.py from the repository root"

// ReduceArray is an array of a reduction case: its dtype, shape and values
// as a ComputeArray's bits, or, for the string dtype, in Strings (Bits is
// then nil).
type ReduceArray struct {
	ComputeArray
	Strings []string
}

// ReduceCase is one golden case of a reduction, scan, softmax or sort:
// Op applied to Input viewed by View (nil: not viewed) with the op's
// arguments (Axes; DDof and Axes; Axis; or K) gives Want, or, when Error
// is set, panics.
type ReduceCase struct {
	Op    string
	Name  string
	Input ReduceArray
	View  *ComputeView
	// Axes are the reductions' axes; nil: none given (all axes).
	Axes []int
	DDof int
	Axis int
	K    int

	// Want is NumPy's result (reductions: without the kept axes; TopK:
	// the values), WantIndex TopK's indices and KeepShape the keep-dims
	// result's shape.
	Want      ReduceArray
	WantIndex ComputeArray
	KeepShape []int64

	// ULP, Exact, Ref and Tol say how a float result compares (see the
	// generator): within ULP units of Want; or, where Tol[i] > 0, within
	// max(|Want - Ref|, Tol[i]) of Ref, element i of Ref being the words
	// i (two for complex) of Ref, as Want.Bits. Ref and Tol are nil where
	// the case has no reference (Exact cases among them).
	ULP   int
	Exact bool
	Ref   []uint64
	Tol   []float64

	// Error is "axis" (nd.ErrAxisOutOfRange) or "argument" (nd.ErrArgument)
	// for a case that must panic; DstShape, when not nil, is a dst shape
	// for the Into form, which must panic the same way.
	Error    string
	DstShape []int64

	// Random marks cases on random shapes, views and axes, which a
	// race-detector run may sample; Line is the case's 1-based line.
	Random bool
	Line   int
}

// rawReduce is a line of the file: an input ({"input": id, "array": ...})
// or a case.
type rawReduce struct {
	Input     int               `json:"input"`
	Array     *rawArray         `json:"array"`
	Op        string            `json:"op"`
	Name      string            `json:"name"`
	View      *ComputeView      `json:"view"`
	Axes      []int             `json:"axes"`
	DDof      int               `json:"ddof"`
	Axis      int               `json:"axis"`
	K         int               `json:"k"`
	Want      *rawArray         `json:"want"`
	WantIndex *rawArray         `json:"want_index"`
	KeepShape []int64           `json:"keep_shape"`
	ULP       int               `json:"ulp"`
	Exact     bool              `json:"exact"`
	Ref       []json.RawMessage `json:"ref"`
	Tol       []*int            `json:"tol"`
	Error     string            `json:"error"`
	DstShape  []int64           `json:"dst_shape"`
	Random    bool              `json:"random"`
}

// ReduceCases reads the golden reduction cases of one dtype ("float32").
func ReduceCases(dtype string) ([]ReduceCase, error) {
	rel := ReduceDir + "/" + dtype + ".jsonl.gz"
	f, err := os.Open(Path(rel))
	if err != nil {
		return nil, fmt.Errorf("%w (%s)", err, regenerateReduce)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 64<<20)
	inputs := map[int]ReduceArray{}
	var cases []ReduceCase
	for line := 1; sc.Scan(); line++ {
		var r rawReduce
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", rel, line, err)
		}
		if r.Array != nil {
			a, err := r.Array.decodeReduce()
			if err != nil {
				return nil, fmt.Errorf("%s:%d (input %d): %w", rel, line, r.Input, err)
			}
			inputs[r.Input] = a
			continue
		}
		c, err := r.decode(inputs)
		if err != nil {
			return nil, fmt.Errorf("%s:%d (%s): %w", rel, line, r.Name, err)
		}
		c.Line = line
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	if len(cases) == 0 {
		return nil, fmt.Errorf("%s has no cases (%s)", rel, regenerateReduce)
	}
	return cases, nil
}

func (r rawReduce) decode(inputs map[int]ReduceArray) (ReduceCase, error) {
	c := ReduceCase{Op: r.Op, Name: r.Name, View: r.View, Axes: r.Axes, DDof: r.DDof, Axis: r.Axis,
		K: r.K, KeepShape: r.KeepShape, ULP: r.ULP, Exact: r.Exact, Error: r.Error,
		DstShape: r.DstShape, Random: r.Random}
	in, ok := inputs[r.Input]
	switch {
	case r.Op == "":
		return c, fmt.Errorf("no op")
	case !ok:
		return c, fmt.Errorf("input %d is not defined above", r.Input)
	case r.Error == "" && r.Want == nil:
		return c, fmt.Errorf("neither want nor error")
	}
	c.Input = in
	if r.Error != "" {
		return c, nil
	}
	var err error
	if c.Want, err = r.Want.decodeReduce(); err != nil {
		return c, fmt.Errorf("want: %w", err)
	}
	if r.WantIndex != nil {
		if c.WantIndex, err = r.WantIndex.decode(); err != nil {
			return c, fmt.Errorf("want_index: %w", err)
		}
	}
	if r.Ref != nil {
		if c.Ref, c.Tol, err = decodeRef(c.Want.ComputeArray, r.Ref, r.Tol); err != nil {
			return c, err
		}
	}
	return c, nil
}

// decodeReduce decodes an array of any dtype, strings included.
func (a rawArray) decodeReduce() (ReduceArray, error) {
	if a.DType != "string" {
		arr, err := a.decode()
		return ReduceArray{ComputeArray: arr}, err
	}
	out := ReduceArray{ComputeArray: ComputeArray{DType: a.DType, Shape: a.Shape}}
	if out.Shape == nil {
		out.Shape = []int64{}
	}
	if n := out.Size(); n != len(a.Values) {
		return out, fmt.Errorf("shape %v holds %d values, not %d", a.Shape, n, len(a.Values))
	}
	out.Strings = make([]string, len(a.Values))
	for i, v := range a.Values {
		s, err := str(v)
		if err != nil {
			return out, err
		}
		out.Strings[i] = s
	}
	return out, nil
}
