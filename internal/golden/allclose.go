package golden

import (
	"encoding/json"
	"fmt"
	"os"
)

// AllCloseFile is the golden file of numpy.allclose (written by
// testdata/gen_allclose_golden.py, which documents the format), relative
// to a package directory one level below the repository root.
const AllCloseFile = "../testdata/allclose_golden.json"

// CloseArray is one operand of an AllClose case: its shape and flat
// row-major values, encoded as in the print cases.
type CloseArray struct {
	Shape  []int64           `json:"shape"`
	Values []json.RawMessage `json:"values"`
}

// CloseCase is numpy.allclose(A, B, RTol, ATol): Close, or Error "shape"
// when the shapes do not broadcast.
type CloseCase struct {
	DType string     `json:"dtype"`
	A     CloseArray `json:"a"`
	B     CloseArray `json:"b"`
	RTol  float64    `json:"rtol"`
	ATol  float64    `json:"atol"`
	Close bool       `json:"close"`
	Error string     `json:"error"`
}

// LoadAllCloseFile reads the golden AllClose cases from path.
func LoadAllCloseFile(path string) ([]CloseCase, error) {
	data, err := os.ReadFile(Path(path))
	if err != nil {
		return nil, fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_allclose_golden.py from the repository root)", err)
	}
	var file struct {
		Cases []CloseCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return file.Cases, nil
}

// ArrayValues decodes encoded values (an operand's Values, a print case's
// Pool) as T, the Go type of the case's DType.
func ArrayValues[T any](values []json.RawMessage) ([]T, error) {
	out := make([]T, len(values))
	for i, raw := range values {
		v, err := decodeValue(raw, any(out[i]))
		if err != nil {
			return nil, fmt.Errorf("values[%d] %s: %w", i, raw, err)
		}
		out[i] = v.(T)
	}
	return out, nil
}
