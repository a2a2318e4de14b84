package golden

import (
	"encoding/json"
	"fmt"
	"os"
)

// CombineFile is the golden file of the combining and splitting ops
// (written by testdata/gen_combine_golden.py, which documents the format),
// relative to a package directory one level below the repository root.
const CombineFile = "../testdata/combine_golden.json"

// CombineCase is one case of an op (Op: concat, stack, unstack, split,
// splitv, tile, repeat or pad) on inputs of the given Shapes, input k
// holding the numbers base_k, base_k+1, ... (base_k the total size of the
// inputs before it). The result has OutShape and Values (Outs for the
// split ops), -1 standing for Pad's constant; or the op fails with Error,
// the kind of nd sentinel the error wraps ("axis", "shape", "argument").
type CombineCase struct {
	Name      string     `json:"name"`
	Op        string     `json:"op"`
	Shapes    [][]int64  `json:"shapes"`
	Axis      int        `json:"axis"`
	N         int        `json:"n"`
	Sizes     []int64    `json:"sizes"`
	Multiples []int64    `json:"multiples"`
	Repeats   []int64    `json:"repeats"`
	Paddings  [][2]int64 `json:"paddings"`
	Mode      string     `json:"mode"`
	OutShape  []int64    `json:"out_shape"`
	Values    []int64    `json:"values"`
	Outs      []Result   `json:"outs"`
	Error     string     `json:"error"`
	Why       string     `json:"why"`
}

// Result is one array of a split op's result.
type Result struct {
	Shape  []int64 `json:"shape"`
	Values []int64 `json:"values"`
}

// LoadCombine reads the golden cases of the combining ops.
func LoadCombine() ([]CombineCase, error) {
	data, err := os.ReadFile(Path(CombineFile))
	if err != nil {
		return nil, fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_combine_golden.py "+
			"from the repository root)", err)
	}
	var file struct {
		Cases []CombineCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", CombineFile, err)
	}
	return file.Cases, nil
}
