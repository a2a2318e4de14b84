package golden

import (
	"encoding/json"
	"fmt"
	"os"
)

// The golden files of the views and constructors of issue 10, written by
// testdata/gen_views_golden.py (which documents their format), relative to
// a package directory one level below the repository root.
const (
	ViewsFile     = "../testdata/views_golden.json"
	SequencesFile = "../testdata/sequences_golden.json"
)

// ViewCase is one view case: NumPy's op applied to arange(size).reshape(Shape)
// sliced by Pre and transposed by Perm (nil: not transposed).
type ViewCase struct {
	Shape      []int64    `json:"shape"`
	Pre        []Selector `json:"pre"`
	Perm       []int      `json:"perm"`
	Op         string     `json:"op"`
	Args       ViewArgs   `json:"args"`
	OutShape   []int64    `json:"out_shape"`
	Values     []int64    `json:"values"`
	View       bool       `json:"view"`
	Contiguous bool       `json:"contiguous"`
	Error      string     `json:"error"`
}

// ViewArgs holds the arguments of every op; each op reads its own.
type ViewArgs struct {
	Shape []int64 `json:"shape"`
	Axis  int     `json:"axis"`
	Axes  []int   `json:"axes"`
	I     int     `json:"i"`
	J     int     `json:"j"`
}

// SeqCase is one Arange or Linspace case. Integers are JSON numbers;
// floats hex strings (strconv.ParseFloat reads them exactly); complex
// values [re, im] pairs of those.
type SeqCase struct {
	DType  string            `json:"dtype"`
	Start  json.RawMessage   `json:"start"`
	Stop   json.RawMessage   `json:"stop"`
	Step   json.RawMessage   `json:"step"`
	N      int64             `json:"n"`
	Values []json.RawMessage `json:"values"`
}

// Sequences holds the Arange and Linspace cases.
type Sequences struct {
	Arange   []SeqCase `json:"arange"`
	Linspace []SeqCase `json:"linspace"`
}

// LoadViews reads the golden view cases.
func LoadViews() ([]ViewCase, error) {
	var file struct {
		Cases []ViewCase `json:"cases"`
	}
	if err := load(ViewsFile, &file); err != nil {
		return nil, err
	}
	if len(file.Cases) == 0 {
		return nil, fmt.Errorf("%s has no cases", ViewsFile)
	}
	return file.Cases, nil
}

// LoadSequences reads the golden Arange and Linspace cases.
func LoadSequences() (Sequences, error) {
	var s Sequences
	if err := load(SequencesFile, &s); err != nil {
		return Sequences{}, err
	}
	if len(s.Arange) == 0 || len(s.Linspace) == 0 {
		return Sequences{}, fmt.Errorf("%s lacks cases", SequencesFile)
	}
	return s, nil
}

// load decodes the JSON file at path into v.
func load(path string, v any) error {
	data, err := os.ReadFile(Path(path))
	if err != nil {
		return fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_views_golden.py from the repository root)", err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
