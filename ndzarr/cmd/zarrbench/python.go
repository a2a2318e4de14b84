package main

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"
)

// zarrSide is the zarr-python half of -numpy (see its docstring).
//
//go:embed zarr_side.py
var zarrSide []byte

// python is Debian's interpreter, with python3-zarr.
const python = "/usr/bin/python3"

// pyProc is the running zarr_side.py.
type pyProc struct {
	cmd      *exec.Cmd
	in       io.WriteCloser
	out      *bufio.Scanner
	versions string
}

// pyReply is every field a reply may carry.
type pyReply struct {
	Error       string  `json:"error"`
	Versions    string  `json:"versions"`
	CPUNs       int64   `json:"cpu_ns"`
	WallNs      int64   `json:"wall_ns"`
	SysNs       int64   `json:"sys_ns"`
	Faults      int64   `json:"minor_faults"`
	Shape       []int64 `json:"shape"`
	DType       string  `json:"dtype"`
	First, Last float64
	Compressor  string `json:"compressor"`
}

// startPython starts zarr_side.py (passed with -c: no file to remove).
func startPython(stderr io.Writer) (*pyProc, error) {
	p := &pyProc{cmd: exec.Command(python, "-c", string(zarrSide))}
	p.cmd.Stderr = stderr
	var err error
	if p.in, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p.out = bufio.NewScanner(out)
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", python, err)
	}
	r, err := p.call(map[string]any{"cmd": "hello"})
	if err != nil {
		p.close()
		return nil, err
	}
	p.versions = r.Versions
	return p, nil
}

func (p *pyProc) call(req map[string]any) (pyReply, error) {
	var r pyReply
	b, _ := json.Marshal(req) // maps of strings, numbers and slices
	if _, err := p.in.Write(append(b, '\n')); err != nil {
		return r, fmt.Errorf("zarr_side.py: %w", err)
	}
	if !p.out.Scan() {
		return r, fmt.Errorf("zarr_side.py exited (%v)", p.out.Err())
	}
	if err := json.Unmarshal(p.out.Bytes(), &r); err != nil {
		return r, fmt.Errorf("zarr_side.py reply %q: %w", p.out.Text(), err)
	}
	if r.Error != "" {
		return r, fmt.Errorf("zarr_side.py: %s", r.Error)
	}
	return r, nil
}

// read times zarr-python reading region (nil: all) of the store at path
// with c-blosc on threads threads.
func (p *pyProc) read(path string, region [][2]int64, threads int) (sample, pyReply, error) {
	r, err := p.call(map[string]any{"cmd": "read", "path": path, "region": region,
		"threads": threads})
	return sample{CPU: time.Duration(r.CPUNs), Wall: time.Duration(r.WallNs),
			Sys: time.Duration(r.SysNs), Faults: r.Faults},
		r, err
}

func (p *pyProc) close() {
	p.in.Close()
	_ = p.cmd.Wait()
}

// pythonUsable reports why zarr-python cannot be run, or nil.
func pythonUsable() error {
	if _, err := os.Stat(python); err != nil {
		return err
	}
	out, err := exec.Command(python, "-c", "import zarr").CombinedOutput()
	if err != nil {
		return fmt.Errorf("zarr is not importable by %s (%v: %s); on Debian: apt-get install "+
			"python3-zarr", python, err, out)
	}
	return nil
}
