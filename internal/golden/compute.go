package golden

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
)

// ComputeDir holds the golden files of the elementwise compute ops
// (written by testdata/gen_compute_golden.py, which documents their
// format and semantics), relative to a package directory one level below
// the repository root: <dtype>.jsonl.gz per dtype and the exhaustive
// 16-bit tables float16_unary.bin.gz and bfloat16_unary.bin.gz.
const ComputeDir = "../testdata/compute"

// regenerate is what an error about a missing or bad file suggests.
const regenerate = "run /usr/bin/python3 testdata/gen_compute_golden.py from the repository root"

// ComputeArray is an array of a compute case: its dtype name ("float32"),
// shape and values in row-major order, each as bits (see ComputeBits).
type ComputeArray struct {
	DType string
	Shape []int64
	// Bits holds one word per element, two per complex element (real,
	// imaginary): IEEE bits for floats, two's complement for ints, 0 or 1
	// for bools.
	Bits []uint64
}

// Size returns the number of elements of the shape.
func (a ComputeArray) Size() int {
	n := 1
	for _, d := range a.Shape {
		n *= int(d)
	}
	return n
}

// ComputeView is how an argument is viewed before the op sees it: its base
// array sliced by Slice (NumPy subscript text, "" for none), transposed by
// Transpose (nil for none), broadcast to Broadcast (nil for none), in that
// order.
type ComputeView struct {
	Slice     string  `json:"slice"`
	Transpose []int   `json:"transpose"`
	Broadcast []int64 `json:"broadcast"`
}

// ComputeArg is one argument of a case: an array (its base, with View
// applied when View is not nil) or, when Scalar is not nil, a T-typed
// scalar (Clip's lo and hi) whose bits Scalar holds (two for complex).
type ComputeArg struct {
	ComputeArray
	View   *ComputeView
	Scalar []uint64
}

// ComputeCase is one golden case: Op applied to Args gives Want, bit for
// bit when ULP is 0 (any NaN matching any NaN), else within ULP units in
// the last place (the generator's doc says how for complex results).
// Random marks cases on random shapes and views, which a race-detector
// run may sample; Line is the case's 1-based line in its file.
type ComputeCase struct {
	Op     string
	Name   string
	Args   []ComputeArg
	Want   ComputeArray
	ULP    int
	Random bool
	Line   int
}

// rawArray is an ARRAY or ARG of the file before its values are decoded.
type rawArray struct {
	DType  string            `json:"dtype"`
	Shape  []int64           `json:"shape"`
	Values []json.RawMessage `json:"values"`
	View   *ComputeView      `json:"view"`
	Scalar json.RawMessage   `json:"scalar"`
}

// rawCase is a line of the file.
type rawCase struct {
	Op     string     `json:"op"`
	Name   string     `json:"name"`
	Args   []rawArray `json:"args"`
	Want   rawArray   `json:"want"`
	ULP    int        `json:"ulp"`
	Random bool       `json:"random"`
}

// ComputeCases reads the golden compute cases of one dtype ("float32").
func ComputeCases(dtype string) ([]ComputeCase, error) {
	rel := ComputeDir + "/" + dtype + ".jsonl.gz"
	f, err := os.Open(Path(rel))
	if err != nil {
		return nil, fmt.Errorf("%w (%s)", err, regenerate)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 64<<20)
	var cases []ComputeCase
	for line := 1; sc.Scan(); line++ {
		var r rawCase
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", rel, line, err)
		}
		c, err := r.decode(dtype)
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
		return nil, fmt.Errorf("%s has no cases (%s)", rel, regenerate)
	}
	return cases, nil
}

// decode turns the file's values into bits; scalars take the dtype of the
// file.
func (r rawCase) decode(dtype string) (ComputeCase, error) {
	c := ComputeCase{Op: r.Op, Name: r.Name, ULP: r.ULP, Random: r.Random}
	if r.Op == "" {
		return c, fmt.Errorf("no op")
	}
	for i, a := range r.Args {
		if a.Scalar != nil {
			bits, err := ComputeBits(dtype, a.Scalar)
			if err != nil {
				return c, fmt.Errorf("arg %d: %w", i, err)
			}
			c.Args = append(c.Args, ComputeArg{Scalar: bits})
			continue
		}
		arr, err := a.decode()
		if err != nil {
			return c, fmt.Errorf("arg %d: %w", i, err)
		}
		c.Args = append(c.Args, ComputeArg{ComputeArray: arr, View: a.View})
	}
	want, err := r.Want.decode()
	if err != nil {
		return c, fmt.Errorf("want: %w", err)
	}
	c.Want = want
	return c, nil
}

func (a rawArray) decode() (ComputeArray, error) {
	out := ComputeArray{DType: a.DType, Shape: a.Shape}
	if out.Shape == nil {
		out.Shape = []int64{}
	}
	if n := out.Size(); n != len(a.Values) {
		return out, fmt.Errorf("shape %v holds %d values, not %d", a.Shape, n, len(a.Values))
	}
	out.Bits = make([]uint64, 0, len(a.Values))
	for _, v := range a.Values {
		bits, err := ComputeBits(a.DType, v)
		if err != nil {
			return out, err
		}
		out.Bits = append(out.Bits, bits...)
	}
	return out, nil
}
