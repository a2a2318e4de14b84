package golden

import (
	"encoding/json"
	"fmt"
	"os"
)

// MaskFile is the golden file of BooleanMask, Where and ArgWhere (written
// by testdata/gen_mask_golden.py, which documents the format), and
// MaskTFFile the cases transcribed from TensorFlow's tests (documented in
// testdata/tf/README.md); both relative to a package directory one level
// below the repository root.
const (
	MaskFile   = "../testdata/mask_golden.json"
	MaskTFFile = "../testdata/tf/mask_cases.json"
)

// MaskCase is one case of boolean_mask, where or argwhere (Op). The
// array a (and x) holds its row-major positions 0, 1, ...; y holds
// size(x), size(x)+1, ...; Values are such positions (coordinates for
// argwhere) in an array of OutShape; or the op fails with Error, the kind
// of nd sentinel its error wraps ("shape", "argument").
type MaskCase struct {
	Source    string  `json:"source"`
	Op        string  `json:"op"`
	Shape     []int64 `json:"shape"`
	MaskShape []int64 `json:"mask_shape"`
	Mask      []int   `json:"mask"`
	Axis      int     `json:"axis"`
	CondShape []int64 `json:"cond_shape"`
	Cond      []int   `json:"cond"`
	XShape    []int64 `json:"x_shape"`
	YShape    []int64 `json:"y_shape"`
	Nonzero   []int   `json:"nonzero"`
	OutShape  []int64 `json:"out_shape"`
	Values    []int64 `json:"values"`
	Error     string  `json:"error"`
}

// LoadMask reads the cases of a masking golden file (MaskFile or
// MaskTFFile), found by Path.
func LoadMask(path string) ([]MaskCase, error) {
	data, err := os.ReadFile(Path(path))
	if err != nil {
		return nil, fmt.Errorf("%w (run make golden from the repository root)", err)
	}
	var file struct {
		Cases []MaskCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return file.Cases, nil
}
