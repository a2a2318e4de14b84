package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// numpySide is the NumPy half of -numpy: it measures the same workloads,
// by the same method, and prints them as JSON (see the script's docstring).
//
//go:embed numpy_side.py
var numpySide []byte

// python is the interpreter -numpy runs: Debian's, whose python3-numpy
// the golden files use too.
var python = "/usr/bin/python3"

// numpyRun is numpy_side.py's output.
type numpyRun struct {
	Version string        `json:"numpy_version"`
	Results []numpyResult `json:"results"`
	Small   []numpySmall  `json:"small"`
}

// numpySmall is NumPy's per-call time of one small-arrays operation.
type numpySmall struct {
	Key       string  `json:"key"`
	NsPerCall float64 `json:"ns_per_call"`
}

type numpyResult struct {
	Key          string  `json:"key"`
	DType        string  `json:"dtype"` // "float32", "int64"
	GBps         float64 `json:"gbps"`
	Ratio        float64 `json:"ratio"`
	NsPerElement float64 `json:"ns_per_element"`
	MemcpyGBps   float64 `json:"memcpy_gbps"`
	Bytes        int64   `json:"bytes"`
	Elements     int64   `json:"elements"`
	Reps         int     `json:"reps"`
}

// runNumpy runs numpy_side.py on the workloads of s, or returns why not.
func runNumpy(s sizes, reps int) (*numpyRun, error) {
	if out, err := exec.Command(python, "-c", "import numpy").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("NumPy is not importable by %s (%v%s); on Debian: apt-get install python3-numpy",
			python, err, firstLine(out))
	}
	f, err := os.CreateTemp("", "ndbench-numpy-*.py")
	if err != nil {
		return nil, err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(numpySide); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	cmd := exec.Command(python, f.Name(),
		"--n", fmt.Sprint(s.n), "--cube", fmt.Sprint(s.cube),
		"--scalar-idx", fmt.Sprint(s.scalarIdx), "--table-bytes", fmt.Sprint(s.tableBytes),
		"--row-idx", fmt.Sprint(s.rowIdx), "--row-table", fmt.Sprint(s.rowTable), "--row-bytes", fmt.Sprint(rowBytes), "--pairs", fmt.Sprint(s.pairs),
		"--reps", fmt.Sprint(reps), "--min-time", fmt.Sprint(minPairTime.Seconds()), "--small")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("numpy_side.py: %v%s", err, lastLine(stderr.Bytes()))
	}
	var np numpyRun
	if err := json.Unmarshal(stdout.Bytes(), &np); err != nil {
		return nil, fmt.Errorf("numpy_side.py output: %v", err)
	}
	if len(np.Results) == 0 {
		return nil, errors.New("numpy_side.py measured nothing")
	}
	return &np, nil
}

// mergeNumpy attaches each NumPy result to the row of the same workload and
// dtype. A twin that moved a different number of bytes means the two sides'
// workload definitions drifted apart: it is reported and left out.
func mergeNumpy(rs []result, np *numpyRun, stderr io.Writer) {
	for i := range np.Results {
		p := &np.Results[i]
		matched := false
		for j := range rs {
			r := &rs[j]
			if r.key != p.Key || dtypeLong[r.dtype] != p.DType {
				continue
			}
			matched = true
			if r.bytes != p.Bytes || r.elems != p.Elements {
				fmt.Fprintf(stderr, "ndbench: NumPy %s %s moves %d bytes in %d elements, ours %d in %d: left out\n",
					p.Key, p.DType, p.Bytes, p.Elements, r.bytes, r.elems)
				continue
			}
			r.numpy = p
		}
		if !matched {
			fmt.Fprintf(stderr, "ndbench: NumPy result %s %s has no workload here\n", p.Key, p.DType)
		}
	}
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	if s == "" {
		return ""
	}
	return ": " + s
}

func lastLine(b []byte) string {
	s := strings.TrimSpace(string(b))
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if s == "" {
		return ""
	}
	return ": " + s
}
