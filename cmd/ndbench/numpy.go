package main

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// numpySide is the NumPy half of -numpy: a Python process that stays up
// for the whole report and, on command, sets up a workload's NumPy twin or
// times it (see the script's docstring), so that the Go and NumPy figures
// of a row are taken alternately, seconds apart.
//
//go:embed numpy_side.py
var numpySide []byte

// python is the interpreter -numpy runs: Debian's, whose python3-numpy
// the golden files use too.
var python = "/usr/bin/python3"

// numpyProc is the running numpy_side.py.
type numpyProc struct {
	Version     string
	BLAS        string // NumPy's BLAS, as the report names it
	BLASThreads int    // its default threads; 0: they cannot be set
	cmd         *exec.Cmd
	in          io.WriteCloser
	out         *bufio.Scanner
	script      string // the temporary file holding the script
}

// numpySmall is NumPy's per-call time of one small-arrays operation.
type numpySmall struct {
	Key       string  `json:"key"`
	NsPerCall float64 `json:"ns_per_call"`
}

// numpyReply is every field a reply of numpy_side.py may carry.
type numpyReply struct {
	Error   string       `json:"error"`
	Version string       `json:"numpy_version"`
	BLAS    string       `json:"blas"`
	Threads int          `json:"blas_threads"`
	Elems   *int64       `json:"elems"` // setup: out's size, if the twin has an out
	Ns      float64      `json:"ns"`    // time: the fastest call
	Small   []numpySmall `json:"small"`
}

// startNumpy starts numpy_side.py, or returns why it cannot.
func startNumpy(stderr io.Writer) (*numpyProc, error) {
	if out, err := exec.Command(python, "-c", "import numpy").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("NumPy is not importable by %s (%v%s); on Debian: apt-get install python3-numpy",
			python, err, firstLine(out))
	}
	f, err := os.CreateTemp("", "ndbench-numpy-*.py")
	if err != nil {
		return nil, err
	}
	_, err = f.Write(numpySide)
	if err = errors.Join(err, f.Close()); err != nil {
		os.Remove(f.Name())
		return nil, err
	}
	p := &numpyProc{script: f.Name(), cmd: exec.Command(python, f.Name())}
	p.cmd.Stderr = stderr
	if p.in, err = p.cmd.StdinPipe(); err == nil {
		var out io.ReadCloser
		if out, err = p.cmd.StdoutPipe(); err == nil {
			p.out = bufio.NewScanner(out)
			p.out.Buffer(nil, 1<<20)
			err = p.cmd.Start()
		}
	}
	if err != nil {
		os.Remove(f.Name())
		return nil, err
	}
	r, err := p.call(map[string]any{"cmd": "hello"})
	if err != nil {
		p.close()
		return nil, err
	}
	p.Version, p.BLAS, p.BLASThreads = r.Version, r.BLAS, r.Threads
	return p, nil
}

// call sends one command and reads its reply.
func (p *numpyProc) call(req map[string]any) (numpyReply, error) {
	var r numpyReply
	b, err := json.Marshal(req)
	if err != nil {
		return r, err
	}
	if _, err := p.in.Write(append(b, '\n')); err != nil {
		return r, fmt.Errorf("numpy_side.py: %v", err)
	}
	if !p.out.Scan() {
		return r, fmt.Errorf("numpy_side.py exited (%v)", p.out.Err())
	}
	if err := json.Unmarshal(p.out.Bytes(), &r); err != nil {
		return r, fmt.Errorf("numpy_side.py reply %q: %v", p.out.Text(), err)
	}
	if r.Error != "" {
		return r, fmt.Errorf("numpy_side.py: %s", r.Error)
	}
	return r, nil
}

// setup makes w's NumPy twin the workload that time times, runs it once,
// and checks it produces as many elements as ours.
func (p *numpyProc) setup(w workload, s sizes, elems int64) error {
	r, err := p.call(map[string]any{"cmd": "setup", "dtype": dtypeLong[w.dtype],
		"sizes": s.python(), "code": w.numpy})
	if err == nil && r.Elems != nil && *r.Elems != elems {
		err = fmt.Errorf("NumPy %s %s makes %d elements, ours %d: the two sides drifted apart",
			w.key, w.dtype, *r.Elems, elems)
	}
	return err
}

// time returns the fastest call of the current workload, called at least
// three times and for at least minTime.
func (p *numpyProc) time(minTime time.Duration) (time.Duration, error) {
	r, err := p.call(map[string]any{"cmd": "time", "min_time": minTime.Seconds()})
	return max(time.Duration(r.Ns), 1), err
}

// timeBLAS is time with NumPy's BLAS on threads threads (0: its
// default, timed by the wall clock).
func (p *numpyProc) timeBLAS(minTime time.Duration, threads int) (time.Duration, error) {
	r, err := p.call(map[string]any{"cmd": "time", "min_time": minTime.Seconds(), "blas_threads": threads})
	return max(time.Duration(r.Ns), 1), err
}

// small times the small-arrays operations (numpy_side.py's SMALL).
func (p *numpyProc) small(reps int) ([]numpySmall, error) {
	r, err := p.call(map[string]any{"cmd": "small", "reps": reps, "min_time": minPairTime.Seconds()})
	return r.Small, err
}

// close ends the process and removes its script.
func (p *numpyProc) close() {
	p.in.Close()
	_ = p.cmd.Wait()
	os.Remove(p.script)
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	if s == "" {
		return ""
	}
	return ": " + s
}
